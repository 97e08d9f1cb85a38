import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '@marketplace/shared';
import type { RemoveMap } from './style';
import * as styles from './minimap.module.css';

interface MiniMapProps {
  longitude: number;
  latitude: number;
  zoom: number;
  label: string;
}

/** Loads one map library, lazily: mapbox-gl with a token, otherwise maplibre-gl. */
async function loadLibrary() {
  return getRuntimeConfig().mapboxToken ? import('./mapbox') : import('./maplibre');
}

/**
 * A small map of the advert's position. Until the person reaches for it, a picture of the spot stands
 * in its place (the marker on the map's light ground): the map library (hundreds of kB, and a second
 * of a phone's main thread to start) is fetched only when it is touched, clicked or its button pressed.
 */
export function MiniMap({ longitude, latitude, zoom, label }: MiniMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const want = () => setWanted(true);

  useEffect(() => {
    const element = container.current;
    if (!wanted || !element) return;
    let remove: RemoveMap | null = null;
    let cancelled = false;
    setFailed(false);
    loadLibrary()
      .then((library) => library.createMiniMap({ container: element, longitude, latitude, zoom }))
      .then(
        (removeMap) => {
          if (cancelled) removeMap();
          else {
            remove = removeMap;
            setShown(true);
          }
        },
        (error: unknown) => {
          console.warn('[mini map] could not be shown:', error);
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
      remove?.();
      setShown(false);
    };
  }, [wanted, longitude, latitude, zoom]);

  return (
    <div className={styles.frame}>
      <div ref={container} className={styles.map} role="region" aria-label={label} data-testid="mini-map" />
      {!shown && !failed && (
        <div className={styles.picture} onPointerDown={want} data-testid="mini-map-picture">
          <svg className={styles.marker} viewBox="0 0 27 41" width="27" height="41" aria-hidden="true">
            <path d="M13.5 0C6 0 0 6 0 13.5 0 23.6 13.5 41 13.5 41S27 23.6 27 13.5C27 6 21 0 13.5 0Z" fill="#0b6e4f" />
            <circle cx="13.5" cy="13.5" r="5" fill="#fff" />
          </svg>
          <button type="button" className={`ui-map-pill ${styles.wake}`} onClick={want} disabled={wanted}>
            {wanted ? 'Loading the map…' : 'Move and zoom the map'}
          </button>
        </div>
      )}
      {failed && <p className={styles.failed}>The map could not be shown.</p>}
    </div>
  );
}
