// A released file changed on disk after its release is refused by the page: the area shows its box.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveVersion, type RemoteName } from '../support/deploy';
import { expect, openFirstAdvertFromList, remoteRoot, slotsOf, test } from '../support/fixtures';

const CHANGED: RemoteName = 'mfe-ad-details';

test('a released file whose bytes changed after release is refused: its areas show the box, the rest of the page works', async ({
  page,
  release,
}) => {
  const file = join(release.releasesDir, CHANGED, liveVersion(release, CHANGED), 'remoteEntry.js');
  const released = readFileSync(file);
  writeFileSync(file, Buffer.concat([released, Buffer.from('\n;globalThis.changedAfterRelease = true;\n')]));
  try {
    await page.goto('/');
    await openFirstAdvertFromList(page);
    const changedSlots = slotsOf(page, CHANGED);
    await expect(changedSlots.first()).toHaveAttribute('data-state', 'unavailable');
    await expect(changedSlots.getByText('This part is unavailable').first()).toBeAttached();
    expect(await page.evaluate(() => 'changedAfterRelease' in globalThis)).toBe(false);
    await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  } finally {
    // The journeys after this one share the deployment.
    writeFileSync(file, released);
  }
});
