import { reaction, when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { pinCapNotice } from './notices';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getRuntimeConfig, type MapPin, type SearchFilters } from '@marketplace/shared';
import { flyTarget, initialView, MAX_ZOOM, type SearchedPlace } from './flyTo';
import { Legend } from './Legend';
import { loadMapLibrary, mapStyleUrl, type DrawApi, type MapApi, type MapEvent, type MapLibrary } from './library';
import type { LegendKey } from './legend';
import { MapMarker } from './MapMarker';
import { PinMarker } from './PinMarker';
import { visibleGroups, type PinGroup } from './pins';
import { PlaceLabels, type MapViewport } from './PlaceLabels';
import * as styles from './map.module.css';

/** The spec's words when a draw leaves no shapes (000 §2, §8). */
export const DRAW_HINT = 'Click the map to draw a polygon.';
/** Messages stay 4 seconds (spec 000 §9). */
const MESSAGE_MS = 4000;
/** Pins this far beyond the edges (as a share of the view) are kept, so panning shows them at once. */
const VIEW_MARGIN = 0.25;

/** What the map needs of the remote's search store (src/search/store.ts). */
export interface MapSearch {
  readonly filters: SearchFilters;
  readonly pins: MapPin[];
  /** How many adverts the area holds; more than `pins.length` when the API held some back. */
  readonly pinsTotal: number;
  readonly drawnAreas: number[][][];
  readonly viewedAdvertIds: ReadonlySet<number>;
  readonly selectedAdvertId: number | null;
  readonly loading: boolean;
  start(): Promise<void>;
  setDrawnAreas(rings: number[][][]): Promise<void>;
  openAdvert(advertId: number, source: 'map'): void;
}

export interface MapScreenProps {
  search: MapSearch;
  loadLibrary?: (mapboxToken: string | null) => Promise<MapLibrary>;
}

interface LoadedMap {
  library: MapLibrary;
  map: MapApi;
  draw: DrawApi;
  /** The place the map opened on, the start of the fly-to rule. */
  openedOn: SearchedPlace;
}

const placeOf = (f: SearchFilters): SearchedPlace => ({ address: f.address, city: f.city, latitude: f.latitude, longitude: f.longitude });

/** Outer rings of the drawn polygons, [lng, lat] each. */
function drawnRings(draw: DrawApi): number[][][] {
  return draw
    .getAll()
    .features.filter((f) => f.geometry.type === 'Polygon')
    .map((f) => (f.geometry.coordinates as number[][][])[0])
    .filter((ring) => ring && ring.length >= 4);
}

const polygonsOf = (rings: number[][][]) => ({
  type: 'FeatureCollection' as const,
  features: rings.map((ring, i) => {
    const closed = ring.length && (ring[0][0] !== ring[ring.length - 1][0] || ring[0][1] !== ring[ring.length - 1][1]) ? [...ring, ring[0]] : ring;
    return { id: `drawn-${i}`, type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon', coordinates: [closed] } };
  }),
});

const sameRings = (a: number[][][], b: number[][][]) => JSON.stringify(polygonsOf(a).features.map((f) => f.geometry)) === JSON.stringify(polygonsOf(b).features.map((f) => f.geometry));

function viewportOf(map: MapApi): MapViewport {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth(), zoom: map.getZoom() };
}

function inView(group: PinGroup, v: MapViewport): boolean {
  const dx = (v.east - v.west) * VIEW_MARGIN;
  const dy = (v.north - v.south) * VIEW_MARGIN;
  const [lng, lat] = group.position;
  return lng >= v.west - dx && lng <= v.east + dx && lat >= v.south - dy && lat <= v.north + dy;
}

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
 * The map screen (spec 000 §2): the searched place at zoom 12 (max 20), locate-me, zoom, polygon draw
 * and delete, the legend, the adverts' pins and their popups. The map library loads after the first
 * search has answered, when the browser is idle.
 */
