import { CONTACT_ITEM_NAMES, MATERIAL_FIELDS, materialStepOf, type ApiErrors, type MaterialField } from '@marketplace/shared';
import { contactFieldOf } from '../contact/rules';
import { DISCOUNT_KINDS, type AdvertFormValues, type StepErrors, type StepId } from './rules';

const CONTACT_FIELDS: Record<string, string> = Object.fromEntries(CONTACT_ITEM_NAMES.map((item) => [item, contactFieldOf(item)]));

/** The position has no field of its own: the postcode's 'Find on the map' sets it. */
const addressField = (field: string) => (field === 'latitude' || field === 'longitude' ? 'postcode' : field);

/**
 * The form field a Laravel error key of POST/PUT api/user/adverts belongs to (the body nests the address,
 * contact, policies, details and lists that the form keeps flat), or null when the form has no such field.
 */
export function formFieldOf(key: string, values: AdvertFormValues): string | null {
  const [head, second, third] = key.split('.');
  if (key === 'ad_type') return 'ad_kind';
  if (head === 'address') return second ? addressField(second) : null;
  if (head === 'contact' && second === 'address') return third ? `contact_address.${addressField(third)}` : null;
  if (head === 'contact') return second ? (CONTACT_FIELDS[second] ?? null) : null;
  if (head === 'policies') return second ?? null;
  if (head === 'rooms' || head === 'rules') return head;
  if (head === 'details' || head === 'investment') return key;
  if (head === 'discounts') {
    // The body lists the discounts that are on, in the form's order.
    const kind = DISCOUNT_KINDS.filter(({ key: k }) => values.discounts[k].on)[Number(second)];
    if (!kind) return 'discounts';
    return `discounts.${kind.key}.${third === 'discount_term' ? 'term' : 'fee'}`;
  }
  if (head?.startsWith('is_') || head === 'pet_friendly_paid' || head === 'events_allowed') return `flags.${head}`;
  if (head && head in MATERIAL_FIELDS) return `material.${head}`;
  return head ?? null;
}

const STEP_FIELDS: Array<[StepId, RegExp]> = [
  ['what', /^(ad_kind|property_(category|type|type_details)_id|property_title|property_description)$/],
  ['where', /^(line_1|line_2|street|city|county|postcode)$/],
  ['price', /^(price|property_rent_type_id|date_start|date_end|tenants_guests|property_square_meter|pet_friendly_fee|flags\..+)$/],
  ['rooms', /^rooms$/],
  ['details', /^(details\..+|investment\..+|rules)$/],
  ['policies', /^(check_.+|cancellation_.+|discounts.*)$/],
  ['contact', /^contact_.+$/],
];

export const stepOfField = (field: string): StepId => {
  const [head, key] = field.split('.');
  // Material information: Part A beside the price, the rest on its own step (shared's MATERIAL_PART_STEPS).
  if (head === 'material' && key && key in MATERIAL_FIELDS) return materialStepOf(key as MaterialField);
  return STEP_FIELDS.find(([, pattern]) => pattern.test(field))?.[0] ?? 'preview';
};

/** The server's first message for each field, put under the form's field; keys the form has no field for stay listed. */
export function fieldErrorsFrom(errors: ApiErrors, values: AdvertFormValues): { fields: StepErrors; rest: ApiErrors } {
  const fields: StepErrors = {};
  const rest: ApiErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = formFieldOf(key, values);
    if (field && stepOfField(field) !== 'preview') fields[field] ??= messages[0];
    else rest[key] = messages;
  }
  return { fields, rest };
}
