import { bus, filtersStore, HttpError, setNavigator, type AdvertCard, type MapViewAnswer, type Paginated } from '@marketplace/shared';
import type { GeocoderFeature } from './location';
import { areaCovers, ERROR_DISPLAY_MS, SearchStore, viewArea, type MapViewport, type SearchApi } from './store';

function page(current: number, last: number, ids: number[]): Paginated<AdvertCard> {
  return {
    data: ids.map((id) => ({ id }) as AdvertCard),
    meta: { current_page: current, last_page: last },
    links: { first: 'f', prev: null, next: null },
  };
}

const MANCHESTER: GeocoderFeature = {
  id: 'place.manchester',
  place_type: ['place'],
  text: 'Manchester',
  place_name: 'Manchester, Greater Manchester, England, United Kingdom',
  center: [-2.2453, 53.4794],
  bbox: [-2.32, 53.4, -2.14, 53.55],
  context: [
    { id: 'region.greater-manchester', text: 'Greater Manchester' },
    { id: 'country.gb', text: 'United Kingdom', short_code: 'gb' },
  ],
};

function fakeApi() {
  const calls: Array<{ kind: 'list' | 'map'; body: Record<string, unknown>; page?: number }> = [];
  const api: SearchApi & { calls: typeof calls } = {
    calls,
    list: jest.fn(async (body, n) => {
      calls.push({ kind: 'list', body: body as Record<string, unknown>, page: n });
      return page(n, 3, [n * 100 + 1, n * 100 + 2]);
    }),
    map: jest.fn(async (body) => {
      calls.push({ kind: 'map', body: body as Record<string, unknown> });
      const ids = Array.from({ length: 40 }, (_, i) => i + 1);
      return {
        data: { id: ids, created_at: ids.map(() => '2026-11-01'), property_category_id: ids.map(() => 1) } as MapViewAnswer['data'],
        clusters: [],
        meta: { total: 40, in_view: 40, shown: 40, zoom: 12 },
      };
    }),
    // Adverts sit 15 to a page; 999 matches nothing.
    pageOf: jest.fn(async (_body, advertId) => (advertId === 999 ? null : Math.ceil(advertId / 15))),
    // The gazetteer knows Manchester and nowhere else.
    places: jest.fn(async (query: string) => (query === 'Manchester' ? [MANCHESTER] : [])),
  };
  return api;
}

/** Central London as a desktop map shows it at zoom 12. */
const LONDON_VIEW: MapViewport = { west: -0.24, south: 51.47, east: -0.02, north: 51.55, zoom: 12 };

/** A store whose map shows central London (its first view's call already made). */
function storeWithMap(api = fakeApi()) {
  const store = new SearchStore(api, false);
  store.showMapView(LONDON_VIEW);
  return store;
}

