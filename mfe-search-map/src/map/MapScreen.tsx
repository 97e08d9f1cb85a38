import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTimedMessage, type MapCluster, type MapPin, type SearchFilters } from '@marketplace/shared';
import { ServicePopup } from './ServicePopup';
import { providerPinLook } from './servicePinLook';
import { serviceSearchStore } from '../services/store';
import { useFlyToServiceSearch } from './useFlyToServiceSearch';
import type { MapViewport } from '../search/store';
import { ClusterPopup } from './ClusterPopup';
import { initialView } from './flyTo';
import { pinCapNotice } from './notices';
import { Legend } from './Legend';
import type { MapApi, MapLibrary } from './library';
import { hiddenCategoryIds, type LegendKey } from './legend';
import { MapMarker } from './MapMarker';
import { MapPreview } from './MapPreview';
import { PinPopup } from './PinPopup';
import { advertPinLook, clusterFeatures, clusterKey, pinFeatures, type ClusterCollection } from './pinLayers';
import { mergePins, visibleGroups, type LngLat } from './pins';
import { PlaceLabels } from './PlaceLabels';
import { previewFirst } from './preview';
import { useDrawnAreas } from './useDrawnAreas';
import { useFlyToSearchedPlace } from './useFlyToSearchedPlace';
import { useMapLibrary } from './useMapLibrary';
import { usePinLayers } from './usePinLayers';
import { useViewport } from './useViewport';
import * as styles from './map.module.css';

export { DRAW_HINT } from './useDrawnAreas';
const NO_CLUSTERS: MapCluster[] = [];
/** Messages stay 4 seconds (spec 000 §9). */
const MESSAGE_MS = 4000;
/** The mouse may take this long to cross from a pin to its popup before a hover-opened popup closes. */
const HOVER_GRACE_MS = 200;
/** The map's description: it is drawn on a canvas, and the list is how the keyboard and screen readers reach its adverts. */
export const MAP_DESCRIPTION =
  'The map draws the adverts as pins on a canvas. The results list holds the same adverts and is the way to reach them with the keyboard or a screen reader.';

/** What the map needs of the remote's search store (src/search/store.ts). */
export interface MapSearch {
  readonly filters: SearchFilters;
  /** The view's adverts drawn as pins. */
  readonly pins: MapPin[];
  /** The view's counted circles, where adverts are many. */
  readonly clusters: MapCluster[];
  readonly drawnAreas: number[][][];
  readonly viewedAdvertIds: ReadonlySet<number>;
  readonly selectedAdvertId: number | null;
  readonly loading: boolean;
  start(): Promise<void>;
  /** The map tells what it shows; the store fetches its circles and pins. */
  showMapView(view: MapViewport): void;
  setMapLegend(hiddenCategories: number[], hideMultiple: boolean): void;
  setDrawnAreas(rings: number[][][]): Promise<void>;
  openAdvert(advertId: number, source: 'map'): void;
}

/** Circles open to their adverts no closer than this: a street or two on the screen. */
const CLUSTER_ZOOM_LIMIT = 17;

/** Zooms the map to a circle's adverts, at least one whole zoom further in, so the circle comes apart. */
function zoomToCluster(map: MapApi, cluster: MapCluster): void {
  const [west, south, east, north] = cluster.extent;
  const camera = map.cameraForBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: 48 },
  );
  const zoom = Math.min(CLUSTER_ZOOM_LIMIT, Math.max(camera?.zoom ?? 0, Math.floor(map.getZoom()) + 1));
  map.easeTo({ center: [(west + east) / 2, (south + north) / 2], zoom });
}

export interface MapScreenProps {
  search: MapSearch;
  loadLibrary?: (mapboxToken: string | null) => Promise<MapLibrary>;
  /** Whether a preview stands in for the map until the person reaches for it (by default on a phone). */
  preview?: boolean;
}

/**
 * The pin the mouse points at. Leaving a pin closes its popup only after a short grace, so the mouse
 * can move from the pin onto the popup above it.
 */
