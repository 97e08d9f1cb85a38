import {
  ADVERT_FORM_FLAGS,
  CONTACT_VISIBILITY,
  INVESTMENT_FIELDS,
  MATERIAL_FIELD_NAMES,
  type MaterialInformation,
  PAID_AMENITIES,
  PROPERTY_CATEGORIES,
  PROPERTY_DETAIL_COUNTS,
  PROPERTY_DETAIL_FLAGS,
  RENT_TYPES,
  ROOM_AMENITY_SECTIONS,
  ROOM_BED_FIELDS,
  SPACE_TYPES,
  SUITE_SPACE_TYPE_ID,
  UNPAID_AMENITIES,
  type Advert,
  type RoomForm,
} from '@marketplace/shared';
import type { Option } from './api';
import { contactFullAddress } from '../address/rules';
import { DISCOUNT_KINDS, showsContactAddress, toAdvertBody, type AdvertFormValues } from './rules';

/** The choices the form's lookup calls gave: types and details of its category and type, the policy choices. */
export interface CatalogueOptions {
  types: Option[];
  details: Option[];
  instructions: Option[];
  cancellationRules: Option[];
}

export const NO_CATALOGUE: CatalogueOptions = { types: [], details: [], instructions: [], cancellationRules: [] };

/** The contact's show flags by user_settings id less one: the detail view shows the items they name. */
/** The advert's show flags in the order of the form's visibility checkboxes (shared's CONTACT_VISIBILITY). */
const SHOW_FLAGS = CONTACT_VISIBILITY.map(({ flag }) => flag);

/**
 * What the preview cannot know before the API has saved it: the ids the API gives (negative: not saved,
 * so never one a row has), when it was made, and a category the person has not chosen yet (no name, so
 * the headline leaves it out). A rent type not chosen reads as 'N/A' (1), as the API stores it.
 */
const UNSAVED_ID = 0;
const unsavedId = (index: number) => -(index + 1);
const NOT_CHOSEN = { id: 0, type: '' };
const NO_RENT_TYPE = 1;

type Room = Advert['property_rooms'][number];
type PropertyDetails = NonNullable<Advert['property_details']>;

/** A record with a value for each of `keys`. */
const recordOf = <K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

const nameIn = (options: Option[], id: number | null) => options.find((o) => o.value === id)?.label;
/** A catalogue reference by the name the lookups gave, or null when unknown. */
const typeNamed = (options: Option[], id: number | null) => {
  const type = nameIn(options, id);
  return id !== null && type !== undefined ? { id, type } : null;
};
const ruleNamed = (options: Option[], id: number | null) => {
  const rule = nameIn(options, id);
  return id !== null && rule !== undefined ? { id, rule } : null;
};
const numberOrNull = (value: number | boolean | null | undefined) => (typeof value === 'number' ? value : null);

/** property_details as the API reads them back: a count not given is 0, a flag not set is off. */
function detailsOf(details: AdvertFormValues['details']): PropertyDetails {
  const flag = (key: string) => Boolean(details[key]);
  return {
    ...recordOf(PROPERTY_DETAIL_COUNTS, (key) => Number(details[key] ?? 0)),
    ...recordOf(PROPERTY_DETAIL_FLAGS, flag),
    ...recordOf(PAID_AMENITIES, flag),
    ...recordOf(
      PAID_AMENITIES.map((amenity) => `${amenity}_paid` as const),
      flag,
    ),
    ...recordOf(UNPAID_AMENITIES, flag),
    bedrooms: numberOrNull(details.bedrooms),
    parking_fee: numberOrNull(details.parking_fee),
    service_fee: numberOrNull(details.service_fee),
    cleaning_fee: numberOrNull(details.cleaning_fee),
  };
}

