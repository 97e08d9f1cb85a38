import type { Address, UserSettings } from '@marketplace/shared';
import { addressValues, emptyAddress, type ContactAddressValues } from '../address/rules';

/** The contact items a listing's form edits (its 'Marketed By'), the same in the advert and the service form. */
export interface ContactValues {
  contact_name: string;
  contact_company_name: string;
  contact_email: string;
  contact_landing_prefix: string;
  contact_landing: string;
  contact_mobile_prefix: string;
  contact_mobile: string;
}

export const emptyContact = (): ContactValues => ({
  contact_name: '',
  contact_company_name: '',
  contact_email: '',
  contact_landing_prefix: '',
  contact_landing: '',
  contact_mobile_prefix: '',
  contact_mobile: '',
});

type ContactItems = Partial<
  Record<'name' | 'company_name' | 'email' | 'landing_prefix' | 'landing' | 'mobile_prefix' | 'mobile', string | null>
>;

/** The form's values of a saved contact. */
export const contactValues = (c: ContactItems | null | undefined): ContactValues => ({
  contact_name: c?.name ?? '',
  contact_company_name: c?.company_name ?? '',
  contact_email: c?.email ?? '',
  contact_landing_prefix: c?.landing_prefix ?? '',
  contact_landing: c?.landing ?? '',
  contact_mobile_prefix: c?.mobile_prefix ?? '',
  contact_mobile: c?.mobile ?? '',
});

/** The contact body's items (ContactBody of shared/src/schemas/supply.ts), its address aside. */
export const contactItemsBody = (v: ContactValues) => ({
  name: v.contact_name,
  company_name: v.contact_company_name,
  email: v.contact_email,
  landing_prefix: v.contact_landing_prefix,
  landing: v.contact_landing,
  mobile_prefix: v.contact_mobile_prefix,
  mobile: v.contact_mobile,
});

/** User Settings' contact address, in parts when it was placed (seeded or entered in a listing's form). */
type SettingsAddress = Partial<
  Pick<Address, 'line_1' | 'line_2' | 'street' | 'city' | 'county' | 'postcode' | 'country' | 'latitude' | 'longitude'>
>;

/**
 * A new listing's contact as the advertiser's profile gives it (GET api/user/settings): name, company,
 * phones, e-mail (the account's when the profile has none) and the address when it has its parts; each stays
 * editable. The address is the contact's own, not the listing's.
 */
export function contactFromSettings(settings: UserSettings): ContactValues & ContactAddressValues {
  const c = settings.contact;
  const parts = (c as { address_parts?: SettingsAddress | null }).address_parts ?? null;
  return {
    ...contactValues(c),
    contact_email: c.email ?? settings.email,
    contact_same_address: false,
    contact_address: parts ? addressValues(parts) : emptyAddress(),
  };
}
