import {
  REQUIRED_MESSAGE,
  SUITE_SPACE_TYPE_ID,
  composeValidators,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  type Advert,
  type RoomForm,
} from '@marketplace/shared';

/** The advert form's rules: which steps and fields an ad type shows, each step's checks, the body it sends. */

export type AdKind = 'sale' | 'let' | 'buy' | 'rent';
export const AD_KINDS: ReadonlyArray<{ value: AdKind; label: string }> = [
  { value: 'sale', label: 'For Sale' },
  { value: 'let', label: 'To Let' },
  { value: 'buy', label: 'To Buy (wanted)' },
  { value: 'rent', label: 'To Rent (wanted)' },
];

export type StepId = 'what' | 'where' | 'price' | 'rooms' | 'details' | 'policies' | 'contact' | 'preview';
export const STEP_TITLES: Record<StepId, string> = {
  what: 'What',
  where: 'Where',
  price: 'Price and dates',
  rooms: 'Rooms',
  details: 'Details and amenities',
  policies: 'Policies and discounts',
  contact: 'Contact',
  preview: 'Save and publish',
};

export const PRICE_MAX = 999_999_999_999;
export const TITLE_MAX = 255;
export const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;
export const POSTCODE_MESSAGE = 'Please enter a valid UK postcode';
export const NOT_LOCATED_MESSAGE = 'Please find the address on the map';
export const INVALID_FORM_MESSAGE = 'The advert could not be saved: some fields need your attention.';

export interface AdvertFormValues {
  ad_kind: AdKind | null;
  is_short_term: boolean;
  is_room: boolean;
  property_category_id: number | null;
  property_type_id: number | null;
  property_type_details_id: number | null;
  property_title: string;
  property_description: string;
  line_1: string;
  city: string;
  county: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
  property_rent_type_id: number | null;
  date_start: string;
  date_end: string;
  tenants_guests: number | null;
  property_square_meter: number | null;
  epc_rating: string;
  flags: Record<string, boolean>;
  details: Record<string, number | boolean | null>;
  rooms: RoomForm[];
  check_in_from: string;
  check_out_to: string;
  cancellation_period: number | null;
  rules: string;
  contact_name: string;
  contact_email: string;
  contact_mobile: string;
}

export const emptyAdvert = (): AdvertFormValues => ({
  ad_kind: null,
  is_short_term: false,
  is_room: false,
  property_category_id: null,
  property_type_id: null,
  property_type_details_id: null,
  property_title: '',
  property_description: '',
  line_1: '',
  city: '',
  county: '',
  postcode: '',
  latitude: null,
  longitude: null,
  price: null,
  property_rent_type_id: null,
  date_start: '',
  date_end: '',
  tenants_guests: null,
  property_square_meter: null,
  epc_rating: '',
  flags: {},
  details: {},
  rooms: [],
  check_in_from: '',
  check_out_to: '',
  cancellation_period: null,
  rules: '',
  contact_name: '',
  contact_email: '',
  contact_mobile: '',
});

const isLetting = (kind: AdKind | null) => kind === 'let' || kind === 'rent';

/** The steps an advert of this kind walks through: rooms only for lettings, policies only for short stays. */
export function stepsFor(values: Pick<AdvertFormValues, 'ad_kind' | 'is_short_term'>): StepId[] {
  const steps: StepId[] = ['what', 'where', 'price'];
  if (values.ad_kind === 'let') steps.push('rooms');
  steps.push('details');
  if (values.ad_kind === 'let' && values.is_short_term) steps.push('policies');
  steps.push('contact', 'preview');
  return steps;
}

/** Flags that make sense for the kind of advert, as the search filters show them. */
export function flagsFor(kind: AdKind | null): string[] {
  const common = ['is_accessible', 'is_mixed_use', 'is_holiday', 'is_seashore', 'is_waterfront'];
  if (kind === 'sale' || kind === 'buy')
    return [
      'is_freehold',
      'is_cash',
      'is_auction',
      'is_coming_soon',
      'is_investment',
      'is_shared_ownership',
      'is_over_60s',
      'is_hmo',
      'is_tenanted',
      ...common,
    ];
  if (isLetting(kind)) return ['is_furnished', 'is_pet_friendly', 'events_allowed', 'is_dss_accepted', 'is_hmo', ...common];
  return common;
}

/** Tenure and EPC belong to sales; rent frequency and dates to lettings. */
export const showsSaleFields = (kind: AdKind | null) => kind === 'sale' || kind === 'buy';
export const showsLettingFields = (kind: AdKind | null) => isLetting(kind);

export const rentTypeOptions = (isShortTerm: boolean) =>
  isShortTerm
    ? [
        { value: 2, label: 'Per Hour' },
        { value: 3, label: 'Per Night' },
      ]
    : [
        { value: 4, label: 'Per Week' },
        { value: 5, label: 'Per Month' },
      ];

export type StepErrors = Partial<Record<string, string>>;

/** The messages of one step (the generic messages of spec 002 §5). */
export function validateStep(step: StepId, v: AdvertFormValues): StepErrors {
  const errors: StepErrors = {};
  const put = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  if (step === 'what') {
    put('ad_kind', required(v.ad_kind));
    put('property_category_id', required(v.property_category_id));
    put('property_title', composeValidators(required, minLength(3), maxLength(TITLE_MAX))(v.property_title));
  }
  if (step === 'where') {
    put('line_1', composeValidators(required, maxLength(255))(v.line_1));
    put('city', composeValidators(required, maxLength(255))(v.city));
    put('postcode', required(v.postcode) ?? (UK_POSTCODE.test(v.postcode.trim()) ? undefined : POSTCODE_MESSAGE));
    if (!errors.postcode && (v.latitude === null || v.longitude === null)) errors.postcode = NOT_LOCATED_MESSAGE;
  }
  if (step === 'price') {
    put('price', composeValidators(required, minValue(0), maxValue(PRICE_MAX))(v.price === 0 ? '0' : v.price));
    if (showsLettingFields(v.ad_kind)) put('property_rent_type_id', required(v.property_rent_type_id));
    if (v.date_start && v.date_end && v.date_end < v.date_start) errors.date_end = 'The end date must be on or after the start date';
  }
  if (step === 'rooms' && v.ad_kind === 'let' && v.is_short_term && v.rooms.length === 0 && v.property_type_details_id !== 8) {
    errors.rooms = REQUIRED_MESSAGE;
  }
  return errors;
}

