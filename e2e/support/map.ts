// Finding the map's pins on the screen: they are drawn on the map's canvas, so the journeys find them by
// their adverts' coordinates, as a person finds them by place.
import type { Page } from '@playwright/test';

/** Where the map opens for the default search: central London at zoom 12 (spec 000 §9). */
const OPENED_ON = { center: [-0.1276, 51.5072] as const, zoom: 12 };

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

export const mapCanvas = (page: Page) => page.locator('canvas.maplibregl-canvas');

/**
 * The pins of a map answer, in its (the list's) order, placed by the Web Mercator projection the map draws
 * with (512-pixel tiles) from the view it opened on.
 */
export async function pinsOnScreen(page: Page, data: PinColumns): Promise<PinOnScreen[]> {
  const box = (await mapCanvas(page).boundingBox())!;
  const world = 512 * 2 ** OPENED_ON.zoom;
  const x = (lng: number) => ((lng + 180) / 360) * world;
  const y = (lat: number) => ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) * world) / 360;
  const [cx, cy] = [x(OPENED_ON.center[0]), y(OPENED_ON.center[1])];
  return data.id.map((id, i) => ({
    id,
    x: box.x + box.width / 2 + x(data.longitude[i]!) - cx,
    y: box.y + box.height / 2 + y(data.latitude[i]!) - cy,
  }));
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
export const clickPin = (page: Page, pin: PinOnScreen) => page.mouse.click(pin.x, pin.y - 18);
