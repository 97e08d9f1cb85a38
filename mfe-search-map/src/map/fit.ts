import type { LngLatBox } from '@marketplace/shared';
import type { MapView } from './flyTo';
import type { Size } from './preview';

/** Room kept around fitted results, in pixels from each edge of the map. */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Fitted results come no closer than a street: one advert alone is shown with its neighbourhood. */
export const FIT_MAX_ZOOM = 15;

/**
 * The map's own chrome and a pin's size, so no pin or price tag is cut off or hidden: a pin stands up to
 * 60 px above its point with its tag above that, and a tag reaches about 70 px either side. On a phone the
 * controls take the right edge and the Legend button and attribution the bottom; on a desktop the
 * 'Search Filters' button and the legend also take the left edge.
 */
export function fitPadding(phone: boolean): Padding {
  return phone ? { top: 90, right: 76, bottom: 84, left: 76 } : { top: 110, right: 90, bottom: 70, left: 180 };
}

const TILE = 512;
const mercatorX = (lng: number) => (lng + 180) / 360;
const mercatorY = (lat: number) => (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360;
const longitudeAt = (x: number) => x * 360 - 180;
const latitudeAt = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180)) - 90;

/**
 * The view that shows `box` whole on a map of `size` inside `padding` (Web Mercator, as the map library
 * fits bounds), no closer than `maxZoom`; the padding shrinks on a map too small for it.
 */
export function fitView(box: LngLatBox, size: Size, padding: Padding, maxZoom = FIT_MAX_ZOOM): MapView {
  const [west, south, east, north] = box;
  const padX = padding.left + padding.right;
  const padY = padding.top + padding.bottom;
  const shrink = Math.min(1, (size.width * 0.6) / Math.max(padX, 1), (size.height * 0.6) / Math.max(padY, 1));
  const [left, right, top, bottom] = [padding.left, padding.right, padding.top, padding.bottom].map((p) => p * shrink) as [
    number,
    number,
    number,
    number,
  ];
  const width = mercatorX(east) - mercatorX(west);
  const height = mercatorY(south) - mercatorY(north);
  const zoomFor = (room: number, extent: number) => (extent > 0 ? Math.log2(Math.max(room, 1) / (extent * TILE)) : Infinity);
  const zoom = Math.min(maxZoom, zoomFor(size.width - left - right, width), zoomFor(size.height - top - bottom, height));
  // The box's centre stands at the centre of the room the padding leaves, not of the map.
  const world = TILE * 2 ** zoom;
  const cx = (mercatorX(west) + mercatorX(east)) / 2 - (left - right) / 2 / world;
  const cy = (mercatorY(north) + mercatorY(south)) / 2 - (top - bottom) / 2 / world;
  return { center: [longitudeAt(cx), latitudeAt(cy)], zoom };
}
