import { TYPE_GROUPS } from '../catalogue/data.ts';
import { ValidationError } from '../http/errors.ts';
import { boxAround, MILE_METRES, parseBox, parsePolygons, type Box, type Position } from './geometry.ts';
import { addError, dateField, intField, isBlank, numberField, stringField, truthy, type Errors, type Input } from './input.ts';

/** Where to search: drawn polygons beat the geocoder's box, which beats a point and radius; a bare address matches by name. */
export type Area =
  | { kind: 'polygons'; rings: Position[][] }
  | { kind: 'box'; box: Box }
  | { kind: 'circle'; lat: number; lng: number; metres: number; box: Box }
  | { kind: 'text'; text: string };

export type Sort = 'newest' | 'oldest' | 'lowest_price' | 'highest_price';

/** Tri-state filters: 3 Show (no filter), 1 Hide, 2 Only. */
export const TRI_STATES = ['is_cash', 'is_auction', 'is_investment', 'is_mixed_use'] as const;

/** Boolean feature filters and the column that must be set: `p.` on the advert, `d.` on its details. */
export const FEATURE_FILTERS: Record<string, string> = {
  is_downstairs_wc: 'd.downstairs_wc > 0',
  ...Object.fromEntries(
    [
      'front_garden',
      'rear_garden',
      'garden_terrace',
      'conservatory',
      'green_house',
      'shed',
      'front_porch',
      'rear_porch',
      'attic',
      'basement',
      'balcony',
      'charging_station',
      'solar_panels',
      'driveway',
      'garage',
      'easements',
      'inside_pool',
      'outside_pool',
      'cinema_room',
      'gym',
      'sauna',
      'spa',
      'stove',
      'hot_tub',
      'bicycle',
      'air_conditioning',
      'security_cameras',
      'fire_rings',
      'hammocks',
      'bar',
      // Short-term-stay filters.
      'wifi',
      'breakfast',
      'smoking_rooms',
      'non_smoking_rooms',
      'room_service',
      'cleaning_service',
      'h24_front_desk',
      'airport_shuttle',
      'restaurant',
    ].map((k) => [k, `d.${k}`]),
  ),
  ...Object.fromEntries(
    [
      'is_accessible',
      'is_shared_ownership',
      'is_over_60s',
      'is_hmo',
      'is_furnished',
      'is_tenanted',
      'is_pet_friendly',
      'is_dss_accepted',
      'is_holiday',
      'is_seashore',
      'is_waterfront',
      'events_allowed',
    ].map((k) => [k, `p.${k}`]),
  ),
};

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
  sort: Sort;
  area: Area;
  minBeds: number | null;
  maxBeds: number | null;
  minPrice: number | null;
  maxPrice: number | null;
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
  triStates: Partial<Record<(typeof TRI_STATES)[number], 1 | 2>>;
  features: string[];
  types: TypeFilter | null;
}

/** Ad type to what is searched (spec 000 §4): 1 buy, 2 rent, 3 buy and rent, 4 sale, 5 let, 6 sale and let. */
export function adTypeWants(adType: number): SearchQuery['wants'] {
  return {
    buy: adType === 1 || adType === 3,
    rent: adType === 2 || adType === 3,
    sale: adType === 4 || adType === 6,
    let: adType === 5 || adType === 6,
  };
}

export function sortOf(input: Input): Sort {
  if (truthy(input.oldest)) return 'oldest';
  if (truthy(input.lowest_price)) return 'lowest_price';
  if (truthy(input.highest_price)) return 'highest_price';
  const n = Number(input.sort);
  if (n === 2) return 'oldest';
  if (n === 3) return 'lowest_price';
  if (n === 4) return 'highest_price';
  return 'newest';
}

