/**
 * The street map with no token (issue 30, item 4): MAP_TILES_URL names a PMTiles archive (a Protomaps
 * basemap, for example a UK extract beside the remotes or in the bucket), which maplibre-gl reads by HTTP
 * Range requests through the `pmtiles` protocol, drawn with the Protomaps basemap's light layers. Both
 * maps (the search map and the advert's mini map) import this lazily, only when the setting is there.
 *
 * Its text layers (street names, places, points of interest) need glyphs, which would come from outside;
 * they are left out, and the places are labelled by the browser as on the offline style (the style's
 * metadata names the API's places).
 */
import { layers, namedFlavor } from '@protomaps/basemaps';
import { Protocol } from 'pmtiles';
import { PLACES_METADATA_KEY } from '../config/mapStyle';

/** The style's one source of vector tiles; the basemap's layers name it. */
export const STREETS_SOURCE = 'protomaps';

const ATTRIBUTION = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';

/** What a style is to maplibre-gl: loose here, so this module needs none of its types. */
export interface StreetStyle {
  version: 8;
  name: string;
  metadata: Record<string, string>;
  sources: Record<string, { type: 'vector'; url: string; attribution: string }>;
  layers: object[];
}

/**
 * The street style over the archive at `tilesUrl`; `apiUrl` names the places the map labels itself.
 * @param tilesUrl an absolute URL of a .pmtiles archive
 */
export function streetStyle(tilesUrl: string, apiUrl: string): StreetStyle {
  return {
    version: 8,
    name: 'Roofline streets',
    metadata: { [PLACES_METADATA_KEY]: `${apiUrl.replace(/\/$/, '')}/map/places.geojson` },
    sources: { [STREETS_SOURCE]: { type: 'vector', url: `pmtiles://${tilesUrl}`, attribution: ATTRIBUTION } },
    layers: layers(STREETS_SOURCE, namedFlavor('light'), { lang: 'en' }).filter((layer) => layer.type !== 'symbol'),
  };
}

interface ProtocolHost {
  addProtocol(name: string, load: Protocol['tile']): unknown;
}

const registered = new WeakSet<object>();

/** Lets maplibre-gl read `pmtiles://` sources, once per copy of the library (the two maps share one). */
export function enablePmtiles(maplibre: ProtocolHost): void {
  if (registered.has(maplibre)) return;
  registered.add(maplibre);
  maplibre.addProtocol('pmtiles', new Protocol().tile);
}
