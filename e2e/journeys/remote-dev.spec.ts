// A team's own loop (issue 14, item 8): `npm run dev -- <remote>` serves one remote with hot updates
// against the running product; an edit to one of its components shows in the open page without a reload.
// The time it takes is printed, not asserted: the 2 s is a target to report, and on a shared 2-core
// machine the browser's part alone has ranged from 1.0 to 2.1 s.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot, type RemoteName } from '../support/deploy';
import { expect, openFirstAdvertFromList, test } from '../support/fixtures';
import { startRemoteDev } from '../../scripts/dev/dev.mjs';

const REMOTE: RemoteName = 'mfe-search-map';
const COMPONENT = join(repoRoot, REMOTE, 'src', 'filters', 'FiltersPanel.tsx');
/** The target for an edit to show, printed beside the time measured. */
const HOT_UPDATE_TARGET_MS = 2_000;

test('an edit to a component of the remote served by npm run dev shows in the open page without a reload', async ({ page, baseURL }) => {
  // The dev server's first compile of a whole remote, on a shared machine.
  test.setTimeout(180_000);
  const dev = await startRemoteDev([REMOTE, '--port', String(await freePort()), '--web', baseURL ?? ''], { root: repoRoot, env: {} });
  const original = readFileSync(COMPONENT, 'utf8');
  try {
    await page.goto(dev.link);
    const filters = page.getByRole('button', { name: 'Search Filters' });
    await expect(filters).toBeVisible({ timeout: 60_000 });
    // The override banner says the remote comes from elsewhere; the other remotes still come from the registry.
    await expect(page.getByText(/127\.0\.0\.1/).first()).toBeVisible();
    await openFirstAdvertFromList(page);
    await expect(page.locator('[data-remote-slot="mfe-ad-details/DetailPanel"]')).toHaveAttribute('data-state', 'ready');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    /** How long rspack took for the rebuild, and when it was done: the rest is the browser's part. */
    const rebuilds: { ms: number; doneAt: number }[] = [];
    dev.compiler.hooks.done.tap('journey', (stats) => {
      rebuilds.push({ ms: (stats.endTime ?? 0) - (stats.startTime ?? 0), doneAt: Date.now() });
    });
    const editedAt = Date.now();
    writeFileSync(COMPONENT, original.replace('        Search Filters\n', '        Search Filters, edited\n'));
    await expect(page.getByRole('button', { name: 'Search Filters, edited' })).toBeVisible({ timeout: 10_000 });
    const shownAfterMs = Date.now() - editedAt;
    const [rebuild] = rebuilds;
    console.log(
      `hot update shown ${shownAfterMs} ms after the edit was saved (target ${HOT_UPDATE_TARGET_MS} ms)` +
        (rebuild ? ` (rebuild ${rebuild.ms} ms, done ${rebuild.doneAt - editedAt} ms after the save)` : ''),
    );
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    writeFileSync(COMPONENT, original);
    await dev.stop();
  }
});