/** A room as the advert's page lists it: its type and rent type by name, a whole place's own rooms, its beds and amenities. */
function roomOf(room: RoomForm, index: number): Room {
  const roomTypeId = room.room_type_id ?? 0;
  const rentTypeId = room.property_rent_type_id ?? NO_RENT_TYPE;
  const suiteRooms = [
    { property_room_type: { type: SPACE_TYPES[1] }, quantity: room.single_room ?? 0 },
    { property_room_type: { type: SPACE_TYPES[2] }, quantity: room.double_room ?? 0 },
  ];
  return {
    id: room.id ?? unsavedId(index),
    room_type_id: roomTypeId,
    property_room_type: {
      id: roomTypeId,
      type: room.property_room_type?.type ?? SPACE_TYPES[roomTypeId as keyof typeof SPACE_TYPES] ?? '',
    },
    quantity: room.quantity,
    guests: room.guests,
    price: room.price ?? 0,
    property_rent_type_id: rentTypeId,
    property_rent_type: {
      id: rentTypeId,
      type: room.property_rent_type?.type ?? RENT_TYPES[rentTypeId as keyof typeof RENT_TYPES] ?? '',
    },
    discount: room.discount === undefined || room.discount === null ? null : Boolean(room.discount),
    discount_rate: room.discount_rate ?? null,
    smoking_room: Boolean(room.smoking_room),
    pet_friendly_room: Boolean(room.pet_friendly_room),
    rooms: roomTypeId === SUITE_SPACE_TYPE_ID ? suiteRooms.filter(({ quantity }) => quantity > 0) : [],
    property_room_detail: {
      ...recordOf(ROOM_BED_FIELDS, (field) => room[field] ?? 0),
      ...recordOf(Object.values(ROOM_AMENITY_SECTIONS).flat(), (field) => Boolean(room[field])),
    },
  };
}

/**
 * The advert as the detail remote's preview reads it (GET api/properties/{id}'s shape), made from what
 * the form holds: what is saved (id, photos, dates, price history) comes from the saved advert when there
 * is one, everything the owner may have changed since from the form, and what neither knows is named
 * above (UNSAVED_ID, NOT_CHOSEN).
 */
