import { composeValidators, maxLength, required, type Address } from '@marketplace/shared';
import {
  DEFAULT_COUNTRY,
  fullAddress,
  isCountry,
  postcodeProblem,
  type AddressParts,
  type Country,
} from '@marketplace/shared/src/schemas/address';

/** The addresses the supply forms ask for: a listing's own and its contact's, with the same rules. */

export const NOT_LOCATED_MESSAGE = 'Please find the address on the map';

export interface AddressValues {
  line_1: string;
  line_2: string;
  street: string;
  city: string;
  county: string;
  postcode: string;
  country: Country;
  latitude: number | null;
  longitude: number | null;
}

export type AddressErrors = Partial<Record<string, string>>;

export const emptyAddress = (): AddressValues => ({
  line_1: '',
  line_2: '',
  street: '',
  city: '',
  county: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  latitude: null,
  longitude: null,
});

/** The form's values of an address the API gave. */
export const addressValues = (a: Partial<Address> | null | undefined): AddressValues => ({
  line_1: a?.line_1 ?? '',
  line_2: a?.line_2 ?? '',
  street: a?.street ?? '',
  city: a?.city ?? '',
  county: a?.county ?? '',
  postcode: a?.postcode ?? '',
  country: isCountry(a?.country) ? a.country : DEFAULT_COUNTRY,
  latitude: a?.latitude ?? null,
  longitude: a?.longitude ?? null,
});

/** The address as the API's AddressBody takes it. */
export const addressBody = (a: AddressValues) => ({
  line_1: a.line_1,
  line_2: a.line_2,
  street: a.street,
  city: a.city,
  county: a.county,
  postcode: a.postcode,
  country: a.country,
  latitude: a.latitude,
  longitude: a.longitude,
});

/** An address line, town and a postcode of its country placed on the map; each message under `prefix` + the field. */
export function validateAddress(a: AddressValues, prefix = ''): AddressErrors {
  const errors: AddressErrors = {};
  const put = (field: keyof AddressValues, message: string | undefined) => {
    if (message) errors[prefix + field] = message;
  };
  put('line_1', composeValidators(required, maxLength(255))(a.line_1));
  put('city', composeValidators(required, maxLength(255))(a.city));
  put('postcode', required(a.postcode) ?? postcodeProblem(a.postcode, a.country));
  if (!errors[`${prefix}postcode`] && (a.latitude === null || a.longitude === null)) errors[`${prefix}postcode`] = NOT_LOCATED_MESSAGE;
  return errors;
}

/** The contact's address in a listing's form: 'Same as the …'s address', or parts of its own. */
export interface ContactAddressValues {
  contact_same_address: boolean;
  contact_address: AddressValues;
}

export const CONTACT_ADDRESS_PREFIX = 'contact_address.';

const hasAnyPart = (a: AddressValues) => [a.line_1, a.line_2, a.street, a.city, a.county, a.postcode].some((part) => part.trim() !== '');

/**
 * Which address the contact gives: the listing's, one of its own, or none. One of its own is asked for
 * once any part of it is filled in, or when it is `needed` (the adverts show the contact's address).
 */
function contactAddressChoice(v: ContactAddressValues, needed = false): 'same' | 'own' | 'none' {
  if (v.contact_same_address) return 'same';
  return needed || hasAnyPart(v.contact_address) ? 'own' : 'none';
}

export const contactAddressErrors = (v: ContactAddressValues, needed = false): AddressErrors =>
  contactAddressChoice(v, needed) === 'own' ? validateAddress(v.contact_address, CONTACT_ADDRESS_PREFIX) : {};

/** The contact body's address part: the listing's (followed from then on), its own, or none (null removes a saved one). */
export function contactAddressBody(v: ContactAddressValues, needed = false) {
  const choice = contactAddressChoice(v, needed);
  return { same_as_listing_address: choice === 'same', address: choice === 'own' ? addressBody(v.contact_address) : null };
}

/** The contact's address as 'Marketed By' shows it, or null when it gives none. */
export function contactFullAddress(v: ContactAddressValues, listing: AddressParts, needed = false): string | null {
  const choice = contactAddressChoice(v, needed);
  if (choice === 'none') return null;
  return fullAddress(choice === 'same' ? listing : v.contact_address) || null;
}

/** The form's values of a saved contact's address: the owner's read gives its id, the listing's own when it is the same. */
export function contactAddressValues(
  contactAddress: Partial<Address> | null | undefined,
  listingAddressId: number | undefined,
): ContactAddressValues {
  const same = contactAddress?.id !== undefined && contactAddress.id === listingAddressId;
  return { contact_same_address: same, contact_address: same ? emptyAddress() : addressValues(contactAddress) };
}