describe('SearchStore', () => {
  let offs: Array<() => void> = [];
  const heard: Array<[string, unknown]> = [];
  beforeEach(() => {
    filtersStore.reset();
    heard.length = 0;
    offs = (['list:open', 'advert:open', 'search:submitted'] as const).map((name) =>
      bus.on(name, (payload) => heard.push([name, payload])),
    );
  });
  afterEach(() => offs.forEach((off) => off()));

  it('search stores the filters, fetches page 1 and the map view, and opens the list', async () => {
    const api = fakeApi();
    const store = storeWithMap(api);
    api.calls.length = 0;
    const filters = { ...filtersStore.filters, min_beds: 2 };
    await store.search(filters);
    expect(filtersStore.filters).toBe(filters);
    expect(store.filters.min_beds).toBe(2);
    expect(api.calls.map((c) => [c.kind, c.page])).toEqual([
      ['map', undefined],
      ['list', 1],
    ]);
    expect(api.calls[0]?.body).toMatchObject({ min_beds: 2, bbox: viewArea(LONDON_VIEW).box, zoom: 12 });
    expect(api.calls[1]?.body.min_beds).toBe(2);
    expect(api.calls[1]?.body).not.toHaveProperty('date_range');
    expect(store.results?.data.map((a) => a.id)).toEqual([101, 102]);
    expect(store.pins).toHaveLength(40);
    expect(store.loading).toBe(false);
    expect(heard).toContainEqual(['list:open', { open: true }]);
    expect(heard).toContainEqual(['search:submitted', { filters }]);
  });

  it('pages through the list with the same filters, without fetching pins again', async () => {
    const api = fakeApi();
    const store = storeWithMap(api);
    api.calls.length = 0;
    await store.search();
    await store.goToPage(2);
    expect(store.page).toBe(2);
    expect(api.calls.filter((c) => c.kind === 'map')).toHaveLength(1);
    expect(api.calls.at(-1)).toMatchObject({ kind: 'list', page: 2 });
  });

  it('a report elsewhere refreshes the page of results being read, and nothing before a search', async () => {
    const idle = fakeApi();
    new SearchStore(idle, false);
    const api = fakeApi();
    const store = new SearchStore(api, false);
    await store.search({ ...filtersStore.filters, min_beds: 2 });
    await store.goToPage(2);
    const before = api.calls.length;
    bus.emit('advert:reported', { advertId: 202, adType: 'Property' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls.slice(before)).toEqual([{ kind: 'list', body: expect.objectContaining({ min_beds: 2 }), page: 2 }]);
    expect(store.page).toBe(2);
    expect(idle.calls).toEqual([]);
  });

  it('sorting sets exactly one flag and starts again at page 1', async () => {
    const api = fakeApi();
    const store = new SearchStore(api, false);
    await store.goToPage(3);
    await store.setSort(4);
    const body = api.calls.at(-1)!.body;
    expect([body.newest, body.oldest, body.lowest_price, body.highest_price]).toEqual([0, 0, 0, 1]);
    expect(store.page).toBe(1);
    expect(store.sort).toBe(4);
  });

  it('drawn areas are sent as drawbboxs and cleared with an empty list', async () => {
    const api = fakeApi();
    const store = new SearchStore(api, false);
    const ring = [
      [-0.1, 51.5],
      [-0.12, 51.52],
      [-0.08, 51.53],
    ];
    await store.setDrawnAreas([ring]);
    expect(store.drawnAreas).toEqual([ring]);
    expect(api.calls.at(-1)!.body.drawbboxs).toEqual([ring]);
    await store.setDrawnAreas([]);
    expect(store.drawnAreas).toEqual([]);
    expect(api.calls.at(-1)!.body.drawbboxs).toBeNull();
  });

  it('a failed search clears the results and keeps the errors for 4 seconds', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi();
      const store = new SearchStore(api, false);
      await store.search();
      (api.list as jest.Mock).mockRejectedValueOnce(
        new HttpError(422, { message: 'x', errors: { address: ['The address field is required.'] } }),
      );
      await store.search({ ...filtersStore.filters, address: '' });
      expect(store.results).toBeNull();
      expect(store.errors).toEqual({ address: ['The address field is required.'] });
      jest.advanceTimersByTime(ERROR_DISPLAY_MS);
      expect(store.errors).toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });

  it('a late answer of an older search does not replace a newer one', async () => {
    const api = fakeApi();
    let releaseFirst: () => void = () => undefined;
    (api.list as jest.Mock).mockImplementationOnce(
      (_body, n) => new Promise((resolve) => (releaseFirst = () => resolve(page(n, 1, [999])))),
    );
    const store = new SearchStore(api, false);
    const first = store.search();
    await store.search();
    releaseFirst();
    await first;
    expect(store.results?.data.map((a) => a.id)).toEqual([101, 102]);
  });

  it('opening from the list marks the advert viewed and asks the detail remote to open it', () => {
    const store = new SearchStore(fakeApi(), false);
    store.openAdvert(7, 'list');
    expect(store.selectedAdvertId).toBe(7);
    expect(store.viewedAdvertIds.has(7)).toBe(true);
    expect(heard).toEqual([['advert:open', { advertId: 7, source: 'list' }]]);
    bus.emit('advert:close', { advertId: 7 });
    expect(store.selectedAdvertId).toBeNull();
    expect(store.viewedAdvertIds.has(7)).toBe(true);
  });

  it('opening from the map opens the list on the page the API finds for the advert, unless the page shown holds it', async () => {
    const api = fakeApi();
    const store = storeWithMap(api);
    await store.search();
    heard.length = 0;
    store.openAdvert(31, 'map');
    expect(heard).toEqual([
      ['list:open', { open: true }],
      ['advert:open', { advertId: 31, source: 'map' }],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.pageOf).toHaveBeenCalledWith(expect.objectContaining({ ad_type: store.filters.ad_type }), 31);
    expect(store.page).toBe(3);
    store.openAdvert(999, 'map');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.page).toBe(3);
    (api.pageOf as jest.Mock).mockClear();
    store.openAdvert(301, 'map');
    expect(api.pageOf).not.toHaveBeenCalled();
  });

  it("asks for the map's circles and pins only once the map shows a view, and for what it shows", async () => {
    const api = fakeApi();
    const store = new SearchStore(api, false);
    await store.search();
    expect(api.calls.filter((c) => c.kind === 'map')).toEqual([]);
    store.showMapView(LONDON_VIEW);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [call] = api.calls.filter((c) => c.kind === 'map');
    expect(call?.body).toMatchObject({ ad_type: 6, zoom: 12, hidden_categories: [], hide_multiple: false, selected_id: null });
    const [west, south, east, north] = call?.body.bbox as number[];
    expect(west).toBeLessThan(LONDON_VIEW.west);
    expect(east).toBeGreaterThan(LONDON_VIEW.east);
    expect(south).toBeLessThan(LONDON_VIEW.south);
    expect(north).toBeGreaterThan(LONDON_VIEW.north);
    expect(store.pins).toHaveLength(40);
    expect(store.inView).toBe(40);
  });

  it('a short pan asks for nothing; leaving the answered area or changing the whole zoom asks again', () => {
    const api = fakeApi();
    const store = storeWithMap(api);
    const maps = () => api.calls.filter((c) => c.kind === 'map').length;
    const nudge = 0.03;
    store.showMapView({ ...LONDON_VIEW, west: LONDON_VIEW.west + nudge, east: LONDON_VIEW.east + nudge, zoom: 12.4 });
    expect(maps()).toBe(1);
    store.showMapView({ ...LONDON_VIEW, west: LONDON_VIEW.west + 0.2, east: LONDON_VIEW.east + 0.2 });
    expect(maps()).toBe(2);
    store.showMapView({ ...LONDON_VIEW, west: LONDON_VIEW.west + 0.2, east: LONDON_VIEW.east + 0.2, zoom: 13.1 });
    expect(maps()).toBe(3);
    expect(areaCovers(viewArea(LONDON_VIEW), LONDON_VIEW)).toBe(true);
  });

  it("sends the legend's hidden categories and 'Multiple' with the map's request", () => {
    const api = fakeApi();
    const store = storeWithMap(api);
    store.setMapLegend([7, 1], true);
    expect(api.calls.at(-1)?.body).toMatchObject({ hidden_categories: [1, 7], hide_multiple: true });
    const before = api.calls.length;
    store.setMapLegend([1, 7], true);
    expect(api.calls).toHaveLength(before);
  });

  it('asks for an advert opened outside the pins as a pin of its own', async () => {
    const api = fakeApi();
    const store = storeWithMap(api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = api.calls.length;
    store.openAdvert(12, 'list');
    expect(api.calls).toHaveLength(before);
    store.openAdvert(500, 'list');
    expect(api.calls.at(-1)).toMatchObject({ kind: 'map', body: { selected_id: 500 } });
  });

  it('on a phone an advert opens as its own page, from the list or the map, without opening the list', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('767'), media: query })) as unknown as typeof window.matchMedia;
    const opened: string[] = [];
    const unregister = setNavigator((to) => opened.push(to));
    try {
      const store = new SearchStore(fakeApi(), false);
      await store.search();
      heard.length = 0;
      store.openAdvert(31, 'map');
      store.openAdvert(7, 'list');
      expect(opened).toEqual(['/ad-details/31', '/ad-details/7']);
      expect(heard).toEqual([]);
      expect(store.selectedAdvertId).toBe(7);
      expect(store.viewedAdvertIds.has(31)).toBe(true);
    } finally {
      unregister();
      window.matchMedia = matchMedia;
    }
  });
});

