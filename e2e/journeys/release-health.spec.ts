// Release health: a remote that throws in a visitor's page is reported under the page load's token, and
// the release manager sees it beside the live version in `npm run releases`, as a share of the page loads.
import { liveVersion, releaseCli, type RemoteName } from '../support/deploy';
import { expect, test } from '../support/fixtures';

const CRASHING: RemoteName = 'mfe-search-map';

test('a remote that throws while rendering is reported, and releases shows the failure beside its live version', async ({
  page,
  release,
  apiUrl,
}) => {
  // The first search of a fresh deployment waits for the embedded database to warm up.
  test.setTimeout(120_000);
  // An answer the results list cannot render: an object where it prints text (React refuses to render it).
  await page.route('**/api/properties-list*', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Array<Record<string, unknown>> };
    const [first] = answer.data;
    if (first) first.epc_rating = { grade: 'B' };
    await route.fulfill({ response, json: answer });
  });
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/remote-failures') && request.method() === 'POST', {
    timeout: 60_000,
  });
  await page.goto('/');
  await expect(page.locator(`[data-remote-slot="${CRASHING}/ResultsList"]`)).toHaveAttribute('data-state', 'unavailable', {
    timeout: 60_000,
  });

  const report = (await reported).postDataJSON() as Record<string, string>;
  const version = liveVersion(release, CRASHING);
  expect(report).toMatchObject({ remote: CRASHING, version, kind: 'render' });
  expect(Object.keys(report).sort()).toEqual(['kind', 'message', 'page_load', 'remote', 'version']);
  expect((await (await reported).response())?.status()).toBe(204);

  const listing = releaseCli(release, ['list'], { API_URL: apiUrl });
  const line = listing.split('\n').find((l) => l.includes(`* ${version}`));
  expect(line).toMatch(/\d+ failures? in \d+ page loads? in the last hour \(\d+(\.\d)?%: .*render \d+.*\)$/);
});
