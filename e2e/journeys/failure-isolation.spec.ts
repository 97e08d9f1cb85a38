import type { RemoteName } from '../support/deploy';
import { expect, openFirstAdvertFromList, REMOTE_TIMEOUT_MS, remoteAttached, remoteRoot, slotsOf, test } from '../support/fixtures';

// The results and filters stay usable while the advert-detail area is down.
const DOWN: RemoteName = 'mfe-ad-details';

test('a remote whose origin is dead shows "This part is unavailable" in its own area only; Retry brings it back', async ({
  page,
  release,
}) => {
  const origin = `http://${DOWN}.localhost:${release.cdnPort}/**`;
  await page.route(origin, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // The detail area shows when an advert is opened from the list.
  await openFirstAdvertFromList(page);

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

  // The navigation still works: away to the login page (which will bring the person back) and home by the logo.
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await page.getByRole('link', { name: 'Roofline home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
  await expect(downSlots.getByText('This part is unavailable').first()).toBeVisible();

  // The origin comes back: Retry loads the remote in place, without a page load.
  await page.unroute(origin);
  await downSlots.getByRole('button', { name: 'Retry' }).first().click();
  // Retry places the detail panel in its column.
  await expect(remoteAttached(page, DOWN)).toBeAttached();
  for (const slot of await downSlots.all()) await expect(slot).toHaveAttribute('data-state', 'ready');
  await expect(downSlots.getByText('This part is unavailable')).toHaveCount(0);
});

test('a remote that throws while rendering shows the box in its own area; the rest of the page keeps working', async ({ page }) => {
  // An answer the results list cannot render: an object where it prints text (React refuses to render it).
  await page.route('**/api/properties-list*', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Array<Record<string, unknown>> };
    const [first] = answer.data;
    if (first) first.epc_rating = { grade: 'B' };
    await route.fulfill({ response, json: answer });
  });
  await page.goto('/');

  const list = page.locator('[data-remote-slot="mfe-search-map/ResultsList"]');
  await expect(list).toHaveAttribute('data-state', 'unavailable');
  await expect(list.getByText('This part is unavailable')).toBeAttached();
  // The closed list panel is inert, so its button is found by text rather than by role.
  await expect(list.locator('button', { hasText: 'Retry' })).toBeAttached();
  for (const slot of ['mfe-search-map/SearchFilters', 'mfe-search-map/SearchMap']) {
    await expect(page.locator(`[data-remote-slot="${slot}"]`)).toHaveAttribute('data-state', 'ready');
  }
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('a registry that hangs: the chrome renders at once, each remote area shows the box after the remote timeout', async ({ page }) => {
  await page.route('**/registry/remotes.json', () => undefined);
  await page.goto('/');

  await expect(page.getByRole('link', { name: 'Roofline home' })).toBeVisible({ timeout: 3_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const slots = page.locator('[data-remote-slot]');
  await expect(slots.first()).toHaveAttribute('data-state', 'loading');
  await expect(slots.first()).toHaveAttribute('data-state', 'unavailable', { timeout: REMOTE_TIMEOUT_MS + 5_000 });
  for (const slot of await slots.all()) await expect(slot).toHaveAttribute('data-state', 'unavailable');

  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('a registry that fails once: the areas show the box, and Retry reads the registry again and loads the remote', async ({ page }) => {
  let registryReads = 0;
  await page.route('**/registry/remotes.json', async (route) => {
    registryReads += 1;
    if (registryReads === 1) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  await page.goto('/');

  const filters = page.locator('[data-remote-slot="mfe-search-map/SearchFilters"]');
  await expect(filters).toHaveAttribute('data-state', 'unavailable');
  await expect(page.getByRole('link', { name: 'Roofline home' })).toBeVisible();

  await filters.getByRole('button', { name: 'Retry' }).click();
  await expect(filters).toHaveAttribute('data-state', 'ready');
  expect(registryReads).toBe(2);
  // The other areas of the same remote come back with it.
  await expect(page.locator('[data-remote-slot="mfe-search-map/SearchMap"]')).toHaveAttribute('data-state', 'ready');
  await expect(remoteRoot(page, 'mfe-search-map')).toBeVisible();
});
