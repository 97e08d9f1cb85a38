import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { getRuntimeConfig, sameOriginWorkerUrl } from '@marketplace/shared';
import { MAX_ZOOM, offlineStyle, type MiniMapOptions, type RemoveMap } from './style';

/**
 * maplibre-gl's worker is emitted as a file of this remote, on the remote's (CDN) origin; the page may
 * only start workers of its own origin, so it goes in as a blob, once per page. maplibre-gl is shared
 * with the search map, which may have set one already.
 */
let workerReady: Promise<void> | null = null;
function ensureSameOriginWorker(): Promise<void> {
  if (maplibregl.getWorkerUrl().startsWith('blob:')) return Promise.resolve();
  workerReady ??= sameOriginWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href).then((url) =>
    maplibregl.setWorkerUrl(url),
  );
  // A failed fetch may be tried again with the next map.
  workerReady.catch(() => {
    workerReady = null;
  });
  return workerReady;
}

/**
 * The style without a Mapbox token: streets from the PMTiles archive at MAP_TILES_URL (its module a
 * chunk of its own), else our own offline style; neither asks anything of Mapbox.
 */
async function styleOf(apiUrl: string, mapTilesUrl: string | null | undefined) {
  if (!mapTilesUrl) return offlineStyle(apiUrl);
  const streets = await import('@marketplace/shared/src/map/streets');
  streets.enablePmtiles(maplibregl);
  return streets.streetStyle(mapTilesUrl, apiUrl) as maplibregl.StyleSpecification;
}

/** The mini map on maplibre-gl: the default, with no Mapbox token. */
export async function createMiniMap({ container, longitude, latitude, zoom }: MiniMapOptions): Promise<RemoveMap> {
  const { apiUrl, mapTilesUrl } = getRuntimeConfig();
  const [style] = await Promise.all([styleOf(apiUrl, mapTilesUrl), ensureSameOriginWorker()]);
  const map = new maplibregl.Map({
    container,
    style,
    center: [longitude, latitude],
    zoom,
    maxZoom: MAX_ZOOM,
    // OpenStreetMap's data must be credited where it is drawn; the offline style's outlines need no credit here.
    attributionControl: mapTilesUrl ? { compact: true } : false,
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  new maplibregl.Marker({ color: '#0b6e4f' }).setLngLat([longitude, latitude]).addTo(map);
  return () => map.remove();
}
