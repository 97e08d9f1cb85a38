import {
  composeValidators,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  SERVICE_ADDRESS_MAX,
  SERVICE_ADDRESS_MIN,
  SERVICE_FIELD_NAMES,
  SERVICE_FIELDS,
  type OwnService,
  type ServiceField,
} from '@marketplace/shared';
import {
  addressBody,
  addressValues,
  contactAddressBody,
  contactAddressErrors,
  contactAddressValues,
  emptyAddress,
  validateAddress,
  type AddressErrors,
  type AddressValues,
  type ContactAddressValues,
} from '../address/rules';
import { contactItemsBody, contactValues, emptyContact, type ContactValues } from '../contact/rules';

type FormValue = { lookup: number | null; money: number | null; text: string; html: string; time: string };

/** The service form's values, checks and body (POST/PUT api/user/services); its own fields are SERVICE_FIELDS'. */
export type ServiceFormValues = AddressValues &
  ContactValues &
  ContactAddressValues & { [K in ServiceField]: FormValue[(typeof SERVICE_FIELDS)[K]['type']] };

const blank = (name: ServiceField) => (['lookup', 'money'].includes(SERVICE_FIELDS[name].type) ? null : '');
const serviceFields = (value: (name: ServiceField) => unknown) =>
  Object.fromEntries(SERVICE_FIELD_NAMES.map((name) => [name, value(name)])) as { [K in ServiceField]: ServiceFormValues[K] };

export const emptyService = (): ServiceFormValues => ({
  ...serviceFields(blank),
  ...emptyAddress(),
  ...emptyContact(),
  contact_same_address: false,
  contact_address: emptyAddress(),
});

/** A field's checks from its limits in SERVICE_FIELDS: required, then a text's length or an amount's bounds. */
function fieldCheck(name: ServiceField) {
  const spec: { type: string; required?: boolean; min?: number; max?: number } = SERVICE_FIELDS[name];
  const text = spec.type === 'text' || spec.type === 'html';
  return composeValidators(
    spec.required && required,
    spec.min !== undefined && (text ? minLength(spec.min) : minValue(spec.min)),
    spec.max !== undefined && (text ? maxLength(spec.max) : maxValue(spec.max)),
  );
}

/** The form's messages in the page's order (the error summary lists them so): the service's fields, then its address. */
export function validateService(v: ServiceFormValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const name of SERVICE_FIELD_NAMES) {
    const value = v[name];
    const message = fieldCheck(name)(value === 0 ? '0' : value);
    if (message) errors[name] = message;
  }
  Object.assign(errors, validateAddress(v), contactAddressErrors(v));
  const line = composeValidators(required, minLength(SERVICE_ADDRESS_MIN), maxLength(SERVICE_ADDRESS_MAX))(v.line_1);
  if (line) errors.line_1 = line;
  if (v.working_hours_from && v.working_hours_to && v.working_hours_to <= v.working_hours_from)
    errors.working_hours_to = 'The end of the working day must be after its start';
  return errors;
}

export const toServiceBody = (v: ServiceFormValues): Record<string, unknown> => ({
  ...serviceFields((name) => (SERVICE_FIELDS[name].type === 'time' ? v[name] || null : v[name])),
  address: addressBody(v),
  contact: { ...contactItemsBody(v), ...contactAddressBody(v) },
});

/** The form's values for a service being edited (GET api/user/services/{id}). */
export const valuesFromService = (s: OwnService): ServiceFormValues => ({
  ...serviceFields((name) => (SERVICE_FIELDS[name].type === 'money' ? Number(s[name]) : (s[name] ?? blank(name)))),
  ...addressValues(s.address),
  ...contactValues(s.contact),
  ...contactAddressValues(s.contact.address, s.address?.id),
});
