import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  bus,
  defaultSearchFilters,
  serviceFiltersStore,
  setNavigator,
  setRuntimeConfig,
  type MapCluster,
  type MapPin,
  type RuntimeConfig,
  type SearchFilters,
  type ServicePin,
} from '@marketplace/shared';
import type { MapCamera, MapFit, MapViewport } from '../search/store';
import { PROVIDER_COLOUR } from './servicePinLook';
import { serviceSearchStore } from '../services/store';
import { PROVIDERS_MAX_ZOOM, PROVIDERS_PADDING } from '../services/fit';
import type { DrawApi, DrawFeature, MapApi, MapEvent, MapLibrary, MarkerApi } from './library';
import { MapScreen, type MapSearch } from './MapScreen';
import { DRAW_HINT } from './useDrawnAreas';
import {
  CLUSTER_COUNT_LAYER,
  CLUSTER_LAYER,
  CLUSTER_SOURCE,
  PIN_LAYER,
  PIN_SOURCE,
  TAG_LAYER,
  type ClusterCollection,
  type PinCollection,
} from './pinLayers';
import type { LngLat } from './pins';

/** Where the fake map draws a place: 1,000 pixels a degree, so tests point at pins by their coordinates. */
const pointOf = ([lng, lat]: LngLat) => ({ x: lng * 1000, y: lat * 1000 });

/**
 * A map library that draws nothing: markers are appended to the container, sources and layers are kept
 * for the test to read, a pointer hits the pin drawn at its point, and events are fired by the test.
 */
