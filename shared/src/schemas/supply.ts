/**
 * Bodies of the supply calls (POST/PUT api/user/adverts): an advert with its address, details, rooms,
 * policies, discounts and rules, as the add-edit form sends it. The browser may validate with the same
 * schema so both sides word a failure alike.
 */
import { z } from 'zod';
import {
  ROOM_AMENITY_SECTIONS,
  ROOM_BED_FIELDS,
  ROOM_DISCOUNT_RATE_MAX,
  ROOM_GUESTS_MAX,
  ROOM_QUANTITY_MAX,
  ROOM_RENT_TYPES,
  SUITE_SPACE_TYPE_ID,
} from '../entities/room';
import { COUNT_MAX, PRICE_MAX } from '../entities/common';
import { CONTACT_ITEM_NAMES, CONTACT_ITEMS } from '../entities/user';
import {
  ADVERT_FORM_FLAGS,
  INVESTMENT_FIELDS,
  PAID_AMENITIES,
  PROPERTY_DETAIL_COUNTS,
  PROPERTY_DETAIL_FLAGS,
  UNPAID_AMENITIES,
} from '../entities/advert';
import {
  ADVERT_SWITCHES,
  SEARCH_FILTER_FIELDS,
  advertHasField,
  advertSwitchLabel,
  type AdvertSwitch,
  type SearchFilterKey,
} from '../entities/searchFilters';
import { advertKindOf } from '../entities/advertGroups';
import { MARKET_STATUS_NAMES, type MarketStatus } from '../entities/marketStatus';
import { marketStatusProblems, ukToday } from '../rules/marketStatus';
import {
  ASK_AGENT,
  ASK_AGENT_FIELDS,
  MATERIAL_FIELDS,
  MATERIAL_FIELD_NAMES,
  type MaterialField,
  type MaterialFieldSpec,
} from '../entities/materialInformation';
import { SERVICE_FIELD_NAMES, SERVICE_FIELDS, type ServiceField, type ServiceFieldType, type ServiceFields } from '../entities/service';
import { SERVICE_ADDRESS_MAX, SERVICE_ADDRESS_MIN } from '../rules/booking';
import { checkbox, numberField, requiredText } from './laravel';
import { COUNTRIES, DEFAULT_COUNTRY, postcodeProblem, type Country } from './address';

export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 20_000;
export const RULES_MAX = 30;

export const AT_LEAST_ONE_BED = 'Please assign at least one bed in the room';
export const AT_LEAST_ONE_ROOM = 'Please assign at least one room in the premises';
export const AD_TYPE_REQUIRED = 'Please choose what the advert is for.';

const optionalText = (field: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v === null ? undefined : v),
    z
      .string({ error: `The ${field.replace(/_/g, ' ')} field must be a string.` })
      .max(max, { error: `The ${field.replace(/_/g, ' ')} field must not be greater than ${max} characters.` })
      .optional(),
  );

const count = (field: string) => numberField(field, { min: 0, max: COUNT_MAX, integer: true });
const money = (field: string) => numberField(field, { min: 0, max: PRICE_MAX });
const id = (field: string, max = 32_767) => numberField(field, { min: 1, max, integer: true });
const time = (field: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: `The ${field.replace(/_/g, ' ')} field must match the format H:i.` })
      .optional(),
  );
const day = (field: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `The ${field.replace(/_/g, ' ')} field must be a valid date.` })
      .optional(),
  );

function shape<K extends string, T extends z.ZodType>(keys: readonly K[], make: (key: K) => T): Record<K, T> {
  return Object.fromEntries(keys.map((k) => [k, make(k)])) as Record<K, T>;
}

export const DETAIL_FLAG_FIELDS = [
  ...PROPERTY_DETAIL_FLAGS,
  // Amenities that may be charged for each have a `<name>_paid` flag (002 3.3).
  ...PAID_AMENITIES,
  ...PAID_AMENITIES.map((a) => `${a}_paid` as const),
  ...UNPAID_AMENITIES,
] as const;

export const ROOM_FLAG_FIELDS = Object.values(ROOM_AMENITY_SECTIONS).flat();

const ROOM_RENT_TYPE_IDS: readonly number[] = Object.values(ROOM_RENT_TYPES).flat();

