import { expect, type Page } from '@playwright/test';

/** A place on the map: [longitude, latitude]. */
export type LngLat = readonly [number, number];

/** The map's drawing surface; its pins are drawn on it, not as page elements. */
export const mapCanvas = (page: Page) => page.locator('canvas.maplibregl-canvas');

/**
 * Where a place stands on the screen, by the Web Mercator projection the map draws with (512-pixel
 * tiles), for a map showing `center` at `zoom`. Pins are drawn on the map's canvas, so journeys find
 * them by their coordinates, as a person finds them by place.
 */
export async function screenPoints(
  page: Page,
  view: { center: LngLat; zoom: number },
  places: LngLat[],
): Promise<Array<{ x: number; y: number }>> {
  const box = (await mapCanvas(page).boundingBox())!;
  const world = 512 * 2 ** view.zoom;
  const x = (lng: number) => ((lng + 180) / 360) * world;
  const y = (lat: number) => ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) * world) / 360;
  const [cx, cy] = [x(view.center[0]), y(view.center[1])];
  return places.map(([lng, lat]) => ({ x: box.x + box.width / 2 + x(lng) - cx, y: box.y + box.height / 2 + y(lat) - cy }));
}

/**
 * The view a map answer was asked for: its body's box reaches a quarter of the view beyond each edge
 * (the search remote's VIEW_MARGIN), around the view's centre, at the view's zoom.
 */
export function viewAskedFor(body: { bbox: [number, number, number, number]; zoom: number }): { center: LngLat; zoom: number } {
  const [west, south, east, north] = body.bbox;
  const margin = (north - south) / 6;
  const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const middle = (mercator(south + margin) + mercator(north - margin)) / 2;
  return { center: [(west + east) / 2, ((2 * Math.atan(Math.exp(middle)) - Math.PI / 2) * 180) / Math.PI], zoom: body.zoom };
}

/** How far above its anchor (the pin's bottom tip) a click lands on a pin's body. */
export const PIN_BODY_OFFSET = 18;

/** Where the map opens for the default search: central London at zoom 12 (spec 000 §9). */
const OPENED_ON = { center: [-0.1276, 51.5072] as LngLat, zoom: 12 };

/** The columns of a map answer the journeys read (shared's MapPinColumns). */
export interface PinColumns {
  id: number[];
  longitude: number[];
  latitude: number[];
}

export interface PinOnScreen {
  id: number;
  /** Where the pin's tip points, in page pixels. */
  x: number;
  y: number;
}

/** The pins of a map answer, in its (the list's) order, on the screen of the map as it opened. */
export async function pinsOnScreen(page: Page, data: PinColumns): Promise<PinOnScreen[]> {
  const points = await screenPoints(
    page,
    OPENED_ON,
    data.id.map((_, i) => [data.longitude[i]!, data.latitude[i]!] as const),
  );
  return data.id.map((id, i) => ({ id, ...points[i]! }));
}

/**
 * Whether a pin stands on its own (60 px from any other) in the lower middle of the map, where a click
 * opens its popup, above it, with nothing else in the way.
 */
export async function isLoneLowPin(page: Page, pins: PinOnScreen[]): Promise<(pin: PinOnScreen) => boolean> {
  const box = (await mapCanvas(page).boundingBox())!;
  return (p) =>
    pins.every((o) => o === p || Math.hypot(o.x - p.x, o.y - p.y) > 60) &&
    p.x > box.x + box.width * 0.3 &&
    p.x < box.x + box.width * 0.8 &&
    p.y > box.y + box.height * 0.6 &&
    p.y < box.y + box.height * 0.95;
}

/**
 * Waits until the map has drawn a pin at this point: the pointer over the pin's body turns the map's cursor
 * into a hand, which the map does only for a pin among what it has rendered (as a person sees the pin
 * before reaching for it), never after a fixed time.
 */
export async function pinRendered(page: Page, pin: { x: number; y: number }): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.mouse.move(pin.x, pin.y - PIN_BODY_OFFSET);
        return mapCanvas(page).evaluate((canvas) => (canvas as HTMLCanvasElement).style.cursor);
      },
      { message: 'the map draws the pin', timeout: 15_000 },
    )
    .toBe('pointer');
}

/** A click on the body of a pin (its tip is the point on the map), once the map has drawn it. */
export async function clickPin(page: Page, pin: { x: number; y: number }): Promise<void> {
  await pinRendered(page, pin);
  await page.mouse.click(pin.x, pin.y - PIN_BODY_OFFSET);
}

/**
 * Waits for the page to paint twice: what a click or a key press started (a vertex drawn, a popup not
 * opened) has been handled and drawn by then.
 */
export const afterPaints = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
