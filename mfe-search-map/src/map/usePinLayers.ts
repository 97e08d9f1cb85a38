import { useEffect, useEffectEvent, useState } from 'react';
import { whenStyleLoaded, type MapApi, type MapEvent } from './library';
import {
  CLUSTER_COUNT_LAYER,
  CLUSTER_LAYER,
  CLUSTER_SOURCE,
  clusterLayers,
  drawPinImage,
  imagePixelRatio,
  parseImageId,
  PIN_LAYER,
  PIN_SOURCE,
  pinLayers,
  TAG_LAYER,
  type ClusterCollection,
  type PinCollection,
} from './pinLayers';

/** Pins and tags first: a pin drawn over a circle is the one a pointer means. */
const LAYERS = [PIN_LAYER, TAG_LAYER, CLUSTER_LAYER, CLUSTER_COUNT_LAYER];
/** A touch this short and still is a tap (as the browser's own tap-to-click reads it). */
const TAP_MS = 500;
const TAP_SLOP_PX = 10;
/** After a tap, the browser may still send its own click for it, at the same place: one is enough. */
const CLICK_AFTER_TAP_MS = 700;

export interface PinLayerHandlers {
  /** A click on a pin or its tag, or on a circle (never while a polygon is being drawn). */
  onPinClick(key: string): void;
  /** The mouse over a pin, its tag or a circle, or off them (null). */
  onPinHover(key: string | null): void;
  /** A click on the map away from every pin, its tags and the open popup. */
  onBackgroundClick(): void;
}

/** The key of the pin under a pointer event, if any. */
function pinAt(map: MapApi, event: MapEvent): string | null {
  if (!event.point || !map.getLayer(PIN_LAYER)) return null;
  const [hit] = map.queryRenderedFeatures([event.point.x, event.point.y], { layers: LAYERS });
  const key = hit?.properties?.key;
  return typeof key === 'string' ? key : null;
}

/**
 * Draws the pins with the map library's own layers (a GeoJSON source and two symbol layers, see
 * pinLayers) instead of one element per pin, so thousands of pins pan and zoom smoothly and price
 * tags that would overlap hide until zoomed in; the counted circles under them likewise. Images are
 * drawn on demand when the style asks for them.
 */
export function usePinLayers(
  map: MapApi | null,
  pins: PinCollection,
  clusters: ClusterCollection,
  drawing: boolean,
  handlers: PinLayerHandlers,
): void {
  const [ready, setReady] = useState(false);
  const click = useEffectEvent((event: MapEvent) => {
    const target = event.originalEvent?.target;
    // The popup is an element over the map: its clicks are its own.
    if (target instanceof Element && target.closest('[data-map-popup]')) return;
    const key = drawing || !map ? null : pinAt(map, event);
    if (key) handlers.onPinClick(key);
    else handlers.onBackgroundClick();
  });
  const move = useEffectEvent((event: MapEvent) => {
    if (!map || drawing) return;
    // A drag pans the map: no hover then.
    if (event.originalEvent instanceof MouseEvent && event.originalEvent.buttons !== 0) return;
    const key = pinAt(map, event);
    map.getCanvas().style.cursor = key ? 'pointer' : '';
    handlers.onPinHover(key);
  });
  const out = useEffectEvent(() => handlers.onPinHover(null));

  useEffect(() => {
    if (!map) return;
    const fontFamily = getComputedStyle(map.getContainer()).fontFamily || 'sans-serif';
    const resolve = (id: string) => {
      const image = parseImageId(id);
      if (!image || map.hasImage(id)) return;
      const ratio = imagePixelRatio(window.devicePixelRatio);
      const drawn = drawPinImage(image, fontFamily, ratio);
      if (drawn) map.addImage(id, drawn, { pixelRatio: ratio });
    };
    const missing = (event: MapEvent) => {
      if (event.id) resolve(event.id);
    };
    const install = () => {
      if (map.getSource(PIN_SOURCE)) return;
      map.addSource(CLUSTER_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addSource(PIN_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      for (const layer of [...clusterLayers(), ...pinLayers()]) map.addLayer(layer);
      setReady(true);
    };
    // A tap on the map reaches no click: the drawing tool cancels touches to stop the browser's emulated
    // mouse events, so a short touch that stayed put stands in for a click (spec 000 §2: touch toggles popups).
    let touch: { x: number; y: number; at: number } | null = null;
    let tapped: { x: number; y: number; at: number } | null = null;
    const touchCount = (event: MapEvent) => {
      const original = event.originalEvent as Partial<TouchEvent> | undefined;
      return original?.touches?.length ?? 0;
    };
    const onTouchStart = (event: MapEvent) => {
      touch = event.point && touchCount(event) === 1 ? { ...event.point, at: Date.now() } : null;
    };
    const onTouchEnd = (event: MapEvent) => {
      const start = touch;
      touch = null;
      if (!start || !event.point || touchCount(event) > 0) return;
      if (Date.now() - start.at > TAP_MS || Math.hypot(event.point.x - start.x, event.point.y - start.y) > TAP_SLOP_PX) return;
      tapped = { ...event.point, at: Date.now() };
      click(event);
    };
    const onClick = (event: MapEvent) => {
      const sameTap =
        tapped &&
        event.point &&
        Date.now() - tapped.at < CLICK_AFTER_TAP_MS &&
        Math.hypot(event.point.x - tapped.x, event.point.y - tapped.y) <= TAP_SLOP_PX;
      if (!sameTap) click(event);
    };
    const onMove = (event: MapEvent) => move(event);
    const onOut = () => out();
    if (map.setMissingStyleImageResolver) map.setMissingStyleImageResolver(resolve);
    else map.on('styleimagemissing', missing);
    map.on('click', onClick);
    map.on('touchstart', onTouchStart);
    map.on('touchend', onTouchEnd);
    map.on('mousemove', onMove);
    map.on('mouseout', onOut);
    const stopWaiting = whenStyleLoaded(map, install);
    return () => {
      map.setMissingStyleImageResolver?.(null);
      map.off('styleimagemissing', missing);
      map.off('click', onClick);
      map.off('touchstart', onTouchStart);
      map.off('touchend', onTouchEnd);
      map.off('mousemove', onMove);
      map.off('mouseout', onOut);
      stopWaiting();
      setReady(false);
    };
  }, [map]);

  useEffect(() => {
    if (ready) map?.getSource(PIN_SOURCE)?.setData(pins);
  }, [ready, map, pins]);

  useEffect(() => {
    if (ready) map?.getSource(CLUSTER_SOURCE)?.setData(clusters);
  }, [ready, map, clusters]);
}
