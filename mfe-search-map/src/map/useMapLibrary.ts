import { when } from 'mobx';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { getRuntimeConfig, type SearchFilters } from '@marketplace/shared';
import { MAX_ZOOM, type MapView, type SearchedPlace } from './flyTo';
import type { Size } from './preview';
import { loadMapLibrary, mapStyleUrl, type DrawApi, type MapApi, type MapLibrary } from './library';

export interface LoadedMap {
  library: MapLibrary;
  map: MapApi;
  draw: DrawApi;
  /** The place the map opened on, the start of the fly-to rule. */
  openedOn: SearchedPlace;
  /** The typed search whose results the map opened on (0: none), so it is not fitted again. */
  openedOnFit: number;
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

/**
 * A pause this long in the person's keys, clicks and taps after the first results show lets the map
 * library start on a desktop. Its first frames take the main thread for about 100 ms each on a mid-range
 * machine: started under a person's first clicks and keys, they delayed the page's answers to them past
 * 200 ms (INP).
 */
export const MAP_START_PAUSE_MS = 2000;
/** When the person last pressed a key, clicked or tapped (page time). */
let lastInput = Number.NEGATIVE_INFINITY;
let watching = false;

/** Follows the person's input, from the page's first (the cookie banner's Accept may come before this chunk). */
function watchInput(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  const seen = () => (lastInput = performance.now());
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, seen, { capture: true, passive: true });
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastInput = Math.max(lastInput, entry.startTime);
    }).observe({ type: 'first-input', buffered: true });
  }
}

/** Runs `fn` when the browser is idle and the person has left the page alone for `pauseMs` since `since` (page time). */
function whenPaused(fn: () => void, since: number, pauseMs: number): () => void {
  let cancel = () => {};
  const attempt = () => {
    const wait = Math.max(lastInput, since) + pauseMs - performance.now();
    if (wait <= 0) {
      cancel = whenIdle(fn);
      return;
    }
    const timer = setTimeout(attempt, wait);
    cancel = () => clearTimeout(timer);
  };
  attempt();
  return () => cancel();
}

/** Runs `fn` at once: the person asked for the map. */
function runNow(fn: () => void): () => void {
  fn();
  return () => {};
}

interface MapLibrarySearch {
  readonly filters: SearchFilters;
  readonly loading: boolean;
  readonly fit: { id: number } | null;
  start(): Promise<void>;
}

/**
 * Starts the search, then creates the map with its controls once the list and filters are usable: after
 * the first answer, when the browser is idle and the person has paused (`paused`), so the heavy library
 * never delays them. With `wanted` false (a phone's preview stands in its place) the map waits until the
 * person asks for it, and is then created at once (`now`). The map opens at `view` as it is when the map
 * is created (for the container's size then), not as it was asked for. `retry` tries again after the library
 * failed to load.
 */
export function useMapLibrary(
  search: MapLibrarySearch,
  containerRef: RefObject<HTMLDivElement | null>,
  view: (size: Size) => MapView,
  loadLibrary: (mapboxToken: string | null) => Promise<MapLibrary> = loadMapLibrary,
  wanted: 'paused' | 'now' | false = 'paused',
  pauseMs = MAP_START_PAUSE_MS,
): { loaded: LoadedMap | null; failed: boolean; retry(): void } {
  const [loaded, setLoaded] = useState<LoadedMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const viewNow = useEffectEvent((size: Size) => view(size));

  useEffect(() => {
    void search.start();
    watchInput();
  }, [search]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let created: MapApi | null = null;
    let cancelIdle = () => {};
    const disposeWhen = when(
      () => !search.loading,
      () => {
        const answeredAt = performance.now();
        const start = wanted === 'now' ? runNow : (fn: () => void) => whenPaused(fn, answeredAt, pauseMs);
        cancelIdle = start(() => {
          const { mapboxToken, apiUrl } = getRuntimeConfig();
          loadLibrary(mapboxToken).then(
            (library) => {
              const container = containerRef.current;
              if (cancelled || !container) return;
              const openedOn = placeOf(search.filters);
              const openedOnFit = search.fit?.id ?? 0;
              const map = library.createMap({
                container,
                style: library.style ?? mapStyleUrl(mapboxToken, apiUrl),
                ...viewNow({ width: container.clientWidth, height: container.clientHeight }),
                maxZoom: MAX_ZOOM,
              });
              created = map;
              map.addControl(library.geolocateControl(), 'top-right');
              map.addControl(library.navigationControl(), 'top-right');
              const draw = library.drawControl();
              map.addControl(draw, 'top-right');
              setLoaded({ library, map, draw, openedOn, openedOnFit });
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
  }, [search, containerRef, loadLibrary, attempt, wanted, pauseMs]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { loaded, failed, retry };
}