class FakeMap implements MapApi {
  listeners = new Map<string, Set<(e: MapEvent) => void>>();
  sources = new Map<string, { data: unknown }>();
  layers: Array<{ id: string; layout?: Record<string, unknown> }> = [];
  canvas = document.createElement('canvas');
  flights: Array<{ center: LngLat; zoom: number }> = [];
  eased: Array<{ center: LngLat; zoom: number }> = [];
  fits: Array<{ bounds: [LngLat, LngLat]; padding: unknown; maxZoom?: number }> = [];
  controls: unknown[] = [];
  removed = false;
  constructor(readonly options: { container: HTMLElement; center: LngLat; zoom: number; maxZoom: number; style: string | object }) {
    // As the map library does: its canvas, in the container, takes the keyboard for panning and zooming.
    this.canvas.tabIndex = 0;
    options.container.appendChild(this.canvas);
  }
  on(type: string, fn: (e: MapEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
    return this;
  }
  off(type: string, fn: (e: MapEvent) => void) {
    this.listeners.get(type)?.delete(fn);
    return this;
  }
  once(type: string, fn: (e: MapEvent) => void) {
    const wrapped = (e: MapEvent) => {
      this.off(type, wrapped);
      fn(e);
    };
    return this.on(type, wrapped);
  }
  fire(type: string, extra: Partial<MapEvent> = {}) {
    act(() => {
      for (const fn of [...(this.listeners.get(type) ?? [])]) fn({ type, ...extra });
    });
  }
  addControl(control: unknown) {
    this.controls.push(control);
    return this;
  }
  fitBounds(bounds: [LngLat, LngLat], options: { padding: unknown; maxZoom?: number }) {
    this.fits.push({ bounds, padding: options.padding, maxZoom: options.maxZoom });
  }
  flyTo(options: { center: LngLat; zoom: number }) {
    this.flights.push({ center: options.center, zoom: options.zoom });
  }
  easeTo(options: { center: LngLat; zoom: number }) {
    this.eased.push({ center: options.center, zoom: options.zoom });
  }
  /** A box a tenth of a degree wide fits at zoom 13; a wider one further out. */
  cameraForBounds([[west], [east]]: [LngLat, LngLat]) {
    return { zoom: 13 - Math.log2(Math.max(east - west, 1e-6) / 0.1) };
  }
  getZoom() {
    return 12;
  }
  getCenter() {
    return { lng: 0, lat: 51.5 };
  }
  getBounds() {
    return { getWest: () => -1, getSouth: () => 51, getEast: () => 1, getNorth: () => 52 };
  }
  getStyle() {
    return { metadata: {} };
  }
  getContainer() {
    return this.options.container;
  }
  getCanvas() {
    return this.canvas;
  }
  isStyleLoaded() {
    return true;
  }
  addSource(id: string, source: { data: unknown }) {
    this.sources.set(id, { data: source.data });
  }
  getSource(id: string) {
    const source = this.sources.get(id);
    return source && { setData: (data: unknown) => (source.data = data) };
  }
  addLayer(layer: object) {
    this.layers.push(layer as { id: string });
  }
  getLayer(id: string) {
    return this.layers.find((l) => l.id === id);
  }
  hasImage() {
    return false;
  }
  addImage() {}
  queryRenderedFeatures(point: [number, number]) {
    return [...this.pins().features, ...this.circles().features].filter((f) => {
      const at = pointOf(f.geometry.coordinates);
      return Math.abs(at.x - point[0]) < 1 && Math.abs(at.y - point[1]) < 1;
    });
  }
  /** The counted circles the map draws now. */
  circles(): ClusterCollection {
    return (this.sources.get(CLUSTER_SOURCE)?.data as ClusterCollection | undefined) ?? { type: 'FeatureCollection', features: [] };
  }
  /** The pins the map draws now. */
  pins(): PinCollection {
    return (this.sources.get(PIN_SOURCE)?.data as PinCollection | undefined) ?? { type: 'FeatureCollection', features: [] };
  }
  /** A click at a place on the map: on whatever pin is drawn there. */
  clickAt(position: LngLat) {
    this.fire('click', { point: pointOf(position), originalEvent: new MouseEvent('click') });
  }
  resize() {}
  remove() {
    this.removed = true;
  }
}

class FakeDraw implements DrawApi {
  features: DrawFeature[] = [];
  getAll() {
    return { type: 'FeatureCollection' as const, features: this.features };
  }
  set(collection: { features: DrawFeature[] }) {
    this.features = collection.features;
  }
  deleteAll() {
    this.features = [];
  }
  getMode() {
    return 'simple_select';
  }
}

function fakeLibrary() {
  const made: { map?: FakeMap; draw?: FakeDraw } = {};
  const library: MapLibrary = {
    kind: 'maplibre',
    createMap: (options) => (made.map = new FakeMap(options)),
    createMarker: (element): MarkerApi => {
      const marker: MarkerApi = {
        setLngLat: () => marker,
        addTo: (map) => {
          map.getContainer().appendChild(element);
          return marker;
        },
        remove: () => element.remove(),
      };
      return marker;
    },
    navigationControl: () => 'navigation',
    geolocateControl: () => 'geolocate',
    drawControl: () => (made.draw = new FakeDraw()),
  };
  return { library, made };
}

class FakeSearch implements MapSearch {
  filters: SearchFilters = defaultSearchFilters();
  pins: MapPin[] = [];
  clusters: MapCluster[] = [];
  views: MapViewport[] = [];
  legends: Array<[number[], boolean]> = [];
  viewedAdvertIds = new Set<number>();
  selectedAdvertId: number | null = null;
  loading = false;
  opened: number[] = [];
  drawn: number[][][][] = [];
  fit: MapFit | null = null;
  keptCamera: MapCamera | null = null;
  cameras: MapCamera[] = [];
  liveMapAsked = false;
  constructor() {
    makeAutoObservable(this);
  }
  keepCamera(view: MapCamera) {
    this.cameras.push(view);
  }
  askForLiveMap() {
    this.liveMapAsked = true;
  }
  setFit(fit: MapFit) {
    this.fit = fit;
  }
  get drawnAreas() {
    return this.filters.drawbboxs ?? [];
  }
  start() {
    return Promise.resolve();
  }
  setDrawnAreas(rings: number[][][]) {
    this.drawn.push(rings);
    this.filters = { ...this.filters, drawbboxs: rings.length ? (rings as SearchFilters['drawbboxs']) : null };
    return Promise.resolve();
  }
  openAdvert(advertId: number) {
    this.opened.push(advertId);
    this.viewedAdvertIds = new Set(this.viewedAdvertIds).add(advertId);
  }
  setFilters(filters: SearchFilters) {
    this.filters = filters;
  }
  setLoading(loading: boolean) {
    this.loading = loading;
  }
  setPins(pins: MapPin[]) {
    this.pins = pins;
  }
  setClusters(clusters: MapCluster[]) {
    this.clusters = clusters;
  }
  showMapView(view: MapViewport) {
    this.views.push(view);
  }
  setMapLegend(hiddenCategories: number[], hideMultiple: boolean) {
    this.legends.push([hiddenCategories, hideMultiple]);
  }
}

const pin = (id: number, lng: number, lat: number, extra: Partial<MapPin> = {}): MapPin =>
  ({
    id,
    longitude: lng,
    latitude: lat,
    price: 450000,
    property_category_id: 1,
    category: 'Residential',
    property_type_id: 2,
    type: 'House',
    property_title: `Advert ${id}`,
    is_sale: 1,
    is_freehold: 1,
    created_at: new Date().toISOString(),
    full_address: `${id} High Street, London, E1 6AN`,
    ...extra,
  }) as MapPin;

const cluster = (extra: Partial<MapCluster> = {}): MapCluster => ({
  longitude: -0.1,
  latitude: 51.5,
  count: 40,
  extent: [-0.12, 51.48, -0.08, 51.52],
  categories: { 1: 40 },
  sale_price: null,
  monthly_rent: null,
  ...extra,
});

beforeAll(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test', imageBaseUrl: 'http://api.test/storage', mapboxToken: null } as RuntimeConfig);
});

