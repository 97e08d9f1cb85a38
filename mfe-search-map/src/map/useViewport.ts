import { useEffect, useEffectEvent, useState } from 'react';
import type { MapApi, MapEvent } from './library';
import type { MapViewport } from './PlaceLabels';

function viewportOf(map: MapApi): MapViewport {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth(), zoom: map.getZoom() };
}

/**
 * The part of the world the map shows, kept up to date as it moves: it decides which pins and place
 * labels are drawn. `onBackgroundClick` hears a click on the map itself (not on a pin).
 */
export function useViewport(map: MapApi | null, onBackgroundClick: () => void): MapViewport | null {
  const [view, setView] = useState<MapViewport | null>(null);
  const backgroundClick = useEffectEvent(onBackgroundClick);

  useEffect(() => {
    if (!map) return;
    const update = () => setView(viewportOf(map));
    const onClick = (event: MapEvent) => {
      const target = event.originalEvent?.target;
      if (!(target instanceof Element && target.closest('[data-advert-ids]'))) backgroundClick();
    };
    map.on('load', update);
    map.on('moveend', update);
    map.on('resize', update);
    map.on('click', onClick);
    update();
    return () => {
      map.off('load', update);
      map.off('moveend', update);
      map.off('resize', update);
      map.off('click', onClick);
    };
  }, [map]);

  return view;
}
