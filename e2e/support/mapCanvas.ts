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
