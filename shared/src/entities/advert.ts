import type { Flag, TypeRef } from './common';
import type { MarketStatus } from './marketStatus';
import type { Room } from './room';
import { ADVERT_FILTER_FLAGS, type AdvertFilterFlag } from './searchFilters';

/** Category ids: 1 Residential, 2 Commercial, 3 Industrial, 4 Land, 5 Luxury, 6 Special Use, 7 Room. */
export const PROPERTY_CATEGORIES = {
  1: 'Residential',
  2: 'Commercial',
  3: 'Industrial',
  4: 'Land',
  5: 'Luxury',
  6: 'Special Use',
  7: 'Room',
} as const;
export type PropertyCategoryId = keyof typeof PROPERTY_CATEGORIES;
export const ROOM_CATEGORY_ID = 7;
/** Type detail id of a Studio Flat, which counts as a long-term whole place. */
export const STUDIO_FLAT_TYPE_DETAIL_ID = 8;

/** Frequency (property_rent_type_id): 1 N/A, 2 Per Hour, 3 Per Night, 4 Per Week, 5 Per Month, 6 To Be Discussed. */
export const RENT_TYPES = {
  1: 'N/A',
  2: 'Hour',
  3: 'Night',
  4: 'Week',
  5: 'Month',
  6: 'To Be Discussed',
} as const;
export type RentTypeId = keyof typeof RENT_TYPES;
/** A frequency as the forms offer it: 'Per Night'; 'N/A' and 'To Be Discussed' as they are. */
export const frequencyLabel = (id: RentTypeId): string => (id === 1 || id === 6 ? RENT_TYPES[id] : `Per ${RENT_TYPES[id]}`);

/**
 * The contact items an advertiser may show on adverts, declared once: each one's setting id (user_settings),
 * its label on the settings page and the listing forms, the flag the advert answer shows it by, and whether
 * a new advertiser shows it (the company name alone: UK GDPR, private by default). The API's defaults and
 * visibility, the forms' checkboxes and the form's preview derive from it.
 */
export const CONTACT_VISIBILITY = [
  { id: 1, key: 'company', label: 'Company name', flag: 'show_company_name', shownByDefault: true },
  { id: 2, key: 'address', label: 'Address', flag: 'show_address', shownByDefault: false },
  { id: 3, key: 'mobile', label: 'Mobile', flag: 'show_mobile', shownByDefault: false },
  { id: 4, key: 'landline', label: 'Landline', flag: 'show_landing', shownByDefault: false },
  { id: 5, key: 'email', label: 'Email', flag: 'show_email', shownByDefault: false },
] as const;
type ContactVisibility = (typeof CONTACT_VISIBILITY)[number];
/** Advertiser display settings by name: 1 company, 2 address, 3 mobile, 4 landline, 5 email. */
export const CONTACT_SETTINGS = Object.fromEntries(CONTACT_VISIBILITY.map(({ key, id }) => [key, id])) as {
  readonly [V in ContactVisibility as V['key']]: V['id'];
};
/** One advertiser setting; `setting_value` '1' means the item is shown. */
export interface AdvertSetting {
  id?: number;
  setting_id: number;
  setting_value: string;
}

/** Amenities that can be free or paid: each has a `<name>_paid` flag. */
export const PAID_AMENITIES = [
  'room_service',
  'cleaning_service',
  'wifi',
  'breakfast',
  'gym',
  'cinema_room',
  'sauna',
  'hot_tub',
  'spa',
  'inside_pool',
  'outside_pool',
  'bicycle',
  'fire_rings',
] as const;
export const UNPAID_AMENITIES = [
  'bar',
  'restaurant',
  'h24_front_desk',
  'airport_shuttle',
  'smoking_rooms',
  'non_smoking_rooms',
  'air_conditioning',
  'security_cameras',
  'hammocks',
] as const;
/**
 * The advert's details (property_details, 000 §3, 002 3.3), each declared once with its kind: a count
 * (rooms, floors, parking spaces) or a yes/no flag.
 */
