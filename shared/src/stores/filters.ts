import { makeAutoObservable, observable } from 'mobx';
import {
  FEATURE_FILTERS,
  INCLUDE_FILTERS,
  RANK_FILTERS,
  WORDS_FILTERS,
  PROPERTY_TYPE_GROUPS,
  TRI_STATE_FILTERS,
  WINDOW_FILTERS,
  type FeatureFilter,
  type IncludeFilter,
  type RankFilter,
  type WordsFilter,
  type PropertyTypeChild,
  type PropertyTypeGroup,
  type SearchFilters,
  type SearchLocation,
  type ServiceSearchFilters,
  type TriState,
  type TriStateFilter,
  type WindowFilter,
} from '../entities';
import { adTypeFlags, sortFlags } from '../rules';

export const DEFAULT_LOCATION_TEXT = 'London, Greater London, England, United Kingdom';

/** Central London, with Greater London's bounding box as the geocoder returns it. */
export function defaultSearchLocation(): SearchLocation {
  return {
    address: DEFAULT_LOCATION_TEXT,
    line_1: null,
    line_2: null,
    street: null,
    postcode: null,
    city: 'London',
    county: 'Greater London',
    country: 'United Kingdom',
    boundary_box: [-0.510375, 51.28676, 0.334015, 51.691874],
    latitude: 51.5072,
    longitude: -0.1276,
    radius: null,
    drawbboxs: null,
  };
}

function allFalse<K extends string>(keys: readonly K[]): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<K, boolean>;
}

const TYPE_FLAGS = [
  ...(Object.keys(PROPERTY_TYPE_GROUPS) as PropertyTypeGroup[]),
  ...Object.values<readonly PropertyTypeChild[]>(PROPERTY_TYPE_GROUPS).flat(),
];

/** The spec's default search: For Sale & To Let in London, every tri-state on Show, newest first. */
export function defaultSearchFilters(): SearchFilters {
  return {
    ...defaultSearchLocation(),
    ad_type: 6,
    ...adTypeFlags(6),
    is_coming_soon: 0,
    ...sortFlags(1),
    min_beds: null,
    max_beds: null,
    min_price: null,
    max_price: null,
    min_square_meter: null,
    max_square_meter: null,
    property_rent_type_id: null,
    price_rent_type_id: null,
    guests: null,
    tenure: 1,
    bathrooms: null,
    floors: null,
    is_long_short_term: 3,
    date_range: null,
    date_start: null,
    date_end: null,
    property_types: [],
    ...(Object.fromEntries(TRI_STATE_FILTERS.map((key) => [key, 3])) as Record<TriStateFilter, TriState>),
    ...(Object.fromEntries(RANK_FILTERS.map((key) => [key, null])) as Record<RankFilter, null>),
    ...(Object.fromEntries(WORDS_FILTERS.map((key) => [key, null])) as Record<WordsFilter, null>),
    // Homes under offer, sold STC or let agreed are in a search until it leaves them out, as on Rightmove.
    ...(Object.fromEntries(INCLUDE_FILTERS.map((key) => [key, true])) as Record<IncludeFilter, true>),
    ...allFalse<FeatureFilter | WindowFilter>([...FEATURE_FILTERS, ...WINDOW_FILTERS]),
    ...allFalse<PropertyTypeGroup | PropertyTypeChild>(TYPE_FLAGS),
  };
}

export function defaultServiceSearchFilters(): ServiceSearchFilters {
  return {
    ...defaultSearchLocation(),
    // Providers travel: five miles round the place, as the neighbourhood reviews' default radius.
    radius: 5,
    service_type_occupation_id: null,
    service_payment_type_id: null,
    min_price: null,
    max_price: null,
    ...sortFlags(1),
  };
}

/**
 * Search filters shared by the filters panel, the list and the map. The object is replaced as a whole
 * (never mutated), so forms can compare it with their values and the map can react to a new search.
 */
export class FilterStore<F extends object> {
  filters: F;

  constructor(private readonly defaults: () => F) {
    this.filters = defaults();
    makeAutoObservable<FilterStore<F>, 'defaults'>(this, { filters: observable.ref, defaults: false }, { autoBind: true });
  }

  setFilters(filters: F): void {
    this.filters = filters;
  }

  reset(): void {
    this.filters = this.defaults();
  }
}

export const filtersStore = new FilterStore<SearchFilters>(defaultSearchFilters);
export const serviceFiltersStore = new FilterStore<ServiceSearchFilters>(defaultServiceSearchFilters);
