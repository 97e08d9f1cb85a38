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

/** The mini map on maplibre-gl and our own style: the default, with no outside request. */
export async function createMiniMap({ container, longitude, latitude, zoom }: MiniMapOptions): Promise<RemoveMap> {
  const [style] = await Promise.all([offlineStyle(getRuntimeConfig().apiUrl), ensureSameOriginWorker()]);
  const map = new maplibregl.Map({
    container,
    style,
    center: [longitude, latitude],
    zoom,
    maxZoom: MAX_ZOOM,
    attributionControl: false,
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  new maplibregl.Marker({ color: '#0b6e4f' }).setLngLat([longitude, latitude]).addTo(map);
  return () => map.remove();
}