function useHoverKey(): [string | null, (key: string | null) => void, () => void] {
  const [hoverKey, setHoverKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const hover = (key: string | null) => {
    clearTimeout(timer.current ?? undefined);
    timer.current = null;
    if (key) setHoverKey(key);
    else timer.current = setTimeout(() => setHoverKey(null), HOVER_GRACE_MS);
  };
  const dismiss = useCallback(() => {
    clearTimeout(timer.current ?? undefined);
    timer.current = null;
    setHoverKey(null);
  }, []);
  return [hoverKey, hover, dismiss];
}

/**
 * Escape closes an open popup, wherever the focus is (WCAG 1.4.13: content shown on hover can be dismissed
 * without moving the mouse). A keyboard user inside the popup is put back on the map.
 */
function useEscapeClosesPopup(open: boolean, close: () => void, map: MapApi | null): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInPopup = document.activeElement?.closest('[data-map-popup]') != null;
      close();
      if (focusInPopup) map?.getCanvas().focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, map]);
}

/**
 * The map screen (spec 000 §2): the searched place at zoom 12 (max 20), locate-me, zoom, polygon draw
 * and delete, the legend, the adverts' pins and their popups. The map library loads after the first
 * search has answered, when the browser is idle; on a phone a preview of the circles and pins stands
 * until the person reaches for the map.
 */
