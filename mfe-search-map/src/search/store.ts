import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  bus,
  filtersStore,
  http,
  isHttpError,
  isPhone,
  navigate,
  searchedStay,
  sortFlags,
  sortOptionOf,
  stayQuery,
  type AdType,
  type AdvertCard,
  type AdvertSource,
  type ApiErrors,
  type LngLatBox,
  type MapCluster,
  type MapPin,
  type MapViewAnswer,
  type Paginated,
  type PolygonRing,
  type SearchFilters,
  type SortOption,
  type StayDates,
} from '@marketplace/shared';
import { findPlaces, locationOfFeature, type GeocoderFeature } from './location';
import { mapPinsFromColumns } from './mapAnswer';
import { mergeSearchIntoQuery, queryToSearch, sameSearch, type DecodedSearch } from './urlState';

/** How long list errors stay on screen (spec 000 §9). */
export const ERROR_DISPLAY_MS = 4000;

/** What the map shows: the box in view (degrees) and its zoom. */
export interface MapViewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/**
 * The map asks for a quarter of its size again beyond each edge, so a short pan needs no new answer and
 * circles just past the edge are drawn as they come into view.
 */
export const VIEW_MARGIN = 0.25;

/** The box the map asks for around what it shows, within the map's world. */
export function viewArea(view: MapViewport): { box: LngLatBox; zoom: number } {
  const dx = (view.east - view.west) * VIEW_MARGIN;
  const dy = (view.north - view.south) * VIEW_MARGIN;
  const box: LngLatBox = [
    Math.max(-180, view.west - dx),
    Math.max(-85, view.south - dy),
    Math.min(180, view.east + dx),
    Math.min(85, view.north + dy),
  ];
  return { box, zoom: Math.round(view.zoom * 100) / 100 };
}

/** Whether an answer for `area` still serves the map at `view`: the same whole zoom, and everything in view inside it. */
export function areaCovers(area: { box: LngLatBox; zoom: number }, view: MapViewport): boolean {
  const [west, south, east, north] = area.box;
  return (
    Math.floor(area.zoom) === Math.floor(view.zoom) && view.west >= west && view.east <= east && view.south >= south && view.north <= north
  );
}

/** A camera the map can stand at: its centre [lng, lat] and zoom. */
export interface MapCamera {
  center: [number, number];
  zoom: number;
}

/**
 * What a typed search (the filters' Search, the introduction's, a link or an address restored) asks the
 * map to show once its results are in: the box around the listed adverts, or, with none placed, the
 * searched place. Each has its own id, so the map fits each once and never again while the person
 * pans and zooms.
 */
export interface MapFit {
  id: number;
  /** [west, south, east, north] around the results on the list's page; null when none has a position. */
  box: LngLatBox | null;
  place: Pick<SearchFilters, 'address' | 'city' | 'latitude' | 'longitude'>;
  /** Whether an area drawn on the map bounds the search. */
  drawn: boolean;
}

/** The box around the adverts that have a position; null when none has. */
export function resultsBox(adverts: ReadonlyArray<{ latitude: number | null; longitude: number | null }>): LngLatBox | null {
  let box: LngLatBox | null = null;
  for (const { latitude: lat, longitude: lng } of adverts) {
    if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      continue;
    box = box ? [Math.min(box[0], lng), Math.min(box[1], lat), Math.max(box[2], lng), Math.max(box[3], lat)] : [lng, lat, lng, lat];
  }
  return box;
}

/** The two calls the store makes; tests give their own. */
export interface SearchApi {
  list(body: object, page: number): Promise<Paginated<AdvertCard>>;
  map(body: object): Promise<MapViewAnswer>;
  /** The list page that holds an advert for the search; null when the search does not match it. */
  pageOf(body: object, advertId: number): Promise<number | null>;
  /** The places the geocoder finds for a name, best first. */
  places(query: string, adType: AdType | null): Promise<GeocoderFeature[]>;
}

