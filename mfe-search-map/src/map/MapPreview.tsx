import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapCluster } from '@marketplace/shared';
import type { MapViewport } from '../search/store';
import type { MapView } from './flyTo';
import { legendEntry } from './legend';
import { clusterKey, clusterLegendKey, countText } from './pinLook';
import type { LngLat } from './pins';
import { circleRadius, screenPoint, viewportOf, type Size } from './preview';
import * as styles from './map.module.css';

/** Enough dots to show where adverts stand; each is an element, and the preview must stay light. */
const MAX_DOTS = 400;

interface MapPreviewProps {
  /** The view the map will open on, for the preview's size. */
  view(size: Size): MapView;
  clusters: readonly MapCluster[];
  /** The view's pins (or merged pins), as dots in their legend colour. */
  dots: ReadonlyArray<{ key: string; position: LngLat; colour: string }>;
  /** The part of the world the preview shows, so the map's answer (circles and pins) can be asked for. */
  onViewport(viewport: MapViewport): void;
  /** The person reached for the map: the real one is wanted. */
  onWake(): void;
  waking: boolean;
}

/**
 * The map before the map library: the view's counted circles and pins drawn as plain SVG on the map's
 * light ground, at the places the real map will draw them. A touch, a wheel or its button brings the
 * real map, which then stands in its place at the same view.
 */
export function MapPreview({ view, clusters, dots, onViewport, onWake, waking }: MapPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((old) => (old?.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = useMemo(() => (size ? view(size) : null), [view, size]);
  useEffect(() => {
    if (size && shown) onViewport(viewportOf(shown, size));
  }, [shown, size, onViewport]);

  const circles =
    size && shown
      ? [...clusters]
          .sort((a, b) => b.count - a.count)
          .map((cluster) => ({ cluster, at: screenPoint(shown, size, [cluster.longitude, cluster.latitude]) }))
      : [];
  const placed = size && shown ? dots.slice(0, MAX_DOTS).map((dot) => ({ dot, at: screenPoint(shown, size, dot.position) })) : [];

  return (
    <div ref={ref} className={styles.preview} onPointerDown={onWake} onWheel={onWake} data-testid="map-preview">
      {size && (
        <svg className={styles.previewDrawing} width={size.width} height={size.height} aria-hidden="true">
          {placed.map(({ dot, at }) => (
            <circle key={dot.key} cx={at.x} cy={at.y} r={6} fill={dot.colour} stroke="#fff" strokeWidth={2} />
          ))}
          {circles.map(({ cluster, at }) => (
            <g key={clusterKey(cluster)}>
              <circle
                cx={at.x}
                cy={at.y}
                r={circleRadius(cluster.count)}
                fill={legendEntry(clusterLegendKey(cluster)).colour}
                fillOpacity={0.92}
                stroke="#fff"
                strokeWidth={2.5}
              />
              <text x={at.x} y={at.y} dy="0.35em" textAnchor="middle" className={styles.previewCount}>
                {countText(cluster.count)}
              </text>
            </g>
          ))}
        </svg>
      )}
      {/* The button goes at the first touch: while the map loads it would hide the circles it stood over. */}
      {waking ? (
        <p className={styles.previewLoading} role="status">
          Loading the map…
        </p>
      ) : (
        <button type="button" className={`ui-map-pill ${styles.previewWake}`} onClick={onWake}>
          Move and zoom the map
        </button>
      )}
    </div>
  );
}
