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
  private sequence = 0;
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
      if (this.results) void this.goToPage(this.page);
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
    if (this.started) {
      const other = this.urlSync ? queryToSearch(new URLSearchParams(window.location.search)) : null;
      if (other?.present && !sameSearch(other.filters, this.filters)) return this.restore(other);
      this.writeUrl(this.page);
      return Promise.resolve();
    }
    this.started = true;
    const restored = this.urlSync ? queryToSearch(new URLSearchParams(window.location.search)) : null;
    if (restored?.present) return this.restore(restored);
    return this.run({ page: 1, openList: false, withPins: true });
  }

  private restore(search: DecodedSearch): Promise<void> {
    this.restoring = this.placeNamed(search.filters)
      .then((filters) => {
        this.notice = this.notice ?? search.retired[0] ?? null;
        filtersStore.setFilters(filters);
        return this.run({ page: search.page, openList: true, withPins: true });
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
    return this.run({ page: 1, openList: true, withPins: true });
  }

  dismissNotice(): void {
    this.notice = null;
  }

  goToPage(page: number): Promise<void> {
    return this.run({ page, openList: false, withPins: false, pageChange: true });
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

  private writeUrl(page: number): void {
    if (!this.urlSync) return;
    const query = mergeSearchIntoQuery(new URLSearchParams(window.location.search), this.filters, page).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    // Replacing keeps the router's own history entry state; a search is not a new page to go back to.
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }

  private async run({ page = 1, openList = false, withPins = true, pageChange = false }: RunOptions): Promise<void> {
    const sequence = ++this.sequence;
    const body = requestBody(this.filters);
    this.loading = true;
    this.writeUrl(page);
    if (openList) bus.emit('list:open', { open: true });
    const pins = withPins ? this.fetchPins(body) : Promise.resolve();
    try {
      const results = await this.api.list(body, page);
      if (sequence !== this.sequence) return;
      runInAction(() => {
        this.results = results;
        this.resultsStay = searchedStay(body);
        this.setErrors({});
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