export const MapScreen = observer(function MapScreen({ search, loadLibrary = loadMapLibrary }: MapScreenProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<LoadedMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<MapViewport | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<LegendKey>>(new Set());
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [hoverKey, setHoverKey] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    void search.start();
  }, [search]);

  // Create the map once the list and filters are usable: after the first answer, when idle.
  useEffect(() => {
    let cancelled = false;
    let created: MapApi | null = null;
    let cancelIdle = () => {};
    const disposeWhen = when(
      () => !search.loading,
      () => {
        cancelIdle = whenIdle(() => {
          const { mapboxToken, apiUrl } = getRuntimeConfig();
          loadLibrary(mapboxToken).then(
            (library) => {
              const container = containerRef.current;
              if (cancelled || !container) return;
              const openedOn = placeOf(search.filters);
              const map = library.createMap({ container, style: mapStyleUrl(mapboxToken, apiUrl), ...initialView(openedOn), maxZoom: MAX_ZOOM });
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
  }, [search, loadLibrary, attempt]);

  // The viewport decides which pins and labels are drawn; a click on the map itself closes the popup.
  useEffect(() => {
    if (!loaded) return;
    const { map } = loaded;
    const update = () => setView(viewportOf(map));
    const closePopup = (event: MapEvent) => {
      const target = event.originalEvent?.target;
      if (!(target instanceof Element && target.closest('[data-advert-ids]'))) setOpenKey(null);
    };
    map.on('load', update);
    map.on('moveend', update);
    map.on('resize', update);
    map.on('click', closePopup);
    update();
    return () => {
      map.off('load', update);
      map.off('moveend', update);
      map.off('resize', update);
      map.off('click', closePopup);
    };
  }, [loaded]);

  const showMessage = useCallback((text: string) => setMessage(text), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  // Drawn polygons search through drawbboxs; the store's areas (a restored search) show on the map.
  useEffect(() => {
    if (!loaded) return;
    const { map, draw } = loaded;
    const changed = (event: MapEvent) => {
      const rings = drawnRings(draw);
      if (!rings.length && event.type !== 'draw.delete') {
        showMessage(DRAW_HINT);
        return;
      }
      void search.setDrawnAreas(rings);
    };
    const modeChanged = (event: MapEvent) => setDrawing(event.mode === 'draw_polygon');
    map.on('draw.create', changed);
    map.on('draw.update', changed);
    map.on('draw.delete', changed);
    map.on('draw.modechange', modeChanged);
    const syncDraw = (rings: number[][][]) => {
      if (!sameRings(rings, drawnRings(draw))) draw.set(polygonsOf(rings));
    };
    // The draw control adds its sources when the style has loaded; before that set() has nowhere to go.
    const syncWhenReady = () => syncDraw(search.drawnAreas);
    map.once('load', syncWhenReady);
    const disposeSync = reaction(() => search.drawnAreas, syncDraw);
    return () => {
      map.off('draw.create', changed);
      map.off('draw.update', changed);
      map.off('draw.delete', changed);
      map.off('draw.modechange', modeChanged);
      map.off('load', syncWhenReady);
      disposeSync();
    };
  }, [loaded, search, showMessage]);

  // Fly to a newly searched place (zoom 12, or 8 without a city), not while an area is drawn for it.
  useEffect(() => {
    if (!loaded) return;
    let previous = loaded.openedOn;
    return reaction(
      () => search.filters,
      (filters) => {
        const next = placeOf(filters);
        const target = flyTarget(previous, next, (filters.drawbboxs?.length ?? 0) > 0);
        previous = next;
        if (target) loaded.map.flyTo({ ...target, essential: true });
      },
    );
  }, [loaded, search]);

  const groups = useMemo(() => visibleGroups(search.pins, hidden), [search.pins, hidden]);
  const shown = view ? groups.filter((g) => inView(g, view)) : [];
  const viewed = search.viewedAdvertIds;
  const capNotice = pinCapNotice(search.pins.length, search.pinsTotal);

  const toggleLegend = (key: LegendKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className={[styles.screen, drawing ? styles.drawing : null].filter(Boolean).join(' ')}>
      <div ref={containerRef} className={styles.canvas} role="region" aria-label="Map of adverts" />
      {!loaded && !failed && (
        <p className={styles.status} role="status">
          Loading the map…
        </p>
      )}
      {failed && (
        <p className={styles.status} role="alert">
          The map could not be loaded.{' '}
          <button
            type="button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Retry
          </button>
        </p>
      )}
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      {capNotice && (
        <p className={styles.capNotice} role="status">
          {capNotice}
        </p>
      )}
      <Legend hidden={hidden} onToggle={toggleLegend} />
      {loaded && loaded.library.kind === 'maplibre' && <PlaceLabels library={loaded.library} map={loaded.map} view={view} />}
      {loaded &&
        shown.map((group) => {
          const open = openKey === group.key || hoverKey === group.key;
          return (
            <MapMarker key={group.key} library={loaded.library} map={loaded.map} position={group.position} className={styles.pinMarker} layer={open ? 3 : group.pins.some((p) => p.id === search.selectedAdvertId) ? 2 : 1}>
              <PinMarker
                group={group}
                viewed={group.pins.every((p) => viewed.has(p.id))}
                popupOpen={open}
                onToggle={() => setOpenKey((key) => (key === group.key ? null : group.key))}
                onHover={(hovering) => setHoverKey((key) => (hovering ? group.key : key === group.key ? null : key))}
                onOpenAdvert={(advertId) => search.openAdvert(advertId, 'map')}
              />
            </MapMarker>
          );
        })}
    </div>
  );
});
