/**
 * The search form's yes/no, tri-state and time-window filters, each declared once: the column it
 * reads, how, its label and the searches it takes part in. From this record come the form's types and
 * defaults, the filters panel and its labels, the API's filter-to-column map and request checks, the
 * advert's flag columns, the result cards' tags, the advert form's switches and the rows of the advert
 * page's Additional Info. A new filter is one entry here, its migration and, for an advert column, its
 * share of the seed.
 */

/** The table a filter reads: the advert itself (`properties`) or its details (`property_details`). */
export type SearchFilterTable = 'properties' | 'property_details';

/**
 * How the column is read. `flag`: ticked finds adverts whose column is true; `count`: above zero;
 * `tri_state`: 3 Show (no filter), 1 Hide (column false), 2 Only (column true); `window`: ticked finds
 * adverts whose time column falls within the last `hours`.
 */
export type SearchFilterKind = 'flag' | 'count' | 'tri_state' | 'window';

/**
 * The searches that offer a filter (spec 000 §2): every ad type's; lets only (ad types 5 and 6);
 * short-term stays only (lets with let term 2 or 3); sales (not ad types 2 and 5).
 */
export type SearchFilterSearches = 'all' | 'lets' | 'short_term_stays' | 'sales';

export interface SearchFilterField {
  kind: SearchFilterKind;
  table: SearchFilterTable;
  /** The column when it is not named as the filter is. */
  column?: string;
  /** The words beside the filter. */
  label: string;
  searches: SearchFilterSearches;
  /** The row's label in the advert page's Additional Info, for an advert column listed there. */
  advertInfo?: string;
  /** A window's length, back from now. */
  hours?: number;
  /** A window's column when its own is not set (an advert never published since it was added). */
  orElse?: string;
}

