import { reaction } from 'mobx';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LoadedMap } from './useMapLibrary';
import { whenStyleLoaded, type DrawApi, type MapEvent } from './library';

/** The spec's words when a draw leaves no shapes (000 §2, §8). */
export const DRAW_HINT = 'Click the map to draw a polygon.';

/** Outer rings of the drawn polygons, [lng, lat] each. */
function drawnRings(draw: DrawApi): number[][][] {
  return draw
    .getAll()
    .features.filter((f) => f.geometry.type === 'Polygon')
    .map((f) => (f.geometry.coordinates as number[][][])[0])
    .filter((ring): ring is number[][] => ring !== undefined && ring.length >= 4);
}

const polygonsOf = (rings: number[][][]) => ({
  type: 'FeatureCollection' as const,
  features: rings.map((ring, i) => {
    const [first] = ring;
    const last = ring.at(-1);
    const closed = first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
    return { id: `drawn-${i}`, type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon', coordinates: [closed] } };
  }),
});

const sameRings = (a: number[][][], b: number[][][]) =>
  JSON.stringify(polygonsOf(a).features.map((f) => f.geometry)) === JSON.stringify(polygonsOf(b).features.map((f) => f.geometry));

interface DrawnAreasSearch {
  readonly drawnAreas: number[][][];
  setDrawnAreas(rings: number[][][]): Promise<void>;
}

/**
 * Polygons drawn on the map search through `drawbboxs`, and the store's areas (a restored search)
 * show on the map. `onHint` hears the spec's hint when a draw leaves no shapes. Says whether the
 * user is drawing a polygon right now.
 */
export function useDrawnAreas(loaded: LoadedMap | null, search: DrawnAreasSearch, onHint: (hint: string) => void): boolean {
  const [drawing, setDrawing] = useState(false);
  const hint = useEffectEvent(onHint);

  useEffect(() => {
    if (!loaded) return;
    const { map, draw } = loaded;
    const changed = (event: MapEvent) => {
      const rings = drawnRings(draw);
      if (!rings.length && event.type !== 'draw.delete') {
        hint(DRAW_HINT);
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
    const stopWaiting = whenStyleLoaded(map, syncWhenReady);
    const disposeSync = reaction(() => search.drawnAreas, syncDraw);
    return () => {
      map.off('draw.create', changed);
      map.off('draw.update', changed);
      map.off('draw.delete', changed);
      map.off('draw.modechange', modeChanged);
      stopWaiting();
      disposeSync();
    };
  }, [loaded, search]);

  return drawing;
}
