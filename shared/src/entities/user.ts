export interface Address {
  id: number;
  line_1: string | null;
  line_2?: string | null;
  street: string | null;
  city: string | null;
  county: string | null;
  postcode: string | null;
  country?: string | null;
  full_address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A contact's items besides its address, declared once with the most characters each may hold (its column's):
 * the contact type, the supply body, the listing forms' fields and the API's columns derive from it.
 */
export const CONTACT_ITEMS = {
  name: 255,
  company_name: 255,
  landing_prefix: 8,
  landing: 20,
  mobile_prefix: 8,
  mobile: 20,
  email: 255,
} as const;
export type ContactItem = keyof typeof CONTACT_ITEMS;
/** The contact's items in their order. */
export const CONTACT_ITEM_NAMES = Object.keys(CONTACT_ITEMS) as ContactItem[];

/** A person's or company's contact card (advertiser, service provider, user). */
export interface Contact extends Partial<Record<ContactItem, string | null>> {
  id?: number;
  name: string | null;
  email: string | null;
  address?: (Pick<Address, 'full_address'> & Partial<Address>) | null;
}

/**
 * An advertiser's contact as adverts and services send it: items the advertiser hides arrive null,
 * and the show_* flags say which items are shown. The API always sends the flags; an owner's preview
 * of unsaved data may carry the flags alone.
 */
export interface AdvertContact extends Contact {
  show_company_name?: boolean;
  show_address?: boolean;
  show_mobile?: boolean;
  show_landing?: boolean;
  show_email?: boolean;
}

/** The signed-in user as GET api/user returns it: its answer schema's type (shared/src/answers/user.ts). */
export type { User } from '../answers/user';
