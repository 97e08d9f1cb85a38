import { z } from 'zod';
import { AgencyAnswer } from './agency';
import { INVESTMENT_FIELDS, PAID_AMENITIES, PROPERTY_DETAIL_COUNTS, PROPERTY_DETAIL_FLAGS, UNPAID_AMENITIES } from '../entities/advert';
import { ROOM_AMENITY_SECTIONS, ROOM_BED_FIELDS } from '../entities/room';
import { AddressInPartsAnswer, Day, Instant, MarketStatusAnswer, StoredImageAnswer } from './common';
import { CARD_FLAGS } from './search';
import {
  MATERIAL_FIELDS,
  MATERIAL_FIELD_NAMES,
  NATIONS,
  type MaterialField,
  type MaterialFieldSpec,
} from '../entities/materialInformation';

/**
 * The advert's answer, GET api/properties/{id} (`data`; the owner's GET api/user/adverts/{id} with its whole contact): every
 * field its page shows (spec 000 §3, 002 §3.2-3.6), policies flat on it. Declared once here: the API
 * serialises and checks it (api/src/http/answers.ts).
 */

const fields = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K]: S };
const Ref = z.strictObject({ id: z.number(), type: z.string() });
const Rule = z.strictObject({ id: z.number(), rule: z.string() });

/** property_details: its counts and flags (entities/advert's PROPERTY_DETAILS), bedrooms, fees and amenities. */
export const PropertyDetailsAnswer = z.strictObject({
  ...fields(PROPERTY_DETAIL_COUNTS, z.number()),
  ...fields(PROPERTY_DETAIL_FLAGS, z.boolean()),
  ...fields(PAID_AMENITIES, z.boolean()),
  ...fields(
    PAID_AMENITIES.map((a) => `${a}_paid` as const),
    z.boolean(),
  ),
  ...fields(UNPAID_AMENITIES, z.boolean()),
  bedrooms: z.number().nullable(),
  parking_fee: z.number().nullable(),
  service_fee: z.number().nullable(),
  cleaning_fee: z.number().nullable(),
});

/** A room's beds and amenities (002 3.1). */
const RoomDetailAnswer = z.strictObject({
  ...fields(ROOM_BED_FIELDS, z.number()),
  ...fields(Object.values(ROOM_AMENITY_SECTIONS).flat(), z.boolean()),
});

/** A room of the advert as its page lists it. */
export const RoomAnswer = z.strictObject({
  id: z.number(),
  room_type_id: z.number(),
  property_room_type: Ref,
  quantity: z.number(),
  guests: z.number().nullable(),
  price: z.number(),
  property_rent_type_id: z.number(),
  property_rent_type: Ref,
  discount: z.boolean().nullable(),
  discount_rate: z.number().nullable(),
  smoking_room: z.boolean(),
  pet_friendly_room: z.boolean(),
  /** A whole place (space type 8) lists its single and double rooms; other rooms send an empty list. */
  rooms: z.array(z.strictObject({ property_room_type: z.strictObject({ type: z.string() }), quantity: z.number() })),
  property_room_detail: RoomDetailAnswer.nullable(),
});

/** The advertiser's contact as a visitor may see it: hidden items null, and which are shown (api/src/discovery/privacy.ts). */
export const PublicContactAnswer = z.strictObject({
  name: z.string(),
  company_name: z.string().nullable(),
  address: z.strictObject({ full_address: z.string() }).nullable(),
  mobile_prefix: z.string().nullable(),
  mobile: z.string().nullable(),
  landing_prefix: z.string().nullable(),
  landing: z.string().nullable(),
  email: z.string().nullable(),
  show_company_name: z.boolean(),
  show_address: z.boolean(),
  show_mobile: z.boolean(),
  show_landing: z.boolean(),
  show_email: z.boolean(),
});

/** Each material information field: a choice's key or words as text, pounds and counts as numbers (shared's MATERIAL_FIELDS). */
const MaterialAnswer = Object.fromEntries(
  MATERIAL_FIELD_NAMES.map((key) => {
    const field: MaterialFieldSpec = MATERIAL_FIELDS[key];
    return [key, field.kind === 'money' || field.kind === 'number' ? z.number().nullable() : z.string().nullable()];
  }),
) as {
  [K in MaterialField]: (typeof MATERIAL_FIELDS)[K] extends { kind: 'money' | 'number' }
    ? z.ZodNullable<z.ZodNumber>
    : z.ZodNullable<z.ZodString>;
};

