import { PRICE_MAX } from './common';

/**
 * What a service field holds: an id of a catalogue table, a line of text, the provider's HTML, an amount
 * in pounds, or a 'HH:mm' time on the UK clock.
 */
export type ServiceFieldType = 'lookup' | 'text' | 'html' | 'money' | 'time';

interface ServiceFieldSpec {
  type: ServiceFieldType;
  /** What the service form, the service search and the service page call it. */
  label: string;
  required?: boolean;
  /** The catalogue table a lookup's id points into. */
  table?: string;
  /** A text's fewest characters; a money field's least amount. */
  min?: number;
  /** A text's most characters; a money field's greatest amount. */
  max?: number;
}

/**
 * A service advert's own fields, declared once. Each key is its column in `services` and its field in
 * the supply body (POST/PUT api/user/services) and in the answers; the entity type, the supply body,
 * the service form's values, checks and labels, the API's columns, inserts and selects, the service
 * search's and the service page's labels and the seed's rows derive from it.
 */
export const SERVICE_FIELDS = {
  service_type_occupation_id: { type: 'lookup', label: 'Occupation', required: true, table: 'service_occupation_types' },
  service_payment_type_id: { type: 'lookup', label: 'Payment type', required: true, table: 'service_payment_types' },
  service_title: { type: 'text', label: 'Title', required: true, min: 3, max: 255 },
  service_description: { type: 'html', label: 'Description', max: 20_000 },
  price: { type: 'money', label: 'Price (£)', required: true, min: 0, max: PRICE_MAX },
  working_hours_from: { type: 'time', label: 'Working hours from' },
  working_hours_to: { type: 'time', label: 'Working hours to' },
} as const satisfies Record<string, ServiceFieldSpec>;

export type ServiceField = keyof typeof SERVICE_FIELDS;
/** The service's fields in the form's order. */
export const SERVICE_FIELD_NAMES = Object.keys(SERVICE_FIELDS) as ServiceField[];

type FieldsOfType<T extends ServiceFieldType> = {
  [K in ServiceField]: (typeof SERVICE_FIELDS)[K]['type'] extends T ? K : never;
}[ServiceField];

/** The service fields of one type, in the form's order. */
export function serviceFieldsOfType<T extends ServiceFieldType>(type: T): Array<FieldsOfType<T>> {
  return SERVICE_FIELD_NAMES.filter((name) => SERVICE_FIELDS[name].type === type) as Array<FieldsOfType<T>>;
}

interface ServiceFieldValue {
  lookup: number;
  text: string;
  html: string;
  money: number;
  /** Null is flexible hours. */
  time: string | null;
}

/** A service's own fields as stored and sent: one value per field of SERVICE_FIELDS. */
export type ServiceFields = { [K in ServiceField]: ServiceFieldValue[(typeof SERVICE_FIELDS)[K]['type']] };

/** What the service page and the cards call the provider's working hours. */
export const WORKING_HOURS_LABEL = 'Working hours';
