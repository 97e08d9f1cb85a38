// The half of the map screen that runs only once the map library has drawn the map: its layers of pins
// and circles, drawing areas, popups, place labels and the camera's moves. It is a chunk of its own,
// fetched beside the map library, so the first paint of the map home carries only the preview or the
// placeholder (MapScreen).
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapCluster, ServicePin } from '@marketplace/shared';
import { ServicePopup } from './ServicePopup';
import { providerPinLook } from './servicePinLook';
import { serviceSearchStore } from '../services/store';
import { useFlyToServiceSearch } from './useFlyToServiceSearch';
import { ClusterPopup } from './ClusterPopup';
import type { MapApi } from './library';
import { MapMarker } from './MapMarker';
import type { MapSearch } from './MapScreen';
import { PinPopup } from './PinPopup';
import { clusterFeatures, pinFeatures, type ClusterCollection } from './pinLayers';
import { advertPinLook, clusterKey } from './pinLook';
import type { LngLat, PinGroup } from './pins';
import { PlaceLabels } from './PlaceLabels';
import { useDrawnAreas } from './useDrawnAreas';
import { useFitResults } from './useFitResults';
import type { LoadedMap } from './useMapLibrary';
import { usePinLayers } from './usePinLayers';
import { useViewport } from './useViewport';
import * as styles from './map.module.css';

/** The mouse may take this long to cross from a pin to its popup before a hover-opened popup closes. */
const HOVER_GRACE_MS = 200;
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

export interface LiveMapProps {
  loaded: LoadedMap;
  search: MapSearch;
  /** The adverts' pins the legend leaves shown, merged where close (empty during a service search). */
  advertGroups: PinGroup[];
  /** The providers' pins during a service search, merged where close. */
  providerGroups: Array<PinGroup<ServicePin>>;
  /** The counted circles shown: none during a service search or with 'Multiple' hidden. */
  clusters: MapCluster[];
  /** Shows a message over the map (a draw that left no shape). */
  onMessage(message: string): void;
}

/** The live map's layers, popups and labels, and what it tells the search: the view it shows and the areas drawn on it. */
export const LiveMap = observer(function LiveMap({ loaded, search, advertGroups, providerGroups, clusters, onMessage }: LiveMapProps) {
  const { map } = loaded;
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [hoverKey, hover, dismissHover] = useHoverKey();
  const view = useViewport(map);
  useEffect(() => {
    if (view) search.showMapView(view);
  }, [search, view]);
  const drawing = useDrawnAreas(loaded, search, onMessage);
  useFitResults(loaded, search);
  useFlyToServiceSearch(map);

  const services = serviceSearchStore.active;
  const viewed = search.viewedAdvertIds;
  const selected = search.selectedAdvertId;
  const features = useMemo(
    () => (services ? pinFeatures(providerGroups, providerPinLook, null) : pinFeatures(advertGroups, advertPinLook(viewed), selected)),
    [services, providerGroups, advertGroups, viewed, selected],
  );
  const circles = useMemo((): ClusterCollection => clusterFeatures(clusters), [clusters]);
  const clusterOf = (key: string | null) => (key ? clusters.find((c) => clusterKey(c) === key) : undefined);
  usePinLayers(map, features, circles, drawing, {
    onPinClick: (key) => {
      const cluster = clusterOf(key);
      if (cluster) {
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

  return (
    <>
      {loaded.library.kind === 'maplibre' && <PlaceLabels library={loaded.library} map={map} view={view} />}
      {popupPosition && (
        <MapMarker library={loaded.library} map={map} position={popupPosition} className={styles.popupMarker} layer={3}>
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
                zoomToCluster(map, clusterPopup);
              }}
            />
          )}
        </MapMarker>
      )}
    </>
  );
});
