import {
  FEATURE_FILTERS,
  DEFAULT_LOCATION_TEXT,
  INCLUDE_FILTERS,
  PROPERTY_TYPE_GROUPS,
  RANK_FILTERS,
  RETIRED_FILTERS,
  TRI_STATE_FILTERS,
  WINDOW_FILTERS,
  WORDS_FILTERS,
  adTypeFlags,
  defaultSearchFilters,
  isAdType,
  parseDashDate,
  rankValues,
  sortFlags,
  sortOptionOf,
  type BoundingBox,
  type PolygonRing,
  type RetiredFilter,
  type SearchFilters,
  type SortOption,
} from '@marketplace/shared';
import { dashToIso } from './dates';
import { chosenTypeNames } from './typeGroups';

/** What the location box fills in beside the place's name, and which of them say where it is. */
const PLACE_KEYS = [
  'line_1',
  'line_2',
  'street',
  'postcode',
  'city',
  'county',
  'country',
  'boundary_box',
  'latitude',
  'longitude',
] as const;
const WHEREABOUTS = ['boundary_box', 'latitude', 'longitude'] as const;

/**
 * The search state in the address bar, so a search can be bookmarked, shared and restored on reload.
 * Only values that differ from the default search are written, under the form's own field names;
 * fields derived from others (ad type flags, sort flags, chosen type names, the date range object)
 * are rebuilt on reading. Reading ignores anything it cannot use, so a hand-edited or truncated
 * link still gives a valid search.
 */

type Range = readonly [number, number];

/** Nullable numbers and the values the form can produce for them. */
const NUMBER_FIELDS = {
  min_beds: [1, 11],
  max_beds: [1, 11],
  min_price: [0, 1e10],
  max_price: [0, 1e10],
  min_square_meter: [0, 1e9],
  max_square_meter: [0, 1e9],
  property_rent_type_id: [1, 6],
  price_rent_type_id: [4, 5],
  guests: [1, 20],
  bathrooms: [1, 5],
  floors: [1, 5],
  latitude: [-90, 90],
  longitude: [-180, 180],
  radius: [0, 200],
} as const satisfies Record<string, Range>;
type NumberField = keyof typeof NUMBER_FIELDS;

const TEXT_FIELDS = ['address', 'line_1', 'line_2', 'street', 'postcode', 'city', 'county', 'country', ...WORDS_FILTERS] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const MAX_TEXT = 255;

/** Small integer choices (never null). */
const CHOICE_FIELDS = {
  tenure: [1, 3],
  is_long_short_term: [1, 3],
  is_coming_soon: [0, 1],
  ...(Object.fromEntries(TRI_STATE_FILTERS.map((key) => [key, [1, 3]])) as unknown as Record<(typeof TRI_STATE_FILTERS)[number], Range>),
} as const;
type ChoiceField = keyof typeof CHOICE_FIELDS;

const DATE_FIELDS = ['date_start', 'date_end'] as const;

const TYPE_FLAGS = [...Object.keys(PROPERTY_TYPE_GROUPS), ...Object.values(PROPERTY_TYPE_GROUPS).flat()] as Array<keyof SearchFilters>;
// The 'Include' filters are on by default: the address bar keeps one only when it is turned off ('0').
const BOOLEAN_FIELDS = [...FEATURE_FILTERS, ...TYPE_FLAGS, ...WINDOW_FILTERS, ...INCLUDE_FILTERS] as Array<keyof SearchFilters>;

const COORD_DECIMALS = 6;
const MAX_RINGS = 20;
const MAX_RING_POINTS = 1000;

/** Every query key this module owns; others (a remote override, tracking) are left untouched. */
export const SEARCH_QUERY_KEYS: readonly string[] = [
  'ad_type',
  'sort',
  'page',
  'boundary_box',
  'drawbboxs',
  ...Object.keys(NUMBER_FIELDS),
  ...TEXT_FIELDS,
  ...Object.keys(CHOICE_FIELDS),
  ...DATE_FIELDS,
  ...BOOLEAN_FIELDS,
  ...RANK_FILTERS,
  // Owned so the next search written to the address bar leaves them out (shared's RETIRED_FILTERS).
  ...Object.keys(RETIRED_FILTERS),
];

const round = (n: number) => Number(n.toFixed(COORD_DECIMALS));

function encodeBox(box: BoundingBox | null): string {
  return box ? box.map(round).join(',') : '';
}

