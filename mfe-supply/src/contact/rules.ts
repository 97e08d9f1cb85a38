import { CONTACT_ITEM_NAMES, type Address, type ContactItem, type UserSettings } from '@marketplace/shared';
import { addressValues, emptyAddress, type ContactAddressValues } from '../address/rules';

/** The form field of a contact item: `contact_<item>`, as the advert and the service form name it. */
export const contactFieldOf = (item: ContactItem) => `contact_${item}` as const;

/** The contact items a listing's form edits (its 'Marketed By'), the same in the advert and the service form. */
export type ContactValues = { [K in ContactItem as `contact_${K}`]: string };

/** The form's values of a saved contact. */
export const contactValues = (c: Partial<Record<ContactItem, string | null>> | null | undefined): ContactValues =>
  Object.fromEntries(CONTACT_ITEM_NAMES.map((item) => [contactFieldOf(item), c?.[item] ?? ''])) as ContactValues;

export const emptyContact = (): ContactValues => contactValues(null);

/** The contact body's items (ContactBody of shared/src/schemas/supply.ts), its address aside. */
export const contactItemsBody = (v: ContactValues) =>
  Object.fromEntries(CONTACT_ITEM_NAMES.map((item) => [item, v[contactFieldOf(item)]])) as Record<ContactItem, string>;

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
