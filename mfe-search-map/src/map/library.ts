/**
 * The one place that knows which map library draws the map. mapbox-gl when a Mapbox token is
 * configured (Mapbox styles); otherwise maplibre-gl, its BSD fork with the same core API, on the
 * API's self-hosted style, so nothing is requested from outside. Each library, its CSS and the draw
 * control are separate lazy chunks: a page downloads only the one it uses, after the list and
 * filters are usable, and the remote's entry stays small.
 */
import { getRuntimeConfig, isPhone, sameOriginWorkerUrl } from '@marketplace/shared';
import type { LngLat } from './pins';

/** Pixels kept clear on each side of the map when it is fitted to pins. */
export interface FitPadding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The part of a map object this remote uses; both libraries provide it. */
export interface MapApi {
  on(type: string, listener: (event: MapEvent) => void): unknown;
  off(type: string, listener: (event: MapEvent) => void): unknown;
  once(type: string, listener: (event: MapEvent) => void): unknown;
  addControl(control: unknown, position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'): unknown;
  flyTo(options: { center: LngLat; zoom: number; essential?: boolean }): unknown;
  easeTo(options: { center: LngLat; zoom: number }): unknown;
  /** Moves the camera to show a box ([south-west, north-east]) inside the padding, no closer than maxZoom. */
  fitBounds(bounds: [LngLat, LngLat], options: { padding: FitPadding; maxZoom?: number; essential?: boolean }): unknown;
  /** Where the camera would stand to show a box: undefined when it cannot. */
  cameraForBounds(bounds: [LngLat, LngLat], options?: { padding?: number }): { zoom: number } | undefined;
  getZoom(): number;
  getCenter(): { lng: number; lat: number };
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
  getStyle(): { metadata?: unknown } | undefined;
  getContainer(): HTMLElement;
  getCanvas(): HTMLCanvasElement;
  resize(): unknown;
  remove(): void;
  isStyleLoaded(): boolean | void;
  addSource(id: string, source: { type: 'geojson'; data: unknown }): unknown;
  getSource(id: string): { setData(data: unknown): unknown } | undefined;
  addLayer(layer: object): unknown;
  getLayer(id: string): unknown;
  hasImage(id: string): boolean;
  /**
   * maplibre-gl 6 only: how images the style lacks are made. There `styleimagemissing` listeners
   * cannot supply the image for the request that fired it (mapbox-gl's can).
   */
  setMissingStyleImageResolver?(resolver: ((id: string) => void) | null): unknown;
  addImage(id: string, image: { width: number; height: number; data: Uint8ClampedArray }, options?: { pixelRatio?: number }): unknown;
  queryRenderedFeatures(point: [number, number], options: { layers: string[] }): Array<{ properties: { key?: unknown } | null }>;
}

/**
 * Runs `then` once the map's style has loaded: at once when it has. The live map's hooks can mount after
 * the map's 'load' (their chunk comes a moment later), when isStyleLoaded() is false again while a source
 * loads, so waiting for 'load' alone would wait for ever; 'idle' always follows. Gives the unsubscribe.
 */
export function whenStyleLoaded(map: MapApi, then: () => void): () => void {
  const stop = () => {
    map.off('load', run);
    map.off('idle', run);
  };
  function run() {
    stop();
    then();
  }
  if (map.isStyleLoaded()) then();
  else {
    map.on('load', run);
    map.on('idle', run);
  }
  return stop;
}

export interface MapEvent {
  type: string;
  originalEvent?: Event;
  features?: DrawFeature[];
  mode?: string;
  /** Where a pointer event happened, in pixels from the map's top left. */
  point?: { x: number; y: number };
  /** The image a `styleimagemissing` event asks for. */
  id?: string;
}

export interface MarkerApi {
  setLngLat(lngLat: LngLat): MarkerApi;
  addTo(map: MapApi): MarkerApi;
  remove(): void;
}

export interface DrawFeature {
  id?: string | number;
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

/** The mapbox-gl-draw control (it ships no types). */
export interface DrawApi {
  getAll(): { type: 'FeatureCollection'; features: DrawFeature[] };
  set(collection: { type: 'FeatureCollection'; features: DrawFeature[] }): unknown;
  deleteAll(): unknown;
  getMode(): string;
}

export interface MapOptions {
  container: HTMLElement;
  /** A style's URL, or the style itself (the street map's). */
  style: string | object;
  center: LngLat;
  zoom: number;
  maxZoom: number;
}

export interface MapLibrary {
  kind: 'maplibre' | 'mapbox';
  createMap(options: MapOptions): MapApi;
  createMarker(element: HTMLElement): MarkerApi;
  navigationControl(): unknown;
  geolocateControl(): unknown;
  /** Polygon drawing with its draw and delete (trash) buttons only. */
  drawControl(): DrawApi;
  /** The style this library brings (the street map over MAP_TILES_URL); else the map's URL (mapStyleUrl). */
  style?: object;
}

/** Mapbox's own street style, used only with a token. */
export const MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';

interface MapboxDrawModule {
  new (options: object): DrawApi;
  constants: { classes: Record<string, string> };
}

const DRAW_OPTIONS = { displayControlsDefault: false, controls: { polygon: true, trash: true } };

interface MapClasses {
  Map: new (options: object) => MapApi;
  Marker: new (options: object) => MarkerApi;
  NavigationControl: new (options?: object) => unknown;
  GeolocateControl: new (options?: object) => unknown;
}

/**
 * On a phone the attribution stands folded behind its ⓘ button from the start. Both libraries open a
 * compact attribution until the map is first dragged, and on a phone its two lines then lie under the
 * 'Legend' button at the map's foot. The control fills in as the style's sources arrive: fold it once
 * it has something to say, as a drag would, and leave it to the person after.
 */
function foldAttributionOnPhone(map: MapApi): void {
  if (!isPhone()) return;
  const fold = () => {
    const open = map.getContainer().querySelector('.maplibregl-compact-show, .mapboxgl-compact-show');
    if (!open) return;
    open.classList.remove('maplibregl-compact-show', 'mapboxgl-compact-show');
    map.off('styledata', fold);
    map.off('sourcedata', fold);
  };
  map.on('styledata', fold);
  map.on('sourcedata', fold);
}

function libraryOf(kind: MapLibrary['kind'], lib: MapClasses, Draw: MapboxDrawModule): MapLibrary {
  return {
    kind,
    createMap: (options) => {
      // No fade of labels: each fade is a run of full repaints, the main thread's largest cost while
      // the map first fills in on a phone.
      const map = new lib.Map({ ...options, attributionControl: { compact: true }, fadeDuration: 0 });
      foldAttributionOnPhone(map);
      return map;
    },
    createMarker: (element) => new lib.Marker({ element, anchor: 'bottom' }),
    navigationControl: () => new lib.NavigationControl({ showCompass: false }),
    geolocateControl: () => new lib.GeolocateControl({ positionOptions: { enableHighAccuracy: true }, trackUserLocation: false }),
    drawControl: () => new Draw(DRAW_OPTIONS),
  };
}

async function loadDraw(kind: MapLibrary['kind']): Promise<MapboxDrawModule> {
  const [draw] = await Promise.all([import('@mapbox/mapbox-gl-draw'), import('@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css')]);
  const Draw = draw.default as MapboxDrawModule;
  if (kind === 'maplibre') {
    // The draw control builds its buttons with mapbox-gl's class names; maplibre-gl styles its own.
    Object.assign(Draw.constants.classes, {
      CONTROL_BASE: 'maplibregl-ctrl',
      CONTROL_PREFIX: 'maplibregl-ctrl-',
      CONTROL_GROUP: 'maplibregl-ctrl-group',
      ATTRIBUTION: 'maplibregl-ctrl-attrib',
    });
  }
  return Draw;
}

/**
 * maplibre-gl's worker is emitted as a file of this remote, on the remote's (CDN) origin. maplibre-gl's
 * own way of finding it (`new URL(url, import.meta.url)`) is rewritten by the bundler into a module
 * lookup that fails, so the worker goes in as a blob of the page's origin.
 */
function maplibreWorkerUrl(): Promise<string> {
  return sameOriginWorkerUrl(new URL('../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);
}

async function loadMaplibre(): Promise<MapLibrary> {
  const { mapTilesUrl, mapGlyphsUrl, apiUrl } = getRuntimeConfig();
  const [lib, Draw, streets] = await Promise.all([
    import('maplibre-gl'),
    loadDraw('maplibre'),
    // The street map's style and the pmtiles protocol: a chunk of their own, only with MAP_TILES_URL.
    mapTilesUrl ? import('@marketplace/shared/src/map/streets') : null,
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  // maplibre-gl is shared with the advert's mini map, which may have set the worker already.
  if (!lib.getWorkerUrl().startsWith('blob:')) lib.setWorkerUrl(await maplibreWorkerUrl());
  const library = libraryOf('maplibre', lib as unknown as MapClasses, Draw);
  if (!streets || !mapTilesUrl) return library;
  streets.enablePmtiles(lib);
  return { ...library, style: streets.streetStyle(mapTilesUrl, apiUrl, mapGlyphsUrl ?? undefined) };
}

async function loadMapbox(token: string): Promise<MapLibrary> {
  const [lib, Draw] = await Promise.all([import('mapbox-gl'), loadDraw('mapbox'), import('mapbox-gl/dist/mapbox-gl.css')]);
  const mapboxgl = lib.default;
  mapboxgl.accessToken = token;
  return libraryOf('mapbox', mapboxgl as unknown as MapClasses, Draw);
}

let loading: { token: string | null; library: Promise<MapLibrary> } | null = null;

/** The map library for this configuration, loaded once per page. */
export function loadMapLibrary(mapboxToken: string | null): Promise<MapLibrary> {
  if (!loading || loading.token !== mapboxToken) {
    const library = mapboxToken ? loadMapbox(mapboxToken) : loadMaplibre();
    loading = { token: mapboxToken, library };
    // A failed chunk can be tried again (the map offers Retry).
    library.catch(() => {
      if (loading?.library === library) loading = null;
    });
  }
  return loading.library;
}

/** The style the map draws: Mapbox's with a token, else the one the API serves. */
export function mapStyleUrl(mapboxToken: string | null, apiUrl: string): string {
  return mapboxToken ? MAPBOX_STYLE : `${apiUrl.replace(/\/$/, '')}/map/style.json`;
}
