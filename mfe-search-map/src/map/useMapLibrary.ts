import { when } from 'mobx';
import { useEffect, useState, type RefObject } from 'react';
import { getRuntimeConfig, type SearchFilters } from '@marketplace/shared';
import { initialView, MAX_ZOOM, type SearchedPlace } from './flyTo';
import { loadMapLibrary, mapStyleUrl, type DrawApi, type MapApi, type MapLibrary } from './library';

export interface LoadedMap {
  library: MapLibrary;
  map: MapApi;
  draw: DrawApi;
  /** The place the map opened on, the start of the fly-to rule. */
  openedOn: SearchedPlace;
}

export const placeOf = (f: SearchFilters): SearchedPlace => ({
  address: f.address,
  city: f.city,
  latitude: f.latitude,
  longitude: f.longitude,
});

/** Runs `fn` once the browser is idle, so the map library never competes with the list and filters. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(fn, 50);
  return () => clearTimeout(timer);
}

/** Runs `fn` at once: the person asked for the map. */
function runNow(fn: () => void): () => void {
  fn();
  return () => {};
}

interface MapLibrarySearch {
  readonly filters: SearchFilters;
  readonly loading: boolean;
  start(): Promise<void>;
}

/**
 * Starts the search, then creates the map with its controls once the list and filters are usable:
 * after the first answer, when the browser is idle, so the heavy library never delays them. With
 * `wanted` false (a phone's preview stands in its place) the map waits until the person asks for it,
 * and is then created at once. `retry` tries again after the library failed to load.
 */
export function useMapLibrary(
  search: MapLibrarySearch,
  containerRef: RefObject<HTMLDivElement | null>,
  loadLibrary: (mapboxToken: string | null) => Promise<MapLibrary> = loadMapLibrary,
  wanted: 'idle' | 'now' | false = 'idle',
): { loaded: LoadedMap | null; failed: boolean; retry(): void } {
  const [loaded, setLoaded] = useState<LoadedMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void search.start();
  }, [search]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let created: MapApi | null = null;
    let cancelIdle = () => {};
    const disposeWhen = when(
      () => !search.loading,
      () => {
        const start = wanted === 'now' ? runNow : whenIdle;
        cancelIdle = start(() => {
          const { mapboxToken, apiUrl } = getRuntimeConfig();
          loadLibrary(mapboxToken).then(
            (library) => {
              const container = containerRef.current;
              if (cancelled || !container) return;
              const openedOn = placeOf(search.filters);
              const map = library.createMap({
                container,
                style: library.style ?? mapStyleUrl(mapboxToken, apiUrl),
                ...initialView(openedOn),
                maxZoom: MAX_ZOOM,
              });
              created = map;
              map.addControl(library.geolocateControl(), 'top-right');
              map.addControl(library.navigationControl(), 'top-right');
              const draw = library.drawControl();
              map.addControl(draw, 'top-right');
              setLoaded({ library, map, draw, openedOn });
            },
            () => {
              if (!cancelled) setFailed(true);
            },
          );
        });
      },
    );
    return () => {
      cancelled = true;
      disposeWhen();
      cancelIdle();
      created?.remove();
      setLoaded(null);
    };
  }, [search, containerRef, loadLibrary, attempt, wanted]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { loaded, failed, retry };
}
