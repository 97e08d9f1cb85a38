import { readFileSync } from 'node:fs';
import { REMOTES, buildRemote, liveVersion, publishedHash, releaseCli, type RemoteName } from '../support/deploy';
import { expect, remoteRoot, test } from '../support/fixtures';
import { readRegistry } from '../../release/registry.mjs';

// The remote a visitor sees first on the map home.
const RELEASED: RemoteName = 'mfe-search-map';
const others = REMOTES.filter((r) => r !== RELEASED);

test('releasing one remote changes what the next page load shows, leaves the others untouched, and rollback restores it', async ({
  page,
  release,
}) => {
  // Two real builds of the remote (the new tag, then the workspace's own again).
  test.setTimeout(180_000);
  await page.goto('/');
  const before = { version: liveVersion(release, RELEASED), build: await remoteRoot(page, RELEASED).getAttribute('data-build') };
  expect(before.build).toBeTruthy();
  const othersBefore = others.map((r) => ({ hash: publishedHash(release, r), entry: readRegistry(release.registryFile).remotes[r] }));

  const tag = `e2e-${Date.now().toString(36)}`;
  try {
    releaseCli(release, ['release', RELEASED, '--quiet'], { BUILD_TAG: tag });
    const released = liveVersion(release, RELEASED);
    expect(released).not.toBe(before.version);

    // Nothing of the other remotes moved: not a byte of their release folders, not their pointers.
    const othersAfter = others.map((r) => ({ hash: publishedHash(release, r), entry: readRegistry(release.registryFile).remotes[r] }));
    expect(othersAfter).toEqual(othersBefore);

    await page.reload();
    await expect(remoteRoot(page, RELEASED)).toHaveAttribute('data-build', tag);
    // The other areas of the page load their unchanged versions as before.
    for (const slot of await page.locator('[data-remote-slot]').all()) await expect(slot).toHaveAttribute('data-state', 'ready');

    releaseCli(release, ['rollback', RELEASED]);
    expect(liveVersion(release, RELEASED)).toBe(before.version);
    const history = JSON.parse(readFileSync(release.registryFile, 'utf8')).remotes[RELEASED].history;
    expect(history.map((h: { action: string }) => h.action).slice(-2)).toEqual(['release', 'rollback']);

    await page.reload();
    await expect(remoteRoot(page, RELEASED)).toHaveAttribute('data-build', before.build as string);
  } finally {
    // The workspace's dist goes back to its ordinary build.
    buildRemote(RELEASED);
  }
});
