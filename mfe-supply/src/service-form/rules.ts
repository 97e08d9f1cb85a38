import { composeValidators, maxLength, maxValue, minLength, minValue, required } from '@marketplace/shared';
import {
  contactAddressBody,
  contactAddressErrors,
  contactAddressValues,
  emptyAddress,
  type AddressErrors,
  type ContactAddressValues,
} from '../address/rules';
import type { EditableService } from './api';

/** The service form's values, checks and body (POST/PUT api/user/services). */
export interface ServiceFormValues extends ContactAddressValues {
  service_type_occupation_id: number | null;
  service_payment_type_id: number | null;
  service_title: string;
  service_description: string;
  price: number | null;
  working_hours_from: string;
  working_hours_to: string;
  line_1: string;
  city: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  contact_name: string;
  contact_mobile: string;
}

export const SERVICE_ADDRESS_MIN = 3;
export const SERVICE_ADDRESS_MAX = 200;
export const PRICE_MAX = 999_999_999_999;

export const emptyService = (): ServiceFormValues => ({
  service_type_occupation_id: null,
  service_payment_type_id: null,
  service_title: '',
  service_description: '',
  price: null,
  working_hours_from: '',
  working_hours_to: '',
  line_1: '',
  city: '',
  postcode: '',
  latitude: null,
  longitude: null,
  contact_name: '',
  contact_mobile: '',
  contact_same_address: false,
  contact_address: emptyAddress(),
});

export function validateService(v: ServiceFormValues): AddressErrors {
  const errors: AddressErrors = contactAddressErrors(v);
  const put = (field: keyof ServiceFormValues, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  put('service_type_occupation_id', required(v.service_type_occupation_id));
  put('service_payment_type_id', required(v.service_payment_type_id));
  put('service_title', composeValidators(required, minLength(3), maxLength(255))(v.service_title));
  put('price', composeValidators(required, minValue(0), maxValue(PRICE_MAX))(v.price === 0 ? '0' : v.price));
  put('line_1', composeValidators(required, minLength(SERVICE_ADDRESS_MIN), maxLength(SERVICE_ADDRESS_MAX))(v.line_1));
  put('city', required(v.city));
  put('postcode', required(v.postcode) ?? (v.latitude === null ? 'Please find the address on the map' : undefined));
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
  address: { line_1: v.line_1, city: v.city, postcode: v.postcode, latitude: v.latitude, longitude: v.longitude },
  contact: { name: v.contact_name, mobile: v.contact_mobile, ...contactAddressBody(v) },
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
  line_1: s.address.line_1 ?? '',
  city: s.address.city ?? '',
  postcode: s.address.postcode ?? '',
  latitude: s.address.latitude,
  longitude: s.address.longitude,
  contact_name: s.contact.name ?? '',
  contact_mobile: s.contact.mobile ?? '',
  ...contactAddressValues(s.contact.address, s.address.id),
});
