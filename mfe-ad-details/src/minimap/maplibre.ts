import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { getRuntimeConfig } from '@marketplace/shared';
import { MAX_ZOOM, offlineStyle, type MiniMapOptions, type RemoveMap } from './style';

/**
 * maplibre-gl finds its worker next to its own module, which a bundle does not keep: the worker is
 * emitted as an asset of this chunk and pointed to here (maplibre fetches it across origins itself).
 */
maplibregl.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

/** The mini map on maplibre-gl and our own style: the default, with no outside request. */
export async function createMiniMap({ container, longitude, latitude, zoom }: MiniMapOptions): Promise<RemoveMap> {
  const style = await offlineStyle(getRuntimeConfig().apiUrl);
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