/** Type groups and their children: a group ticked with no child ticked means the whole group. */
export function typeFilterOf(input: Input): TypeFilter | null {
  const filter: TypeFilter = { typeIds: [], detailIds: [], roomTypeIds: [], categoryIds: [] };
  let any = false;
  for (const group of TYPE_GROUPS) {
    const children = group.children.filter((c) => truthy(input[c.key]));
    if (children.length === 0) {
      if (!truthy(input[group.key])) continue;
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

/** Where the search looks; records errors for malformed geometry. */
export function areaOf(input: Input, address: string | null, errors: Errors): Area | null {
  const rings = parsePolygons(input.drawbboxs, errors);
  const box = parseBox(input.boundary_box, errors);
  const lat = numberField(input, 'latitude', errors, -90, 90);
  const lng = numberField(input, 'longitude', errors, -180, 180);
  const radius = numberField(input, 'radius', errors, 0, 200);
  if (rings === null) return null;
  if (rings.length) return { kind: 'polygons', rings };
  if (box) return { kind: 'box', box };
  if (lat !== null && lng !== null) {
    const metres = (radius && radius > 0 ? radius : 5) * MILE_METRES;
    return { kind: 'circle', lat, lng, metres, box: boxAround(lat, lng, metres) };
  }
  if (address) {
    const [place = ''] = address.split(',');
    return { kind: 'text', text: place.trim() };
  }
  return null;
}

/** The search form (spec 000 §3) as a query; 422 with Laravel-style errors when it cannot be one. */
export function parseSearch(input: Input): SearchQuery {
  const errors: Errors = {};
  if (isBlank(input.address)) addError(errors, 'address', 'The address field is required.');
  const address = stringField(input, 'address', errors, 255);
  if (isBlank(input.ad_type)) addError(errors, 'ad_type', 'The ad type field is required.');
  const adType = intField(input, 'ad_type', errors, 1, 6);
  const area = areaOf(input, address, errors);

  const minBeds = intField(input, 'min_beds', errors, 0, 11);
  const maxBeds = intField(input, 'max_beds', errors, 0, 11);
  const minPrice = numberField(input, 'min_price', errors, 0, 1e10);
  const maxPrice = numberField(input, 'max_price', errors, 0, 1e10);
  const minSquareMeter = numberField(input, 'min_square_meter', errors, 0, 1e9);
  const maxSquareMeter = numberField(input, 'max_square_meter', errors, 0, 1e9);
  const rentTypeId = intField(input, 'property_rent_type_id', errors, 1, 6);
  const guests = intField(input, 'guests', errors, 0, 20);
  const tenure = intField(input, 'tenure', errors, 1, 3);
  const bathrooms = intField(input, 'bathrooms', errors, 0, 5);
  const floors = intField(input, 'floors', errors, 0, 5);
  const letTerm = intField(input, 'is_long_short_term', errors, 1, 3) ?? 3;
  const dateStart = dateField(input, 'date_start', errors);
  const dateEnd = dateField(input, 'date_end', errors);
  if (dateStart && dateEnd && dateEnd < dateStart)
    addError(errors, 'date_end', 'The date end field must be a date after or equal to date start.');
  const triStates: SearchQuery['triStates'] = {};
  for (const key of TRI_STATES) {
    const v = intField(input, key, errors, 1, 3);
    if (v === 1 || v === 2) triStates[key] = v;
  }
  if (Object.keys(errors).length || adType === null || address === null || area === null) {
    if (!Object.keys(errors).length) addError(errors, 'address', 'The address field is required.');
    throw new ValidationError(errors);
  }
  return {
    adType,
    address,
    wants: adTypeWants(adType),
    letTerm,
    // The switch shows only for sale and let searches (spec 000 §2); types 1-3 clear it.
    comingSoonOnly: adType >= 4 && truthy(input.is_coming_soon),
    sort: sortOf(input),
    area,
    minBeds,
    // 11 is "11+" and the last steps of price and area are open-ended.
    maxBeds: maxBeds === 11 ? null : maxBeds,
    minPrice,
    maxPrice,
    minSquareMeter,
    maxSquareMeter: maxSquareMeter !== null && maxSquareMeter >= 10000 ? null : maxSquareMeter,
    rentTypeId: rentTypeId === 1 ? null : rentTypeId,
    guests: guests || null,
    tenure: tenure === 2 || tenure === 3 ? tenure : null,
    bathrooms: bathrooms || null,
    floors: floors || null,
    dateStart,
    dateEnd,
    triStates,
    features: Object.keys(FEATURE_FILTERS).filter((k) => truthy(input[k])),
    types: typeFilterOf(input),
  };
}

/** The page number of a list request (?page=N); anything unusable is page 1, as Laravel's paginator does. */
export function pageOf(query: unknown): number {
  const raw = (query as Record<string, unknown> | undefined)?.page;
  const n = typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}
