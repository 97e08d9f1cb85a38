import type { AdvertContact, StoredImage } from '../entities';

export interface MarketedBy {
  /** The contact name, or 'Anonymous' without one. */
  name: string;
  companyName: string | null;
  address: string | null;
  mobile: string | null;
  landline: string | null;
  email: string | null;
  /** file_path of the advertiser's picture (the UI falls back to the default picture). */
  photo: string | null;
}

function phone(prefix: string | null | undefined, number: string | null | undefined): string | null {
  if (!number) return null;
  return prefix ? `${prefix} ${number}` : number;
}

/**
 * The 'Marketed By' block: each item the contact says is shown (`show_*`). The API decides what is
 * shown from the advertiser's settings and never sends a hidden item (api/src/discovery/privacy.ts);
 * an advert being previewed carries the show flags of its form.
 */
export function marketedBy(advert: {
  contact?: AdvertContact | null;
  user?: { id?: number; documents_user_images: StoredImage | null } | null;
}): MarketedBy {
  const contact = advert.contact;
  return {
    name: contact?.name?.trim() || 'Anonymous',
    companyName: contact?.show_company_name ? contact.company_name || null : null,
    address: contact?.show_address ? contact.address?.full_address || null : null,
    mobile: contact?.show_mobile ? phone(contact.mobile_prefix, contact.mobile) : null,
    landline: contact?.show_landing ? phone(contact.landing_prefix, contact.landing) : null,
    email: contact?.show_email ? contact.email || null : null,
    photo: advert.user?.documents_user_images?.file_path ?? null,
  };
}