export const MapScreen = observer(function MapScreen({ search, loadLibrary, preview: previewAsked }: MapScreenProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // On a phone the map library starts only when the person reaches for the map; a preview stands meanwhile.
  // Decided once: a phone turned sideways keeps its map.
  const [preview] = useState(() => previewAsked ?? previewFirst());
  const [woken, setWoken] = useState(!preview);
  const [previewViewport, setPreviewViewport] = useState<MapViewport | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<LegendKey>>(new Set());
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [hoverKey, hover, dismissHover] = useHoverKey();
  const [message, showMessage] = useTimedMessage(MESSAGE_MS);
  const { loaded, failed, retry } = useMapLibrary(search, containerRef, loadLibrary, preview ? woken && 'now' : 'idle');
  const map = loaded?.map ?? null;
  const mapViewport = useViewport(map);
  const view = mapViewport ?? (loaded ? null : previewViewport);
  const { address, city, latitude, longitude } = search.filters;
  const previewView = useMemo(() => initialView({ address, city, latitude, longitude }), [address, city, latitude, longitude]);
  const wake = useCallback(() => setWoken(true), []);
  useEffect(() => {
    if (view) search.showMapView(view);
  }, [search, view]);
  useEffect(() => search.setMapLegend(hiddenCategoryIds(hidden), hidden.has('multiple')), [search, hidden]);
  const drawing = useDrawnAreas(loaded, search, showMessage);
  useFlyToSearchedPlace(loaded, search);
  useFlyToServiceSearch(map);

  // During a service search the providers stand on the adverts' layers, merged and tagged the same way.
  const services = serviceSearchStore.active;
  const providerPins = serviceSearchStore.pins;
  const advertGroups = useMemo(() => (services ? [] : visibleGroups(search.pins, hidden)), [services, search.pins, hidden]);
  const providerGroups = useMemo(() => (services ? mergePins(providerPins) : []), [services, providerPins]);
  const viewed = search.viewedAdvertIds;
  const selected = search.selectedAdvertId;
  const features = useMemo(
    () => (services ? pinFeatures(providerGroups, providerPinLook, null) : pinFeatures(advertGroups, advertPinLook(viewed), selected)),
    [services, providerGroups, advertGroups, viewed, selected],
  );
  const dots = useMemo(
    () =>
      preview && !loaded
        ? services
          ? providerGroups.map((g) => ({ key: g.key, position: g.position, colour: providerPinLook(g).colour }))
          : advertGroups.map((g) => ({ key: g.key, position: g.position, colour: advertPinLook(viewed)(g).colour }))
        : [],
    [preview, loaded, services, providerGroups, advertGroups, viewed],
  );
  // 'Multiple' hidden hides the circles at once; the next answer leaves them out too.
  const clusters = services || hidden.has('multiple') ? NO_CLUSTERS : search.clusters;
  const circles = useMemo((): ClusterCollection => clusterFeatures(clusters), [clusters]);
  const clusterOf = (key: string | null) => (key ? clusters.find((c) => clusterKey(c) === key) : undefined);
  usePinLayers(map, features, circles, drawing, {
    onPinClick: (key) => {
      const cluster = clusterOf(key);
      if (cluster && map) {
        dismissHover();
        setOpenKey(null);
        zoomToCluster(map, cluster);
      } else setOpenKey((open) => (open === key ? null : key));
    },
    onPinHover: hover,
    onBackgroundClick: () => setOpenKey(null),
  });
  // A popup belongs to one search: switching between adverts and providers closes it.
  useEffect(() => setOpenKey(null), [services]);
  const popupKey = openKey ?? hoverKey;
  const closePopup = useCallback(() => {
    setOpenKey(null);
    dismissHover();
  }, [dismissHover]);
  useEscapeClosesPopup(popupKey !== null, closePopup, map);
  const advertPopup = popupKey ? advertGroups.find((g) => g.key === popupKey) : undefined;
  const providerPopup = popupKey ? providerGroups.find((g) => g.key === popupKey) : undefined;
  const clusterPopup = clusterOf(popupKey);
  const clusterPosition: LngLat | undefined = clusterPopup && [clusterPopup.longitude, clusterPopup.latitude];
  const popupPosition = (advertPopup ?? providerPopup)?.position ?? clusterPosition;
  const pinCount = services ? providerGroups.length : advertGroups.length;
  const described = `${pinCount.toLocaleString('en-GB')} pins${clusters.length ? ` and ${clusters.length.toLocaleString('en-GB')} counted circles` : ''}.`;
  // Advert answers hold every advert of the view (circles where many); the providers' answer is capped.
  const capNotice = services ? pinCapNotice(providerPins.length, serviceSearchStore.pinsTotal, 'providers') : null;

  const toggleLegend = (key: LegendKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className={styles.screen}>
      <div
        ref={containerRef}
        className={styles.canvas}
        role="region"
        aria-label={services ? 'Map of service providers' : 'Map of adverts'}
        aria-description={`${described} ${MAP_DESCRIPTION}`}
      />
      {!loaded && !failed && preview && (
        <MapPreview view={previewView} clusters={clusters} dots={dots} onViewport={setPreviewViewport} onWake={wake} waking={woken} />
      )}
      {!loaded && !failed && !preview && (
        <p className={styles.status} role="status">
          Loading the map…
        </p>
      )}
      {failed && (
        <p className={styles.status} role="alert">
          The map could not be loaded.{' '}
          <button type="button" onClick={retry}>
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
      {!services && <Legend hidden={hidden} onToggle={toggleLegend} />}
      {loaded && loaded.library.kind === 'maplibre' && <PlaceLabels library={loaded.library} map={loaded.map} view={view} />}
      {loaded && popupPosition && (
        <MapMarker library={loaded.library} map={loaded.map} position={popupPosition} className={styles.popupMarker} layer={3}>
          {advertPopup && (
            <PinPopup
              group={advertPopup}
              onHover={(hovering) => hover(hovering ? advertPopup.key : null)}
              onOpenAdvert={(advertId) => search.openAdvert(advertId, 'map')}
            />
          )}
          {providerPopup && (
            <ServicePopup
              group={providerPopup}
              onHover={(hovering) => hover(hovering ? providerPopup.key : null)}
              onOpenService={serviceSearchStore.openService}
            />
          )}
          {clusterPopup && (
            <ClusterPopup
              cluster={clusterPopup}
              onHover={(hovering) => hover(hovering ? clusterKey(clusterPopup) : null)}
              onZoom={() => {
                closePopup();
                zoomToCluster(loaded.map, clusterPopup);
              }}
            />
          )}
        </MapMarker>
      )}
    </div>
  );
});
