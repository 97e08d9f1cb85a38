// A canary that aborts itself (issue 31, items 4 and 5; issue 41, item 2): a canary of the search remote
// that throws on mount goes to half the browsers with --auto-abort; pages are loaded until the decision rule
// has its page loads; the API's canary watch drops the canary, says why in the audit log, and the next loads
// of those browsers get the healthy live version. Within a minute of the first failing load. A canary that
// works but spends 300 ms on every click is aborted the same way for its real users' INP.
import type { BrowserContext, Page } from '@playwright/test';
import { buildRemote, liveVersion, releaseCli, type RemoteName } from '../support/deploy';
import { browserWith, idOnSide, makeBuildSlowOnClick, makeBuildThrowOnMount } from '../support/canary';
import { expect, remoteRoot, test } from '../support/fixtures';
import { readRegistry } from '../../release/registry.mjs';

const REMOTE: RemoteName = 'mfe-search-map';
const PERCENT = 50;
/** Page loads of the canary the rule waits for before it judges (a production canary waits for 20). */
const MIN_LOADS = 5;
const FILTERS = `[data-remote-slot="${REMOTE}/SearchFilters"]`;

/** Loads the home page and waits until the remote's filters have settled and the page has reported it: its failure, or its load. */
async function loadHome(page: Page): Promise<'ready' | 'unavailable'> {
  const posted = (path: string) => {
    const response = page.waitForResponse((res) => res.url().endsWith(path) && res.request().method() === 'POST', { timeout: 20_000 });
    response.catch(() => undefined);
    return response;
  };
  const [failure, loads] = [posted('/api/remote-failures'), posted('/api/remote-loads')];
  await page.goto('/');
  const slot = page.locator(FILTERS);
  await expect(slot).toHaveAttribute('data-state', /^(ready|unavailable)$/);
  const state = (await slot.getAttribute('data-state')) as 'ready' | 'unavailable';
  expect((await (state === 'unavailable' ? failure : loads)).status()).toBe(204);
  return state;
}

