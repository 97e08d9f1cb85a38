import type { RemoteName } from '../support/deploy';
import { expect, remoteAttached, remoteRoot, slotsOf, test } from '../support/fixtures';

// The results and filters stay usable while the advert-detail area is down.
const DOWN: RemoteName = 'mfe-ad-details';

test('a remote whose origin is dead shows "This part is unavailable" in its own area only; Retry brings it back', async ({
  page,
  release,
}) => {
  const origin = `http://${DOWN}.localhost:${release.cdnPort}/**`;
  await page.route(origin, (route) => route.abort('connectionrefused'));
  await page.goto('/');

  const downSlots = slotsOf(page, DOWN);
  await expect(downSlots.first()).toBeVisible();
  await expect(downSlots.getByText('This part is unavailable').first()).toBeVisible();
  for (const slot of await downSlots.all()) await expect(slot).toHaveAttribute('data-state', 'unavailable');
  await expect(remoteRoot(page, DOWN)).toHaveCount(0);

  // Every other area renders, with no unavailable box of its own.
  await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  const otherSlots = page.locator(`[data-remote-slot]:not([data-remote-slot^="${DOWN}/"])`);
  await expect(otherSlots.first()).toBeAttached();
  for (const slot of await otherSlots.all()) await expect(slot).toHaveAttribute('data-state', 'ready');

  // The navigation still works: away to the login page and back home by the logo.
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Roofline home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  await expect(downSlots.getByText('This part is unavailable').first()).toBeVisible();

  // The origin comes back: Retry loads the remote in place, without a page load.
  await page.unroute(origin);
  await downSlots.getByRole('button', { name: 'Retry' }).first().click();
  // The detail panel is closed until an advert is opened: rendered, with nothing to show yet.
  await expect(remoteAttached(page, DOWN)).toBeAttached();
  for (const slot of await downSlots.all()) await expect(slot).toHaveAttribute('data-state', 'ready');
  await expect(downSlots.getByText('This part is unavailable')).toHaveCount(0);
});