describe('SearchStore and the address bar', () => {
  beforeEach(() => {
    filtersStore.reset();
    window.history.replaceState(null, '', '/');
  });

  it('restores a search from the address bar on start and opens the list', async () => {
    window.history.replaceState({ idx: 0 }, '', '/?ad_type=4&min_beds=3&page=2&other=keep');
    const api = fakeApi();
    const store = new SearchStore(api, true);
    const opened = jest.fn();
    const off = bus.on('list:open', opened);
    await store.start();
    off();
    expect(store.filters.ad_type).toBe(4);
    expect(store.filters.is_let).toBe(0);
    expect(api.calls.find((c) => c.kind === 'list')).toMatchObject({ page: 2, body: { min_beds: 3, ad_type: 4 } });
    expect(opened).toHaveBeenCalledWith({ open: true });
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('searches a link that names a place where the geocoder finds it, and names it so', async () => {
    window.history.replaceState(null, '', '/?ad_type=5&address=Manchester');
    const api = fakeApi();
    const store = new SearchStore(api, true);
    // The list and the map mount at once: the second waits for the place.
    await Promise.all([store.start(), store.start()]);
    expect(api.places).toHaveBeenCalledWith('Manchester', 5);
    expect(api.calls.filter((c) => c.kind === 'list')).toHaveLength(1);
    expect(api.calls.find((c) => c.kind === 'list')?.body).toMatchObject({
      address: 'Manchester, Greater Manchester, England, United Kingdom',
      city: 'Manchester',
      latitude: 53.4794,
      longitude: -2.2453,
      boundary_box: [-2.32, 53.4, -2.14, 53.55],
    });
    expect(store.notice).toBeNull();
  });

  it('says so when the place a link names is not found, and searches its name', async () => {
    window.history.replaceState(null, '', '/?address=Atlantis');
    const api = fakeApi();
    const store = new SearchStore(api, true);
    await store.start();
    expect(store.notice).toMatch(/We could not find "Atlantis"/);
    expect(api.calls.find((c) => c.kind === 'list')?.body).toMatchObject({ address: 'Atlantis', latitude: null, boundary_box: null });
  });

  it('runs the default search without opening the list on a plain visit', async () => {
    const api = fakeApi();
    const store = new SearchStore(api, true);
    const opened = jest.fn();
    const off = bus.on('list:open', opened);
    await store.start();
    await store.start();
    off();
    expect(api.calls.filter((c) => c.kind === 'list')).toHaveLength(1);
    expect(opened).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('writes each search to the address bar in place, and each page turned as an entry of its own that Back returns from', async () => {
    const unregister = setNavigator((to) => window.history.pushState(null, '', to));
    try {
      window.history.replaceState(null, '', '/?remote=x');
      const api = fakeApi();
      const store = new SearchStore(api, true);
      await store.start();
      const entries = window.history.length;
      await store.search({ ...filtersStore.filters, min_beds: 2 });
      expect(window.location.search).toBe('?remote=x&min_beds=2');
      expect(window.history.length).toBe(entries);
      await store.goToPage(2);
      expect(window.location.search).toBe('?remote=x&min_beds=2&page=2');
      expect(window.history.length).toBe(entries + 1);
      // Back: the address names page 1 again, and the store shows it without a new entry.
      window.history.replaceState(null, '', '/?remote=x&min_beds=2');
      await store.followAddress();
      expect(store.page).toBe(1);
      expect(api.calls.filter((c) => c.kind === 'list').at(-1)?.page).toBe(1);
      expect(window.history.length).toBe(entries + 1);
    } finally {
      unregister();
    }
  });

  it('a typed search asks the map to fit its results; a page turned does not', async () => {
    const store = new SearchStore(fakeApi(), false);
    await store.start();
    expect(store.fit).toBeNull();
    await store.search({ ...filtersStore.filters, min_beds: 1 });
    const fit = store.fit!;
    expect(fit.id).toBe(1);
    store.keepCamera({ center: [-1, 52], zoom: 13 });
    expect(store.keptCamera).toEqual({ center: [-1, 52], zoom: 13 });
    await store.goToPage(2, false);
    expect(store.fit).toBe(fit);
    await store.search({ ...filtersStore.filters, min_beds: 2 });
    expect(store.fit!.id).toBe(2);
    // A new search's results, not where the person left the last one's.
    expect(store.keptCamera).toBeNull();
  });
});