export const httpSearchApi: SearchApi = {
  async list(body, page) {
    return http.post<Paginated<AdvertCard>>(page > 1 ? `api/properties-list?page=${page}` : 'api/properties-list', body);
  },
  async map(body) {
    return http.post<MapViewAnswer>('api/properties-map', body);
  },
  async pageOf(body, advertId) {
    try {
      return (await http.post<{ data: { page: number } }>(`api/properties-list?position_of=${advertId}`, body)).data.page;
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return null;
      throw error;
    }
  },
  async places(query, adType) {
    return (await findPlaces(query, adType)).features ?? [];
  },
};

/** The request body: the form as the API reads it (drawn areas as a JSON list of rings). */
type RequestBody = Omit<SearchFilters, 'date_range'>;
export function requestBody(filters: SearchFilters): RequestBody {
  const { date_range: _range, ...body } = filters;
  return { ...body, drawbboxs: filters.drawbboxs?.length ? filters.drawbboxs : null };
}

interface RunOptions {
  page?: number;
  openList?: boolean;
  /** A typed search: the map fits its results once they are in. */
  fit?: boolean;
  /** A page the person asked for is a new entry of the browser's history, so Back returns to the page before. */
  newEntry?: boolean;
  /** Whether the pins must be fetched again (not for a page change). */
  withPins?: boolean;
  /** A failed page change keeps the current page instead of clearing the results. */
  pageChange?: boolean;
}

/**
 * The remote's search: the one place that calls api/properties-list and api/properties-map. It holds
 * the results, what the map shows (circles and pins of its view), paging, errors, the selected and
 * viewed adverts and the drawn areas, and keeps the address bar in step with the search. One instance
 * per page, shared by the three parcels.
 */
export class SearchStore {
  results: Paginated<AdvertCard> | null = null;
  /** The adverts the map's view shows as pins. */
  pins: MapPin[] = [];
  /** Where adverts are many, the map's view shows them as counted circles. */
  clusters: MapCluster[] = [];
  /** How many adverts of the search the map's view holds. */
  inView = 0;
  /** The stay (dates and party) the results and the pins were asked for: what their totals are for. */
  resultsStay: StayDates | null = null;
  pinsStay: StayDates | null = null;
  loading = false;
  errors: ApiErrors = {};
  /** Said once, when a search from the address bar asked for a filter the product no longer offers. */
  notice: string | null = null;
  selectedAdvertId: number | null = null;
  viewedAdvertIds = new Set<number>();
  /** What the map fits after the latest typed search; null before any. */
  fit: MapFit | null = null;
  /**
   * Where the person left the map, and for which fit: the map opens there again (Back from an advert
   * remounts it) until a typed search asks for another fit.
   */
  camera: { view: MapCamera; fitId: number } | null = null;
  /** Whether the person asked for the live map (a phone shows a preview until then); kept for the page's life. */
  liveMapAsked = false;
  /** How far the person had scrolled the list, and on which page, when it was last taken off the screen. */
  listScroll: { page: number; top: number } | null = null;
  private sequence = 0;
  private fits = 0;
  private pinSequence = 0;
  private errorTimer: ReturnType<typeof setTimeout> | null = null;
  private started = false;
  private restoring: Promise<void> | null = null;
  /** What the map shows now; null until it has shown anything. */
  private viewport: MapViewport | null = null;
  /** The area the pins and circles were last asked for. */
  private answeredArea: { box: LngLatBox; zoom: number } | null = null;
  /** The legend's hidden categories and whether its 'Multiple' (merged pins and circles) is hidden. */
  private legend: { hiddenCategories: number[]; hideMultiple: boolean } = { hiddenCategories: [], hideMultiple: false };

