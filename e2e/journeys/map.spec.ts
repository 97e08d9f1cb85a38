import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The map home's map (issue 5 part 3), on the self-hosted style: no Mapbox token is configured, so
 * the map must draw from our own API and request nothing from outside.
 */

/** Hosts the product itself runs on: loopback, and the remotes' `<name>.localhost` origins. */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'ws:' && protocol !== 'wss:') return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** Every request that leaves loopback, collected for the test to assert there are none. */
function offLoopbackRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!isLoopback(request.url())) seen.push(request.url());
  });
  return seen;
}

const pins = (page: Page) => page.locator('[data-advert-ids]');
const canvas = (page: Page) => page.locator('canvas.maplibregl-canvas');

interface PinAnchor {
  ids: number[];
  x: number;
  y: number;
  /** Whether a click on the pin reaches it (no other pin or label on top). */
  clickable: boolean;
}

/** Where each drawn pin points on the screen: the bottom centre of its marker (markers anchor at the bottom). */
async function pinAnchors(page: Page): Promise<PinAnchor[]> {
  return pins(page).evaluateAll((elements) =>
    elements.map((el) => {
      const marker = el.parentElement!.getBoundingClientRect();
      const button = el.querySelector('button')!.getBoundingClientRect();
      const hit = document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2);
      return {
        ids: el.getAttribute('data-advert-ids')!.split(' ').map(Number),
        x: marker.left + marker.width / 2,
        y: marker.bottom,
        clickable: Boolean(hit && el.contains(hit)),
      };
    }),
  );
}

type Point = [number, number];

/** Even-odd point in polygon (the rule the API's `point <@ polygon` follows). */
function insideRing([x, y]: Point, ring: Point[]): boolean {
  const last = ring.at(-1);
  if (!last) return false;
  let inside = false;
  // Each edge runs from the previous vertex (the last one, for the first edge) to this one.
  let [xj, yj] = last;
  for (const [xi, yi] of ring) {
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    [xj, yj] = [xi, yi];
  }
  return inside;
}

/** Opens the map home with the pins drawn and the filters box (which floats over the map) closed. */
async function openMap(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(canvas(page)).toBeVisible();
  await expect(pins(page).first()).toBeVisible();
  // The filters box opens by itself after 600 ms over the map; close it as a person would to use the map.
  const filtersButton = page.getByRole('button', { name: 'Search Filters' });
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
  await filtersButton.click();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
}

