import type { ColumnType, Generated } from 'kysely';
import { ADVERT_FORM_FLAGS, type InvestmentPropertyDetails, type PROPERTY_DETAIL_COUNTS } from '@marketplace/shared/src/entities/advert.ts';

/** Catalogue, adverts, rooms, services, bookings, reviews and reports (migrations 0002-0004). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` and `time` columns travel as text ('2025-01-31', '14:00:00'). */
type DateText = ColumnType<string | Date | null, string | null | undefined, string | null>;

/** Amenities that may be paid for: each has a `<name>_paid` flag (spec 002 §3.3). */
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

/** Plain flag columns of property_details. */
export const DETAIL_FLAGS = [
  'shower',
  'bath',
  'sink',
  'oven',
  'fridge',
  'freezer',
  'microwave',
  'kettle',
  'toaster',
  'coffee',
  'front_garden',
  'rear_garden',
  'garden_terrace',
  'conservatory',
  'green_house',
  'shed',
  'driveway',
  'garage',
  'parking',
  'parking_paid',
  'front_porch',
  'rear_porch',
  'attic',
  'basement',
  'balcony',
  'charging_station',
  'solar_panels',
  'easements',
  'stove',
  ...PAID_AMENITIES,
  ...PAID_AMENITIES.map((a) => `${a}_paid` as const),
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

/** Flag columns of properties: publishing's own, then those the owner sets in the form. */
export const ADVERT_FLAGS = ['is_published', ...ADVERT_FORM_FLAGS] as const;

export const ROOM_BED_COUNTS = [
  'single_beds',
  'double_beds',
  'queen_beds',
  'king_beds',
  'zip_and_link_beds',
  'water_beds',
  'sofa_beds',
  'bunk_beds',
  'toddler_beds',
  'cribs',
  'hammocks',
] as const;

/** Room amenity switches by section (spec 002 §3.1). */
export const ROOM_AMENITIES = {
  security: ['private_locked_room'],
  kitchen: ['fridge', 'freezer', 'microwave', 'kettle', 'coffee', 'toaster'],
  bathroom: ['sink', 'shower', 'bath', 'wc', 'free_toiletries', 'towels'],
  practical: [
    'wifi',
    'tv',
    'work_desk',
    'air_conditioning',
    'fan',
    'heating',
    'mosquito_net',
    'board_games',
    'digital_games',
    'radio',
    'iron',
    'hairdryer',
    'slippers',
    'hangers',
  ],
  view: [
    'balcony',
    'bay_view',
    'beach_view',
    'canal_view',
    'city_view',
    'courtyard_view',
    'desert_view',
    'garden_view',
    'sports_view',
    'harbour_view',
    'marina_view',
    'landmark_view',
    'mountain_view',
    'sea_view',
    'ocean_view',
    'pool_view',
    'resort_view',
    'park_view',
    'lake_view',
    'river_view',
    'valley_view',
  ],
  accessibility: ['wheelchair_accessible', 'ground_floor', 'elevator'],
} as const;
export const ROOM_FLAGS = Object.values(ROOM_AMENITIES).flat();

type Flags<K extends string> = { [P in K]: Generated<boolean> };
type Counts<K extends string> = { [P in K]: Generated<number> };

export interface PropertyTables {
  property_categories: { id: number; type: string };
  property_types: { id: number; property_category_id: number; type: string };
  property_type_details: { id: number; property_type_id: number; type_detail: string; search_key: string };
  property_rent_types: { id: number; type: string };
  property_room_types: { id: number; type: string; search_key: string };
  instruction_types: { id: number; type: string };
  cancellation_rules: { id: number; rule: string };
  discount_types: { id: number; type: string };
  service_occupation_types: { id: number; type: string };
  service_payment_types: { id: number; type: string };

  properties: Flags<(typeof ADVERT_FLAGS)[number]> & {
    id: Generated<number>;
    user_id: number;
    contact_id: number | null;
    address_id: number;
    /** Set by trigger from the address. */
    latitude: Generated<number | null>;
    longitude: Generated<number | null>;
    full_address: Generated<string | null>;
    property_category_id: number;
    property_type_id: number | null;
    property_type_details_id: number | null;
    property_rent_type_id: Generated<number>;
    property_title: string;
    property_description: Generated<string>;
    price: Generated<number>;
    /** Migration 0102: when it was first published (null before that, and for adverts published before 0102). */
    first_published_at: Generated<Date | null>;
    /** Migration 0102: when the price last fell; null once it rises. */
    reduced_at: Generated<Date | null>;
    date_start: DateText;
    date_end: DateText;
    tenants_guests: Generated<number>;
    property_square_meter: number | null;
    epc_rating: string | null;
    pet_friendly_fee: number | null;
    /** Kept by triggers: the first image, and each room's price and rent type. */
    cover_image: Generated<string | null>;
    room_prices: Generated<Array<{ price: number; property_rent_type_id: number }> | null>;
    card_details: Generated<Record<string, number | boolean> | null>;
    created_at: Generated<Timestamp>;
    /** Defaults to now on insert; the supply calls set it on every edit. */
    updated_at: Timestamp;
  };
  /** One row; bumped by triggers whenever adverts, their details or rooms change (search count cache). */
  search_generation: { id: Generated<boolean>; n: number };
  property_details: Flags<(typeof DETAIL_FLAGS)[number]> &
    Counts<(typeof PROPERTY_DETAIL_COUNTS)[number]> & {
      property_id: number;
      bedrooms: ColumnType<number, never, never>;
      parking_fee: number | null;
      service_fee: number | null;
      cleaning_fee: number | null;
    };
  investment_property_details: { property_id: number } & InvestmentPropertyDetails;
  property_rooms: {
    id: Generated<number>;
    property_id: number;
    room_type_id: number;
    quantity: Generated<number>;
    guests: Generated<number>;
    price: number;
    property_rent_type_id: number;
    discount: Generated<boolean>;
    discount_rate: number | null;
    smoking_room: Generated<boolean>;
    pet_friendly_room: Generated<boolean>;
    single_rooms: Generated<number>;
    double_rooms: Generated<number>;
  };
  property_room_details: Flags<(typeof ROOM_FLAGS)[number]> & Counts<(typeof ROOM_BED_COUNTS)[number]> & { property_room_id: number };
  property_images: { id: Generated<number>; property_id: number; file_path: string; position: Generated<number> };
  floorplan_images: { id: Generated<number>; property_id: number; file_path: string; position: Generated<number> };
  /** Photos of a service (migration 0013). */
  service_images: { id: Generated<number>; service_id: number; file_path: string; position: Generated<number> };
  property_policies: {
    property_id: number;
    check_in_flexible: Generated<boolean>;
    check_in_from: DateText;
    check_in_to: DateText;
    check_out_flexible: Generated<boolean>;
    check_out_from: DateText;
    check_out_to: DateText;
    check_in_instructions_id: number | null;
    check_out_instructions_id: number | null;
    cancellation_period: number | null;
    cancellation_rule_id: number | null;
    cancellation_fee: number | null;
    cancellation_late_rule_id: number | null;
  };
  property_discounts: {
    id: Generated<number>;
    property_id: number;
    discount_type_id: number;
    discount_term: number;
    discount_fee: number;
    /** 1 percent, 2 pounds. */
    discount_fee_type: number;
  };
  property_rules: { id: Generated<number>; property_id: number; rule: string };

  services: {
    id: Generated<number>;
    user_id: number;
    contact_id: number | null;
    address_id: number;
    latitude: Generated<number | null>;
    longitude: Generated<number | null>;
    full_address: Generated<string | null>;
    service_type_occupation_id: number;
    service_payment_type_id: number;
    service_title: string;
    service_description: Generated<string>;
    price: Generated<number>;
    working_hours_from: DateText;
    working_hours_to: DateText;
    is_published: Generated<boolean>;
    created_at: Generated<Timestamp>;
    /** Defaults to now on insert; the supply calls set it on every edit. */
    updated_at: Timestamp;
  };
  bookings: {
    id: Generated<number>;
    property_id: number | null;
    service_id: number | null;
    /** The guest (or the customer of a service). */
    user_id: number;
    host_id: number;
    date_start: Timestamp;
    date_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    guests: Generated<number>;
    price: Generated<number>;
    status: Generated<string>;
    created_at: Generated<Timestamp>;
  };
  host_reviews: {
    id: Generated<number>;
    booking_id: number;
    property_id: number;
    user_id: number | null;
    host_id: number;
    review_communication: number;
    review_cleanliness: number;
    review_location: number;
    review_value: number;
    review_text: string | null;
    created_at: Generated<Timestamp>;
  };
  guest_reviews: {
    id: Generated<number>;
    booking_id: number;
    user_id: number | null;
    guest_id: number;
    review_star: number;
    review_text: string | null;
    created_at: Generated<Timestamp>;
  };
  service_reviews: {
    id: Generated<number>;
    booking_id: number;
    service_id: number;
    user_id: number | null;
    review_communication: number;
    review_professionalism: number;
    review_value: number;
    review_text: string | null;
    created_at: Generated<Timestamp>;
  };
  neighbourhood_reviews: {
    id: Generated<number>;
    user_id: number | null;
    property_id: number | null;
    /** The address reviewed (migration 0012): one review per person and address. */
    address_id: number | null;
    address: string;
    latitude: number;
    longitude: number;
    review_amenities: number;
    review_crime: number;
    review_community: number;
    review_location: number;
    review_text: string | null;
    created_at: Generated<Timestamp>;
  };
  reports: {
    id: Generated<number>;
    user_id: number;
    reportable_type: string;
    reportable_id: number;
    report_type: string;
    issue_option: string | null;
    issue_message: string | null;
    booking_id: number | null;
    created_at: Generated<Timestamp>;
  };
}
