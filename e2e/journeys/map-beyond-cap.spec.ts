// An advert opened from the map that the list's current page does not hold (issue 13, item 4): the list
// moves to the page that holds it, with its card marked, and the API's position_of answers that page.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Page size of the results list (spec 000 §9). */
const PAGE_SIZE = 15;

type Pin = { id: number; longitude: number; latitude: number; x: number; y: number };

/**
 * The map answer's pins, in the list's order, with where each stands on the screen: Web Mercator
 * (512-pixel tiles) from the view the map opens on, central London at zoom 12 (see map.spec.ts).
 */
async function pinsOnScreen(page: Page, data: { id: number[]; longitude: number[]; latitude: number[] }): Promise<Pin[]> {
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  const world = 512 * 2 ** 12;
  const x = (lng: number) => ((lng + 180) / 360) * world;
  const y = (lat: number) => ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) * world) / 360;
  const [cx, cy] = [x(-0.1276), y(51.5072)];
  return data.id.map((id, i) => {
    const [longitude, latitude] = [data.longitude[i]!, data.latitude[i]!];
    return { id, longitude, latitude, x: box.x + box.width / 2 + x(longitude) - cx, y: box.y + box.height / 2 + y(latitude) - cy };
  });
}

test("a popup's advert on a later page of the list opens the list on that page, its card marked, the page position_of finds", async ({
  page,
  apiUrl,
}) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const mapAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/properties-map');
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  const answer = await mapAnswer;
  const search = answer.request().postDataJSON() as object;
  const filters = page.getByRole('button', { name: 'Search Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await filters.click();
  await page.waitForLoadState('networkidle');

  // A pin on its own in the lower middle of the map (its popup opens above it), whose advert is past page 1.
  const pins = await pinsOnScreen(page, (await answer.json()).data);
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  const index = pins.findIndex(
    (p, i) =>
      i >= PAGE_SIZE &&
      pins.every((o) => o === p || Math.hypot(o.x - p.x, o.y - p.y) > 60) &&
      p.x > box.x + box.width * 0.3 &&
      p.x < box.x + box.width * 0.8 &&
      p.y > box.y + box.height * 0.6 &&
      p.y < box.y + box.height * 0.95,
  );
  expect(index, 'a lone pin of an advert past the first page').toBeGreaterThanOrEqual(PAGE_SIZE);
  const target = pins[index]!;
  const expectedPage = Math.floor(index / PAGE_SIZE) + 1;

  // The API finds the same page by the advert's id, for the same search.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const position = await page.request.post(`${apiUrl}/api/properties-list?position_of=${target.id}`, {
    data: search,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(position.status()).toBe(200);
  expect(await position.json()).toEqual({ data: { id: target.id, page: expectedPage } });

  await page.mouse.click(target.x, target.y - 18);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: /^Open / }).click();

  const list = page.getByRole('region', { name: 'Results list' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: `Page ${expectedPage}` })).toHaveAttribute('aria-current', 'page');
  const card = list.locator(`article[data-advert-id="${target.id}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Advert details' }).getByRole('button', { name: 'Close advert details' })).toBeVisible();
});
