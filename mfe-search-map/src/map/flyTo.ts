import type { SearchFilters } from '@marketplace/shared';
import type { LngLat } from './pins';

/** Zoom of a searched town or street; a region or country (no city) is shown from further out. */
export const CITY_ZOOM = 12;
export const NO_CITY_ZOOM = 8;
export const MAX_ZOOM = 20;
/** Central London, where the map starts when the search has no coordinates. */
export const DEFAULT_CENTRE: LngLat = [-0.1276, 51.5072];

export type SearchedPlace = Pick<SearchFilters, 'address' | 'city' | 'latitude' | 'longitude'>;

export interface MapView {
  center: LngLat;
  zoom: number;
}

const hasCoordinates = (place: SearchedPlace) =>
  typeof place.latitude === 'number' &&
  typeof place.longitude === 'number' &&
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude);

/** Where the map opens: the searched point (central London without one), zoom 12, or 8 without a city. */
export function initialView(place: SearchedPlace): MapView {
  if (!hasCoordinates(place)) return { center: DEFAULT_CENTRE, zoom: CITY_ZOOM };
  return { center: [place.longitude!, place.latitude!], zoom: place.city ? CITY_ZOOM : NO_CITY_ZOOM };
}

/**
 * Where to fly when a new search arrives, or null to stay: the map flies when the searched place
 * changes (zoom 12, or 8 when no city is set), except while a drawn area exists for the same address,
 * so drawing or redrawing a polygon never moves the map away from it.
 */
export function flyTarget(previous: SearchedPlace | null, next: SearchedPlace, hasDrawnArea: boolean): MapView | null {
  if (!hasCoordinates(next)) return null;
  if (previous) {
    const sameAddress = previous.address === next.address;
    if (hasDrawnArea && sameAddress) return null;
    if (sameAddress && previous.latitude === next.latitude && previous.longitude === next.longitude && previous.city === next.city)
      return null;
  }
  return initialView(next);
}
