import { PLACES_METADATA_KEY } from '@marketplace/shared/src/config/mapStyle.ts';
import { LOOPBACK_HOSTS } from '@marketplace/shared/src/config/platform.cjs';
/** Colours of the offline map: a quiet base so the pins and their legend colours stand out. */
export const OFFLINE_COLOURS = { sea: '#b8d4e6', land: '#f4f1ea', border: '#a39f93', place: '#55606b' } as const;

/** Where the style's sources live under the API's public URL. */
export const MAP_PATHS = { style: '/map/style.json', countries: '/map/countries.geojson', places: '/map/places.geojson' } as const;

/**
 * The API's public URL as a page on `requestHost` (the Host the style was asked at) reaches it. A page
 * opened at 127.0.0.1 calls an API configured as http://localhost:8000 at http://127.0.0.1:8000 (shared's
 * followPageHost): the style's data then follows it there. Hosts other than this machine's names, or
 * another port, keep the configured URL.
 */
export function publicUrlFor(publicUrl: string, requestHost: string | undefined): string {
  const configured = new URL(publicUrl);
  const loopback = LOOPBACK_HOSTS as readonly string[];
  if (!requestHost || !loopback.includes(configured.hostname)) return publicUrl;
  const asked = new URL(`${configured.protocol}//${requestHost}`);
  if (!loopback.includes(asked.hostname) || asked.port !== configured.port) return publicUrl;
  configured.hostname = asked.hostname;
  return configured.href.replace(/\/$/, '');
}

/**
 * The MapLibre style used when no Mapbox token is configured: GB, IE and ES outlines (Natural Earth)
 * and dots for major places, all served by this API so the map requests nothing from outside. It has
 * no `glyphs` or `sprite`: fonts are not available offline, so labels are drawn by the browser as
 * HTML markers and no layer may be a text symbol layer.
 */
export function offlineStyle(publicUrl: string, attribution: string) {
  const base = publicUrl.replace(/\/$/, '');
  return {
    version: 8,
    name: 'Roofline offline',
    metadata: { [PLACES_METADATA_KEY]: `${base}${MAP_PATHS.places}` },
    sources: {
      countries: { type: 'geojson', data: `${base}${MAP_PATHS.countries}`, attribution },
      places: { type: 'geojson', data: `${base}${MAP_PATHS.places}` },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': OFFLINE_COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': OFFLINE_COLOURS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': OFFLINE_COLOURS.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 10, 1.5] },
      },
      {
        id: 'places',
        type: 'circle',
        source: 'places',
        filter: ['>=', ['get', 'population'], 250_000],
        paint: { 'circle-color': OFFLINE_COLOURS.place, 'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 2, 10, 4] },
      },
      {
        id: 'towns',
        type: 'circle',
        source: 'places',
        minzoom: 7,
        filter: ['<', ['get', 'population'], 250_000],
        paint: { 'circle-color': OFFLINE_COLOURS.place, 'circle-radius': 3 },
      },
    ],
  };
}