async function renderMap(search = new FakeSearch()) {
  const { library, made } = fakeLibrary();
  const view = render(<MapScreen search={search} loadLibrary={() => Promise.resolve(library)} pauseMs={0} />);
  await waitFor(() => expect(made.map).toBeDefined());
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  if (search.pins.length) await waitFor(() => expect(made.map!.pins().features.length).toBeGreaterThan(0));
  return { ...view, search, map: made.map!, draw: made.draw!, library };
}

describe('MapScreen', () => {
  it('opens on the searched place at zoom 12 with the self-hosted style and its controls', async () => {
    const { map } = await renderMap();
    expect(map.options).toMatchObject({ center: [-0.1276, 51.5072], zoom: 12, maxZoom: 20, style: 'http://api.test/map/style.json' });
    expect(map.controls).toEqual(expect.arrayContaining(['geolocate', 'navigation']));
    expect(map.controls).toHaveLength(3);
  });

  it('draws the style its library brings: the street map over MAP_TILES_URL', async () => {
    const { library, made } = fakeLibrary();
    const streets = { version: 8, name: 'Roofline streets', sources: {}, layers: [] };
    render(<MapScreen search={new FakeSearch()} loadLibrary={() => Promise.resolve({ ...library, style: streets })} pauseMs={0} />);
    await waitFor(() => expect(made.map).toBeDefined());
    expect(made.map!.options.style).toBe(streets);
  });

  it('waits for the first search to answer before loading the map library', async () => {
    const search = new FakeSearch();
    search.setLoading(true);
    const load = jest.fn(() => Promise.resolve(fakeLibrary().library));
    render(<MapScreen search={search} loadLibrary={load} pauseMs={0} />);
    await new Promise((r) => setTimeout(r, 100));
    expect(load).not.toHaveBeenCalled();
    act(() => search.setLoading(false));
    await waitFor(() => expect(load).toHaveBeenCalledWith(null));
  });

  it('draws a pin per advert with its price tag, and one pin with the count for adverts within 0.02 miles', async () => {
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5), pin(2, -0.1, 51.5001), pin(3, 0.05, 51.6, { price: 1250000 })]);
    const { map } = await renderMap(search);
    expect(map.pins().features.map((f) => f.properties)).toEqual([
      { key: '3', pin: 'pin|#2e7d32|0', tag: 'tag|tag-10|0|0||£1,250,000', rank: 2 },
      { key: '1-2', pin: 'pin|#c62828|0', tag: 'tag|tag-3|0|0||2', rank: 1 },
    ]);
    expect(screen.getByRole('region', { name: 'Map of adverts' }).getAttribute('aria-description')).toMatch(/^2 pins\. .*results list/);
  });

  it('keeps every pin drawn while price tags that would overlap hide', async () => {
    const { map } = await renderMap();
    const layout = (id: string) => map.layers.find((l) => l.id === id)?.layout;
    expect(map.layers.map((l) => l.id)).toEqual([CLUSTER_LAYER, CLUSTER_COUNT_LAYER, PIN_LAYER, TAG_LAYER]);
    expect(layout(PIN_LAYER)).toMatchObject({ 'icon-allow-overlap': true, 'icon-ignore-placement': true });
    expect(layout(TAG_LAYER)).toMatchObject({ 'icon-allow-overlap': false });
  });

  it('opens a popup with the advert fields on a click and opens the advert from it', async () => {
    const search = new FakeSearch();
    search.setPins([
      pin(7, -0.1, 51.5, {
        image: 'adverts/7.jpg',
        is_auction: 1,
        property_details: { bedrooms: 3, living_room: 1, bath_room: 2, downstairs_wc: 1, parking: false, parking_spaces: 2, garden: true },
      }),
    ]);
    const { map } = await renderMap(search);
    map.clickAt([-0.1, 51.5]);
    const popup = await screen.findByRole('dialog', { name: 'Advert 7' });
    for (const text of [
      'FOR SALE',
      'Residential - House',
      '7 High Street, London, E1 6AN',
      'Posted: Today',
      'Advert 7',
      '£450,000',
      'Auction',
    ]) {
      expect(within(popup).getByText(text)).toBeTruthy();
    }
    for (const [label, value] of [
      ['Tenure', 'Freehold'],
      ['Bedrooms', '3'],
      ['Living rooms', '1'],
      ['Bathrooms', '2'],
      ['Downstairs WC', '1'],
      ['Parking', '2'],
      ['Garden', 'Yes'],
    ]) {
      expect(within(popup).getByText(`${label}:`, { exact: false }).textContent).toBe(`${label}: ${value}`);
    }
    expect(popup.querySelector('img')?.getAttribute('src')).toBe('http://api.test/storage/adverts/7.jpg');
    fireEvent.click(within(popup).getByRole('button', { name: 'Open Advert 7' }));
    expect(search.opened).toEqual([7]);
  });

  it('toggles the popup with taps, lists every advert of a merged pin, and closes it on a click away', async () => {
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5), pin(2, -0.1, 51.5001)]);
    const { map } = await renderMap(search);
    map.clickAt([-0.1, 51.5]);
    const popup = await screen.findByRole('dialog', { name: '2 adverts' });
    expect(
      within(popup)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open Advert 1', 'Open Advert 2']);
    map.clickAt([-0.1, 51.5]);
    expect(screen.queryByRole('dialog')).toBeNull();
    map.clickAt([-0.1, 51.5]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    map.clickAt([0.3, 51.7]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a pin’s popup with a tap though no click follows it, once when one does, and not for a drag', async () => {
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5)]);
    const { map } = await renderMap(search);
    const at = pointOf([-0.1, 51.5]);
    // The drawing tool cancels touches, so the browser sends no click after a tap on the map.
    const touches = (length: number) => ({ touches: { length } }) as unknown as Event;
    const tap = (end = at) => {
      map.fire('touchstart', { point: at, originalEvent: touches(1) });
      map.fire('touchend', { point: end, originalEvent: touches(0) });
    };
    tap();
    expect(await screen.findByRole('dialog', { name: 'Advert 1' })).toBeTruthy();
    // Where the browser does send its click for the same tap, the popup stays open.
    map.clickAt([-0.1, 51.5]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    map.clickAt([0.3, 51.7]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A finger that moved panned the map: no popup.
    tap({ x: at.x + 40, y: at.y });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('previews the popup while the mouse points at a pin', async () => {
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5)]);
    const { map } = await renderMap(search);
    map.fire('mousemove', { point: pointOf([-0.1, 51.5]), originalEvent: new MouseEvent('mousemove') });
    expect(screen.getByRole('dialog', { name: 'Advert 1' })).toBeTruthy();
    expect(map.canvas.style.cursor).toBe('pointer');
    map.fire('mousemove', { point: pointOf([0.3, 51.7]), originalEvent: new MouseEvent('mousemove') });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes a popup on Escape, opened by a click or by the mouse resting on its pin, and puts a keyboard user back on the map', async () => {
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5)]);
    const { map } = await renderMap(search);
    map.clickAt([-0.1, 51.5]);
    const open = screen.getByRole('dialog', { name: 'Advert 1' });
    within(open).getByRole('button', { name: 'Open Advert 1' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(map.canvas);

    map.fire('mousemove', { point: pointOf([-0.1, 51.5]), originalEvent: new MouseEvent('mousemove') });
    expect(screen.getByRole('dialog', { name: 'Advert 1' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives viewed adverts the viewed style', async () => {
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5), pin(2, 0.1, 51.6)]);
    const { map } = await renderMap(search);
    const viewedOf = () =>
      Object.fromEntries(
        map.pins().features.map((f) => [f.properties.key, [f.properties.pin.endsWith('|1'), f.properties.tag.split('|')[2] === '1']]),
      );
    expect(viewedOf()).toEqual({ 1: [false, false], 2: [false, false] });
    act(() => search.openAdvert(2));
    expect(viewedOf()).toEqual({ 1: [false, false], 2: [true, true] });
  });

  it('hides and shows the pins of a legend category with its eye button', async () => {
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5), pin(2, 0.1, 51.6, { property_category_id: 7, category: 'Room' })]);
    const { map } = await renderMap(search);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Residential',
      'Commercial',
      'Industrial',
      'Land',
      'Luxury',
      'Special Use',
      'Room',
      'Multiple',
    ]);
    const keys = () => map.pins().features.map((f) => f.properties.key);
    expect(keys()).toEqual(['2', '1']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Room' }));
    expect(keys()).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: 'Show Room' }));
    expect(keys()).toEqual(['2', '1']);
  });

  it('searches through the drawn polygons and says how to draw when a draw leaves no shapes', async () => {
    const { map, draw, search } = await renderMap();
    const ring = [
      [-0.2, 51.4],
      [0, 51.4],
      [0, 51.6],
      [-0.2, 51.4],
    ];
    draw.features = [{ id: 'a', type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }];
    map.fire('draw.create');
    expect(search.drawn).toEqual([[ring]]);

    draw.features = [];
    map.fire('draw.delete');
    expect(search.drawn).toEqual([[ring], []]);
    expect(screen.queryByRole('alert')).toBeNull();

    map.fire('draw.update');
    expect(screen.getByRole('alert').textContent).toBe(DRAW_HINT);
    expect(search.drawn).toHaveLength(2);
  });

  it('shows drawn areas of a restored search on the map', async () => {
    const search = new FakeSearch();
    const ring = [
      [-0.2, 51.4],
      [0, 51.4],
      [0, 51.6],
      [-0.2, 51.4],
    ];
    search.setFilters({ ...search.filters, drawbboxs: [ring] as SearchFilters['drawbboxs'] });
    const { map, draw } = await renderMap(search);
    map.fire('load');
    expect(draw.features.map((f) => f.geometry.coordinates)).toEqual([[ring]]);
  });

  it('fits each typed search’s results once, or flies to its place when none is placed, and keeps where the person leaves it', async () => {
    const size = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    try {
      const { map, search } = await renderMap();
      const leeds = { address: 'Leeds', city: 'Leeds', latitude: 53.8, longitude: -1.55 };
      act(() => search.setFit({ id: 1, box: [-1.6, 53.78, -1.5, 53.82], place: leeds, drawn: false }));
      expect(map.eased).toHaveLength(1);
      const fitted = map.eased[0]!;
      expect(fitted.zoom).toBeGreaterThan(10);
      expect(fitted.zoom).toBeLessThan(15);
      // The same fit again (a page turned, the map panned) moves nothing.
      act(() => search.setFit({ ...search.fit! }));
      expect(map.eased).toHaveLength(1);
      const cornwall = { address: 'Cornwall', city: null, latitude: 50.4, longitude: -4.9 };
      act(() => search.setFit({ id: 2, box: null, place: cornwall, drawn: false }));
      act(() => search.setFit({ id: 3, box: null, place: { ...cornwall, latitude: 50.41 }, drawn: true }));
      expect(map.flights).toEqual([{ center: [-4.9, 50.4], zoom: 8 }]);
      map.fire('moveend');
      expect(search.cameras.at(-1)).toEqual({ center: [0, 51.5], zoom: 12 });
    } finally {
      size.mockRestore();
      height.mockRestore();
    }
  });

  it('opens where the person left it, else on the last typed search’s results', async () => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const fitted = new FakeSearch();
    fitted.setFit({ id: 4, box: [-2.3, 53.4, -2.2, 53.5], place: fitted.filters, drawn: false });
    const first = await renderMap(fitted);
    expect(first.map.options.center[0]).toBeCloseTo(-2.25, 1);
    expect(first.map.options.zoom).toBeGreaterThan(8);
    // Opened on that search's results, the map does not fit them a second time.
    expect(first.map.eased).toEqual([]);
    first.unmount();
    const kept = new FakeSearch();
    runInAction(() => (kept.keptCamera = { center: [-1.5, 52], zoom: 14 }));
    const again = await renderMap(kept);
    expect(again.map.options).toMatchObject({ center: [-1.5, 52], zoom: 14 });
    jest.restoreAllMocks();
  });

  it('on a phone the Map view brings the live map at once, and it stays live when the screen is shown again', async () => {
    const { library, made } = fakeLibrary();
    const search = new FakeSearch();
    const first = render(<MapScreen search={search} loadLibrary={() => Promise.resolve(library)} preview />);
    expect(screen.getByTestId('map-preview')).toBeTruthy();
    act(() => bus.emit('list:open', { open: false }));
    await waitFor(() => expect(made.map).toBeDefined());
    first.unmount();
    made.map = undefined;
    render(<MapScreen search={search} loadLibrary={() => Promise.resolve(library)} preview />);
    expect(screen.queryByRole('button', { name: 'Move and zoom the map' })).toBeNull();
    await waitFor(() => expect(made.map).toBeDefined());
  });

  it('tells the search what it shows, and the legend what it hides', async () => {
    const { map, search } = await renderMap();
    await waitFor(() => expect(search.views.at(-1)).toEqual({ west: -1, south: 51, east: 1, north: 52, zoom: 12 }));
    const seen = search.views.length;
    map.fire('moveend');
    await waitFor(() => expect(search.views.length).toBeGreaterThan(seen));
    expect(search.legends.at(-1)).toEqual([[], false]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Room' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide Commercial' }));
    expect(search.legends.at(-1)).toEqual([[2, 7], false]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Multiple' }));
    expect(search.legends.at(-1)).toEqual([[2, 7], true]);
  });

  it('draws counted circles in the legend colour under the pins; a click zooms in to their adverts', async () => {
    const search = new FakeSearch();
    search.setClusters([
      cluster({ longitude: -0.1, latitude: 51.5, count: 1234, categories: { 1: 1000, 2: 234 }, extent: [-0.15, 51.45, -0.05, 51.55] }),
      cluster({ longitude: 0.1, latitude: 51.6, count: 12, categories: { 7: 12 }, extent: [0.09, 51.59, 0.11, 51.61] }),
    ]);
    search.setPins([pin(1, 0.2, 51.4)]);
    const { map } = await renderMap(search);
    await waitFor(() => expect(map.circles().features).toHaveLength(2));
    expect(map.circles().features.map((f) => f.properties)).toEqual([
      { key: 'cluster|-0.1|51.5|1234', colour: '#c62828', count: 1234, label: 'count|1.2k' },
      { key: 'cluster|0.1|51.6|12', colour: '#00838f', count: 12, label: 'count|12' },
    ]);
    expect(screen.getByRole('region', { name: 'Map of adverts' }).getAttribute('aria-description')).toMatch(
      /^1 pins and 2 counted circles\./,
    );
    map.clickAt([-0.1, 51.5]);
    expect(map.eased).toEqual([{ center: [-0.1, 51.5], zoom: 13 }]);
    map.clickAt([0.1, 51.6]);
    expect(map.eased.at(-1)?.center).toEqual([0.1, 51.6]);
    expect(map.eased.at(-1)?.zoom).toBeCloseTo(13 + Math.log2(5));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows what a circle holds while the mouse rests on it, and hides the circles with 'Multiple'", async () => {
    const search = new FakeSearch();
    search.setClusters([cluster({ count: 40, categories: { 1: 30, 7: 10 }, sale_price: [250000, 1250000], monthly_rent: [950, 2400] })]);
    const { map } = await renderMap(search);
    await waitFor(() => expect(map.circles().features).toHaveLength(1));
    map.fire('mousemove', { point: pointOf([-0.1, 51.5]), originalEvent: new MouseEvent('mousemove') });
    const popup = await screen.findByRole('dialog', { name: '40 adverts' });
    expect(popup.textContent).toContain('40 adverts in this area');
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Residential 30', 'Room 10']);
    expect(popup.textContent).toContain('For sale: £250,000 to £1,250,000');
    expect(popup.textContent).toContain('To let: £950 to £2,400 pcm');
    fireEvent.click(within(popup).getByRole('button', { name: 'Zoom in to see them' }));
    expect(map.eased).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Multiple' }));
    expect(map.circles().features).toHaveLength(0);
  });

  it('draws a service search’s providers on the same layers, merged and tagged, and opens a provider from its popup', async () => {
    const provider = (id: number, lng: number, lat: number): ServicePin => ({
      id,
      longitude: lng,
      latitude: lat,
      service_title: `Provider ${id}`,
      occupation: 'Plumber',
      price: 45,
      payment_type: 'Hour',
      city: 'London',
      postcode: 'SW18 4AA',
    });
    const search = new FakeSearch();
    search.setPins([pin(1, -0.1, 51.5)]);
    const { map } = await renderMap(search);
    const visited: string[] = [];
    const stopNavigating = setNavigator((to) => visited.push(to));
    try {
      runInAction(() => {
        serviceSearchStore.active = true;
        serviceSearchStore.pins = [provider(7, -0.2, 51.45), provider(8, 0.1, 51.6), provider(9, 0.1, 51.6001)];
        serviceSearchStore.pinsTotal = 6200;
      });
      await waitFor(() =>
        expect(map.pins().features.map((f) => f.properties)).toEqual([
          { key: '8-9', pin: 'pin|#c62828|0', tag: 'tag|tag-3|0|0||2', rank: 2 },
          { key: '7', pin: `pin|${PROVIDER_COLOUR}|0`, tag: 'tag|tag-3|0|0||£45', rank: 1 },
        ]),
      );
      // Fitted to the providers found, with room for their tags: none is left off screen.
      expect(map.fits).toEqual([
        {
          bounds: [
            [-0.2, 51.45],
            [0.1, 51.6001],
          ],
          padding: PROVIDERS_PADDING,
          maxZoom: PROVIDERS_MAX_ZOOM,
        },
      ]);
      expect(screen.getByRole('status').textContent).toMatch(/^Showing 3 of 6,200 providers on the map\./);
      expect(screen.getByRole('region', { name: 'Map of service providers' }).getAttribute('aria-description')).toMatch(/^2 pins\./);
      map.clickAt([0.1, 51.6]);
      const popup = await screen.findByRole('dialog', { name: '2 providers' });
      expect(within(popup).getByRole('button', { name: 'Open Provider 8' }).textContent).toContain('£45 per hour');
      fireEvent.click(within(popup).getByRole('button', { name: 'Open Provider 9' }));
      expect(visited).toEqual(['/ad-service/9']);
      // Back on the property search, the adverts' pins are drawn again.
      act(() => {
        runInAction(() => (serviceSearchStore.active = false));
      });
      await waitFor(() => expect(map.pins().features.map((f) => f.properties.key)).toEqual(['1']));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      stopNavigating();
      act(() =>
        runInAction(() => {
          serviceSearchStore.pins = [];
          serviceSearchStore.pinsTotal = 0;
        }),
      );
    }
  });

  it('opens at the place of a service search made before the map started, without a flight a click could stop half-way', async () => {
    const before = serviceFiltersStore.filters;
    act(() => {
      serviceFiltersStore.setFilters({ ...before, latitude: 53.4808, longitude: -2.2426 });
      runInAction(() => (serviceSearchStore.active = true));
    });
    try {
      const { map } = await renderMap();
      expect(map.options).toMatchObject({ center: [-2.2426, 53.4808], zoom: 12 });
      expect(map.flights).toEqual([]);
    } finally {
      act(() => {
        runInAction(() => (serviceSearchStore.active = false));
        serviceFiltersStore.setFilters(before);
      });
    }
  });

  it('on a phone draws a preview of the circles and pins, and loads the map library only when the person reaches for it', async () => {
    const size = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 390, height: 600, x: 0, y: 0, top: 0, left: 0, right: 390, bottom: 600, toJSON: () => ({}) });
    try {
      const search = new FakeSearch();
      search.setClusters([cluster({ longitude: -0.13, latitude: 51.51, count: 1234, categories: { 1: 1000, 2: 234 } })]);
      search.setPins([pin(1, -0.12, 51.5)]);
      const { library, made } = fakeLibrary();
      const load = jest.fn(() => Promise.resolve(library));
      render(<MapScreen search={search} loadLibrary={load} preview />);
      // The preview asks for the answer of the view the map will open on: London at zoom 12, the phone's size.
      await waitFor(() => expect(search.views).toHaveLength(1));
      const view = search.views[0]!;
      expect(view.zoom).toBe(12);
      expect(view.west).toBeLessThan(-0.1276);
      expect(view.east).toBeGreaterThan(-0.1276);
      expect(view.east - view.west).toBeCloseTo((360 * 390) / (512 * 2 ** 12), 6);
      const preview = screen.getByTestId('map-preview');
      expect(within(preview).getByText('1.2k').tagName).toBe('text');
      expect(preview.querySelectorAll('circle')).toHaveLength(2);
      expect(screen.getByRole('region', { name: 'Map of adverts' }).getAttribute('aria-description')).toMatch(
        /^1 pins and 1 counted circles\./,
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(load).not.toHaveBeenCalled();

      fireEvent.pointerDown(preview);
      // The first touch takes the button away, so it hides no circle while the map loads.
      expect(screen.queryByRole('button', { name: 'Move and zoom the map' })).toBeNull();
      expect(within(preview).getByRole('status').textContent).toBe('Loading the map…');
      await waitFor(() => expect(made.map).toBeDefined());
      expect(made.map!.options).toMatchObject({ center: [-0.1276, 51.5072], zoom: 12 });
      await waitFor(() => expect(screen.queryByTestId('map-preview')).toBeNull());
      await waitFor(() => expect(made.map!.circles().features).toHaveLength(1));
    } finally {
      size.mockRestore();
    }
  });

  it('on a phone the preview’s button brings the map for a keyboard', async () => {
    const { library, made } = fakeLibrary();
    render(<MapScreen search={new FakeSearch()} loadLibrary={() => Promise.resolve(library)} preview />);
    fireEvent.click(screen.getByRole('button', { name: 'Move and zoom the map' }));
    await waitFor(() => expect(made.map).toBeDefined());
  });

  it('on a desktop waits for a pause in the person’s keys and clicks, and starts at once when they press on the map', async () => {
    const { library, made } = fakeLibrary();
    const load = jest.fn(() => Promise.resolve(library));
    const search = new FakeSearch();
    search.setLoading(true);
    render(<MapScreen search={search} loadLibrary={load} />);
    fireEvent.keyDown(document.body, { key: 'M' });
    act(() => search.setLoading(false));
    await new Promise((r) => setTimeout(r, 300));
    expect(load).not.toHaveBeenCalled();
    // Its preview stands meanwhile, and a press on it brings the map.
    fireEvent.pointerDown(screen.getByTestId('map-preview'));
    await waitFor(() => expect(made.map).toBeDefined());
  });

  it('offers Retry when the map library cannot be loaded', async () => {
    const { library, made } = fakeLibrary();
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(library);
    render(<MapScreen search={new FakeSearch()} loadLibrary={load} pauseMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(made.map).toBeDefined());
  });
});
