// Service search beside the property search: the services page leads to it, a visitor finds a
// plumber near a London postcode on the list and the map, and opens the provider's page.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PIN_BODY_OFFSET, screenPoints } from '../support/mapCanvas';

interface ServiceAnswer {
  data: { id: number; service_title: string; latitude: number; longitude: number; address: { postcode: string } };
}

/** The seed's first service: Mohammed Ali's plumbing in London (api/src/seed). */
async function seededPlumber(page: Page): Promise<ServiceAnswer['data']> {
  return page.evaluate(async () => {
    const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
    const res = await fetch(`${apiUrl}/api/services/1`, { credentials: 'include', headers: { Accept: 'application/json' } });
    return ((await res.json()) as ServiceAnswer).data;
  });
}

test('a visitor finds a plumber near a London postcode from the services page and opens the provider', async ({ page }) => {
  await page.goto('/services');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  const plumber = await seededPlumber(page);
  const district = plumber.address.postcode.split(' ')[0] ?? '';

  await page.getByRole('link', { name: 'Search for a service on the map' }).click();
  await expect(page).toHaveURL(/[?&]search=services/);
  const filters = page.getByRole('region', { name: 'Search filters' }).locator('[data-remote="mfe-search-map"]');
  await expect(filters.getByRole('button', { name: 'Search Filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-pressed', 'true');

  const form = filters.getByRole('form', { name: 'Search services' });
  await form.getByLabel('Occupation').selectOption({ label: 'Plumber' });
  await form.getByRole('combobox', { name: 'Location' }).fill(district);
  await form
    .getByRole('option', { name: new RegExp(`^${district},`) })
    .first()
    .click();
  await form.getByLabel('Radius').selectOption({ label: 'Within 3 miles' });
  const listCall = page.waitForRequest((r) => r.url().includes('/api/services-list') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Search' }).click();
  const body = (await listCall).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ service_type_occupation_id: 1, radius: 3 });
  expect(body).not.toHaveProperty('boundary_box');

  // The box gets out of the way; the list of providers opens and the search is in the address bar.
  await expect(filters.getByRole('button', { name: 'Search Filters' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/occupation=1/);
  const list = page.getByRole('region', { name: 'Properties list' }).getByRole('list', { name: 'Service providers' });
  await expect(list.getByRole('button', { name: plumber.service_title })).toBeVisible();
  // The provider's photo stays inside its card rather than covering the list.
  const card = list.getByRole('article').first();
  const [cardBox, photoBox] = await Promise.all([card.boundingBox(), card.locator('img').boundingBox()]);
  expect(photoBox!.y + photoBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height + 1);
  expect(photoBox!.width).toBeLessThan(cardBox!.width);

  // The same provider stands on the map, drawn on its canvas where the search flew to (zoom 12 round
  // the searched point); its popup (alone, or among providers at the same place) opens the provider's page.
  const searched = new URL(page.url()).searchParams;
  const view = { center: [Number(searched.get('lng')), Number(searched.get('lat'))] as const, zoom: 12 };
  const [anchor] = await screenPoints(page, view, [[Number(plumber.longitude), Number(plumber.latitude)]]);
  const open = page.getByRole('dialog').getByRole('button', { name: `Open ${plumber.service_title}` });
  await expect(async () => {
    await page.mouse.click(anchor!.x, anchor!.y - PIN_BODY_OFFSET);
    await expect(open).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/ad-service/${plumber.id}$`));
  await expect(page.getByRole('article', { name: plumber.service_title })).toBeVisible();
});
