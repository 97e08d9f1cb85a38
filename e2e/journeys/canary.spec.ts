// Canary releases (issue 14, item 3; issue 41, item 1): `release --canary 50` reaches the browsers whose
// sticky random id (a cookie the web origin sets) falls in the lower half of buckets, each browser staying
// on its side; a tester's override still
// wins; `rollback` drops the canary first; `promote` makes it live for everyone.
import type { BrowserContext, Page } from '@playwright/test';
import { buildRemote, liveVersion, releaseCli, type ReleaseTarget, type RemoteName } from '../support/deploy';
import { browserWith, CANARY_COOKIE, canaryBucket, idOnSide as sideOf } from '../support/canary';
import { expect, remoteRoot, test } from '../support/fixtures';
import { readRegistry } from '../../release/registry.mjs';

const REMOTE: RemoteName = 'mfe-search-map';
const PERCENT = 50;
const idOnSide = (canary: boolean) => sideOf(REMOTE, PERCENT, canary);

/** The build tag of the remote the page shows, after a fresh load. */
async function shownBuild(page: Page): Promise<string | null> {
  await page.goto('/');
  await expect(remoteRoot(page, REMOTE)).toBeVisible();
  return remoteRoot(page, REMOTE).getAttribute('data-build');
}

const manifestOf = (release: ReleaseTarget, version: string) => `http://${REMOTE}.localhost:${release.cdnPort}/${version}/mf-manifest.json`;

test('a canary for 50% of browsers: each browser stays on its side, overrides still win, rollback drops the canary, promote makes it live', async ({
  browser,
  baseURL,
  page,
  release,
}) => {
  // Two real builds of the remote (the new tag, then the workspace's own again) and a dozen page loads.
  test.setTimeout(300_000);
  const live = { version: liveVersion(release, REMOTE), build: await shownBuild(page) };
  expect(live.build).toBeTruthy();
  const tag = `canary-${Date.now().toString(36)}`;
  const contexts: BrowserContext[] = [];
  const open = async (id?: string) => {
    const opened = await browserWith(browser, baseURL ?? '', id);
    contexts.push(opened.context);
    return opened.page;
  };
  try {
    releaseCli(release, ['release', REMOTE, '--quiet', '--canary', String(PERCENT)], { BUILD_TAG: tag });
    const canary = readRegistry(release.registryFile).remotes[REMOTE]?.canary;
    expect(canary?.percent).toBe(PERCENT);
    expect(liveVersion(release, REMOTE)).toBe(live.version);
    expect(releaseCli(release, ['list'])).toContain(`canary: ${canary?.version} for ${PERCENT}%`);

    const onCanary = await open(idOnSide(true));
    const onLive = await open(idOnSide(false));
    expect(await shownBuild(onCanary)).toBe(tag);
    expect(await shownBuild(onLive)).toBe(live.build);
    // Sticky: the same browser gets the same side on every load.
    expect(await shownBuild(onCanary)).toBe(tag);
    expect(await shownBuild(onLive)).toBe(live.build);

    // A browser that has never been here is given a random id by the web origin, keeps it, and is served by its bucket.
    const newcomer = await open();
    const first = await shownBuild(newcomer);
    const id = (await newcomer.context().cookies()).find((cookie) => cookie.name === CANARY_COOKIE)?.value;
    expect(id).toBeTruthy();
    expect(first).toBe(canaryBucket(id ?? '', REMOTE) < PERCENT ? tag : live.build);
    expect(await shownBuild(newcomer)).toBe(first);

    // A tester on the canary's side who overrides the remote gets what they chose.
    const tester = await open(idOnSide(true));
    await tester.goto(`/?override=${encodeURIComponent(`${REMOTE}@${manifestOf(release, live.version)}`)}`);
    await expect(remoteRoot(tester, REMOTE)).toHaveAttribute('data-build', live.build ?? '');

    // A bad canary: the rollback takes only the canary away.
    releaseCli(release, ['rollback', REMOTE]);
    expect(readRegistry(release.registryFile).remotes[REMOTE]?.canary).toBeUndefined();
    expect(liveVersion(release, REMOTE)).toBe(live.version);
    expect(await shownBuild(onCanary)).toBe(live.build);

    // Canary again (the same published build), then promoted: everyone gets it.
    releaseCli(release, ['release', REMOTE, '--no-build', '--quiet', '--canary', String(PERCENT)]);
    expect(await shownBuild(onCanary)).toBe(tag);
    expect(await shownBuild(onLive)).toBe(live.build);
    releaseCli(release, ['promote', REMOTE]);
    expect(liveVersion(release, REMOTE)).toBe(canary?.version);
    expect(readRegistry(release.registryFile).remotes[REMOTE]?.canary).toBeUndefined();
    expect(await shownBuild(onLive)).toBe(tag);
    expect(await shownBuild(onCanary)).toBe(tag);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    // The journeys that follow find the remote live at the version they started with.
    if (liveVersion(release, REMOTE) !== live.version) releaseCli(release, ['rollback', REMOTE, '--to', live.version]);
    buildRemote(REMOTE);
  }
});