export const RoomBody = z
  .object({
    id: numberField('id', { min: 1, max: 2_147_483_647, integer: true }),
    room_type_id: numberField('room_type_id', { min: 1, max: SUITE_SPACE_TYPE_ID, integer: true, required: true }),
    quantity: numberField('quantity', { min: 1, max: ROOM_QUANTITY_MAX, integer: true, required: true }),
    guests: numberField('guests', { min: 1, max: ROOM_GUESTS_MAX, integer: true, required: true }),
    price: numberField('price', { min: 1, max: PRICE_MAX, required: true }),
    property_rent_type_id: numberField('property_rent_type_id', { min: 2, max: 5, integer: true, required: true }),
    discount: checkbox(),
    discount_rate: numberField('discount_rate', { min: 0, max: ROOM_DISCOUNT_RATE_MAX }),
    smoking_room: checkbox(),
    pet_friendly_room: checkbox(),
    single_room: count('single_room'),
    double_room: count('double_room'),
    ...shape(ROOM_BED_FIELDS, count),
    ...shape(ROOM_FLAG_FIELDS, () => checkbox()),
  })
  .superRefine((room, ctx) => {
    if (!ROOM_RENT_TYPE_IDS.includes(room.property_rent_type_id))
      ctx.addIssue({ code: 'custom', path: ['property_rent_type_id'], message: 'The selected property rent type id is invalid.' });
    if (room.room_type_id === SUITE_SPACE_TYPE_ID) {
      if (!(room.single_room ?? 0) && !(room.double_room ?? 0))
        ctx.addIssue({ code: 'custom', path: ['single_room'], message: AT_LEAST_ONE_ROOM });
    } else if (!ROOM_BED_FIELDS.some((bed) => (room[bed] ?? 0) > 0)) {
      ctx.addIssue({ code: 'custom', path: [ROOM_BED_FIELDS[0]], message: AT_LEAST_ONE_BED });
    }
  });
export type RoomInput = z.infer<typeof RoomBody>;

const COUNTRY_WORD = { 'United Kingdom': 'UK', Ireland: 'Irish', Spain: 'Spanish' } as const;

const addressShape = {
  line_1: requiredText('line_1', { max: 255 }),
  line_2: optionalText('line_2', 255),
  street: optionalText('street', 255),
  city: requiredText('city', { max: 255 }),
  county: optionalText('county', 255),
  postcode: requiredText('postcode', { max: 8 }),
  country: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? DEFAULT_COUNTRY : v),
    z.enum(COUNTRIES, { error: 'The selected country is invalid.' }),
  ),
  latitude: numberField('latitude', { min: -90, max: 90, required: true }),
  longitude: numberField('longitude', { min: -180, max: 180, required: true }),
};

/** An address's postcode is one of its own country's (a UK postcode, an Eircode or a Spanish postcode). */
function postcodeOfItsCountry(a: { postcode: string; country: Country }, ctx: z.RefinementCtx): void {
  if (postcodeProblem(a.postcode, a.country))
    ctx.addIssue({
      code: 'custom',
      path: ['postcode'],
      message: `The postcode field must be a valid ${COUNTRY_WORD[a.country]} postcode.`,
    });
}

export const AddressBody = z.object(addressShape).superRefine(postcodeOfItsCountry);

export const ContactBody = z.object({
  ...shape(CONTACT_ITEM_NAMES, (item) => optionalText(item, CONTACT_ITEMS[item])),
  /**
   * The contact's own address (an agent's office, say): left as it is when absent, removed when null.
   * `same_as_listing_address` points it at the advert's or service's own address instead, which it then follows.
   */
  address: AddressBody.nullish(),
  same_as_listing_address: checkbox(),
});

export const PoliciesBody = z.object({
  check_in_flexible: checkbox(),
  check_in_from: time('check_in_from'),
  check_in_to: time('check_in_to'),
  check_out_flexible: checkbox(),
  check_out_from: time('check_out_from'),
  check_out_to: time('check_out_to'),
  check_in_instructions_id: id('check_in_instructions_id'),
  check_out_instructions_id: id('check_out_instructions_id'),
  cancellation_period: numberField('cancellation_period', { min: 0, max: 365, integer: true }),
  cancellation_rule_id: id('cancellation_rule_id'),
  cancellation_fee: money('cancellation_fee'),
  cancellation_late_rule_id: id('cancellation_late_rule_id'),
});

export const DiscountBody = z
  .object({
    discount_type_id: numberField('discount_type_id', { min: 1, max: 3, integer: true, required: true }),
    discount_term: numberField('discount_term', { min: 1, max: 999, integer: true, required: true }),
    discount_fee: numberField('discount_fee', { min: 0.01, max: PRICE_MAX, required: true }),
    /** 1 percent, 2 pounds. */
    discount_fee_type: numberField('discount_fee_type', { min: 1, max: 2, integer: true, required: true }),
  })
  .refine((d) => d.discount_fee_type !== 1 || d.discount_fee <= 100, {
    path: ['discount_fee'],
    error: 'The discount fee field must be between 0.01 and 100.',
  });

