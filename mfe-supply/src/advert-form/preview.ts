import {
  INVESTMENT_FIELDS,
  PROPERTY_CATEGORIES,
  RENT_TYPES,
  type Advert,
  type AdvertFlags,
  type InvestmentPropertyDetails,
  type PropertyCategoryId,
  type RentTypeId,
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
const SHOW_FLAGS = ['show_company_name', 'show_address', 'show_mobile', 'show_landing', 'show_email'] as const;

const typeRef = <T extends Record<number, string>>(names: T, id: number | null) =>
  id !== null && id in names ? { id, type: names[id as keyof T] as string } : null;

const nameIn = (options: Option[], id: number | null) => options.find((o) => o.value === id)?.label;
/** A catalogue reference by the name the lookups gave (`{id, type}` or `{id, rule}`), or null when unknown. */
function named<K extends string>(key: K, options: Option[], id: number | null): ({ id: number } & Record<K, string>) | null {
  const name = nameIn(options, id);
  return id !== null && name !== undefined ? ({ id, [key]: name } as { id: number } & Record<K, string>) : null;
}

/**
 * The advert as the detail remote's preview reads it (GET api/properties/{id}'s shape), made from what
 * the form holds: what is saved (id, photos, catalogue names) comes from the saved advert when there
 * is one, everything the owner may have changed since from the form.
 */
export function previewAdvert(
  values: AdvertFormValues,
  saved: Advert | null,
  ownerId: number,
  catalogue: CatalogueOptions = NO_CATALOGUE,
): Advert {
  const body = toAdvertBody(values);
  const flags = Object.fromEntries(
    Object.entries(body).filter(([key]) => key.startsWith('is_') || key === 'pet_friendly_paid' || key === 'events_allowed'),
  );
  const sameType = saved?.property_type_id === values.property_type_id;
  const sameDetail = saved?.property_type_details_id === values.property_type_details_id;
  const typeName = nameIn(catalogue.types, values.property_type_id);
  const detailName = nameIn(catalogue.details, values.property_type_details_id);
  const contactAddress = contactFullAddress(values, values, showsContactAddress(values));
  const shownSettings = (values.settings ?? []).flatMap((shown, index) => (shown ? [index + 1] : []));
  return {
    ...(saved ?? {}),
    ...(flags as Partial<AdvertFlags>),
    id: saved?.id ?? 0,
    user_id: saved?.user_id ?? ownerId,
    user: saved?.user ?? null,
    is_published: saved?.is_published ?? false,
    created_at: saved?.created_at ?? new Date().toISOString(),
    property_title: values.property_title,
    property_description: values.property_description,
    price: values.price,
    date_start: (body.date_start as string | null) ?? null,
    date_end: (body.date_end as string | null) ?? null,
    tenants_guests: (body.tenants_guests as number | null) ?? null,
    property_square_meter: values.property_square_meter,
    epc_rating: (body.epc_rating as string | null) ?? null,
    pet_friendly_fee: (body.pet_friendly_fee as number | null) ?? null,
    property_category_id: values.property_category_id ?? 0,
    property_category: typeRef(PROPERTY_CATEGORIES, values.property_category_id as PropertyCategoryId | null),
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
    property_rent_type_id: values.property_rent_type_id,
    property_rent_type: typeRef(RENT_TYPES, values.property_rent_type_id as RentTypeId | null),
    address: {
      id: saved?.address?.id ?? 0,
      line_1: values.line_1,
      line_2: values.line_2 || null,
      street: values.street || null,
      city: values.city,
      county: values.county,
      postcode: values.postcode,
      full_address: null,
      latitude: values.latitude,
      longitude: values.longitude,
    },
    documents_property_images: saved?.documents_property_images ?? [],
    documents_floorplans_images: saved?.documents_floorplans_images ?? [],
    property_details: values.details,
    investment_property_details: body.investment
      ? (Object.fromEntries(INVESTMENT_FIELDS.map((f) => [f, values.investment[f] ?? null])) as InvestmentPropertyDetails)
      : null,
    discounts: DISCOUNT_KINDS.filter(({ key }) => body.discounts && values.discounts[key].on).map(({ key, typeId, label }) => ({
      discount_type_id: typeId,
      discount_type: { id: typeId, type: label },
      discount_term: values.discounts[key].term ?? 0,
      discount_fee: values.discounts[key].fee ?? 0,
      discount_fee_type: values.discounts[key].fee_type,
    })),
    rules: (body.rules as string[]).map((rule) => ({ rule })),
    property_rooms: values.rooms.map((room, index) => ({
      id: room.id ?? -(index + 1),
      price: room.price ?? 0,
      property_rent_type_id: room.property_rent_type_id ?? 0,
      property_rent_type: room.property_rent_type ?? null,
      quantity: room.quantity,
      guests: room.guests,
      room_type_id: room.room_type_id,
      property_room_type: room.property_room_type ?? null,
      smoking_room: room.smoking_room,
      pet_friendly_room: room.pet_friendly_room,
    })),
    ...(body.policies
      ? {
          ...(body.policies as Record<string, unknown>),
          check_in_instructions: named('type', catalogue.instructions, values.check_in_instructions_id),
          check_out_instructions: named('type', catalogue.instructions, values.check_out_instructions_id),
          cancellation_rule: named('rule', catalogue.cancellationRules, values.cancellation_rule_id),
          cancellation_late_rule: named('rule', catalogue.cancellationRules, values.cancellation_late_rule_id),
        }
      : {}),
    contact: {
      ...(saved?.contact ?? {}),
      name: values.contact_name,
      company_name: values.contact_company_name,
      email: values.contact_email,
      landing_prefix: values.contact_landing_prefix,
      landing: values.contact_landing,
      mobile_prefix: values.contact_mobile_prefix,
      mobile: values.contact_mobile,
      address: contactAddress === null ? null : { full_address: contactAddress },
      ...(values.settings === null ? {} : Object.fromEntries(SHOW_FLAGS.map((flag, index) => [flag, Boolean(values.settings?.[index])]))),
    },
    settings: values.settings === null ? (saved?.settings ?? []) : shownSettings,
  } as Advert;
}