export const hasSuite = (rooms: RoomForm[]) => rooms.some((r) => r.room_type_id === SUITE_SPACE_TYPE_ID);

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/**
 * The form's values for an advert being edited: every field the form has, so that saving it sends back
 * what the owner did not touch. (The parts the form has no fields for are not sent, and the API keeps them.)
 */
export function valuesFromAdvert(a: Advert): AdvertFormValues {
  const kind: AdKind | null = a.is_sale ? 'sale' : a.is_let ? 'let' : a.is_buy ? 'buy' : a.is_rent ? 'rent' : null;
  const flagged = a as unknown as Record<string, unknown>;
  return {
    ...emptyAdvert(),
    ad_kind: kind,
    is_short_term: Boolean(a.is_short_term),
    is_room: Boolean(a.is_room),
    property_category_id: a.property_category_id ?? null,
    property_type_id: a.property_type_id ?? a.property_type?.id ?? null,
    property_type_details_id: a.property_type_details_id ?? a.property_type_details?.id ?? null,
    property_title: a.property_title ?? '',
    property_description: a.property_description ?? '',
    price: a.price === null ? null : Number(a.price),
    property_rent_type_id: a.property_rent_type_id ?? a.property_rent_type?.id ?? null,
    date_start: a.date_start ?? '',
    date_end: a.date_end ?? '',
    tenants_guests: a.tenants_guests ?? null,
    property_square_meter: a.property_square_meter ?? null,
    epc_rating: a.epc_rating ?? '',
    flags: Object.fromEntries(flagsFor(kind).map((flag) => [flag, Boolean(flagged[flag])])),
    details: Object.fromEntries(
      Object.entries(a.property_details ?? {}).filter(([key, value]) => key !== 'id' && key !== 'property_id' && value !== undefined),
    ) as AdvertFormValues['details'],
    line_1: a.address?.line_1 ?? '',
    city: a.address?.city ?? '',
    county: a.address?.county ?? '',
    postcode: a.address?.postcode ?? '',
    latitude: a.address?.latitude ?? null,
    longitude: a.address?.longitude ?? null,
    rooms: (a.property_rooms ?? []).map((r) => ({
      ...(r.property_room_detail ?? {}),
      id: r.id,
      room_type_id: r.room_type_id ?? null,
      quantity: r.quantity ?? 1,
      guests: r.guests ?? null,
      price: Number(r.price),
      property_rent_type_id: r.property_rent_type_id,
      smoking_room: Boolean(r.smoking_room),
      pet_friendly_room: Boolean(r.pet_friendly_room),
      property_room_type: r.property_room_type ?? null,
    })),
    check_in_from: hhmm(a.check_in_from),
    check_out_to: hhmm(a.check_out_to),
    cancellation_period: a.cancellation_period === null || a.cancellation_period === undefined ? null : Number(a.cancellation_period),
    rules: (a.rules ?? []).map((r) => r.rule).join('\n'),
    contact_name: a.contact?.name ?? '',
    contact_email: a.contact?.email ?? '',
    contact_mobile: a.contact?.mobile ?? '',
  };
}

/** The body of POST/PUT api/user/adverts (shared/src/schemas/supply.ts). */
export function toAdvertBody(v: AdvertFormValues): Record<string, unknown> {
  const kind = v.ad_kind;
  const letting = showsLettingFields(kind);
  const flags = Object.fromEntries(flagsFor(kind).map((f) => [f, Boolean(v.flags[f])]));
  return {
    is_sale: kind === 'sale',
    is_let: kind === 'let',
    is_buy: kind === 'buy',
    is_rent: kind === 'rent',
    is_short_term: kind === 'let' && v.is_short_term,
    is_room: kind === 'let' && v.is_room,
    ...flags,
    property_category_id: v.property_category_id,
    property_type_id: v.property_type_id,
    property_type_details_id: v.property_type_details_id,
    property_title: v.property_title,
    property_description: v.property_description,
    price: v.price,
    property_rent_type_id: letting ? v.property_rent_type_id : null,
    date_start: v.date_start || null,
    date_end: v.date_end || null,
    tenants_guests: v.tenants_guests,
    property_square_meter: v.property_square_meter,
    epc_rating: showsSaleFields(kind) ? v.epc_rating || null : null,
    address: { line_1: v.line_1, city: v.city, county: v.county, postcode: v.postcode, latitude: v.latitude, longitude: v.longitude },
    contact: { name: v.contact_name, email: v.contact_email, mobile: v.contact_mobile },
    details: v.details,
    rooms:
      kind === 'let'
        ? v.rooms.map(({ property_room_type: _type, property_rent_type: _rent, is_existing_room: _existing, ...room }) => room)
        : [],
    policies:
      kind === 'let' && v.is_short_term
        ? { check_in_from: v.check_in_from || null, check_out_to: v.check_out_to || null, cancellation_period: v.cancellation_period }
        : undefined,
    rules: v.rules
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean),
  };
}