/** Each material information field's check, from its kind (shared's MATERIAL_FIELDS); Part B and C choices may say 'Ask agent'. */
function materialField(key: MaterialField) {
  const field: MaterialFieldSpec = MATERIAL_FIELDS[key];
  const words = key.replace(/_/g, ' ');
  switch (field.kind) {
    case 'choice': {
      const options = [...Object.keys(field.options), ...(ASK_AGENT_FIELDS.includes(key) ? [ASK_AGENT] : [])] as [string, ...string[]];
      return z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.enum(options, { error: `The selected ${words} is invalid.` }).optional(),
      );
    }
    case 'money':
      return numberField(key, { min: 0, max: PRICE_MAX });
    case 'number':
      return numberField(key, { min: field.min, max: field.max, integer: true });
    case 'text':
      return optionalText(key, field.max);
  }
}
const materialShape = Object.fromEntries(MATERIAL_FIELD_NAMES.map((key) => [key, materialField(key)])) as {
  [K in MaterialField]: ReturnType<typeof materialField>;
};

/** A field that belongs to other adverts: 'Tenanted' on a let, 'Breakfast' on a sale. */
export const notForThisAdvert = (key: AdvertSwitch | SearchFilterKey): string =>
  `${key in SEARCH_FILTER_FIELDS ? SEARCH_FILTER_FIELDS[key as SearchFilterKey].label : advertSwitchLabel(key as AdvertSwitch)} does not apply to this kind of advert.`;

/** The details that are search filters, each of its own adverts (wifi and breakfast are a short stay's). */
const DETAIL_FILTERS = (Object.keys(SEARCH_FILTER_FIELDS) as SearchFilterKey[]).filter(
  (key) => SEARCH_FILTER_FIELDS[key].table === 'property_details' && (DETAIL_FLAG_FIELDS as readonly string[]).includes(key),
) as unknown as ReadonlyArray<(typeof DETAIL_FLAG_FIELDS)[number] & SearchFilterKey>;

/**
 * The version of a record an edit was loaded at (issue 40): required when changing what exists (PUT), so
 * a save over someone else's newer one is refused with 409 rather than putting back what they changed.
 */
const editedVersion = numberField('version', { min: 1, max: 2_147_483_647, integer: true });

/** Where a home for sale or a long let stands (entities/marketStatus.ts), and the day it took effect. */
export const marketStatusFields = {
  market_status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(MARKET_STATUS_NAMES as [MarketStatus, ...MarketStatus[]], { error: 'The selected market status is invalid.' }).optional(),
  ),
  market_status_on: day('market_status_on'),
};

/** PUT api/user/adverts/{id}/market-status (the dashboard's listings): the status, and its day unless it is 'Available'. */
export const MarketStatusBody = z.object(marketStatusFields).superRefine((body, ctx) => {
  if (body.market_status === undefined)
    ctx.addIssue({ code: 'custom', path: ['market_status'], message: 'The market status field is required.' });
});