/** Rings as `lng,lat;lng,lat;...`, rings separated by `|`. */
function encodeRings(rings: PolygonRing[] | null): string {
  return rings?.length ? rings.map((ring) => ring.map(([lng, lat]) => `${round(lng)},${round(lat)}`).join(';')).join('|') : '';
}

function parseNumber(raw: string, [min, max]: Range): number | null | undefined {
  if (raw === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

const isLng = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;
const isLat = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;

function parseBox(raw: string): BoundingBox | null | undefined {
  if (raw === '') return null;
  const parts = raw.split(',').map((s) => (s.trim() === '' ? NaN : Number(s)));
  if (parts.length !== 4) return undefined;
  const [minLng = NaN, minLat = NaN, maxLng = NaN, maxLat = NaN] = parts;
  if (!isLng(minLng) || !isLat(minLat) || !isLng(maxLng) || !isLat(maxLat) || minLng > maxLng || minLat > maxLat) return undefined;
  return [minLng, minLat, maxLng, maxLat];
}

function parseRings(raw: string): PolygonRing[] | null | undefined {
  if (raw === '') return null;
  const rings = raw.split('|').slice(0, MAX_RINGS + 1);
  if (rings.length > MAX_RINGS) return undefined;
  const parsed: PolygonRing[] = [];
  for (const text of rings) {
    const points = text.split(';');
    if (points.length < 3 || points.length > MAX_RING_POINTS) return undefined;
    const ring: PolygonRing = [];
    for (const point of points) {
      const [lng = NaN, lat = NaN, extra] = point.split(',').map((s) => (s.trim() === '' ? NaN : Number(s)));
      if (extra !== undefined || !isLng(lng) || !isLat(lat)) return undefined;
      ring.push([lng, lat]);
    }
    parsed.push(ring);
  }
  return parsed;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The query pairs of a search: only what differs from the default search, in a stable order. */
export function searchToQuery(filters: SearchFilters, page = 1): URLSearchParams {
  const defaults = defaultSearchFilters();
  const query = new URLSearchParams();
  const put = (key: string, value: string) => query.set(key, value);
  if (filters.ad_type !== defaults.ad_type) put('ad_type', filters.ad_type === null ? '' : String(filters.ad_type));
  for (const key of TEXT_FIELDS) {
    if (filters[key] !== defaults[key]) put(key, filters[key] ?? '');
  }
  for (const key of Object.keys(NUMBER_FIELDS) as NumberField[]) {
    if (filters[key] !== defaults[key]) put(key, filters[key] === null ? '' : String(filters[key]));
  }
  if (!sameValue(filters.boundary_box, defaults.boundary_box)) put('boundary_box', encodeBox(filters.boundary_box));
  if (filters.drawbboxs?.length) put('drawbboxs', encodeRings(filters.drawbboxs));
  for (const key of Object.keys(CHOICE_FIELDS) as ChoiceField[]) {
    if (filters[key] !== defaults[key]) put(key, String(filters[key]));
  }
  for (const key of DATE_FIELDS) {
    if (filters[key]) put(key, filters[key]);
  }
  for (const key of BOOLEAN_FIELDS) {
    if (Boolean(filters[key]) !== Boolean(defaults[key])) put(key, filters[key] ? '1' : '0');
  }
  for (const key of RANK_FILTERS) {
    const chosen = filters[key];
    if (chosen) put(key, chosen);
  }
  const sort = sortOptionOf(filters);
  if (sort !== sortOptionOf(defaults)) put('sort', String(sort));
  if (page > 1) put('page', String(page));
  return query;
}

export interface DecodedSearch {
  filters: SearchFilters;
  page: number;
  /** Whether the query held any search value at all (a plain visit to the home page holds none). */
  present: boolean;
  /** What to tell of the filters the query still asked for that the product no longer offers. */
  retired: string[];
}

/** The search a query stands for: the default search with every usable value of the query applied. */
export function queryToSearch(query: URLSearchParams): DecodedSearch {
  const filters = defaultSearchFilters() as SearchFilters & Record<string, unknown>;
  const present = SEARCH_QUERY_KEYS.some((key) => query.has(key));
  const read = (key: string) => {
    const raw = query.get(key);
    return raw === null ? null : raw.trim();
  };

  const adType = read('ad_type');
  if (adType !== null) {
    const n = Number(adType);
    if (adType === '') filters.ad_type = null;
    else if (/^\d$/.test(adType) && isAdType(n)) filters.ad_type = n;
  }
  for (const key of TEXT_FIELDS) {
    const raw = query.get(key);
    if (raw !== null && raw.length <= MAX_TEXT) (filters as Record<TextField, string | null>)[key] = raw.trim() === '' ? null : raw.trim();
  }
  // The location box always has text; an emptied one falls back to the default place's name.
  if (filters.address === null) filters.address = '';
  for (const [key, range] of Object.entries(NUMBER_FIELDS) as Array<[NumberField, Range]>) {
    const raw = read(key);
    const value = raw === null ? undefined : parseNumber(raw, range);
    if (value !== undefined) filters[key] = value;
  }
  const box = read('boundary_box');
  const parsedBox = box === null ? undefined : parseBox(box);
  if (parsedBox !== undefined) filters.boundary_box = parsedBox;
  const rings = read('drawbboxs');
  const parsedRings = rings === null ? undefined : parseRings(rings);
  if (parsedRings !== undefined) filters.drawbboxs = parsedRings;
  for (const [key, [min, max]] of Object.entries(CHOICE_FIELDS) as Array<[ChoiceField, Range]>) {
    const raw = read(key);
    if (raw === null || !/^\d$/.test(raw)) continue;
    const n = Number(raw);
    if (n >= min && n <= max) (filters as Record<ChoiceField, number>)[key] = n;
  }
  for (const key of DATE_FIELDS) {
    const raw = read(key);
    if (raw && parseDashDate(raw)) filters[key] = raw;
  }
  if (filters.date_start && filters.date_end && parseDashDate(filters.date_end)! < parseDashDate(filters.date_start)!) {
    filters.date_end = null;
  }
  for (const key of BOOLEAN_FIELDS) {
    const raw = read(key);
    if (raw === '1' || raw === '0') (filters as Record<string, unknown>)[key] = raw === '1';
  }
  for (const key of RANK_FILTERS) {
    const raw = read(key);
    if (raw && rankValues(key, raw).length) filters[key] = raw;
  }

  // A link that names another place but not where it is (`?address=Manchester`): the default place's
  // whereabouts are not its own. The search store asks the geocoder for them (SearchStore.placeNamed).
  if (filters.address && filters.address !== DEFAULT_LOCATION_TEXT && !WHEREABOUTS.some((key) => query.has(key))) {
    for (const key of PLACE_KEYS) if (!query.has(key)) filters[key] = null;
  }

  // Derived fields follow the values read.
  if (filters.ad_type !== null) Object.assign(filters, adTypeFlags(filters.ad_type));
  if (filters.ad_type !== null && filters.ad_type <= 3) filters.is_coming_soon = 0;
  const sortRaw = read('sort');
  const sort = sortRaw && /^[1-4]$/.test(sortRaw) ? (Number(sortRaw) as SortOption) : 1;
  Object.assign(filters, sortFlags(sort));
  filters.date_range = filters.date_start ? { start: dashToIso(filters.date_start), end: dashToIso(filters.date_end) } : null;
  if (!filters.date_start) filters.date_end = null;
  filters.property_types = chosenTypeNames(filters);

  const pageRaw = read('page');
  const page = pageRaw && /^\d{1,6}$/.test(pageRaw) && Number(pageRaw) >= 1 ? Number(pageRaw) : 1;
  const retired = (Object.keys(RETIRED_FILTERS) as RetiredFilter[]).filter((key) => query.has(key)).map((key) => RETIRED_FILTERS[key]);
  return { filters, page, present, retired };
}

/** `existing` with the search's pairs in place of any earlier ones; foreign keys are kept. */
export function mergeSearchIntoQuery(existing: URLSearchParams, filters: SearchFilters, page = 1): URLSearchParams {
  const merged = new URLSearchParams();
  existing.forEach((value, key) => {
    if (!SEARCH_QUERY_KEYS.includes(key)) merged.append(key, value);
  });
  searchToQuery(filters, page).forEach((value, key) => merged.append(key, value));
  return merged;
}

/** Whether two searches ask the same thing (derived and presentational fields aside). */
export function sameSearch(a: SearchFilters, b: SearchFilters): boolean {
  return searchToQuery(a).toString() === searchToQuery(b).toString();
}
