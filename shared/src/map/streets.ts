/**
 * The street map with no token (issue 30, item 4): MAP_TILES_URL names a PMTiles archive (a Protomaps
 * basemap, for example a UK extract beside the remotes or in the bucket), which maplibre-gl reads by HTTP
 * Range requests through the `pmtiles` protocol, drawn with the Protomaps basemap's light layers. Both
 * maps (the search map and the advert's mini map) import this lazily, only when the setting is there.
 *
 * Its names of streets, water and addresses are drawn with glyphs of our own: the Noto Sans stacks those
 * layers use (Regular, Italic), Latin ranges only, vendored from protomaps/basemaps-assets in
 * shell/map-glyphs and served by the web origin at /map-glyphs/ (or from MAP_GLYPHS_URL). Layers that
 * draw icons (one-way arrows, road shields, points of interest) would need the basemap's sprite from
 * outside and are left out. Towns and places are the map's own HTML labels, as on the offline style (the
 * style's metadata names the API's places), so the basemap's place names are left out too, not drawn twice.
 */
import { layers, namedFlavor } from '@protomaps/basemaps';
import { Protocol } from 'pmtiles';
import { PLACES_METADATA_KEY } from '../config/mapStyle';

/** The style's one source of vector tiles; the basemap's layers name it. */
export const STREETS_SOURCE = 'protomaps';

/** Where the web origin serves the vendored glyphs (scripts/platform/web.mjs), unless MAP_GLYPHS_URL says. */
const GLYPHS_PATH = '/map-glyphs/{fontstack}/{range}.pbf';

const ATTRIBUTION = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';

/** What a style is to maplibre-gl: loose here, so this module needs none of its types. */
export interface StreetStyle {
  version: 8;
  name: string;
  metadata: Record<string, string>;
  glyphs: string;
  sources: Record<string, { type: 'vector'; url: string; attribution: string }>;
  layers: object[];
}

type BasemapLayer = ReturnType<typeof layers>[number];

/** A text layer we draw: one without icons (no sprite here) and not a place name (the map's own labels). */
function drawn(layer: BasemapLayer): boolean {
  if (layer.type !== 'symbol') return true;
  return !('icon-image' in (layer.layout ?? {})) && layer['source-layer'] !== 'places';
}

/**
 * The street style over the archive at `tilesUrl`; `apiUrl` names the places the map labels itself.
 * @param tilesUrl an absolute URL of a .pmtiles archive
 * @param glyphsUrl the glyphs' URL template ({fontstack}, {range}); a path is on `origin`
 * @param origin the page's origin (maplibre-gl fetches glyphs by absolute URL)
 */
export function streetStyle(
  tilesUrl: string,
  apiUrl: string,
  glyphsUrl = GLYPHS_PATH,
  origin = globalThis.location?.origin ?? '',
): StreetStyle {
  return {
    version: 8,
    name: 'Roofline streets',
    metadata: { [PLACES_METADATA_KEY]: `${apiUrl.replace(/\/$/, '')}/map/places.geojson` },
    // Joined as text: URL() would escape the template's braces.
    glyphs: /^https?:\/\//.test(glyphsUrl) ? glyphsUrl : `${origin}${glyphsUrl}`,
    sources: { [STREETS_SOURCE]: { type: 'vector', url: `pmtiles://${tilesUrl}`, attribution: ATTRIBUTION } },
    layers: layers(STREETS_SOURCE, namedFlavor('light'), { lang: 'en' }).filter(drawn),
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
