import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { ServiceSearchFilters } from '@marketplace/shared';
import { serviceSearchStore } from '../services/store';
import type { MapView } from './flyTo';
import type { MapApi } from './library';

/** The zoom a searched place opens at (spec 000 §2). */
const SERVICE_SEARCH_ZOOM = 12;

/** Where the map stands for a service search round a point: the point at zoom 12; null without a point. */
export function serviceSearchView({ latitude, longitude }: Pick<ServiceSearchFilters, 'latitude' | 'longitude'>): MapView | null {
  return latitude !== null && longitude !== null ? { center: [longitude, latitude], zoom: SERVICE_SEARCH_ZOOM } : null;
}

/**
 * A new service search flies to its place, as the property search does. A map started during one opens
 * there (MapScreen) rather than flying: a click on the map stops a flight half-way, and a map that starts
 * while the person is already reaching for it would be left between two places.
 */
export function useFlyToServiceSearch(map: MapApi | null): void {
  useEffect(() => {
    if (!map) return;
    return reaction(
      () => serviceSearchStore.filters,
      (filters) => {
        const target = serviceSearchView(filters);
        if (target) map.flyTo({ ...target, essential: true });
      },
    );
  }, [map]);
}
