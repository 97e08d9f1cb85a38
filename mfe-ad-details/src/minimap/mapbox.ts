import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { getRuntimeConfig } from '@marketplace/shared';
import { MAX_ZOOM, type MiniMapOptions, type RemoveMap } from './style';

/** The mini map on mapbox-gl, only when a Mapbox token is configured. */
export async function createMiniMap({ container, longitude, latitude, zoom }: MiniMapOptions): Promise<RemoveMap> {
  const map = new mapboxgl.Map({
    container,
    accessToken: getRuntimeConfig().mapboxToken ?? undefined,
    style: 'mapbox://styles/mapbox/streets-v12',
    center: [longitude, latitude],
    zoom,
    maxZoom: MAX_ZOOM,
  });
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');
  new mapboxgl.Marker({ color: '#0b6e4f' }).setLngLat([longitude, latitude]).addTo(map);
  return () => map.remove();
}
