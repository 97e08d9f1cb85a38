/**
 * An advert's yes/no, tri-state and time-window fields, each declared once: the column it reads, how,
 * its label, the adverts it belongs to (and so the searches that offer it as a filter), the advert form's
 * step that asks it and its row on the advert page. From this record come the form's types and defaults,
 * the filters panel's sections and labels, the API's filter-to-column map and request checks, the advert's
 * flag columns, what the API saves and refuses per ad type, the result cards' tags, the advert form's
 * switches and the rows of the advert page's Additional Info. A new field is one entry here, its
 * migration and, for an advert column, its share of the seed; `npm run generate` writes the rest.
 */
import { BAND_ORDER, EPC_RATINGS } from './materialInformation';
import type { MarketStatus } from './marketStatus';
import { advertInGroup, searchFindsGroup, type AdvertGroupName, type AdvertKind, type AdvertKindAndTerm } from './advertGroups';

/** The table a filter reads: the advert itself (`properties`) or its details (`property_details`). */
export type SearchFilterTable = 'properties' | 'property_details';

/**
 * How the column is read. `flag`: ticked finds adverts whose column is true; `count`: above zero;
 * `tri_state`: 3 Show (no filter), 1 Hide (column false), 2 Only (column true); `window`: ticked finds
 * adverts whose time column falls within the last `hours`; `up_to`: one of `order` (best or lowest
 * first) finds adverts whose column is it or comes before it; `include`: on by default, and turned off it
 * leaves out adverts whose market status is one of `statuses`; `words`: what a person types, matched
 * against the advert's words (a text-search column) as a web search reads it.
 */
export type SearchFilterKind = 'flag' | 'count' | 'tri_state' | 'window' | 'up_to' | 'include' | 'words';

/**
 * The adverts a field belongs to (entities/advertGroups.ts): the form asks it of them, the API saves it
 * for them alone, and a search that can find them offers it (spec 000 §2).
 */
export type SearchFilterSearches = AdvertGroupName;

/** The advert form's steps that ask a field: the advert's own switches on 'Price and dates', its details on 'Details and amenities'. */
export type AdvertFieldStep = 'price' | 'details';

export interface SearchFilterField {
  kind: SearchFilterKind;
  table: SearchFilterTable;
  /** The column when it is not named as the filter is. */
  column?: string;
  /** The words beside the filter. */
  label: string;
  /** Its words on a let, where the law words it otherwise. */
  letLabel?: string;
  searches: SearchFilterSearches;
  /** The form's step that asks it: by default the advert's own columns on 'price', its details on 'details'; a window is never asked. */
  step?: AdvertFieldStep;
  /** The row's label in the advert page's Additional Info, for an advert column listed there. */
  advertInfo?: string;
  /** A window's length, back from now. */
  hours?: number;
  /** A window's column when its own is not set (an advert never published since it was added). */
  orElse?: string;
  /** An `up_to` filter's values, best or lowest first. */
  order?: readonly string[];
  /** Kept by the database from the advert's other fields: filtered on, never asked or saved. */
  derived?: true;
  /** An `include` filter's market statuses (entities/marketStatus.ts), left out when it is off. */
  statuses?: readonly MarketStatus[];
  /** A `words` filter's longest text. */
  maxLength?: number;
}

