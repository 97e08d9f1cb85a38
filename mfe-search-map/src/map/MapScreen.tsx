import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState } from 'react';
import { useTimedMessage, type MapPin, type SearchFilters } from '@marketplace/shared';
import { serviceSearchStore } from '../services/store';
import { ServicePins } from '../services/ServicePins';
import { pinCapNotice } from './notices';
import { Legend } from './Legend';
import type { MapLibrary } from './library';
import type { LegendKey } from './legend';
import { MapMarker } from './MapMarker';
import { PinMarker } from './PinMarker';
import { visibleGroups, type PinGroup } from './pins';
import { PlaceLabels, type MapViewport } from './PlaceLabels';
import { useDrawnAreas } from './useDrawnAreas';
import { useFlyToSearchedPlace } from './useFlyToSearchedPlace';
import { useMapLibrary } from './useMapLibrary';
import { useViewport } from './useViewport';
import * as styles from './map.module.css';

export { DRAW_HINT } from './useDrawnAreas';
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

function inView(group: PinGroup, v: MapViewport): boolean {
  const dx = (v.east - v.west) * VIEW_MARGIN;
  const dy = (v.north - v.south) * VIEW_MARGIN;
  const [lng, lat] = group.position;
  return lng >= v.west - dx && lng <= v.east + dx && lat >= v.south - dy && lat <= v.north + dy;
}

/**
 * The map screen (spec 000 §2): the searched place at zoom 12 (max 20), locate-me, zoom, polygon draw
 * and delete, the legend, the adverts' pins and their popups. The map library loads after the first
 * search has answered, when the browser is idle.
 */
export const MapScreen = observer(function MapScreen({ search, loadLibrary }: MapScreenProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<LegendKey>>(new Set());
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [hoverKey, setHoverKey] = useState<string | null>(null);
  const [message, showMessage] = useTimedMessage(MESSAGE_MS);
  const { loaded, failed, retry } = useMapLibrary(search, containerRef, loadLibrary);
  const view = useViewport(loaded?.map ?? null, () => setOpenKey(null));
  const drawing = useDrawnAreas(loaded, search, showMessage);
  useFlyToSearchedPlace(loaded, search);

  const groups = useMemo(() => visibleGroups(search.pins, hidden), [search.pins, hidden]);
  const shown = view ? groups.filter((g) => inView(g, view)) : [];
  const viewed = search.viewedAdvertIds;
  const services = serviceSearchStore.active;
  const capNotice = services ? null : pinCapNotice(search.pins.length, search.pinsTotal);

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
      {loaded && services && <ServicePins library={loaded.library} map={loaded.map} />}
      {loaded &&
        !services &&
        shown.map((group) => {
          const open = openKey === group.key || hoverKey === group.key;
          return (
            <MapMarker
              key={group.key}
              library={loaded.library}
              map={loaded.map}
              position={group.position}
              className={styles.pinMarker}
              layer={open ? 3 : group.pins.some((p) => p.id === search.selectedAdvertId) ? 2 : 1}
            >
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