  constructor(
    private readonly api: SearchApi = httpSearchApi,
    private readonly urlSync = typeof window !== 'undefined',
  ) {
    makeAutoObservable<
      SearchStore,
      'api' | 'urlSync' | 'sequence' | 'pinSequence' | 'errorTimer' | 'started' | 'restoring' | 'viewport' | 'answeredArea' | 'legend'
    >(
      this,
      {
        api: false,
        urlSync: false,
        sequence: false,
        pinSequence: false,
        errorTimer: false,
        started: false,
        restoring: false,
        viewport: false,
        answeredArea: false,
        legend: false,
        results: observable.ref,
        fit: observable.ref,
        camera: false,
        liveMapAsked: false,
        listScroll: false,
        pins: observable.ref,
        clusters: observable.ref,
        errors: observable.ref,
      },
      { autoBind: true },
    );
    // Adverts opened elsewhere (bookmarks, notifications) are selected and viewed here too.
    bus.on('advert:open', ({ advertId }) => this.markOpened(advertId));
    bus.on('advert:close', () => this.clearSelection());
    // After a report the list the user is reading is fetched again, on its page (spec 001 §9).
    bus.on('advert:reported', () => {
      if (this.results) void this.goToPage(this.page, false);
    });
  }

  /** The stored search (the shared filters store is the single source). */
  get filters(): SearchFilters {
    return filtersStore.filters;
  }

  /** Polygons drawn on the map, as rings of [lng, lat]. */
  get drawnAreas(): number[][][] {
    return this.filters.drawbboxs ?? [];
  }

  get page(): number {
    return this.results?.meta.current_page ?? 1;
  }

  get sort(): SortOption {
    return sortOptionOf(this.filters);
  }

  /**
   * First mount of any parcel: restores a search from the address bar, or runs the stored one.
   * Later calls write the current search back to the address bar, unless the address holds another
   * search (a saved search run from the dashboard), which is then restored.
   */
  start(): Promise<void> {
    // Another parcel mounting while the address bar's search is still being placed waits for it.
    if (this.restoring) return this.restoring;
    if (this.started) return this.followAddress();
    this.started = true;
    const restored = this.urlSync ? queryToSearch(new URLSearchParams(window.location.search)) : null;
    if (restored?.present) return this.restore(restored);
    return this.run({ page: 1, openList: false, withPins: true });
  }

  /**
   * The address moved under a started search (Back or Forward between result pages, Back from an
   * advert, a saved search run from the dashboard): another search is restored, another page of this
   * one shown; else the address is given the current search.
   */
  followAddress(): Promise<void> {
    if (this.restoring) return this.restoring;
    if (!this.started || !this.urlSync) return Promise.resolve();
    const other = queryToSearch(new URLSearchParams(window.location.search));
    const same = sameSearch(other.filters, this.filters);
    if (other.present && !same) return this.restore(other);
    // The address keeps only what differs from the default search: an empty one may be its first page.
    if (same && this.results && other.page !== this.page) return this.goToPage(other.page, false);
    this.writeUrl(this.page);
    return Promise.resolve();
  }

  private restore(search: DecodedSearch): Promise<void> {
    this.restoring = this.placeNamed(search.filters)
      .then((filters) => {
        this.notice = this.notice ?? search.retired[0] ?? null;
        filtersStore.setFilters(filters);
        return this.run({ page: search.page, openList: true, withPins: true, fit: true });
      })
      .finally(() => {
        this.restoring = null;
      });
    return this.restoring;
  }

  /**
   * A link that names a place without its coordinates (`/?ad_type=5&address=Manchester`) is searched
   * where the geocoder puts it, as if the person had picked it; one it cannot find says so.
   */
  private async placeNamed(filters: SearchFilters): Promise<SearchFilters> {
    const name = filters.address?.trim();
    if (!name || filters.latitude != null || filters.boundary_box || filters.drawbboxs?.length) return filters;
    const [place] = await this.api.places(name, filters.ad_type).catch(() => []);
    if (place) return { ...filters, ...locationOfFeature(place) };
    runInAction(() => {
      this.notice = `We could not find "${name}" on the map: the results match its name only. Pick a place from the Location suggestions to search around it.`;
    });
    return filters;
  }

