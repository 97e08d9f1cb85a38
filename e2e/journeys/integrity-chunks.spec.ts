// Lazily loaded chunks are integrity-checked too: the remote's runtime carries their sha384 (rspack's
// SubresourceIntegrityPlugin), and its own entry is checked against the registry.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveVersion, type RemoteName } from '../support/deploy';
import { expect, openFirstAdvertFromList, remoteRoot, slotsOf, test } from '../support/fixtures';

const CHANGED: RemoteName = 'mfe-ad-details';

test('a lazily loaded chunk whose bytes changed after release is refused: its areas show the box, the rest of the page works', async ({
  page,
  release,
}) => {
  const folder = join(release.releasesDir, CHANGED, liveVersion(release, CHANGED));
  const chunks = readdirSync(folder).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
  expect(chunks.length).toBeGreaterThan(0);
  const released = new Map(chunks.map((file) => [file, readFileSync(join(folder, file))]));
  for (const [file, bytes] of released) {
    writeFileSync(join(folder, file), Buffer.concat([bytes, Buffer.from('\n;globalThis.changedAfterRelease = true;\n')]));
  }
  try {
    await page.goto('/');
    await openFirstAdvertFromList(page);
    const changedSlots = slotsOf(page, CHANGED);
    await expect(changedSlots.first()).toHaveAttribute('data-state', 'unavailable', { timeout: 30_000 });
    expect(await page.evaluate(() => 'changedAfterRelease' in globalThis)).toBe(false);
    await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  } finally {
    // The journeys after this one share the deployment.
    for (const [file, bytes] of released) writeFileSync(join(folder, file), bytes);
  }
});
