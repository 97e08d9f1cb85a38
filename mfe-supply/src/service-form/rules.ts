import { composeValidators, maxLength, maxValue, minLength, minValue, PRICE_MAX, required } from '@marketplace/shared';
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
import type { EditableService } from './api';

/** The service form's values, checks and body (POST/PUT api/user/services). */
export interface ServiceFormValues extends AddressValues, ContactValues, ContactAddressValues {
  service_type_occupation_id: number | null;
  service_payment_type_id: number | null;
  service_title: string;
  service_description: string;
  price: number | null;
  working_hours_from: string;
  working_hours_to: string;
}

export const SERVICE_ADDRESS_MIN = 3;
export const SERVICE_ADDRESS_MAX = 200;

export const emptyService = (): ServiceFormValues => ({
  service_type_occupation_id: null,
  service_payment_type_id: null,
  service_title: '',
  service_description: '',
  price: null,
  working_hours_from: '',
  working_hours_to: '',
  ...emptyAddress(),
  ...emptyContact(),
  contact_same_address: false,
  contact_address: emptyAddress(),
});

export function validateService(v: ServiceFormValues): AddressErrors {
  const errors: AddressErrors = { ...validateAddress(v), ...contactAddressErrors(v) };
  const put = (field: keyof ServiceFormValues, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  put('service_type_occupation_id', required(v.service_type_occupation_id));
  put('service_payment_type_id', required(v.service_payment_type_id));
  put('service_title', composeValidators(required, minLength(3), maxLength(255))(v.service_title));
  put('price', composeValidators(required, minValue(0), maxValue(PRICE_MAX))(v.price === 0 ? '0' : v.price));
  put('line_1', composeValidators(required, minLength(SERVICE_ADDRESS_MIN), maxLength(SERVICE_ADDRESS_MAX))(v.line_1));
  if (v.working_hours_from && v.working_hours_to && v.working_hours_to <= v.working_hours_from)
    errors.working_hours_to = 'The end of the working day must be after its start';
  return errors;
}

export const toServiceBody = (v: ServiceFormValues): Record<string, unknown> => ({
  service_type_occupation_id: v.service_type_occupation_id,
  service_payment_type_id: v.service_payment_type_id,
  service_title: v.service_title,
  service_description: v.service_description,
  price: v.price,
  working_hours_from: v.working_hours_from || null,
  working_hours_to: v.working_hours_to || null,
  address: addressBody(v),
  contact: { ...contactItemsBody(v), ...contactAddressBody(v) },
});

/** The form's values for a service being edited (GET api/user/services/{id}). */
export const valuesFromService = (s: EditableService): ServiceFormValues => ({
  service_type_occupation_id: s.service_type_occupation_id,
  service_payment_type_id: s.service_payment_type_id,
  service_title: s.service_title,
  service_description: s.service_description ?? '',
  price: Number(s.price),
  working_hours_from: s.working_hours_from ?? '',
  working_hours_to: s.working_hours_to ?? '',
  ...addressValues(s.address),
  ...contactValues(s.contact),
  ...contactAddressValues(s.contact.address, s.address.id),
});
