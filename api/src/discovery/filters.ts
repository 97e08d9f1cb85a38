import { adTypeFlags, isAdType } from '@marketplace/shared/src/rules/adType.ts';
import { priceBasis, type PriceBasis } from '@marketplace/shared/src/rules/priceBasis.ts';
import { isTicked } from '@marketplace/shared/src/schemas/laravel.ts';
import { searchedNights, stayGuests } from '@marketplace/shared/src/rules/stayPrice.ts';
import { TYPE_GROUPS } from '../db/catalogue.ts';
import { boxAround, MILE_METRES, type Box, type Position } from '../common/geometry.ts';
import { MARKET_STATUS_NAMES, MARKET_STATUSES, type MarketStatus } from '@marketplace/shared/src/entities/marketStatus.ts';
import {
  FEATURE_FILTERS,
  INCLUDE_FILTERS,
  RANK_FILTERS,
  SEARCH_FILTER_FIELDS,
  TRI_STATE_FILTERS,
  WINDOW_FILTERS,
  rankValues,
  searchWords,
  type FeatureFilter,
  type RankFilter,
  type SearchFilterField,
  type SearchFilterKey,
  type SearchFilterTable,
  type TriStateFilter,
  type WindowFilter,
} from '@marketplace/shared/src/entities/searchFilters.ts';
import type { SearchInput, ServiceSearchInput } from './schema.ts';

/** Where to search: drawn polygons beat the geocoder's box, which beats a point and radius; a bare address matches by name. */
export type Area =
  | { kind: 'polygons'; rings: Position[][] }
  | { kind: 'box'; box: Box }
  | { kind: 'circle'; lat: number; lng: number; metres: number; box: Box }
  | { kind: 'text'; text: string };

export type Sort = 'newest' | 'oldest' | 'lowest_price' | 'highest_price';

const ALIAS: Record<SearchFilterTable, string> = { properties: 'p', property_details: 'd' };

/** A filter's column as the search's SQL names it: `p.` on the advert, `d.` on its details (shared's SEARCH_FILTER_FIELDS). */
export function filterColumn(key: SearchFilterKey): string {
  const field: SearchFilterField = SEARCH_FILTER_FIELDS[key];
  return `${ALIAS[field.table]}.${field.column ?? key}`;
}

export interface TypeFilter {
  typeIds: number[];
  detailIds: number[];
  /** Room adverts (category 7) of these space types. */
  roomTypeIds: number[];
  categoryIds: number[];
}

