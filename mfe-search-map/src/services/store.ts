import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  bus,
  defaultServiceSearchFilters,
  http,
  isHttpError,
  navigate,
  PRICE_MAX,
  serviceFiltersStore,
  sortFlags,
  sortOptionOf,
  type ApiErrors,
  type Paginated,
  type Service,
  type ServicePin,
  type ServiceSearchFilters,
  type SortOption,
} from '@marketplace/shared';
import { servicePinsFromColumns, type ServiceMapAnswer } from './servicePins';

/** A catalogue choice: an occupation or a payment type. */
export interface Choice {
  id: number;
  type: string;
}

/** The service search's choices, from the catalogue the service form reads too. */
export interface ServiceLookups {
  occupations: Choice[];
  payment_types: Choice[];
}

/** The three calls the service search makes; tests give their own. */
export interface ServiceSearchApi {
  lookups(): Promise<ServiceLookups>;
  list(body: object, page: number): Promise<Paginated<Service>>;
  map(body: object): Promise<ServiceMapAnswer>;
}

export const httpServiceSearchApi: ServiceSearchApi = {
  lookups: async () => (await http.get<{ data: ServiceLookups }>('api/service-lookups')).data,
  list: (body, page) => http.post<Paginated<Service>>(page > 1 ? `api/services-list?page=${page}` : 'api/services-list', body),
  map: (body) => http.post<ServiceMapAnswer>('api/services-map', body),
};

/** The spec's radius choices (1 to 10 and 15 miles). */
export const RADIUS_MILES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15] as const;
export const ERROR_DISPLAY_MS = 4000;
/** The price range's steps in pounds: a trade's hourly rate up to a whole job's price. */
export const SERVICE_PRICE_STEPS = [10, 20, 30, 40, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 2000, 5000] as const;

/**
 * The address-bar keys of a service search. Their own names, so they never mix with the property
 * search's keys: `/?search=services&occupation=5&near=SW18&lat=..&lng=..&within=3&service_sort=3&service_max=80` can be shared.
 */
export const SERVICE_QUERY_KEYS = [
  'search',
  'occupation',
  'payment',
  'near',
  'lat',
  'lng',
  'within',
  'service_page',
  'service_sort',
  'service_min',
  'service_max',
] as const;

const positiveInt = (raw: string | null): number | null => (raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
const price = (raw: string | null): number | null => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= PRICE_MAX ? Number(raw) : null);
const sortOption = (raw: string | null): SortOption => {
  const n = positiveInt(raw);
  return n !== null && n <= 4 ? (n as SortOption) : 1;
};
const coordinate = (raw: string | null, limit: number): number | null => {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/** The service search a query describes, or null when it asks for the property search. */
export function queryToServiceSearch(query: URLSearchParams): { filters: ServiceSearchFilters; page: number } | null {
  if (query.get('search') !== 'services') return null;
  const defaults = defaultServiceSearchFilters();
  const near = query.get('near')?.trim();
  const lat = coordinate(query.get('lat'), 90);
  const lng = coordinate(query.get('lng'), 180);
  const within = positiveInt(query.get('within'));
  const filters: ServiceSearchFilters = {
    ...defaults,
    service_type_occupation_id: positiveInt(query.get('occupation')),
    service_payment_type_id: positiveInt(query.get('payment')),
    radius: within !== null && (RADIUS_MILES as readonly number[]).includes(within) ? within : defaults.radius,
    min_price: price(query.get('service_min')),
    max_price: price(query.get('service_max')),
    ...sortFlags(sortOption(query.get('service_sort'))),
  };
  if (near) {
    Object.assign(filters, { address: near, city: null, county: null, country: null, boundary_box: null, latitude: null, longitude: null });
    if (lat !== null && lng !== null) Object.assign(filters, { latitude: lat, longitude: lng });
  }
  return { filters, page: positiveInt(query.get('service_page')) ?? 1 };
}

/** The query with the service search written in (or taken out when `filters` is null); other keys kept. */
export function mergeServiceSearchIntoQuery(query: URLSearchParams, filters: ServiceSearchFilters | null, page: number): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of SERVICE_QUERY_KEYS) next.delete(key);
  if (!filters) return next;
  next.set('search', 'services');
  if (filters.service_type_occupation_id) next.set('occupation', String(filters.service_type_occupation_id));
  if (filters.service_payment_type_id) next.set('payment', String(filters.service_payment_type_id));
  next.set('near', filters.address);
  if (filters.latitude !== null && filters.longitude !== null) {
    next.set('lat', String(filters.latitude));
    next.set('lng', String(filters.longitude));
  }
  if (filters.radius) next.set('within', String(filters.radius));
  if (page > 1) next.set('service_page', String(page));
  const sort = sortOptionOf(filters);
  if (sort !== 1) next.set('service_sort', String(sort));
  if (filters.min_price !== null) next.set('service_min', String(filters.min_price));
  if (filters.max_price !== null) next.set('service_max', String(filters.max_price));
  return next;
}

/**
 * The request body: a radius round the chosen place (the geocoder's box would override it), or the
 * place's name when no point is known.
 */
