import { reaction } from 'mobx';
import { useEffect } from 'react';
import { serviceSearchStore } from '../services/store';
import type { MapApi } from './library';

/** The zoom a searched place opens at (spec 000 §2). */
const SERVICE_SEARCH_ZOOM = 12;

/** A new service search flies to its place, as the property search does; so does a map started during one. */
export function useFlyToServiceSearch(map: MapApi | null): void {
  useEffect(() => {
    if (!map) return;
    return reaction(
      () => serviceSearchStore.filters,
      ({ latitude, longitude }) => {
        if (latitude !== null && longitude !== null)
          map.flyTo({ center: [longitude, latitude], zoom: SERVICE_SEARCH_ZOOM, essential: true });
      },
      { fireImmediately: serviceSearchStore.active },
    );
  }, [map]);
}