export function previewAdvert(
  values: AdvertFormValues,
  saved: Advert | null,
  ownerId: number,
  catalogue: CatalogueOptions = NO_CATALOGUE,
): Advert {
  const body = toAdvertBody(values);
  const sent: Record<string, unknown> = body;
  const sameType = saved?.property_type_id === values.property_type_id;
  const sameDetail = saved?.property_type_details_id === values.property_type_details_id;
  const typeName = nameIn(catalogue.types, values.property_type_id);
  const detailName = nameIn(catalogue.details, values.property_type_details_id);
  const categoryId = values.property_category_id;
  const rentTypeId = values.property_rent_type_id ?? NO_RENT_TYPE;
  const contactAddress = contactFullAddress(values, values, showsContactAddress(values));
  const shownSettings = (values.settings ?? []).flatMap((shown, index) => (shown ? [index + 1] : []));
  const policies = body.policies;
  const now = new Date().toISOString();
  return {
    // A flag the form does not send for this kind of advert keeps what is saved.
    ...recordOf(ADVERT_FORM_FLAGS, (flag) => (flag in sent ? Boolean(sent[flag]) : (saved?.[flag] ?? false))),
    is_published: saved?.is_published ?? false,
    id: saved?.id ?? UNSAVED_ID,
    user_id: saved?.user_id ?? ownerId,
    user: saved?.user ?? { id: ownerId, documents_user_images: null },
    created_at: saved?.created_at ?? now,
    updated_at: saved?.updated_at ?? now,
    reduced_at: saved?.reduced_at ?? null,
    // Moved from the portfolio, not the form: the preview shows the ribbon the home wears now.
    market_status: saved?.market_status ?? 'available',
    market_status_on: saved?.market_status_on ?? null,
    price_history: saved?.price_history ?? [],
    property_title: values.property_title,
    property_description: values.property_description,
    price: values.price,
    date_start: body.date_start,
    date_end: body.date_end,
    tenants_guests: body.tenants_guests,
    property_square_meter: values.property_square_meter,
    // The material information as it will be sent (what does not apply to the advert is null).
    ...(recordOf(MATERIAL_FIELD_NAMES, (key) => body[key]) as MaterialInformation),
    nation: values.nation,
    pet_friendly_fee: body.pet_friendly_fee,
    property_category_id: categoryId ?? NOT_CHOSEN.id,
    property_category:
      categoryId !== null && categoryId in PROPERTY_CATEGORIES
        ? { id: categoryId, type: PROPERTY_CATEGORIES[categoryId as keyof typeof PROPERTY_CATEGORIES] }
        : NOT_CHOSEN,
    property_type_id: values.property_type_id,
    property_type:
      values.property_type_id !== null && typeName !== undefined
        ? { id: values.property_type_id, type: typeName }
        : sameType
          ? (saved?.property_type ?? null)
          : null,
    property_type_details_id: values.property_type_details_id,
    property_type_details:
      values.property_type_details_id !== null && detailName !== undefined
        ? { id: values.property_type_details_id, type_detail: detailName }
        : sameDetail
          ? (saved?.property_type_details ?? null)
          : null,
    property_rent_type_id: rentTypeId,
    property_rent_type: { id: rentTypeId, type: RENT_TYPES[rentTypeId as keyof typeof RENT_TYPES] ?? '' },
    easements: Boolean(values.details.easements),
    address: {
      id: saved?.address.id ?? UNSAVED_ID,
      line_1: values.line_1,
      line_2: values.line_2 || null,
      street: values.street || null,
      city: values.city,
      county: values.county,
      postcode: values.postcode,
      country: values.country,
      full_address: null,
      latitude: values.latitude,
      longitude: values.longitude,
    },
    documents_property_images: saved?.documents_property_images ?? [],
    documents_floorplans_images: saved?.documents_floorplans_images ?? [],
    property_details: detailsOf(values.details),
    investment_property_details: body.investment ? recordOf(INVESTMENT_FIELDS, (field) => values.investment[field] ?? null) : null,
    discounts: DISCOUNT_KINDS.filter(({ key }) => body.discounts.length > 0 && values.discounts[key].on).map(
      ({ key, typeId, label }, index) => ({
        id: unsavedId(index),
        discount_type_id: typeId,
        discount_type: { id: typeId, type: label },
        discount_term: values.discounts[key].term ?? 0,
        discount_fee: values.discounts[key].fee ?? 0,
        discount_fee_type: values.discounts[key].fee_type,
      }),
    ),
    rules: body.rules.map((rule, index) => ({ id: unsavedId(index), rule })),
    property_rooms: values.rooms.map(roomOf),
    check_in_flexible: policies?.check_in_flexible ?? null,
    check_in_from: policies?.check_in_from ?? null,
    check_in_to: policies?.check_in_to ?? null,
    check_out_flexible: policies?.check_out_flexible ?? null,
    check_out_from: policies?.check_out_from ?? null,
    check_out_to: policies?.check_out_to ?? null,
    check_in_instructions: policies ? typeNamed(catalogue.instructions, values.check_in_instructions_id) : null,
    check_out_instructions: policies ? typeNamed(catalogue.instructions, values.check_out_instructions_id) : null,
    cancellation_period: policies?.cancellation_period ?? null,
    cancellation_rule: policies ? ruleNamed(catalogue.cancellationRules, values.cancellation_rule_id) : null,
    cancellation_fee: policies?.cancellation_fee ?? null,
    cancellation_late_rule_id: policies?.cancellation_late_rule_id ?? null,
    cancellation_late_rule: policies ? ruleNamed(catalogue.cancellationRules, values.cancellation_late_rule_id) : null,
    contact: {
      name: values.contact_name,
      company_name: values.contact_company_name,
      email: values.contact_email,
      landing_prefix: values.contact_landing_prefix,
      landing: values.contact_landing,
      mobile_prefix: values.contact_mobile_prefix,
      mobile: values.contact_mobile,
      address: contactAddress === null ? null : { full_address: contactAddress },
      ...recordOf(SHOW_FLAGS, (flag) =>
        values.settings === null ? (saved?.contact[flag] ?? false) : Boolean(values.settings[SHOW_FLAGS.indexOf(flag)]),
      ),
    },
    settings: values.settings === null ? (saved?.settings ?? []) : shownSettings,
  };
}
