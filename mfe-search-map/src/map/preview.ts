import type { MapViewport } from '../search/store';
import type { MapView } from './flyTo';
import type { LngLat } from './pins';

/** The map library's tile size: at zoom z the world is 512 · 2^z pixels wide (Web Mercator). */
const TILE = 512;

const worldSize = (zoom: number) => TILE * 2 ** zoom;
const mercatorX = (lng: number, world: number) => ((lng + 180) / 360) * world;
const mercatorY = (lat: number, world: number) =>
  ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) * world) / 360;
const longitudeAt = (x: number, world: number) => (x / world) * 360 - 180;
const latitudeAt = (y: number, world: number) => (360 / Math.PI) * Math.atan(Math.exp(((180 - (y * 360) / world) * Math.PI) / 180)) - 90;

export interface Size {
  width: number;
  height: number;
}

/** What a map of `size` pixels at `view` shows, as the map library would report it. */
export function viewportOf(view: MapView, size: Size): MapViewport {
  const world = worldSize(view.zoom);
  const cx = mercatorX(view.center[0], world);
  const cy = mercatorY(view.center[1], world);
  return {
    west: longitudeAt(cx - size.width / 2, world),
    east: longitudeAt(cx + size.width / 2, world),
    north: latitudeAt(cy - size.height / 2, world),
    south: latitudeAt(cy + size.height / 2, world),
    zoom: view.zoom,
  };
}

/** Where a place stands on a map of `size` at `view`, in pixels from its top left. */
export function screenPoint(view: MapView, size: Size, [lng, lat]: LngLat): { x: number; y: number } {
  const world = worldSize(view.zoom);
  return {
    x: size.width / 2 + mercatorX(lng, world) - mercatorX(view.center[0], world),
    y: size.height / 2 + mercatorY(lat, world) - mercatorY(view.center[1], world),
  };
}

/** A counted circle's radius, as the map's circle layer draws it (up to 10, 100, 1,000 and beyond). */
export function circleRadius(count: number): number {
  if (count >= 1000) return 26;
  if (count >= 100) return 22;
  if (count >= 10) return 18;
  return 15;
}

/**
 * Whether this page should show the map's preview until the person reaches for the map: on a phone,
 * where the map library's start (seconds of a mid-range phone's main thread) would otherwise block the
 * first taps on the filters and the list.
 */
export function previewFirst(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}
