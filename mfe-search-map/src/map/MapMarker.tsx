import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MapApi, MapLibrary } from './library';
import type { LngLat } from './pins';

interface MapMarkerProps {
  library: MapLibrary;
  map: MapApi;
  position: LngLat;
  className?: string;
  /** Stacking among markers: place labels under pins, an open pin above the rest. */
  layer: number;
  children: ReactNode;
}

/** A library marker whose element React renders into, so pins and labels are ordinary components. */
export function MapMarker({ library, map, position, className, layer, children }: MapMarkerProps) {
  const [element] = useState(() => document.createElement('div'));
  const [lng, lat] = position;

  useEffect(() => {
    const marker = library.createMarker(element).setLngLat([lng, lat]).addTo(map);
    return () => marker.remove();
  }, [library, map, element, lng, lat]);

  // The library puts its own classes (position, anchor) on the element: add ours beside them.
  useEffect(() => {
    const classes = (className ?? '').split(' ').filter(Boolean);
    element.classList.add(...classes);
    return () => element.classList.remove(...classes);
  }, [element, className]);

  useEffect(() => {
    element.style.zIndex = String(layer);
  }, [element, layer]);

  return createPortal(children, element);
}
