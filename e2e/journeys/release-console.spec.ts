// The release console (issue 31, items 1, 2 and 5; issue 41, item 5): a release manager sees a release made
// on the command line appear live, rolls the remote back from the console with a note, and finds it in the
// audit log; a preview link of the version rolled away from gives it to the one browser that opens it, with
// a banner and a way out, while the manager's browser keeps the live one, and a forged link is refused; a
// plain user gets 403 from the same calls and is told the console is not for them.
import { buildRemote, liveVersion, releaseCli, type RemoteName } from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { signInPage } from '../support/apiSession';
import { expectOnTop } from '../support/sizes';
import { shoot, TENANT, type Person } from '../support/booking';

// The smallest remote: its build takes a few seconds. Nothing on the map home depends on it.
const REMOTE: RemoteName = 'mfe-dashboard';
/** The seed's release manager (README's table). */
const RELEASE_MANAGER: Person = { email: 'release@roofline.test', password: 'password123', name: 'Grace Okafor' };

test('a release manager rolls a remote back from the console, seeing others’ moves live; a plain user gets 403 @phone', async ({
  browser,
  baseURL,
  page,
  release,
  apiUrl,
}, testInfo) => {
  test.setTimeout(180_000);
  const before = liveVersion(release, REMOTE);
  await signInPage(page, apiUrl, RELEASE_MANAGER);
  await page.goto('/releases');
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  await consent.getByRole('button', { name: 'Accept' }).click();
  await expect(consent).toBeHidden();
  const area = page.getByRole('region', { name: REMOTE });
  await expect(area.getByText(`Live: ${before}`, { exact: false })).toBeVisible();
  await expect(page.getByText('Live: moves made elsewhere appear here as they happen.')).toBeVisible();

  // The delivery figures count every failed release of the deployment, earlier journeys' too: this one adds one.
  const delivery = page.getByRole('region', { name: 'Delivery, last 30 days' });
  const deliveryRow = delivery.getByRole('row', { name: new RegExp(`^${REMOTE}`) });
  await expect(deliveryRow).toBeVisible();
  const failedBefore = Number(/\((\d+) failed\)/.exec((await deliveryRow.textContent()) ?? '')?.[1] ?? 0);

  const tag = `console-${Date.now().toString(36)}`;
  try {
    // Someone releases on the command line: the open console shows it without a reload.
    buildRemote(REMOTE, { BUILD_TAG: tag });
    releaseCli(release, ['release', REMOTE, '--no-build', '--quiet', '--note', 'new statistics cards']);
    const released = liveVersion(release, REMOTE);
    expect(released).not.toBe(before);
    await expect(area.getByText(`Live: ${released}`, { exact: false })).toBeVisible();

    // The release manager rolls it back one step, saying why.
    const rollBack = area.getByRole('button', { name: 'Roll back one step' });
    await expectOnTop(rollBack);
    await rollBack.click();
    const dialog = page.getByRole('dialog', { name: `Roll back ${REMOTE}?` });
    await expect(dialog.getByText(`Every browser will load ${before} instead of ${released} on its next page load.`)).toBeVisible();
    await dialog.getByLabel('Why? (optional, kept in the audit log)').fill('statistics show zero views');
    await dialog.getByRole('button', { name: `Roll back to ${before}` }).click();
    await expect(dialog).toBeHidden();
    await expect(area.getByText(`Live: ${before}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: REMOTE })).toBeFocused();
    expect(liveVersion(release, REMOTE)).toBe(before);

    const latest = page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').first();
    await expect(latest).toContainText(`${REMOTE}: rolled back from ${released} to ${before}`);
    await expect(latest).toContainText(`by ${RELEASE_MANAGER.email}: “statistics show zero views”`);
    // The command line reads the same log.
    expect(releaseCli(release, ['list'])).toContain(
      `${REMOTE}  rolled back from ${released} to ${before}  by ${RELEASE_MANAGER.email}: "statistics show zero views"`,
    );
    // Beside the version rolled away from, what happened to it; and the delivery figures count the failed release.
    await expect(area.getByRole('list', { name: `What happened to ${released}` })).toContainText(
      `rolled back from ${released} to ${before}`,
    );
    await area.getByRole('list', { name: `What happened to ${released}` }).scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'a version rolled back from, with what happened to it');
    await expect(deliveryRow).toContainText(`(${failedBefore + 1} failed)`);
    await delivery.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'the delivery figures');

    // A preview link of the version rolled away from, for another browser alone.
    const version = area.getByRole('listitem').filter({ has: page.getByText(released, { exact: true }) });
    await version.getByRole('button', { name: `Make a preview link of ${released}` }).click();
    const link = version.getByRole('link', { name: `Preview link of ${released}` });
    await expect(link).toBeVisible();
    await shoot(page, testInfo, 'a preview link of a version rolled away from');
    const url = (await link.getAttribute('href')) ?? '';

    const tenant = await browser.newContext({ baseURL });
    try {
      const tenantPage = await tenant.newPage();
      await signInPage(tenantPage, apiUrl, TENANT);
      const manifest = tenantPage.waitForRequest((request) => request.url().includes(`/${released}/mf-manifest.json`));
      await tenantPage.goto(url);
      const banner = tenantPage.getByRole('region', { name: 'Preview' });
      await expect(banner).toContainText(`Preview: this browser alone loads ${REMOTE} version ${released}, until`);
      await tenantPage.goto('/dashboard-statistics');
      await manifest;
      await expect(banner).toBeVisible();
      await shoot(tenantPage, testInfo, 'a preview of a version, with its banner');
      // Everyone else keeps the live version: the manager's browser is given it.
      const given = await page.evaluate(async () => (await (await fetch('/config.json')).json()) as { versions: Record<string, string> });
      expect(given.versions[REMOTE]).toBe(before);
      await banner.getByRole('link', { name: 'Leave preview' }).click();
      await expect(tenantPage).toHaveURL(/\/$/);
      await expect(banner).toBeHidden();
      // A link changed on the way is refused, saying so.
      const forged = url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expect((await tenantPage.goto(forged))?.status()).toBe(403);
      await expect(tenantPage.getByRole('heading', { name: 'This preview link is not valid' })).toBeVisible();

      // A plain user: 403 from the console's calls, made as the shell makes them, and a page that says it is not for them.
      await tenantPage.goto('/releases');
      await expect(tenantPage.getByRole('main').getByRole('alert')).toHaveText(
        'Only release managers can see and move releases. Ask a release manager if you need the role.',
      );
      const statuses = await tenantPage.evaluate(
        async ({ api, remote, body }) => {
          const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
          const headers = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf };
          const read = await fetch(`${api}/api/releases`, { credentials: 'include', headers });
          const move = await fetch(`${api}/api/releases/${remote}/rollback`, {
            method: 'POST',
            credentials: 'include',
            headers,
            body: JSON.stringify(body),
          });
          return [read.status, move.status];
        },
        { api: apiUrl, remote: REMOTE, body: { to: released, live: before } },
      );
      expect(statuses).toEqual([403, 403]);
      expect(liveVersion(release, REMOTE)).toBe(before);
    } finally {
      await tenant.close();
    }
  } finally {
    if (liveVersion(release, REMOTE) !== before) releaseCli(release, ['rollback', REMOTE, '--to', before]);
    buildRemote(REMOTE);
  }
});