/** In the order the filters panel lists them (within each kind and group). */
export const SEARCH_FILTER_FIELDS = {
  // Title, description and features, read as a web search box reads them: garden annexe, "walk-in wardrobe", -auction.
  keywords: {
    kind: 'words',
    table: 'properties',
    column: 'search_text',
    label: 'Keywords',
    searches: 'all',
    maxLength: 200,
  },
  // Homes with an offer accepted stay in a search unless it leaves them out, as Rightmove's do.
  include_sstc: {
    kind: 'include',
    table: 'properties',
    column: 'market_status',
    label: 'Include Under Offer, Sold STC',
    searches: 'for_sale',
    statuses: ['under_offer', 'sold_stc'],
  },
  include_let_agreed: {
    kind: 'include',
    table: 'properties',
    column: 'market_status',
    label: 'Include Let Agreed',
    searches: 'long_lets',
    statuses: ['let_agreed'],
  },
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
  is_shared_ownership: { kind: 'flag', table: 'properties', label: 'Shared Ownership', searches: 'sales', advertInfo: 'Shared Ownership' },
  is_new_build: { kind: 'flag', table: 'properties', label: 'New Build', searches: 'all', advertInfo: 'New Build' },
  is_chain_free: { kind: 'flag', table: 'properties', label: 'Chain Free', searches: 'sales', advertInfo: 'Chain Free' },
  is_over_60s: { kind: 'flag', table: 'properties', label: 'Over 60s Only', searches: 'all', advertInfo: 'Over 60s Only' },
  is_hmo: { kind: 'flag', table: 'properties', label: 'HMO', searches: 'all', advertInfo: 'HMO' },
  is_furnished: { kind: 'flag', table: 'properties', label: 'Furnished', searches: 'lettings', advertInfo: 'Furnished' },
  is_tenanted: { kind: 'flag', table: 'properties', label: 'Tenanted', searches: 'sales', advertInfo: 'Tenanted' },
  is_pet_friendly: {
    kind: 'flag',
    table: 'properties',
    label: 'Pet Friendly',
    // A landlord in England must consider each request to keep a pet (Renters' Rights Act 2025).
    letLabel: 'Pets considered',
    searches: 'all',
    advertInfo: 'Pet Friendly',
  },
  events_allowed: { kind: 'flag', table: 'properties', label: 'Events Allowed', searches: 'lets', advertInfo: 'Events Allowed' },
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
  // Part A and the EPC, read from the advert's material information (entities/materialInformation.ts).
  max_council_tax_band: {
    kind: 'up_to',
    table: 'properties',
    column: 'council_tax_band',
    label: 'Council tax band up to',
    searches: 'offered',
    order: BAND_ORDER,
  },
  min_epc_rating: {
    kind: 'up_to',
    table: 'properties',
    column: 'epc_rating',
    label: 'EPC rating at least',
    searches: 'offered',
    order: EPC_RATINGS,
  },
  no_flood_risk: {
    kind: 'flag',
    table: 'properties',
    // Part C: it has not flooded in the last five years (migration 0223 keeps the column).
    label: 'No known flood risk',
    searches: 'offered',
    derived: true,
  },
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
/** One of its order: 'Council tax band up to D', 'EPC rating at least C'. */
export type RankFilter = KeysWhere<{ kind: 'up_to' }>;
/** Ticked or not: a time column within the last hours ('Reduced in the last 14 days'). */
export type WindowFilter = KeysWhere<{ kind: 'window' }>;
/** On unless turned off: 'Include Under Offer, Sold STC'. */
export type IncludeFilter = KeysWhere<{ kind: 'include' }>;
/** Typed words ('Keywords'). */
export type WordsFilter = KeysWhere<{ kind: 'words' }>;
/** The filters that are yes/no columns of the advert itself that its owner sets: the advert carries each as a flag. */
export type AdvertFilterFlag = Exclude<KeysWhere<{ table: 'properties'; kind: 'flag' | 'tri_state' }>, KeysWhere<{ derived: true }>>;

const keysWhere = <K extends SearchFilterKey>(keep: (field: SearchFilterField) => boolean) =>
  (Object.keys(SEARCH_FILTER_FIELDS) as SearchFilterKey[]).filter((key) => keep(SEARCH_FILTER_FIELDS[key])) as K[];

/**
 * The filters of a group's adverts, in the panel's order (the windows are listed apart). Remotes built
 * against shared 1.5 call it; newer ones ask `searchOffersFilter`.
 */
export const filtersOfSearch = (searches: SearchFilterSearches): SearchFilterKey[] =>
  keysWhere((f) => f.searches === searches && f.kind !== 'window' && f.kind !== 'include' && f.kind !== 'words');

/** Boolean feature filters of the advanced panel (000 §3), short-term-stay ones included. */
export const FEATURE_FILTERS: readonly FeatureFilter[] = keysWhere<FeatureFilter>((f) => f.kind === 'flag' || f.kind === 'count');
/** The panel's 'Recently' filters. */
export const WINDOW_FILTERS: readonly WindowFilter[] = keysWhere<WindowFilter>((f) => f.kind === 'window');
export const TRI_STATE_FILTERS: readonly TriStateFilter[] = keysWhere<TriStateFilter>((f) => f.kind === 'tri_state');
/** The filters that take one value of an order. */
export const RANK_FILTERS: readonly RankFilter[] = keysWhere<RankFilter>((f) => f.kind === 'up_to');
/** The filters that are on unless turned off, each leaving out its market statuses when off. */
export const INCLUDE_FILTERS: readonly IncludeFilter[] = keysWhere<IncludeFilter>((f) => f.kind === 'include');
/** The filters a person types words into. */
export const WORDS_FILTERS: readonly WordsFilter[] = keysWhere<WordsFilter>((f) => f.kind === 'words');
/**
 * A typed filter's words as a search keeps them: spaces run together, ends trimmed, cut at its longest;
 * null when nothing is left.
 */
export function searchWords(key: WordsFilter, typed: string | null | undefined): string | null {
  const words = (typed ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_FILTER_FIELDS[key].maxLength).trim();
  return words === '' ? null : words;
}
/** The values an `up_to` filter set to `chosen` finds: `chosen` and those before it. */
export function rankValues(key: RankFilter, chosen: string): string[] {
  const order: readonly string[] = SEARCH_FILTER_FIELDS[key].order;
  const at = order.indexOf(chosen);
  return at === -1 ? [] : order.slice(0, at + 1);
}
/** Shown only for short-term stays (types 5 or 6 with let term 2 or 3). */
export const SHORT_TERM_STAY_FILTERS = filtersOfSearch('short_term_stays') as readonly KeysWhere<{ searches: 'short_term_stays' }>[];
/** The advert's own yes/no columns that are search filters. */
export const ADVERT_FILTER_FLAGS: readonly AdvertFilterFlag[] = keysWhere<AdvertFilterFlag>(
  (f) => f.table === 'properties' && (f.kind === 'flag' || f.kind === 'tri_state') && !f.derived,
);

/**
 * Filters the product no longer offers, each with what a search that still carries one (an old link, a
 * saved search) is told once while it goes on without it. 'DSS Accepted' left with the Renters' Rights
 * Act 2025: refusing tenants on benefits is unlawful in England (and a blanket 'No DSS' has been held
 * indirect discrimination across Great Britain), so no let says it and no search asks it.
 */
export const RETIRED_FILTERS = {
  is_dss_accepted:
    "'DSS Accepted' is no longer a filter: refusing tenants on benefits is unlawful in England (Renters' Rights Act 2025). Your search shows every let.",
} as const;
export type RetiredFilter = keyof typeof RETIRED_FILTERS;

/**
 * Whether a search (its ad type and let term) offers a filter: it can find adverts the field belongs to.
 * A filter it does not offer is not shown, and goes back to its default before the search is sent.
 */
export const searchOffersFilter = (key: SearchFilterKey, adType: number | null, letTerm: number): boolean =>
  searchFindsGroup(SEARCH_FILTER_FIELDS[key].searches, adType, letTerm);

/**
 * The advert's own switches that are no search filter, with the adverts they belong to: tenure (the
 * spec's Freehold or Leasehold, not for let or rent), Coming Soon (the search's switch finds sales and
 * long lets) and the pet fee's switch (a let's).
 */
export const ADVERT_OWN_FLAGS = {
  is_freehold: { label: 'Freehold', searches: 'sales' },
  is_coming_soon: { label: 'Coming Soon', searches: 'on_the_market' },
  pet_friendly_paid: { label: 'Pet friendly paid', searches: 'lets' },
  // Instant Book's condition (issue 43): asked once a short stay books instantly.
  instant_book_trusted_only: { label: 'Only guests with a verified e-mail address and a completed stay', searches: 'short_term_stays' },
} as const satisfies Record<string, { label: string; searches: SearchFilterSearches }>;
export type AdvertOwnFlag = keyof typeof ADVERT_OWN_FLAGS;

/** A switch the advert form shows on its 'Price and dates' step: the advert's own flags, then its columns that are filters. */
export type AdvertSwitch = AdvertOwnFlag | AdvertFilterFlag;
export const ADVERT_SWITCHES: readonly AdvertSwitch[] = [
  ...(Object.keys(ADVERT_OWN_FLAGS) as AdvertOwnFlag[]),
  ...ADVERT_FILTER_FLAGS.filter((key) => (SEARCH_FILTER_FIELDS[key] as SearchFilterField).step !== 'details'),
];

const switchGroup = (key: AdvertSwitch): SearchFilterSearches =>
  key in ADVERT_OWN_FLAGS ? ADVERT_OWN_FLAGS[key as AdvertOwnFlag].searches : SEARCH_FILTER_FIELDS[key as AdvertFilterFlag].searches;

/** A field's words for an advert of this kind: a let's own where the law words it otherwise ('Pets considered'). */
export function filterLabel(key: SearchFilterKey, kind?: AdvertKind | null): string {
  const field: SearchFilterField = SEARCH_FILTER_FIELDS[key];
  return kind === 'let' && field.letLabel ? field.letLabel : field.label;
}

/** A switch's words: a search filter's label (a let's own where it has one), or the advert's own flag's. */
export const advertSwitchLabel = (key: AdvertSwitch, kind?: AdvertKind | null): string =>
  key in ADVERT_OWN_FLAGS ? ADVERT_OWN_FLAGS[key as AdvertOwnFlag].label : filterLabel(key as AdvertFilterFlag, kind);

/** Whether an advert of this kind (and let term) has the field: the form asks it, the API saves it. */
export const advertHasField = (key: AdvertSwitch | SearchFilterKey, advert: AdvertKindAndTerm): boolean =>
  advertInGroup(key in ADVERT_OWN_FLAGS ? switchGroup(key as AdvertSwitch) : SEARCH_FILTER_FIELDS[key as SearchFilterKey].searches, advert);

/** The switches an advert of this kind (and let term) shows, in the form's order. */
export const advertSwitchesFor = (advert: AdvertKindAndTerm): AdvertSwitch[] =>
  ADVERT_SWITCHES.filter((key) => advertHasField(key, advert));