/** In the order the filters panel lists them (within each kind and group). */
export const SEARCH_FILTER_FIELDS = {
  is_reduced: {
    kind: 'window',
    table: 'properties',
    column: 'reduced_at',
    label: 'Reduced in the last 14 days',
    searches: 'all',
    hours: 14 * 24,
  },
  is_new: {
    kind: 'window',
    table: 'properties',
    column: 'first_published_at',
    orElse: 'created_at',
    label: 'Added in the last 24 hours',
    searches: 'all',
    hours: 24,
  },
  is_downstairs_wc: { kind: 'count', table: 'property_details', column: 'downstairs_wc', label: 'Downstairs WC', searches: 'all' },
  front_garden: { kind: 'flag', table: 'property_details', label: 'Front Garden', searches: 'all' },
  rear_garden: { kind: 'flag', table: 'property_details', label: 'Rear Garden', searches: 'all' },
  garden_terrace: { kind: 'flag', table: 'property_details', label: 'Garden Terrace', searches: 'all' },
  conservatory: { kind: 'flag', table: 'property_details', label: 'Conservatory', searches: 'all' },
  green_house: { kind: 'flag', table: 'property_details', label: 'Greenhouse', searches: 'all' },
  shed: { kind: 'flag', table: 'property_details', label: 'Shed', searches: 'all' },
  front_porch: { kind: 'flag', table: 'property_details', label: 'Front Porch', searches: 'all' },
  rear_porch: { kind: 'flag', table: 'property_details', label: 'Rear Porch', searches: 'all' },
  attic: { kind: 'flag', table: 'property_details', label: 'Attic', searches: 'all' },
  basement: { kind: 'flag', table: 'property_details', label: 'Basement', searches: 'all' },
  balcony: { kind: 'flag', table: 'property_details', label: 'Balcony', searches: 'all' },
  charging_station: { kind: 'flag', table: 'property_details', label: 'Charging Station', searches: 'all' },
  solar_panels: { kind: 'flag', table: 'property_details', label: 'Solar Panels', searches: 'all' },
  driveway: { kind: 'flag', table: 'property_details', label: 'Driveway', searches: 'all' },
  garage: { kind: 'flag', table: 'property_details', label: 'Garage', searches: 'all' },
  is_accessible: { kind: 'flag', table: 'properties', label: 'Accessible', searches: 'all', advertInfo: 'Accessibility' },
  is_shared_ownership: { kind: 'flag', table: 'properties', label: 'Shared Ownership', searches: 'all', advertInfo: 'Shared Ownership' },
  is_new_build: { kind: 'flag', table: 'properties', label: 'New Build', searches: 'all', advertInfo: 'New Build' },
  is_over_60s: { kind: 'flag', table: 'properties', label: 'Over 60s Only', searches: 'all', advertInfo: 'Over 60s Only' },
  is_hmo: { kind: 'flag', table: 'properties', label: 'HMO', searches: 'all', advertInfo: 'HMO' },
  is_furnished: { kind: 'flag', table: 'properties', label: 'Furnished', searches: 'all', advertInfo: 'Furnished' },
  is_tenanted: { kind: 'flag', table: 'properties', label: 'Tenanted', searches: 'all', advertInfo: 'Tenanted' },
  is_pet_friendly: { kind: 'flag', table: 'properties', label: 'Pet Friendly', searches: 'all', advertInfo: 'Pet Friendly' },
  events_allowed: { kind: 'flag', table: 'properties', label: 'Events Allowed', searches: 'lets', advertInfo: 'Events Allowed' },
  is_dss_accepted: { kind: 'flag', table: 'properties', label: 'DSS Accepted', searches: 'all', advertInfo: 'DSS Accepted' },
  easements: {
    kind: 'flag',
    table: 'property_details',
    label: 'Easements & Covenants',
    searches: 'all',
    advertInfo: 'Easements and Covenants',
  },
  is_holiday: { kind: 'flag', table: 'properties', label: 'Holiday', searches: 'all', advertInfo: 'Holiday' },
  is_seashore: { kind: 'flag', table: 'properties', label: 'Seashore', searches: 'all', advertInfo: 'Seashore' },
  is_waterfront: { kind: 'flag', table: 'properties', label: 'Waterfront', searches: 'all', advertInfo: 'Waterfront' },
  inside_pool: { kind: 'flag', table: 'property_details', label: 'Inside Pool', searches: 'all' },
  outside_pool: { kind: 'flag', table: 'property_details', label: 'Outside Pool', searches: 'all' },
  cinema_room: { kind: 'flag', table: 'property_details', label: 'Cinema Room', searches: 'all' },
  gym: { kind: 'flag', table: 'property_details', label: 'Gym', searches: 'all' },
  sauna: { kind: 'flag', table: 'property_details', label: 'Sauna', searches: 'all' },
  spa: { kind: 'flag', table: 'property_details', label: 'Spa', searches: 'all' },
  stove: { kind: 'flag', table: 'property_details', label: 'Stove', searches: 'all' },
  hot_tub: { kind: 'flag', table: 'property_details', label: 'Hot Tub', searches: 'all' },
  bicycle: { kind: 'flag', table: 'property_details', label: 'Bicycle', searches: 'all' },
  air_conditioning: { kind: 'flag', table: 'property_details', label: 'Air Conditioning', searches: 'all' },
  security_cameras: { kind: 'flag', table: 'property_details', label: 'Security Cameras', searches: 'all' },
  fire_rings: { kind: 'flag', table: 'property_details', label: 'Fire Rings', searches: 'all' },
  hammocks: { kind: 'flag', table: 'property_details', label: 'Hammocks', searches: 'all' },
  bar: { kind: 'flag', table: 'property_details', label: 'Bar', searches: 'all' },
  wifi: { kind: 'flag', table: 'property_details', label: 'Wifi', searches: 'short_term_stays' },
  breakfast: { kind: 'flag', table: 'property_details', label: 'Breakfast', searches: 'short_term_stays' },
  smoking_rooms: { kind: 'flag', table: 'property_details', label: 'Smoking Rooms', searches: 'short_term_stays' },
  non_smoking_rooms: { kind: 'flag', table: 'property_details', label: 'Non-Smoking Rooms', searches: 'short_term_stays' },
  room_service: { kind: 'flag', table: 'property_details', label: 'Room Service', searches: 'short_term_stays' },
  cleaning_service: { kind: 'flag', table: 'property_details', label: 'Cleaning Service', searches: 'short_term_stays' },
  h24_front_desk: { kind: 'flag', table: 'property_details', label: '24-Hour Front Desk', searches: 'short_term_stays' },
  airport_shuttle: { kind: 'flag', table: 'property_details', label: 'Airport Shuttle', searches: 'short_term_stays' },
  restaurant: { kind: 'flag', table: 'property_details', label: 'Restaurant', searches: 'short_term_stays' },
  // Booked without waiting for the host (issue 43): confirmed once paid.
  is_instant_book: { kind: 'flag', table: 'properties', label: 'Instant Book', searches: 'short_term_stays', advertInfo: 'Instant Book' },
  is_cash: { kind: 'tri_state', table: 'properties', label: 'Cash Only', searches: 'sales' },
  is_auction: { kind: 'tri_state', table: 'properties', label: 'Auction', searches: 'sales' },
  is_investment: { kind: 'tri_state', table: 'properties', label: 'Investment', searches: 'sales' },
  is_mixed_use: { kind: 'tri_state', table: 'properties', label: 'Mixed Use', searches: 'sales' },
} as const satisfies Record<string, SearchFilterField>;

