import type { Page, Response } from '@playwright/test';
import { REMOTES, liveVersion } from '../support/deploy';
import {
  expect,
  openFirstAdvertFromList,
  openFromAccountMenu,
  remoteAttached,
  remoteRoot,
  signIn,
  slotsOf,
  test,
} from '../support/fixtures';

/**
 * One document in which a signed-in user meets all five remotes: the map home (search and map,
 * the notification bell, the detail panel of an advert opened), then through the account menu the dashboard and the
 * advert editor. Returns once each remote has rendered.
 */
async function visitAllFive(page: Page): Promise<void> {
  await signIn(page, '/');
  await expect(page).toHaveURL(/\/$/);
  await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  await expect(remoteRoot(page, 'mfe-transactions')).toBeVisible();
  await openFirstAdvertFromList(page);
  await expect(remoteRoot(page, 'mfe-ad-details')).toBeVisible();
  await openFromAccountMenu(page, 'Portfolio');
  await expect(remoteRoot(page, 'mfe-dashboard')).toBeVisible();
  await openFromAccountMenu(page, 'Add Property');
  await expect(remoteRoot(page, 'mfe-supply')).toBeVisible();
}

test('the map home composes its remotes, each from its own origin at its live version', async ({ page, release }) => {
  /** Which version folder of which origin served each remote's entry. */
  const entries = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/remoteEntry.js') && response.ok()) entries.set(url.hostname, url.pathname);
  });
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  // The detail remote is not part of the home's first load: it comes with the first advert opened.
  await expect(remoteAttached(page, 'mfe-ad-details')).toHaveCount(0);
  await openFirstAdvertFromList(page);
  await expect(remoteRoot(page, 'mfe-ad-details')).toBeVisible();
  for (const remote of ['mfe-search-map', 'mfe-ad-details']) {
    for (const slot of await slotsOf(page, remote).all()) await expect(slot).toHaveAttribute('data-state', 'ready');
  }

  await visitAllFive(page);
  for (const remote of REMOTES) {
    expect(entries.get(`${remote}.localhost`), `${remote}'s entry`).toBe(`/${liveVersion(release, remote)}/remoteEntry.js`);
  }
});

test('react-dom is downloaded exactly once in a page that shows all five remotes', async ({ page }) => {
  // react-dom's client build names the container key it stamps on root elements; nothing else does.
  const MARKER = '__reactContainer$';
  const scripts: Promise<{ url: string; reactDom: boolean }>[] = [];
  const readScript = (response: Response): void => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) || !response.ok()) return;
    scripts.push(response.body().then((body) => ({ url: response.url(), reactDom: body.includes(MARKER) })));
  };
  page.on('response', readScript);
  await visitAllFive(page);
  await page.waitForLoadState('networkidle');
  // A chunk that arrives later (a deferred slot, a prefetch) must not start a body read the test no longer awaits.
  page.off('response', readScript);
  const withReactDom = (await Promise.all(scripts)).filter((s) => s.reactDom).map((s) => s.url);
  expect(withReactDom, 'responses carrying react-dom').toHaveLength(1);
});
