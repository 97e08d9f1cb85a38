import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bus, isPhone, useTimedMessage, type MapCluster, type MapPin, type SearchFilters } from '@marketplace/shared';
import { serviceSearchStore } from '../services/store';
import { providerPinLook } from './servicePinLook';
import type { MapCamera, MapFit, MapViewport } from '../search/store';
import { fitPadding, fitView } from './fit';
import { initialView, type MapView } from './flyTo';
import { pinCapNotice } from './notices';
import { Legend } from './Legend';
import { loadMapLibrary, type MapLibrary } from './library';
import { hiddenCategoryIds, type LegendKey } from './legend';
import { MapPreview } from './MapPreview';
import { advertPinLook } from './pinLook';
import { mergePins, visibleGroups } from './pins';
import { previewFirst, type Size } from './preview';
import { serviceSearchView } from './useFlyToServiceSearch';
import { useMapLibrary } from './useMapLibrary';
import * as styles from './map.module.css';

const NO_CLUSTERS: MapCluster[] = [];
/** Messages stay 4 seconds (spec 000 §9). */
const MESSAGE_MS = 4000;
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
  /** What the latest typed search asks the map to show. */
  readonly fit: MapFit | null;
  /** Where the person left the map for this search, if they did. */
  readonly keptCamera: MapCamera | null;
  keepCamera(view: MapCamera): void;
  /** Whether the person has asked for the live map on this page: shown again (Back from an advert), it needs no second asking. */
  readonly liveMapAsked: boolean;
  askForLiveMap(): void;
  start(): Promise<void>;
  /** The map tells what it shows; the store fetches its circles and pins. */
  showMapView(view: MapViewport): void;
  setMapLegend(hiddenCategories: number[], hideMultiple: boolean): void;
  setDrawnAreas(rings: number[][][]): Promise<void>;
  openAdvert(advertId: number, source: 'map'): void;
}

export interface MapScreenProps {
  search: MapSearch;
  loadLibrary?: (mapboxToken: string | null) => Promise<MapLibrary>;
  /**
   * Whether the map waits for the person to reach for it (by default on a phone); else it also starts by
   * itself once they pause. Until it starts, a preview of its circles and pins stands in its place.
   */
  preview?: boolean;
  /** How long a pause after the first results starts the map by itself where it does not wait (MAP_START_PAUSE_MS). */
  pauseMs?: number;
}

/** The live map's half: fetched beside the map library, never before the person or the idle browser asks for the map. */
const loadLiveMap = () => import('./LiveMap');
const LiveMap = lazy(() => loadLiveMap().then((module) => ({ default: module.LiveMap })));

/**
 * The map screen (spec 000 §2): the searched place at zoom 12 (max 20), locate-me, zoom, polygon draw
 * and delete, the legend, the adverts' pins and their popups. Until the map library runs, a preview of
 * the view's circles and pins stands in its place: on a phone until the person reaches for the map; on
 * a desktop also until the first search has answered and the person has paused (useMapLibrary).
 */
export const MapScreen = observer(function MapScreen({
  search,
  loadLibrary = loadMapLibrary,
  preview: previewAsked,
  pauseMs,
}: MapScreenProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // On a phone the map library starts only when the person reaches for the map. Decided once: a phone
  // turned sideways keeps its map.
  const [preview] = useState(() => previewAsked ?? previewFirst());
  // The person reached for the map: a touch, a press, a wheel, the button on its preview or a phone's Map view.
  const [woken, setWoken] = useState(() => search.liveMapAsked);
  const [previewViewport, setPreviewViewport] = useState<MapViewport | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<LegendKey>>(new Set());
  const [message, showMessage] = useTimedMessage(MESSAGE_MS);
  // The live map's chunk comes with the library: a map drawn without its pins would not last a frame.
  const loadWithLiveMap = useCallback(
    (mapboxToken: string | null) => Promise.all([loadLibrary(mapboxToken), loadLiveMap()]).then(([library]) => library),
    [loadLibrary],
  );
  // The map opens, and its preview stands, where the search is: a service search's point, else the searched place.
  const services = serviceSearchStore.active;
  const serviceFilters = serviceSearchStore.filters;
  const { address, city, latitude, longitude } = search.filters;
  const view = useMemo(
    () => (services ? serviceSearchView(serviceFilters) : null) ?? initialView({ address, city, latitude, longitude }),
    [services, serviceFilters, address, city, latitude, longitude],
  );
  // A property search's map opens where the person left it, else on the results of the last typed search fitted to the map's size.
  const fit = services ? null : search.fit;
  const fitted = useCallback(
    (size: Size): MapView => (fit?.box && size.width > 0 && size.height > 0 ? fitView(fit.box, size, fitPadding(isPhone())) : view),
    [fit, view],
  );
  const openingView = useCallback((size: Size) => (services ? null : search.keptCamera) ?? fitted(size), [services, search, fitted]);
  const { loaded, failed, retry } = useMapLibrary(
    search,
    containerRef,
    openingView,
    loadWithLiveMap,
    woken ? 'now' : !preview && 'paused',
    pauseMs,
  );
  const wake = useCallback(() => {
    search.askForLiveMap();
    setWoken(true);
  }, [search]);
  // On a phone the Map view is the person asking for the map: it opens live, not as a preview.
  useEffect(() => bus.on('list:open', ({ open }) => !open && wake()), [wake]);
  // Until the map shows its own view, the preview's stands for it; once loaded, the live map tells its view.
  useEffect(() => {
    if (!loaded && previewViewport) search.showMapView(previewViewport);
  }, [search, loaded, previewViewport]);
  useEffect(() => search.setMapLegend(hiddenCategoryIds(hidden), hidden.has('multiple')), [search, hidden]);

  // During a service search the providers stand on the adverts' layers, merged and tagged the same way.
  const providerPins = serviceSearchStore.pins;
  const advertGroups = useMemo(() => (services ? [] : visibleGroups(search.pins, hidden)), [services, search.pins, hidden]);
  const providerGroups = useMemo(() => (services ? mergePins(providerPins) : []), [services, providerPins]);
  const viewed = search.viewedAdvertIds;
  const dots = useMemo(
    () =>
      !loaded
        ? services
          ? providerGroups.map((g) => ({ key: g.key, position: g.position, colour: providerPinLook(g).colour }))
          : advertGroups.map((g) => ({ key: g.key, position: g.position, colour: advertPinLook(viewed)(g).colour }))
        : [],
    [loaded, services, providerGroups, advertGroups, viewed],
  );
  // 'Multiple' hidden hides the circles at once; the next answer leaves them out too.
  const clusters = services || hidden.has('multiple') ? NO_CLUSTERS : search.clusters;
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
      {!loaded && !failed && (
        <MapPreview view={fitted} clusters={clusters} dots={dots} onViewport={setPreviewViewport} onWake={wake} waking={woken} />
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
      {loaded && (
        <Suspense>
          <LiveMap
            loaded={loaded}
            search={search}
            advertGroups={advertGroups}
            providerGroups={providerGroups}
            clusters={clusters}
            onMessage={showMessage}
          />
        </Suspense>
      )}
    </div>
  );
});
