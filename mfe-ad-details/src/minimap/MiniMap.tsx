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
 * A small map of the advert's position. The map library (hundreds of kB) is fetched only once the
 * mini map scrolls into view.
 */
export function MiniMap({ longitude, latitude, zoom, label }: MiniMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    // Every browser we support has IntersectionObserver; without it the map simply stays unloaded.
    if (!element || visible || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const element = container.current;
    if (!visible || !element) return;
    let remove: RemoveMap | null = null;
    let cancelled = false;
    setFailed(false);
    loadLibrary()
      .then((library) => library.createMiniMap({ container: element, longitude, latitude, zoom }))
      .then(
        (removeMap) => {
          if (cancelled) removeMap();
          else remove = removeMap;
        },
        (error: unknown) => {
          console.warn('[mini map] could not be shown:', error);
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [visible, longitude, latitude, zoom]);

  return (
    <div className={styles.frame}>
      <div ref={container} className={styles.map} role="region" aria-label={label} data-testid="mini-map" />
      {failed && <p className={styles.failed}>The map could not be shown.</p>}
    </div>
  );
}