test('the map draws our own style with the adverts as pins and requests nothing off loopback', async ({ page }) => {
  const offLoopback = offLoopbackRequests(page);
  const mapData = new Map<string, number>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/map/')) mapData.set(path, response.status());
  });
  await openMap(page);

  expect(Object.fromEntries(mapData)).toMatchObject({ '/map/style.json': 200, '/map/countries.geojson': 200, '/map/places.geojson': 200 });
  const size = await canvas(page).boundingBox();
  expect(size!.width).toBeGreaterThan(300);
  expect(size!.height).toBeGreaterThan(200);
  // Place names come from the gazetteer as HTML labels (the offline style has no fonts).
  await expect(page.getByText('London', { exact: true }).first()).toBeAttached();
  await expect(page.getByRole('list', { name: 'Map legend' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.locator('.mapbox-gl-draw_polygon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  expect(await pins(page).count()).toBeGreaterThan(0);
  expect(offLoopback).toEqual([]);
});

test('drawing a polygon on the map shows only the adverts inside it', async ({ page }) => {
  const offLoopback = offLoopbackRequests(page);
  await openMap(page);
  const box = (await canvas(page).boundingBox())!;
  const at = (fx: number, fy: number): Point => [box.x + box.width * fx, box.y + box.height * fy];
  const topLeft = at(0.35, 0.3);
  const topRight = at(0.7, 0.3);
  const bottomRight = at(0.7, 0.75);
  const bottomLeft = at(0.35, 0.75);
  const corners = [topLeft, topRight, bottomRight, bottomLeft];
  const before = await pinAnchors(page);
  expect(
    before.some((p) => insideRing([p.x, p.y], corners)),
    'pins inside the area before drawing',
  ).toBe(true);
  expect(
    before.some((p) => !insideRing([p.x, p.y], corners)),
    'pins outside the area before drawing',
  ).toBe(true);

  const isDrawnSearch = (path: string) => (request: Request) =>
    new URL(request.url()).pathname === path && request.method() === 'POST' && Boolean(request.postDataJSON()?.drawbboxs);
  const mapAnswer = page.waitForResponse((response) => isDrawnSearch('/api/properties-map')(response.request()));
  const listAnswer = page.waitForResponse((response) => isDrawnSearch('/api/properties-list')(response.request()));

  await page.locator('.mapbox-gl-draw_polygon').click();
  for (const [x, y] of corners) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(150);
  }
  // Clicking the first corner again closes the polygon.
  await page.mouse.click(...topLeft);

  const mapResponse = await mapAnswer;
  const ring = mapResponse.request().postDataJSON().drawbboxs[0] as Point[];
  expect(ring.length).toBeGreaterThanOrEqual(4);
  const found = (await mapResponse.json()).data as Array<{ id: number; longitude: number; latitude: number }>;
  expect(found.length).toBeGreaterThan(0);
  for (const advert of found) expect(insideRing([advert.longitude, advert.latitude], ring), `advert ${advert.id} on the map`).toBe(true);
  const listed = (await (await listAnswer).json()).data as Array<{ id: number; longitude: number; latitude: number }>;
  for (const advert of listed) expect(insideRing([advert.longitude, advert.latitude], ring), `advert ${advert.id} in the list`).toBe(true);
  expect(listed.map((a) => a.id)).toEqual(found.slice(0, listed.length).map((a) => a.id));

  // The pins redrawn on the map are those inside the drawn area, and only those.
  const shownIds = found.map((a) => a.id).sort((a, b) => a - b);
  await expect.poll(async () => (await pinAnchors(page)).flatMap((p) => p.ids).sort((a, b) => a - b)).toEqual(shownIds);
  const margin = 3;
  const grown: Point[] = [
    [topLeft[0] - margin, topLeft[1] - margin],
    [topRight[0] + margin, topRight[1] - margin],
    [bottomRight[0] + margin, bottomRight[1] + margin],
    [bottomLeft[0] - margin, bottomLeft[1] + margin],
  ];
  for (const pin of await pinAnchors(page)) expect(insideRing([pin.x, pin.y], grown), `pin ${pin.ids.join(',')} on screen`).toBe(true);
  expect(offLoopback).toEqual([]);
});

test('clicking a pin opens its popup, and clicking the popup opens the advert in the list and the detail panel', async ({ page }) => {
  const offLoopback = offLoopbackRequests(page);
  await openMap(page);
  const box = (await canvas(page).boundingBox())!;
  // A single advert's pin low enough in the map for its popup to open above it.
  const target = (await pinAnchors(page)).find(
    (p) =>
      p.ids.length === 1 &&
      p.clickable &&
      p.x > box.x + box.width * 0.3 &&
      p.x < box.x + box.width * 0.8 &&
      p.y > box.y + box.height * 0.6 &&
      p.y < box.y + box.height * 0.95,
  );
  expect(target, 'a pin in the lower middle of the map').toBeDefined();
  const pin = page.locator(`[data-advert-ids="${target!.ids[0]}"]`);
  await pin.getByRole('button').click();

  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.locator('img')).toBeVisible();
  const open = popup.getByRole('button', { name: /^Open / });
  const title = (await open.getAttribute('aria-label'))!.replace(/^Open /, '');
  await expect(popup.getByText(/^£/).first()).toBeVisible();

  await open.click();
  const detail = page.getByRole('region', { name: 'Advert details' });
  await expect(detail.getByRole('button', { name: 'Close advert details' })).toBeVisible();
  await expect(detail.getByText(title).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results list' })).toBeVisible();
  await expect(pin).toHaveAttribute('data-viewed', 'true');
  expect(offLoopback).toEqual([]);
});