  /** Stores the filters, fetches list page 1 and the pins, and opens the list panel. */
  search(filters?: SearchFilters): Promise<void> {
    if (filters) filtersStore.setFilters(filters);
    this.notice = null;
    bus.emit('search:submitted', { filters: this.filters });
    return this.run({ page: 1, openList: true, withPins: true, fit: true });
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** Shows a page of the results; one the person asks for is a new history entry (`newEntry`), one the address asks for is not. */
  goToPage(page: number, newEntry = true): Promise<void> {
    return this.run({ page, openList: false, withPins: false, pageChange: true, newEntry });
  }

  /** The map tells where the person left it, so it opens there again. */
  keepCamera(view: MapCamera): void {
    this.camera = { view, fitId: this.fit?.id ?? 0 };
  }

  askForLiveMap(): void {
    this.liveMapAsked = true;
  }

  /** Where the map opens: where the person left it for this search, if they did. */
  get keptCamera(): MapCamera | null {
    return this.camera && this.camera.fitId === (this.fit?.id ?? 0) ? this.camera.view : null;
  }

  setSort(sort: SortOption): Promise<void> {
    filtersStore.setFilters({ ...this.filters, ...sortFlags(sort) });
    return this.run({ page: 1, openList: false, withPins: true });
  }

  /** Replaces the drawn areas and searches inside them (none: back to the searched place). */
  setDrawnAreas(rings: number[][][]): Promise<void> {
    const drawbboxs = rings.length ? (rings.map((ring) => ring.map(([lng, lat]) => [lng, lat])) as PolygonRing[]) : null;
    filtersStore.setFilters({ ...this.filters, drawbboxs });
    return this.run({ page: 1, openList: false, withPins: true });
  }

  /**
   * The map moved: its circles and pins are asked for again once it leaves the area of the last
   * answer or changes its whole zoom.
   */
  showMapView(viewport: MapViewport): void {
    this.viewport = viewport;
    if (this.answeredArea && areaCovers(this.answeredArea, viewport)) return;
    void this.fetchPins(requestBody(this.filters));
  }

  /** The legend's hidden categories (property_category_id) and 'Multiple': the map's answer leaves them out. */
  setMapLegend(hiddenCategories: number[], hideMultiple: boolean): void {
    const legend = { hiddenCategories: [...hiddenCategories].sort((a, b) => a - b), hideMultiple };
    if (JSON.stringify(legend) === JSON.stringify(this.legend)) return;
    this.legend = legend;
    void this.fetchPins(requestBody(this.filters));
  }

  private async goToPageOf(advertId: number): Promise<void> {
    const page = await this.api.pageOf(requestBody(this.filters), advertId).catch(() => null);
    if (page !== null && page !== this.page) await this.goToPage(page);
  }

  /**
   * Opens an advert's detail panel. From the map the list opens too, on the advert's page (the API
   * finds it unless the page shown holds it). On a phone the advert opens as its own page
   * (/ad-details/{id}); Back comes to the list or the map as it was.
   */
  openAdvert(advertId: number, source: Extract<AdvertSource, 'list' | 'map'>): void {
    this.markOpened(advertId);
    if (isPhone()) {
      // With dates searched, the advert prices them too.
      navigate(`/ad-details/${advertId}${stayQuery(this.resultsStay ?? this.pinsStay)}`);
      return;
    }
    if (source === 'map') {
      bus.emit('list:open', { open: true });
      if (!this.results?.data.some((advert) => advert.id === advertId)) void this.goToPageOf(advertId);
    }
    bus.emit('advert:open', { advertId, source });
  }

  clearErrors(): void {
    this.errors = {};
  }

  private markOpened(advertId: number): void {
    this.selectedAdvertId = advertId;
    if (!this.viewedAdvertIds.has(advertId)) this.viewedAdvertIds = new Set(this.viewedAdvertIds).add(advertId);
    // The opened advert stands as a pin of its own, also where its neighbours are a circle.
    if (!this.pins.some((pin) => pin.id === advertId)) void this.fetchPins(requestBody(this.filters));
  }

  private clearSelection(): void {
    this.selectedAdvertId = null;
  }

  private setErrors(errors: ApiErrors): void {
    this.errors = errors;
    if (this.errorTimer) clearTimeout(this.errorTimer);
    this.errorTimer = Object.keys(errors).length ? setTimeout(() => this.clearErrors(), ERROR_DISPLAY_MS) : null;
  }

  private writeUrl(page: number, newEntry = false): void {
    if (!this.urlSync) return;
    const query = mergeSearchIntoQuery(new URLSearchParams(window.location.search), this.filters, page).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    // A page the person turned to is an entry of its own, pushed through the shell's router so it knows
    // it; otherwise replacing keeps the router's entry state: a changed search is not a page to go back to.
    if (newEntry) navigate(url);
    else window.history.replaceState(window.history.state, '', url);
  }

  private async run({
    page = 1,
    openList = false,
    withPins = true,
    pageChange = false,
    fit = false,
    newEntry = false,
  }: RunOptions): Promise<void> {
    const sequence = ++this.sequence;
    const body = requestBody(this.filters);
    const place = { address: body.address, city: body.city, latitude: body.latitude, longitude: body.longitude };
    const fitTo = (box: LngLatBox | null) => {
      if (fit) this.fit = { id: ++this.fits, box, place, drawn: (body.drawbboxs?.length ?? 0) > 0 };
    };
    this.loading = true;
    this.writeUrl(page, newEntry);
    if (openList) bus.emit('list:open', { open: true });
    const pins = withPins ? this.fetchPins(body) : Promise.resolve();
    try {
      const results = await this.api.list(body, page);
      if (sequence !== this.sequence) return;
      runInAction(() => {
        this.results = results;
        this.resultsStay = searchedStay(body);
        this.setErrors({});
        fitTo(resultsBox(results.data));
      });
    } catch (error) {
      if (sequence !== this.sequence) return;
      runInAction(() => {
        if (pageChange) {
          // A page that cannot be fetched keeps the current page (spec 000 §8: a browser alert).
          if (isHttpError(error) && !error.handled) window.alert(error.data.message ?? error.message);
          this.writeUrl(this.page);
          return;
        }
        this.results = null;
        this.setErrors(isHttpError(error) ? (error.data.errors ?? {}) : {});
        fitTo(null);
      });
    } finally {
      if (sequence === this.sequence) runInAction(() => (this.loading = false));
    }
    await pins;
  }

  /** The circles and pins of the map's view (nothing before the map shows a view). */
  private async fetchPins(body: RequestBody): Promise<void> {
    if (!this.viewport) return;
    const sequence = ++this.pinSequence;
    const area = viewArea(this.viewport);
    this.answeredArea = area;
    try {
      const answer = await this.api.map({
        ...body,
        bbox: area.box,
        zoom: area.zoom,
        hidden_categories: this.legend.hiddenCategories,
        hide_multiple: this.legend.hideMultiple,
        selected_id: this.selectedAdvertId,
      });
      if (sequence !== this.pinSequence) return;
      runInAction(() => {
        this.pins = mapPinsFromColumns(answer.data ?? {});
        this.pinsStay = searchedStay(body);
        this.clusters = answer.clusters ?? [];
        this.inView = answer.meta?.in_view ?? this.pins.length;
      });
    } catch {
      if (sequence !== this.pinSequence) return;
      // The list call reports the errors; the map is only cleared, and asks again when it next moves.
      this.answeredArea = null;
      runInAction(() => {
        this.pins = [];
        this.clusters = [];
        this.inView = 0;
      });
    }
  }
}

export const searchStore = new SearchStore();
