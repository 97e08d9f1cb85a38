import type { FeatureFilter, IncludeFilter, RankFilter, TriStateFilter, WindowFilter, WordsFilter } from './searchFilters';

/** Ad types: 1 To Buy, 2 To Rent, 3 To Buy & To Rent, 4 For Sale, 5 To Let, 6 For Sale & To Let. */
export type AdType = 1 | 2 | 3 | 4 | 5 | 6;
/** Tri-state filters: 3 Show, 1 Hide, 2 Only. */
export type TriState = 1 | 2 | 3;
export const TRI_STATE = { hide: 1, only: 2, show: 3 } as const;
/** Let term: 1 Long-Term Let, 2 Short-Term Stay, 3 both. */
export type LetTerm = 1 | 2 | 3;
/** Tenure: 1 All, 2 Freehold, 3 Leasehold. */
export type Tenure = 1 | 2 | 3;
export type Bit = 0 | 1;

/** Property type groups and their children (one boolean each). Warehouses and factories have none. */
export const PROPERTY_TYPE_GROUPS = {
  houses: [
    'detached_house',
    'semi_detached_house',
    'mid_terraced',
    'end_terraced',
    'detached_bungalow',
    'semi_detached_bungalow',
    'cottage',
  ],
  flats: ['flat', 'studio', 'maisonette'],
  offices: ['traditional_office', 'serviced_office', 'managed_office'],
  retail: ['shop', 'shopping_mall', 'retail_store'],
  leisure: ['restaurant_cafe', 'takeaway', 'pub', 'entertainment', 'sport_healthcare_facility', 'hotel_tourism'],
  healthcare: ['pharmacy', 'medical_center', 'nursing_home', 'hospital'],
  garage_parking: ['parking_space', 'single_garage', 'multiple_garages', 'parking_lot', 'multi_storey_parking'],
  multifamily: ['duplex', 'block_of_flats', 'apartment_complex'],
  land: ['greenfield', 'brownfield'],
  luxury: ['mansion', 'villa'],
  special_use: ['church', 'cemetery', 'park', 'school', 'barn', 'campsite'],
  rooms: ['single_room', 'double_room', 'twin_room', 'twin_double_room', 'triple_room', 'quadruple_room', 'family_room'],
  power_plants: ['hydroelectric', 'coal_fired', 'diesel_fired', 'geothermal', 'gas_fired', 'solar_power', 'wind_power', 'tidal_power'],
  warehouses: [],
  factories: [],
} as const satisfies Record<string, readonly string[]>;
export type PropertyTypeGroup = keyof typeof PROPERTY_TYPE_GROUPS;
export type PropertyTypeChild = (typeof PROPERTY_TYPE_GROUPS)[PropertyTypeGroup][number];

/** Sort options: 1 Newest, 2 Oldest, 3 Lowest Price, 4 Highest Price; exactly one flag is set. */
export const SORT_OPTIONS = { 1: 'newest', 2: 'oldest', 3: 'lowest_price', 4: 'highest_price' } as const;
export type SortOption = keyof typeof SORT_OPTIONS;
export type SortFlag = (typeof SORT_OPTIONS)[SortOption];

/** Bounding box as the geocoder gives it: [min longitude, min latitude, max longitude, max latitude]. */
export type BoundingBox = [number, number, number, number];
/** A drawn polygon ring: [longitude, latitude] points. */
export type PolygonRing = Array<[number, number]>;

export interface SearchLocation {
  /** The location text shown in the geocoder box. */
  address: string;
  line_1: string | null;
  line_2: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  county: string | null;
  country: string | null;
  boundary_box: BoundingBox | null;
  latitude: number | null;
  longitude: number | null;
  radius: number | null;
  /** Polygons drawn on the map; sent as a JSON list of rings. */
  drawbboxs: PolygonRing[] | null;
}

/** The search form (000 §3 "Search form"): the body of POST api/properties-list and properties-map. */
export type SearchFilters = SearchLocation & {
  ad_type: AdType | null;
  is_sale: Bit;
  is_let: Bit;
  is_buy: Bit;
  is_rent: Bit;
  is_coming_soon: Bit;
  min_beds: number | null;
  max_beds: number | null;
  min_price: number | null;
  max_price: number | null;
  min_square_meter: number | null;
  max_square_meter: number | null;
  property_rent_type_id: number | null;
  /**
   * What a let's or rent's min_price and max_price are per: 4 week or 5 month (null: month). Ours, not
   * the spec's: UK portals show rent per month with a per-week switch (rules/priceBasis).
   */
  price_rent_type_id: number | null;
  guests: number | null;
  tenure: Tenure;
  bathrooms: number | null;
  floors: number | null;
  is_long_short_term: LetTerm;
  date_range: { start: string | null; end: string | null } | null;
  /** 'DD-MM-YYYY' */
  date_start: string | null;
  /** 'DD-MM-YYYY' */
  date_end: string | null;
  /** Names of the chosen property types, kept in step with the group and child flags. */
  property_types: string[];
} & { [K in SortFlag]: Bit } & { [K in TriStateFilter]: TriState } & { [K in FeatureFilter | WindowFilter]: boolean } & {
  [K in RankFilter]: string | null;
} & { [K in IncludeFilter]: boolean } & { [K in WordsFilter]: string | null } & {
  [K in PropertyTypeGroup | PropertyTypeChild]: boolean;
};

/** The service search (its payload is not in the spec: location and radius, occupation, payment type, prices and sort). */
export type ServiceSearchFilters = SearchLocation & {
  service_type_occupation_id: number | null;
  service_payment_type_id: number | null;
  min_price: number | null;
  max_price: number | null;
} & { [K in SortFlag]: Bit };