export interface SearchQuery {
  adType: number;
  address: string;
  wants: { sale: boolean; let: boolean; buy: boolean; rent: boolean };
  /** 1 long-term let, 2 short-term stay, 3 both. */
  letTerm: number;
  comingSoonOnly: boolean;
  /** The ticked time windows ('Reduced in the last 14 days'). */
  windows: WindowFilter[];
  sort: Sort;
  area: Area;
  minBeds: number | null;
  maxBeds: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** What the price bounds are compared with: sale prices as they are, rents per one period (shared's priceBasis). */
  priceBasis: PriceBasis;
  minSquareMeter: number | null;
  maxSquareMeter: number | null;
  rentTypeId: number | null;
  guests: number | null;
  /** 2 freehold, 3 leasehold; null for all. */
  tenure: number | null;
  bathrooms: number | null;
  floors: number | null;
  dateStart: string | null;
  dateEnd: string | null;
  /** Short stays searched by dates: their nights and party (a stay must be free for them); null without dates or stays. */
  stay: StayNights | null;
  triStates: Partial<Record<TriStateFilter, 1 | 2>>;
  /** 'Council tax band up to D': each chosen rank filter with the values it finds. */
  ranks: Partial<Record<RankFilter, string[]>>;
  features: FeatureFilter[];
  types: TypeFilter | null;
  /** The market statuses the search lists: every status still on the market, less those an 'Include' filter turned off leaves out. */
  listedStatuses: MarketStatus[];
  /** 'Keywords' as a web search box reads them (websearch_to_tsquery), or null. */
  keywords: string | null;
}

/**
 * The market statuses a search lists (shared's MARKET_STATUSES and 'Include' filters): an 'Include' filter
 * sent unticked leaves its statuses out; one not sent is on, as in the form's default search.
 */
export function listedStatusesOf(input: Ticks): MarketStatus[] {
  const leftOut = new Set<MarketStatus>(
    INCLUDE_FILTERS.flatMap((key) => (input[key] !== undefined && !isTicked(input[key]) ? SEARCH_FILTER_FIELDS[key].statuses : [])),
  );
  return MARKET_STATUS_NAMES.filter((status) => MARKET_STATUSES[status].listed && !leftOut.has(status));
}

/** The nights of a stay searched by dates, 'YYYY-MM-DD': check-in up to check-out (excluded); and the party. */
export interface StayNights {
  start: string;
  end: string;
  guests: number;
}

/** A check-in alone, or a check-out on the same day, asks for one night (as the booking counts a same-day stay). */
export function stayNightsOf(start: string | null, end: string | null, guests: number | null): StayNights | null {
  const nights = searchedNights(start, end);
  return nights && { ...nights, guests: stayGuests(guests) };
}

/** Ad type to what is searched (spec 000 §4), by shared's ad-type flags: 1 buy, 2 rent, 3 buy and rent, 4 sale, 5 let, 6 sale and let. */
export function adTypeWants(adType: number): SearchQuery['wants'] {
  const flags = isAdType(adType) ? adTypeFlags(adType) : { is_buy: 0, is_rent: 0, is_sale: 0, is_let: 0 };
  return { buy: flags.is_buy === 1, rent: flags.is_rent === 1, sale: flags.is_sale === 1, let: flags.is_let === 1 };
}

/** A search as sent: the fields its schema reads, and the ticked filters as they came. */
type Ticks = Record<string, unknown>;

export function sortOf(input: Ticks): Sort {
  if (isTicked(input.oldest)) return 'oldest';
  if (isTicked(input.lowest_price)) return 'lowest_price';
  if (isTicked(input.highest_price)) return 'highest_price';
  const n = Number(input.sort);
  if (n === 2) return 'oldest';
  if (n === 3) return 'lowest_price';
  if (n === 4) return 'highest_price';
  return 'newest';
}

/** Type groups and their children: a group ticked with no child ticked means the whole group. */
export function typeFilterOf(input: Ticks): TypeFilter | null {
  const filter: TypeFilter = { typeIds: [], detailIds: [], roomTypeIds: [], categoryIds: [] };
  let any = false;
  for (const group of TYPE_GROUPS) {
    const children = group.children.filter((c) => isTicked(input[c.key]));
    if (children.length === 0) {
      if (!isTicked(input[group.key])) continue;
      any = true;
      filter.typeIds.push(...group.typeIds);
      if (group.categoryIds) filter.categoryIds.push(...group.categoryIds);
      continue;
    }
    any = true;
    for (const c of children) {
      if (c.detailId) filter.detailIds.push(c.detailId);
      if (c.typeId) filter.typeIds.push(c.typeId);
      if (c.roomTypeId) filter.roomTypeIds.push(c.roomTypeId);
    }
  }
  return any ? filter : null;
}

/** Where the search looks: drawn areas beat the geocoder's box, which beats a point and radius, which beats the address's name. */
export function areaOf(input: SearchInput | ServiceSearchInput): Area {
  const { drawbboxs: rings, boundary_box: box, latitude: lat, longitude: lng, radius } = input;
  if (rings?.length) return { kind: 'polygons', rings };
  if (box) return { kind: 'box', box };
  if (lat !== undefined && lng !== undefined) {
    const metres = (radius && radius > 0 ? radius : 5) * MILE_METRES;
    return { kind: 'circle', lat, lng, metres, box: boxAround(lat, lng, metres) };
  }
  const [place = ''] = input.address.split(',');
  return { kind: 'text', text: place.trim() };
}

/** The search form (spec 000 §3), its fields already checked by SearchBody, as a query. */
export function parseSearch(input: SearchInput): SearchQuery {
  const adType = input.ad_type;
  const maxBeds = input.max_beds ?? null;
  const maxSquareMeter = input.max_square_meter ?? null;
  const rentTypeId = input.property_rent_type_id ?? null;
  const tenure = input.tenure ?? null;
  const triStates: SearchQuery['triStates'] = {};
  for (const key of TRI_STATE_FILTERS) {
    const v = input[key];
    if (v === 1 || v === 2) triStates[key] = v;
  }
  const wants = adTypeWants(adType);
  const letTerm = input.is_long_short_term ?? 3;
  return {
    adType,
    address: input.address,
    wants,
    letTerm,
    // The switch shows only for sale and let searches (spec 000 §2); types 1-3 clear it.
    comingSoonOnly: adType >= 4 && isTicked(input.is_coming_soon),
    windows: WINDOW_FILTERS.filter((key) => isTicked(input[key])),
    sort: sortOf(input),
    area: areaOf(input),
    minBeds: input.min_beds ?? null,
    // 11 is "11+" and the last steps of price and area are open-ended.
    maxBeds: maxBeds === 11 ? null : maxBeds,
    minPrice: input.min_price ?? null,
    maxPrice: input.max_price ?? null,
    priceBasis: priceBasis({
      ad_type: isAdType(adType) ? adType : null,
      is_long_short_term: input.is_long_short_term === 1 || input.is_long_short_term === 2 ? input.is_long_short_term : 3,
      property_rent_type_id: rentTypeId,
      price_rent_type_id: input.price_rent_type_id ?? null,
    }),
    minSquareMeter: input.min_square_meter ?? null,
    maxSquareMeter: maxSquareMeter !== null && maxSquareMeter >= 10000 ? null : maxSquareMeter,
    rentTypeId: rentTypeId === 1 ? null : rentTypeId,
    guests: input.guests || null,
    tenure: tenure === 2 || tenure === 3 ? tenure : null,
    bathrooms: input.bathrooms || null,
    floors: input.floors || null,
    dateStart: input.date_start ?? null,
    dateEnd: input.date_end ?? null,
    // Only a search that lists short stays asks them to be free.
    stay: wants.let && letTerm !== 1 ? stayNightsOf(input.date_start ?? null, input.date_end ?? null, input.guests ?? null) : null,
    triStates,
    ranks: Object.fromEntries(RANK_FILTERS.flatMap((key) => (input[key] ? [[key, rankValues(key, input[key])]] : []))),
    features: FEATURE_FILTERS.filter((key) => isTicked(input[key])),
    types: typeFilterOf(input),
    listedStatuses: listedStatusesOf(input),
    keywords: searchWords('keywords', input.keywords),
  };
}