test('a canary that fails on mount for its browsers is aborted by the canary analysis within a minute; their next loads are healthy', async ({
  browser,
  baseURL,
  page,
  release,
}) => {
  // A real build of the remote (the broken canary), then the workspace's own again.
  test.setTimeout(240_000);
  const live = liveVersion(release, REMOTE);
  await page.goto('/');
  await expect(remoteRoot(page, REMOTE)).toBeVisible();
  const liveBuild = await remoteRoot(page, REMOTE).getAttribute('data-build');
  const tag = `fails-on-mount-${Date.now().toString(36)}`;
  const contexts: BrowserContext[] = [];
  try {
    buildRemote(REMOTE, { BUILD_TAG: tag });
    makeBuildThrowOnMount(REMOTE, tag);
    releaseCli(release, [
      'release',
      REMOTE,
      '--no-build',
      '--quiet',
      '--canary',
      String(PERCENT),
      '--auto-abort',
      '--min-loads',
      String(MIN_LOADS),
      // Every browser of a journey comes from this machine's one address: one source.
      '--min-sources',
      '1',
    ]);
    const canary = readRegistry(release.registryFile).remotes[REMOTE]?.canary;
    expect(canary?.analysis?.minLoads).toBe(MIN_LOADS);

    const onCanary = await browserWith(browser, baseURL ?? '', idOnSide(REMOTE, PERCENT, true));
    const onLive = await browserWith(browser, baseURL ?? '', idOnSide(REMOTE, PERCENT, false));
    contexts.push(onCanary.context, onLive.context);

    // The canary's browsers see the area fail (the rest of the page works); the others do not.
    const started = Date.now();
    expect(await loadHome(onCanary.page)).toBe('unavailable');
    await expect(onCanary.page.getByRole('banner')).toBeVisible();
    expect(await loadHome(onLive.page)).toBe('ready');

    // Both sides keep loading pages until the watch has judged and dropped the canary.
    let canaryLoads = 1;
    await expect
      .poll(
        async () => {
          if (!readRegistry(release.registryFile).remotes[REMOTE]?.canary) return 'aborted';
          await loadHome(onLive.page);
          if ((await loadHome(onCanary.page)) === 'unavailable') canaryLoads++;
          return readRegistry(release.registryFile).remotes[REMOTE]?.canary ? 'running' : 'aborted';
        },
        { timeout: 60_000, intervals: [0] },
      )
      .toBe('aborted');
    console.log(
      `canary aborted ${((Date.now() - started) / 1000).toFixed(1)} s after its first failing page load (${canaryLoads} failing loads)`,
    );
    expect(canaryLoads).toBeGreaterThanOrEqual(MIN_LOADS);
    expect(liveVersion(release, REMOTE)).toBe(live);

    // The next load of the canary's browser gets the live version, whole.
    expect(await loadHome(onCanary.page)).toBe('ready');
    await expect(remoteRoot(onCanary.page, REMOTE)).toHaveAttribute('data-build', liveBuild ?? '');

    // The audit log says who aborted it and why.
    const listing = releaseCli(release, ['list']);
    expect(listing).toMatch(
      new RegExp(
        `${REMOTE} {2}aborted canary ${canary?.version} automatically; everyone gets ${live}: canary \\d+ failures in \\d+ page loads \\(100%\\).*by canary analysis`,
      ),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    if (readRegistry(release.registryFile).remotes[REMOTE]?.canary) releaseCli(release, ['rollback', REMOTE]);
    buildRemote(REMOTE);
  }
});

/**
 * Loads the home page, clicks twice in the remote's filters (a spot of the frame, no control), then hides the
 * page as switching tabs does (headless chromium has no other tab to switch to): the page sends its Web Vitals.
 */
async function clickAndHide(page: Page): Promise<void> {
  expect(await loadHome(page)).toBe('ready');
  const filters = page.locator(FILTERS);
  for (let i = 0; i < 2; i++) await filters.click({ position: { x: 2, y: 2 } });
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/remote-vitals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect((await sent).ok()).toBe(true);
}

test('a canary that spends 300 ms on every click is aborted for its real users’ INP, with both p75s in the audit log', async ({
  browser,
  baseURL,
  release,
}) => {
  test.setTimeout(240_000);
  const live = liveVersion(release, REMOTE);
  const tag = `slow-click-${Date.now().toString(36)}`;
  const contexts: BrowserContext[] = [];
  try {
    buildRemote(REMOTE, { BUILD_TAG: tag });
    makeBuildSlowOnClick(REMOTE, tag, 300);
    // --min-loads and --min-samples: a production canary waits for 20 of each; one address is one source.
    releaseCli(release, [
      'release',
      REMOTE,
      '--no-build',
      '--quiet',
      '--canary',
      String(PERCENT),
      '--auto-abort',
      '--min-loads',
      String(MIN_LOADS),
      '--min-samples',
      String(MIN_LOADS),
      '--min-sources',
      '1',
    ]);
    const canary = readRegistry(release.registryFile).remotes[REMOTE]?.canary?.version;
    const onCanary = await browserWith(browser, baseURL ?? '', idOnSide(REMOTE, PERCENT, true));
    const onLive = await browserWith(browser, baseURL ?? '', idOnSide(REMOTE, PERCENT, false));
    contexts.push(onCanary.context, onLive.context);

    await expect
      .poll(
        async () => {
          if (!readRegistry(release.registryFile).remotes[REMOTE]?.canary) return 'aborted';
          await clickAndHide(onLive.page);
          await clickAndHide(onCanary.page);
          return readRegistry(release.registryFile).remotes[REMOTE]?.canary ? 'running' : 'aborted';
        },
        { timeout: 120_000, intervals: [0] },
      )
      .toBe('aborted');
    expect(liveVersion(release, REMOTE)).toBe(live);
    expect(releaseCli(release, ['list'])).toMatch(
      new RegExp(
        `${REMOTE} {2}aborted canary ${canary} automatically; everyone gets ${live}: canary p75 INP \\d+ ms \\(\\d+ samples from 1 sources?\\), live \\d+ ms .*by canary analysis`,
      ),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    if (readRegistry(release.registryFile).remotes[REMOTE]?.canary) releaseCli(release, ['rollback', REMOTE]);
    buildRemote(REMOTE);
  }
});