type Fields = typeof SEARCH_FILTER_FIELDS;
export type SearchFilterKey = keyof Fields;
/** The filters whose entry matches `Shape`. */
type KeysWhere<Shape> = { [K in SearchFilterKey]: Fields[K] extends Shape ? K : never }[SearchFilterKey];

/** Ticked or not: the flag and count filters. */
export type FeatureFilter = KeysWhere<{ kind: 'flag' | 'count' }>;
/** Show, Hide or Only. */
export type TriStateFilter = KeysWhere<{ kind: 'tri_state' }>;
/** Ticked or not: a time column within the last hours ('Reduced in the last 14 days'). */
export type WindowFilter = KeysWhere<{ kind: 'window' }>;
/** The filters that are yes/no columns of the advert itself: the advert carries each as a flag. */
export type AdvertFilterFlag = KeysWhere<{ table: 'properties'; kind: 'flag' | 'tri_state' }>;

const keysWhere = <K extends SearchFilterKey>(keep: (field: SearchFilterField) => boolean) =>
  (Object.keys(SEARCH_FILTER_FIELDS) as SearchFilterKey[]).filter((key) => keep(SEARCH_FILTER_FIELDS[key])) as K[];

/** The column filters a kind of search offers, in the panel's order (the windows are listed apart). */
export const filtersOfSearch = (searches: SearchFilterSearches): SearchFilterKey[] =>
  keysWhere((f) => f.searches === searches && f.kind !== 'window');

/** Boolean feature filters of the advanced panel (000 §3), short-term-stay ones included. */
export const FEATURE_FILTERS: readonly FeatureFilter[] = keysWhere<FeatureFilter>((f) => f.kind === 'flag' || f.kind === 'count');
/** The panel's 'Recently' filters. */
export const WINDOW_FILTERS: readonly WindowFilter[] = keysWhere<WindowFilter>((f) => f.kind === 'window');
export const TRI_STATE_FILTERS: readonly TriStateFilter[] = keysWhere<TriStateFilter>((f) => f.kind === 'tri_state');
/** Shown only for short-term stays (types 5 or 6 with let term 2 or 3). */
export const SHORT_TERM_STAY_FILTERS = filtersOfSearch('short_term_stays') as readonly KeysWhere<{ searches: 'short_term_stays' }>[];
/** The advert's own yes/no columns that are search filters. */
export const ADVERT_FILTER_FLAGS: readonly AdvertFilterFlag[] = keysWhere<AdvertFilterFlag>(
  (f) => f.table === 'properties' && (f.kind === 'flag' || f.kind === 'tri_state'),
);
