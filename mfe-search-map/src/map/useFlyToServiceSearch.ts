import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { ServicePin, ServiceSearchFilters } from '@marketplace/shared';
import { PROVIDERS_MAX_ZOOM, PROVIDERS_PADDING, providersBounds, providersKey } from '../services/fit';
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
 * A service search's answer moves the map: fitted to the providers it found, every pin and its price
 * tag inside the padding, as Airbnb and Rightmove fit their maps to the results; to the searched place
 * when none was found. The same providers again (another sort) leave the map where the person put it.
 */
export function useFlyToServiceSearch(map: MapApi | null): void {
  useEffect(() => {
    if (!map) return;
    let fitted: string | null = null;
    const follow = (pins: readonly ServicePin[]) => {
      const key = providersKey(pins);
      if (key === fitted && pins.length) return;
      fitted = key;
      const bounds = providersBounds(pins);
      if (bounds) map.fitBounds(bounds, { padding: PROVIDERS_PADDING, maxZoom: PROVIDERS_MAX_ZOOM, essential: true });
      else {
        const target = serviceSearchView(serviceSearchStore.filters);
        if (target) map.flyTo({ ...target, essential: true });
      }
    };
    // A map opened after the search (a phone's Map tab) shows the providers already found.
    if (serviceSearchStore.active && serviceSearchStore.pins.length) follow(serviceSearchStore.pins);
    return reaction(() => serviceSearchStore.pins, follow);
  }, [map]);
}
