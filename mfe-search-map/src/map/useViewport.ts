import { useEffect, useState } from 'react';
import type { MapApi } from './library';
import type { MapViewport } from './PlaceLabels';

function viewportOf(map: MapApi): MapViewport {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth(), zoom: map.getZoom() };
}

/**
 * The part of the world the map shows, kept up to date as it moves: it decides which place labels are drawn.
 */
export function useViewport(map: MapApi | null): MapViewport | null {
  const [view, setView] = useState<MapViewport | null>(null);

  useEffect(() => {
    if (!map) return;
    const update = () => setView(viewportOf(map));
    map.on('load', update);
    map.on('moveend', update);
    map.on('resize', update);
    update();
    return () => {
      map.off('load', update);
      map.off('moveend', update);
      map.off('resize', update);
    };
  }, [map]);

  return view;
}