const PROPERTY_DETAILS = {
  single_room: 'count',
  double_room: 'count',
  twin_room: 'count',
  twin_double_room: 'count',
  triple_room: 'count',
  quadruple_room: 'count',
  family_room: 'count',
  studio_room: 'count',
  single_room_suite: 'count',
  double_room_suite: 'count',
  box_room: 'count',
  living_room: 'count',
  dining_room: 'count',
  bath_room: 'count',
  wc: 'count',
  downstairs_wc: 'count',
  shower: 'flag',
  bath: 'flag',
  sink: 'flag',
  kitchen: 'count',
  oven: 'flag',
  fridge: 'flag',
  freezer: 'flag',
  microwave: 'flag',
  kettle: 'flag',
  toaster: 'flag',
  coffee: 'flag',
  front_garden: 'flag',
  rear_garden: 'flag',
  garden_terrace: 'flag',
  conservatory: 'flag',
  green_house: 'flag',
  shed: 'flag',
  driveway: 'flag',
  garage: 'flag',
  parking: 'flag',
  floors: 'count',
  parking_spaces: 'count',
  parking_paid: 'flag',
  front_porch: 'flag',
  rear_porch: 'flag',
  attic: 'flag',
  basement: 'flag',
  balcony: 'flag',
  charging_station: 'flag',
  solar_panels: 'flag',
  easements: 'flag',
  stove: 'flag',
} as const satisfies Record<string, 'count' | 'flag'>;
type DetailKinds = typeof PROPERTY_DETAILS;
const detailsOfKind = <K extends keyof DetailKinds>(kind: 'count' | 'flag') =>
  (Object.keys(PROPERTY_DETAILS) as Array<keyof DetailKinds>).filter((key) => PROPERTY_DETAILS[key] === kind) as K[];

/** Counts and flags of property_details, in the form's order. */
export const PROPERTY_DETAIL_FIELDS: ReadonlyArray<keyof DetailKinds> = Object.keys(PROPERTY_DETAILS) as Array<keyof DetailKinds>;
/** The property_details that are counts (the rest are yes/no flags): one list for the form and the API's schema. */
export const PROPERTY_DETAIL_COUNTS: ReadonlyArray<
  { [K in keyof DetailKinds]: DetailKinds[K] extends 'count' ? K : never }[keyof DetailKinds]
> = detailsOfKind('count');
/** The property_details that are yes/no flags. */
export const PROPERTY_DETAIL_FLAGS: ReadonlyArray<
  { [K in keyof DetailKinds]: DetailKinds[K] extends 'flag' ? K : never }[keyof DetailKinds]
> = detailsOfKind('flag');
export type PaidAmenity = (typeof PAID_AMENITIES)[number];
export type UnpaidAmenity = (typeof UNPAID_AMENITIES)[number];
export type PropertyDetailField = (typeof PROPERTY_DETAIL_FIELDS)[number];

export type PropertyDetails = {
  id?: number;
  bedrooms?: number | null;
  epc_rating?: string | null;
  parking_fee?: number | null;
  service_fee?: number | null;
  cleaning_fee?: number | null;
} & {
  [K in PropertyDetailField]?: number | boolean | null;
} & { [K in PaidAmenity]?: Flag | null } & { [K in `${PaidAmenity}_paid`]?: Flag | null } & {
  [K in UnpaidAmenity]?: Flag | null;
};

/** investment_property_details (002 3.4): the figures of an investment for sale. */
export const INVESTMENT_FIELDS = [
  'roi',
  'roa',
  'yield',
  'share_percentage',
  'cash_flow',
  'maintenance_cost',
  'number_of_flats',
  'number_of_blocks',
  'number_of_units',
] as const;
export type InvestmentField = (typeof INVESTMENT_FIELDS)[number];
export type InvestmentPropertyDetails = Record<InvestmentField, number | null>;

/**
 * An advert's policies, sent flat on the advert (not nested). Check-in/out windows are times on the UK
 * clock ('HH:mm'), or flexible.
 */
export interface Policies {
  check_in_flexible: Flag | null;
  check_in_from: string | null;
  check_in_to: string | null;
  check_out_flexible: Flag | null;
  check_out_from: string | null;
  check_out_to: string | null;
  check_in_instructions: TypeRef | null;
  check_out_instructions: TypeRef | null;
  cancellation_period: number | string | null;
  /** The fee is shown when the rule reads 'Fixed Fee Charged'. */
  cancellation_rule: { id?: number; rule: string } | null;
  cancellation_fee: number | null;
  cancellation_late_rule_id: number | null;
  cancellation_late_rule: { id?: number; rule: string } | null;
}

export type DiscountTypeName = 'Number of Guests' | 'Term' | 'Last Minute';
/** discount_fee_type: 1 percentage, 2 fixed pounds. */
export interface Discount {
  id?: number;
  discount_type_id?: number;
  discount_type: { id?: number; type: DiscountTypeName | (string & {}) };
  discount_term: number;
  discount_fee: number;
  discount_fee_type: number;
}

/** The add/edit form's discount fields (002 3.6), the alternative to a discounts list. */
export interface DiscountFormFields {
  is_discount_term_term?: Flag;
  discount_term_term?: number | null;
  discount_fee_term?: number | null;
  discount_fee_type_term?: number | null;
  is_discount_term_last_minute?: Flag;
  discount_term_last_minute?: number | null;
  discount_fee_last_minute?: number | null;
  discount_fee_type_last_minute?: number | null;
  is_discount_term_no_of_guests?: Flag;
  discount_term_no_of_guests?: number | null;
  discount_fee_no_of_guests?: number | null;
  discount_fee_type_no_of_guests?: number | null;
}

