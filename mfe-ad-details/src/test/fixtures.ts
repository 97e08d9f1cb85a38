import {
  ADVERT_SWITCHES,
  MATERIAL_FIELD_NAMES,
  PAID_AMENITIES,
  PROPERTY_DETAIL_COUNTS,
  PROPERTY_DETAIL_FLAGS,
  setRuntimeConfig,
  UNPAID_AMENITIES,
  type Advert,
  type AdvertSwitch,
  type MaterialInformation,
  type RuntimeConfig,
} from '@marketplace/shared';

type Details = NonNullable<Advert['property_details']>;
type AdvertRoom = Advert['property_rooms'][number];

/** An advert's details with nothing there (every count 0, every flag off, no fees); tests set what they look at. */
export function detailsFixture(overrides: Partial<Details> = {}): Details {
  const flags = [...PROPERTY_DETAIL_FLAGS, ...PAID_AMENITIES, ...PAID_AMENITIES.map((a) => `${a}_paid`), ...UNPAID_AMENITIES];
  return {
    ...Object.fromEntries(PROPERTY_DETAIL_COUNTS.map((count) => [count, 0])),
    ...Object.fromEntries(flags.map((flag) => [flag, false])),
    bedrooms: null,
    parking_fee: null,
    service_fee: null,
    cleaning_fee: null,
    ...overrides,
  } as Details;
}

/** A double room let by the night, without discount or details; tests set what they look at. */
export function roomFixture(overrides: Partial<AdvertRoom> = {}): AdvertRoom {
  return {
    id: 1,
    room_type_id: 2,
    property_room_type: { id: 2, type: 'Double' },
    quantity: 1,
    guests: 2,
    price: 100,
    property_rent_type_id: 3,
    property_rent_type: { id: 3, type: 'Night' },
    discount: null,
    discount_rate: null,
    smoking_room: false,
    pet_friendly_room: false,
    rooms: [],
    property_room_detail: null,
    ...overrides,
  };
}

/** An advertiser's contact as a visitor sees it: a name and nothing else shown; tests set what they look at. */
export function contactFixture(overrides: Partial<Advert['contact']> = {}): Advert['contact'] {
  return {
    name: 'Florence Young',
    company_name: null,
    address: null,
    mobile_prefix: null,
    mobile: null,
    landing_prefix: null,
    landing: null,
    email: null,
    show_company_name: false,
    show_address: false,
    show_mobile: false,
    show_landing: false,
    show_email: false,
    ...overrides,
  };
}

/** A published long-term let in London with nothing optional set; tests add what they look at. */
export function advertFixture(overrides: Partial<Advert> = {}): Advert {
  return {
    id: 48,
    user_id: 66,
    user: { id: 66, documents_user_images: { file_path: 'seed/avatar-017.svg' } },
    property_title: 'Modern villa for short stays in Acton',
    property_description: '<p>Light-filled rooms.</p>',
    price: 1200,
    date_start: null,
    date_end: null,
    created_at: '2025-05-20T10:00:00.000Z',
    updated_at: '2025-05-20T10:00:00.000Z',
    reduced_at: null,
    market_status: 'available',
    market_status_on: null,
    price_history: [],
    tenants_guests: null,
    property_square_meter: null,
    property_category_id: 1,
    property_category: { id: 1, type: 'Residential' },
    property_type_id: 1,
    property_type: { id: 1, type: 'House' },
    property_type_details_id: 1,
    property_type_details: { id: 1, type_detail: 'Detached' },
    property_rent_type_id: 5,
    property_rent_type: { id: 5, type: 'Month' },
    address: {
      id: 369,
      line_1: '217 Alexandra Terrace',
      street: 'Alexandra Terrace',
      city: 'London',
      county: 'Greater London',
      postcode: 'W3 8SL',
      line_2: null,
      country: 'United Kingdom',
      full_address: '217 Alexandra Terrace, Acton, London, Greater London, W3 8SL',
      latitude: 51.517329,
      longitude: -0.265674,
    },
    documents_property_images: [],
    documents_floorplans_images: [],
    property_details: null,
    investment_property_details: null,
    check_in_flexible: null,
    check_in_from: null,
    check_in_to: null,
    check_out_flexible: null,
    check_out_from: null,
    check_out_to: null,
    check_in_instructions: null,
    check_out_instructions: null,
    cancellation_period: null,
    cancellation_rule: null,
    cancellation_fee: null,
    cancellation_late_rule_id: null,
    cancellation_late_rule: null,
    discounts: [],
    rules: [],
    property_rooms: [],
    contact: contactFixture({ email: 'florence@example.co.uk', show_email: true }),
    settings: [],
    is_published: true,
    is_sale: false,
    is_let: true,
    is_buy: false,
    is_rent: false,
    is_short_term: false,
    is_room: false,
    // Every yes/no field of shared's advert fields off, unless the test sets it.
    ...(Object.fromEntries(ADVERT_SWITCHES.map((flag) => [flag, false])) as Record<AdvertSwitch, boolean>),
    is_freehold: true,
    nation: null,
    // No material information stated, unless the test states it.
    ...(Object.fromEntries(MATERIAL_FIELD_NAMES.map((key) => [key, null])) as MaterialInformation),
    pet_friendly_fee: null,
    is_instant_book: false,
    instant_book_trusted_only: false,
    easements: false,
    ...overrides,
  };
}

export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: 'http://api.test',
  imageBaseUrl: 'http://api.test/storage',
  registryUrl: '/registry/remotes.json',
  mapboxToken: null,
  realtime: { key: 'k', wsHost: 'localhost', wsPort: 8000, forceTLS: false, cluster: 'eu' },
  remoteTimeoutMs: 120000,
  overrideOrigins: [],
  siteUrl: 'https://roofline.test',
  financialDashboardUrl: 'https://dashboard.test',
  supportEmail: 'support@roofline.co.uk',
};

export function installTestConfig(): void {
  setRuntimeConfig(TEST_CONFIG);
}
