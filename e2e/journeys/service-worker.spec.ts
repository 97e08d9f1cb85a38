// The shell's service worker (issue 14, item 7): a repeat visit takes every unchanged file from the
// worker's cache; the registry and configuration always come from the network, so releases, rollbacks
// and overrides show on the next load; a new shell is offered with 'New version available, reload'.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { buildRemote, liveVersion, releaseCli, repoRoot, type RemoteName } from '../support/deploy';
import { expect, remoteRoot, test } from '../support/fixtures';
import { mapCanvas } from '../support/mapCanvas';

const isScript = (url: string) => /\.js$/.test(new URL(url).pathname);

/**
 * Every area of the map home has its remote, and the map library has arrived: on a desktop the map
 * starts by itself once the person pauses (2 s), often after the page's network is already idle.
 */
async function homeDrawn(page: Page): Promise<void> {
  await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  for (const slot of await page.locator('[data-remote-slot]').all()) await expect(slot).toHaveAttribute('data-state', 'ready');
  await expect(mapCanvas(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** Waits until the worker keeps every script this page loaded (handed over while it did not control the page). */
async function everyScriptKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => /^https?:/.test(name) && new URL(name).pathname.endsWith('.js'));
          const cache = await caches.open('roofline-immutable-v1');
          const missing = await Promise.all(scripts.map(async (url) => ((await cache.match(url)) ? null : url)));
          return { loaded: scripts.length, missing: missing.filter(Boolean) };
        }),
      { timeout: 20_000 },
    )
    .toEqual(expect.objectContaining({ missing: [] }));
}

/** The version folders of `remote` the worker holds files of, from its cache. */
function cachedVersions(page: Page, root: string): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const cache = await caches.open('roofline-immutable-v1');
    const folders = (await cache.keys()).map((request) => request.url).filter((url) => url.startsWith(prefix));
    return [...new Set(folders.map((url) => url.slice(prefix.length).split('/')[0]!))].sort();
  }, root);
}

/** JavaScript on the wire during a visit: whatever the page got not from the worker, and whatever the worker fetched. */
function countScripts(context: BrowserContext) {
  const fromNetwork: { url: string; bytes: number }[] = [];
  const fromWorker: string[] = [];
  const pending: Promise<void>[] = [];
  const listener = (request: Request) => {
    if (!isScript(request.url())) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!request.serviceWorker() && response?.fromServiceWorker()) fromWorker.push(request.url());
        else fromNetwork.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
      })(),
    );
  };
  context.on('requestfinished', listener);
  return {
    async done() {
      context.off('requestfinished', listener);
      await Promise.all(pending);
      return { fromNetwork, fromWorker };
    },
  };
}

test('a repeat visit downloads no JavaScript: the shell and the remote versions come from the worker, the registry and configuration from the network', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await homeDrawn(page);
  await everyScriptKept(page);

  const second = await context.newPage();
  // The HTTP cache is off for the page: only the worker can spare a download.
  const cdp = await context.newCDPSession(second);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = countScripts(context);
  const registry = second.waitForResponse('**/registry/remotes.json');
  const config = second.waitForResponse('**/config.json');
  await second.goto('/');
  await homeDrawn(second);
  const { fromNetwork, fromWorker } = await scripts.done();

  expect(fromNetwork).toEqual([]);
  // The shell's entry and chunks and the search remote's entry and chunks (the home's only remote until
  // an advert opens), every one from the cache.
  expect(fromWorker.filter((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
  expect(fromWorker.filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([expect.stringContaining('mfe-search-map.localhost')]);
  expect((await registry).fromServiceWorker()).toBe(false);
  expect((await config).fromServiceWorker()).toBe(false);
});

test('with the worker in charge, a release, a rollback and an override each show on the next load, and it keeps two versions of a remote', async ({
  page,
  release,
}) => {
  // One real build of the remote with a new tag, and one back to the workspace's own.
  test.setTimeout(180_000);
  const remote: RemoteName = 'mfe-search-map';
  await page.goto('/');
  await homeDrawn(page);
  const before = { version: liveVersion(release, remote), build: await remoteRoot(page, remote).getAttribute('data-build') };
  await everyScriptKept(page);

  const tag = `sw-${Date.now().toString(36)}`;
  try {
    releaseCli(release, ['release', remote, '--quiet'], { BUILD_TAG: tag });
    const released = liveVersion(release, remote);
    await page.reload();
    await expect(remoteRoot(page, remote)).toHaveAttribute('data-build', tag);
    await homeDrawn(page);

    // The rolled-back version's files are in the worker's cache; the new one's too, by now.
    releaseCli(release, ['rollback', remote]);
    const entry = page.waitForResponse((response) => response.url().endsWith(`/${before.version}/remoteEntry.js`));
    await page.reload();
    await expect(remoteRoot(page, remote)).toHaveAttribute('data-build', before.build ?? '');
    expect((await entry).fromServiceWorker()).toBe(true);

    // A third version (the same build with one more file, so no second build): once it is used, the
    // worker holds the live version and the one before it, and has forgotten the oldest.
    const root = `http://${remote}.localhost:${release.cdnPort}/`;
    await expect.poll(() => cachedVersions(page, root)).toEqual([before.version, released].sort());
    writeFileSync(join(repoRoot, remote, 'dist', 'third-version.txt'), tag);
    releaseCli(release, ['release', remote, '--no-build', '--quiet']);
    const third = liveVersion(release, remote);
    expect([before.version, released]).not.toContain(third);
    await page.reload();
    await homeDrawn(page);
    await expect.poll(() => cachedVersions(page, root)).toEqual([before.version, third].sort());
    releaseCli(release, ['rollback', remote, '--to', before.version]);

    // A tester's override still wins over the live version, cached or not.
    const manifest = `http://${remote}.localhost:${release.cdnPort}/${released}/mf-manifest.json`;
    await page.goto(`/?override=${encodeURIComponent(`${remote}@${manifest}`)}`);
    await expect(remoteRoot(page, remote)).toHaveAttribute('data-build', tag);
  } finally {
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    rmSync(join(repoRoot, remote, 'dist', 'third-version.txt'), { force: true });
    buildRemote(remote);
  }
});

test("a new shell: an open page shows 'New version available, reload', and reload brings the page under the new worker", async ({
  page,
}) => {
  const worker = join(repoRoot, 'shell', 'dist', 'sw.js');
  const original = readFileSync(worker, 'utf8');
  await page.goto('/');
  await homeDrawn(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByText('New version available')).toHaveCount(0);
  try {
    // What a deployment of a new shell changes for the worker: the build stamp it carries.
    writeFileSync(worker, original.replace(/^\/\* shell build ([^ ]+) \*\//, '/* shell build $1-next */'));
    // The browser asks on navigations and the page whenever it is shown again; here, at once.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const notice = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(notice).toBeVisible();
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'reload' }).click()]);
    await expect(page.getByText('New version available')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  } finally {
    writeFileSync(worker, original);
  }
});
