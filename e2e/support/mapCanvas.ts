import type { Page } from '@playwright/test';

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

/** A click on the body of a pin (its tip is the point on the map). */
export const clickPin = (page: Page, pin: PinOnScreen) => page.mouse.click(pin.x, pin.y - PIN_BODY_OFFSET);