export const AdvertAnswer = z.strictObject({
  id: z.number(),
  user_id: z.number(),
  user: z.strictObject({ id: z.number(), documents_user_images: z.strictObject({ file_path: z.string() }).nullable() }),
  property_title: z.string().nullable(),
  /** HTML written by the advertiser, sanitised. */
  property_description: z.string(),
  price: z.number().nullable(),
  date_start: Day.nullable(),
  date_end: Day.nullable(),
  created_at: Instant,
  updated_at: Instant,
  /** When the price last fell, if within the last 14 days (the 'Reduced' mark). */
  reduced_at: Instant.nullable(),
  /** Under offer, Sold STC, Sold, Let agreed or Let, since its day; available otherwise. */
  ...MarketStatusAnswer,
  /** Every price change while published, oldest first. */
  price_history: z.array(z.strictObject({ old_price: z.number(), new_price: z.number(), changed_at: Instant })),
  tenants_guests: z.number().nullable(),
  property_square_meter: z.number().nullable(),
  property_category_id: z.number(),
  property_category: Ref,
  property_type_id: z.number().nullable(),
  property_type: Ref.nullable(),
  property_type_details_id: z.number().nullable(),
  property_type_details: z.strictObject({ id: z.number(), type_detail: z.string() }).nullable(),
  property_rent_type_id: z.number(),
  property_rent_type: Ref,
  pet_friendly_fee: z.number().nullable(),
  easements: z.boolean(),
  address: AddressInPartsAnswer,
  property_details: PropertyDetailsAnswer.nullable(),
  investment_property_details: z.strictObject(fields(INVESTMENT_FIELDS, z.number().nullable())).nullable(),
  property_rooms: z.array(RoomAnswer),
  documents_property_images: z.array(StoredImageAnswer),
  documents_floorplans_images: z.array(StoredImageAnswer),
  check_in_flexible: z.boolean().nullable(),
  /** 'HH:mm' on the UK clock. */
  check_in_from: z.string().nullable(),
  check_in_to: z.string().nullable(),
  check_out_flexible: z.boolean().nullable(),
  check_out_from: z.string().nullable(),
  check_out_to: z.string().nullable(),
  check_in_instructions: Ref.nullable(),
  check_out_instructions: Ref.nullable(),
  cancellation_period: z.number().nullable(),
  /** The fee is shown when the rule reads 'Fixed Fee Charged'. */
  cancellation_rule: Rule.nullable(),
  cancellation_fee: z.number().nullable(),
  cancellation_late_rule_id: z.number().nullable(),
  cancellation_late_rule: Rule.nullable(),
  /** discount_fee_type: 1 percentage, 2 fixed pounds. */
  discounts: z.array(
    z.strictObject({
      id: z.number(),
      discount_type_id: z.number(),
      discount_type: Ref,
      discount_term: z.number(),
      discount_fee: z.number(),
      discount_fee_type: z.number(),
    }),
  ),
  rules: z.array(Rule),
  /** Ids of the advertiser's display settings that are on (CONTACT_SETTINGS). */
  settings: z.array(z.number()),
  contact: PublicContactAnswer,
  /** On a residential let by a letting agent: its fees and schemes, from its profile (Consumer Rights Act 2015 s83). */
  agency: AgencyAnswer.nullable().optional(),
  ...fields(CARD_FLAGS, z.boolean()),
  /** The UK nation it is in (its law applies), from the gazetteer; null abroad. */
  nation: z.enum(NATIONS).nullable(),
  /** Material information, the EPC's potential or exemption, the rateable value and a short let's licence. */
  ...MaterialAnswer,
});

/** GET api/properties/{id}. */
export const AdvertDetailAnswer = z.strictObject({ data: AdvertAnswer });

/**
 * The contact as its owner's form edits it: every item, the ones visitors are not shown too, and its
 * address in its parts with its id (the listing's address id when it is the same address).
 */
export const OwnContactAnswer = PublicContactAnswer.extend({ name: z.string().nullable(), address: AddressInPartsAnswer.nullable() });

/** GET api/user/adverts/{id} (and what POST and PUT api/user/adverts answer): the advert as its page shows it, with the owner's contact. */
export const OwnAdvertDetailAnswer = z.strictObject({
  data: AdvertAnswer.extend({
    contact: OwnContactAnswer,
    /** The version the form edits (issue 40): its save names it, and a save over a newer one is refused (409). */
    version: z.number(),
    /** Rooms removed while bookings of them were not finished: withdrawn (no longer offered), kept for those bookings. */
    withdrawn_rooms: z.array(z.strictObject({ id: z.number(), name: z.string() })),
  }),
});

/** A property advert as GET api/properties/{id} sends it (in `data`), policies flat on it. */
export type Advert = z.infer<typeof AdvertAnswer>;
export type OwnAdvert = z.infer<typeof OwnAdvertDetailAnswer>['data'];