export const AdvertBody = z
  .object({
    property_category_id: numberField('property_category_id', { min: 1, max: 99, integer: true, required: true }),
    property_type_id: id('property_type_id'),
    property_type_details_id: id('property_type_details_id'),
    property_rent_type_id: numberField('property_rent_type_id', { min: 1, max: 6, integer: true }),
    property_title: requiredText('property_title', { min: 3, max: TITLE_MAX }),
    property_description: optionalText('property_description', DESCRIPTION_MAX),
    price: numberField('price', { min: 0, max: PRICE_MAX, required: true }),
    date_start: day('date_start'),
    date_end: day('date_end'),
    tenants_guests: numberField('tenants_guests', { min: 0, max: ROOM_GUESTS_MAX, integer: true }),
    property_square_meter: numberField('property_square_meter', { min: 0, max: 1_000_000 }),
    // Material information, the EPC and licences: checked as values here, for completeness only on publishing.
    ...materialShape,
    pet_friendly_fee: money('pet_friendly_fee'),
    ...shape(ADVERT_FORM_FLAGS, () => checkbox()),
    ...marketStatusFields,
    address: AddressBody,
    contact: ContactBody.optional(),
    details: z
      .object({
        ...shape(PROPERTY_DETAIL_COUNTS, count),
        ...shape(DETAIL_FLAG_FIELDS, () => checkbox()),
        parking_fee: money('parking_fee'),
        service_fee: money('service_fee'),
        cleaning_fee: money('cleaning_fee'),
      })
      .optional(),
    investment: z.object(shape(INVESTMENT_FIELDS, (f) => numberField(f, { min: -PRICE_MAX, max: PRICE_MAX }))).optional(),
    policies: PoliciesBody.optional(),
    discounts: z.array(DiscountBody).max(3, { error: 'The discounts field must not have more than 3 items.' }).optional(),
    rules: z
      .array(requiredText('rule', { max: 255 }))
      .max(RULES_MAX, { error: `The rules field must not have more than ${RULES_MAX} items.` })
      .optional(),
    rooms: z.array(RoomBody).max(50, { error: 'The rooms field must not have more than 50 items.' }).optional(),
    /** The version the form was loaded at: a save over a newer one is refused (409), never written over it. */
    version: editedVersion,
  })
  .superRefine((advert, ctx) => {
    const kind = advertKindOf(advert);
    if (!kind) ctx.addIssue({ code: 'custom', path: ['ad_type'], message: AD_TYPE_REQUIRED });
    else {
      // A field saved only for the adverts it belongs to (shared's advert fields): the form never sends another.
      const of = { kind, isShortTerm: advert.is_short_term };
      for (const key of ADVERT_SWITCHES)
        if (advert[key] && !advertHasField(key, of)) ctx.addIssue({ code: 'custom', path: [key], message: notForThisAdvert(key) });
      for (const key of DETAIL_FILTERS)
        if (advert.details?.[key] && !advertHasField(key, of))
          ctx.addIssue({ code: 'custom', path: ['details', key], message: notForThisAdvert(key) });
      const status = { kind, isShortTerm: advert.is_short_term, status: advert.market_status ?? 'available', on: advert.market_status_on };
      for (const [path, message] of Object.entries(marketStatusProblems({ ...status, today: ukToday() })))
        ctx.addIssue({ code: 'custom', path: [path], message });
    }
    if (advert.date_start && advert.date_end && advert.date_end < advert.date_start)
      ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'The date end field must be a date after or equal to date start.' });
    if (advert.is_room && (advert.rooms ?? []).some((r) => r.room_type_id === SUITE_SPACE_TYPE_ID)) {
      ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'A room advert cannot offer a whole place.' });
    }
    if ((advert.rooms ?? []).filter((r) => r.room_type_id === SUITE_SPACE_TYPE_ID).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'Only one whole place (Suite/Apartment) may be offered.' });
    }
  });
export type AdvertInput = z.infer<typeof AdvertBody>;

// A catalogue id is a smallint.
const LOOKUP_ID_MAX = 32_767;

type Spec<K extends ServiceField> = (typeof SERVICE_FIELDS)[K];
type FieldSchema<K extends ServiceField> = z.ZodType<
  Spec<K> extends { required: true } ? NonNullable<ServiceFields[K]> : NonNullable<ServiceFields[K]> | undefined,
  unknown
>;

/** A service field's check, from its type and limits in SERVICE_FIELDS. */
function serviceField<K extends ServiceField>(name: K): FieldSchema<K> {
  const spec: { type: ServiceFieldType; required?: boolean; min?: number; max?: number } = SERVICE_FIELDS[name];
  const required = spec.required === true;
  switch (spec.type) {
    case 'lookup':
      return numberField(name, { min: 1, max: LOOKUP_ID_MAX, integer: true, required }) as FieldSchema<K>;
    case 'money':
      return numberField(name, { min: spec.min ?? 0, max: spec.max ?? PRICE_MAX, required }) as FieldSchema<K>;
    case 'text':
      return (required ? requiredText(name, spec) : optionalText(name, spec.max ?? TITLE_MAX)) as unknown as FieldSchema<K>;
    case 'html':
      return optionalText(name, spec.max ?? DESCRIPTION_MAX) as unknown as FieldSchema<K>;
    case 'time':
      return time(name) as unknown as FieldSchema<K>;
  }
}

/** A service (POST/PUT api/user/services): its fields as SERVICE_FIELDS declares them, its address and contact. */
export const ServiceBody = z
  .object({
    ...(Object.fromEntries(SERVICE_FIELD_NAMES.map((name) => [name, serviceField(name)])) as { [K in ServiceField]: FieldSchema<K> }),
    address: z
      .object({ ...addressShape, line_1: requiredText('line_1', { min: SERVICE_ADDRESS_MIN, max: SERVICE_ADDRESS_MAX }) })
      .superRefine(postcodeOfItsCountry),
    contact: ContactBody.optional(),
    version: editedVersion,
  })
  .refine((s) => !s.working_hours_from || !s.working_hours_to || s.working_hours_to > s.working_hours_from, {
    path: ['working_hours_to'],
    error: 'The working hours to field must be a time after working hours from.',
  });
export type ServiceInput = z.infer<typeof ServiceBody>;