export interface HouseRule {
  id?: number;
  rule: string;
}

/** Flags of an advert (000 §3, 002 3.2): its own, and those that are search filters (entities/searchFilters). */
export type AdvertFlags = {
  is_published: Flag;
  is_sale: Flag;
  is_let: Flag;
  is_buy: Flag;
  is_rent: Flag;
  is_short_term: Flag;
  is_room: Flag;
  /** Otherwise leasehold. */
  is_freehold: Flag;
  is_coming_soon: Flag;
  pet_friendly_paid: Flag;
  pet_friendly_fee: number | null;
  /** Instant Book only for guests with a verified e-mail address and a completed stay; others request to book. */
  instant_book_trusted_only: Flag;
  easements?: Flag;
} & { [K in AdvertFilterFlag]: Flag };

/** One change of a published advert's price. */
export interface PriceChange {
  old_price: number;
  new_price: number;
  changed_at: string;
}

/** A room's price and rent type: what cards and pins carry of rooms, for the price range. */
export type RoomPrice = Pick<Room, 'price' | 'property_rent_type_id'>;

/** What the price rule reads of an advert (the list, the map, the page and the portfolio give it alike). */
export type AdvertPricing = Partial<Pick<AdvertFlags, 'is_sale' | 'is_let' | 'is_buy' | 'is_rent' | 'is_short_term' | 'is_room'>> & {
  price?: number | null;
  property_category_id?: number;
  property_type_details?: { id: number; type_detail: string } | null;
  property_rent_type?: TypeRef | null;
  property_rent_type_id?: number | null;
  property_rooms?: RoomPrice[];
};

/** The counts a map pin's popup shows; `garden` is any of front, rear garden or terrace. */
export interface MapPinDetails {
  bedrooms: number | null;
  living_room: number | null;
  bath_room: number | null;
  downstairs_wc: number | null;
  parking: boolean | null;
  parking_spaces: number | null;
  garden: boolean | null;
}

/** The flags a map pin carries; the map answer sends only those that are set. */
export const MAP_PIN_FLAGS = [
  'is_sale',
  'is_let',
  'is_buy',
  'is_rent',
  'is_short_term',
  'is_room',
  'is_freehold',
  'is_cash',
  'is_auction',
  'is_investment',
  'is_mixed_use',
  'is_coming_soon',
] as const;

/** Flags of the advert itself the owner sets (is_published is set by publishing, never by the form). */
const PIN_FLAGS = new Set<string>(MAP_PIN_FLAGS);
export const ADVERT_FORM_FLAGS = [
  // The flags a map pin carries, then the advert's other columns that are search filters, the pet fee's switch and Instant Book's guests.
  ...MAP_PIN_FLAGS,
  ...(ADVERT_FILTER_FLAGS.filter((flag) => !PIN_FLAGS.has(flag)) as Array<Exclude<AdvertFilterFlag, (typeof MAP_PIN_FLAGS)[number]>>),
  'pet_friendly_paid',
  'instant_book_trusted_only',
] as const;

/**
 * A map pin (POST api/properties-map): read from the advert row alone, so catalogue names, the
 * address line and the cover photo arrive flat rather than as the detail's nested objects.
 */
export interface MapPin extends Pick<AdvertFlags, (typeof MAP_PIN_FLAGS)[number]> {
  id: number;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
  created_at: string;
  property_title: string | null;
  property_category_id: number;
  /** The category's name ('Residential'). */
  category: string | null;
  property_type_id: number | null;
  type: string | null;
  property_type_details_id: number | null;
  type_detail: string | null;
  property_rent_type_id: number | null;
  /** The rent type's name ('Night'). */
  rent_type: string | null;
  /** 'YYYY-MM-DD' */
  date_start: string | null;
  /** 'YYYY-MM-DD' */
  date_end: string | null;
  full_address: string | null;
  /** file_path of the first photo. */
  image: string | null;
  /** Each room's price and rent type, for the price range; null without rooms. */
  property_rooms: RoomPrice[] | null;
  property_details: MapPinDetails | null;
  /** When the price last fell, if within the last 14 days (the 'Reduced' mark); null otherwise. */
  reduced_at: string | null;
  /** A short stay's mandatory fees (shared's StayFees); null where it charges none. */
  stay_fees: { cleaning_fee?: number | null; service_fee?: number | null } | null;
  /** With dates searched: a short stay's total for them; null otherwise. */
  stay_total: number | null;
  /** Its ribbon's status ('sold_stc'); null while it is available. */
  market_status: MarketStatus | null;
}