export function serviceRequestBody(filters: ServiceSearchFilters): object {
  const { boundary_box: _box, drawbboxs: _drawn, ...body } = filters;
  return body;
}

/**
 * The service search beside the property search: the catalogue of choices, the providers' list and
 * pins over api/services-list and api/services-map, paging, errors and the address bar.
 */
export class ServiceSearchStore {
  /** Whether the page shows the service search instead of the property search. */
  active = false;
  lookups: ServiceLookups | null = null;
  results: Paginated<Service> | null = null;
  pins: ServicePin[] = [];
  /** How many providers match; more than `pins.length` when the API held some back. */
  pinsTotal = 0;
  loading = false;
  errors: ApiErrors = {};
  private sequence = 0;
  private started = false;
  private errorTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly api: ServiceSearchApi = httpServiceSearchApi,
    private readonly urlSync = typeof window !== 'undefined',
  ) {
    makeAutoObservable<ServiceSearchStore, 'api' | 'urlSync' | 'sequence' | 'started' | 'errorTimer'>(
      this,
      { api: false, urlSync: false, sequence: false, started: false, errorTimer: false, results: observable.ref, pins: observable.ref },
      { autoBind: true },
    );
  }

  get filters(): ServiceSearchFilters {
    return serviceFiltersStore.filters;
  }

  /** The list's order: 1 Newest, 2 Oldest, 3 Lowest Price, 4 Highest Price. */
  get sort(): SortOption {
    return sortOptionOf(this.filters);
  }

  get page(): number {
    return this.results?.meta.current_page ?? 1;
  }

  /** Start-up: the choices, and a service search the address bar asks for. */
  async start(): Promise<void> {
    const restored = this.urlSync ? queryToServiceSearch(new URLSearchParams(window.location.search)) : null;
    if (this.started) {
      // Back on the map home (a link such as the services page's): a service search it asks for is run.
      if (restored && !this.active) {
        serviceFiltersStore.setFilters(restored.filters);
        this.active = true;
        await this.run(restored.page, true);
      } else this.writeUrl(this.page);
      return;
    }
    this.started = true;
    if (restored) {
      serviceFiltersStore.setFilters(restored.filters);
      this.active = true;
    }
    const lookups = this.api.lookups().then(
      (answer) => runInAction(() => (this.lookups = answer)),
      () => undefined,
    );
    if (restored) await this.run(restored.page, true);
    await lookups;
  }

  /** Switches between the property and the service search; the first switch to services searches. */
  setActive(active: boolean): void {
    this.active = active;
    this.writeUrl(this.page);
    if (active && !this.results && !this.loading) void this.run(1, false);
  }

  search(filters: ServiceSearchFilters): Promise<void> {
    serviceFiltersStore.setFilters(filters);
    return this.run(1, true);
  }

  /** Reorders the providers from the first page; the pins follow the list's order. */
  setSort(sort: SortOption): Promise<void> {
    serviceFiltersStore.setFilters({ ...this.filters, ...sortFlags(sort) });
    return this.run(1, false);
  }

  goToPage(page: number): Promise<void> {
    return this.run(page, false);
  }

  /** A provider's page: their service, its reviews and the ways to contact or book them. */
  openService(serviceId: number): void {
    navigate(`/ad-service/${serviceId}`);
  }

  private setErrors(errors: ApiErrors): void {
    this.errors = errors;
    if (this.errorTimer) clearTimeout(this.errorTimer);
    this.errorTimer = Object.keys(errors).length ? setTimeout(() => runInAction(() => (this.errors = {})), ERROR_DISPLAY_MS) : null;
  }

  private writeUrl(page: number): void {
    if (!this.urlSync) return;
    const query = mergeServiceSearchIntoQuery(
      new URLSearchParams(window.location.search),
      this.active ? this.filters : null,
      page,
    ).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }

  private async run(page: number, openList: boolean): Promise<void> {
    const sequence = ++this.sequence;
    const body = serviceRequestBody(this.filters);
    this.loading = true;
    this.writeUrl(page);
    if (openList) bus.emit('list:open', { open: true });
    const list = this.api.list(body, page);
    const pins = page === 1 || this.pins.length === 0 ? this.api.map(body) : null;
    try {
      const [results, map] = await Promise.all([list, pins]);
      if (sequence !== this.sequence) return;
      runInAction(() => {
        this.results = results;
        if (map) {
          this.pins = servicePinsFromColumns(map.data);
          this.pinsTotal = map.meta.total;
        }
        this.setErrors({});
      });
    } catch (error) {
      if (sequence !== this.sequence) return;
      // A failed list, map or services fetch clears the result and stores the errors (spec 000 §8).
      runInAction(() => {
        this.results = null;
        this.pins = [];
        this.pinsTotal = 0;
        this.setErrors(isHttpError(error) ? (error.data.errors ?? {}) : {});
      });
    } finally {
      if (sequence === this.sequence) runInAction(() => (this.loading = false));
    }
  }
}

export const serviceSearchStore = new ServiceSearchStore();
