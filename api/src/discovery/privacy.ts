import type { Selectable } from 'kysely';
import { CONTACT_SETTINGS } from '@marketplace/shared/src/entities/advert.ts';
import type { AdvertContact } from '@marketplace/shared/src/entities/user.ts';
import type { DB } from '../db/schema.ts';

/**
 * What an advertiser lets visitors see of their contact (spec 000 §2 'Marketed By'): setting ids
 * 1 company, 2 address, 3 mobile, 4 landline, 5 email; value '1' means shown. A hidden item is never
 * sent, not merely flagged. The name is always shown, 'Anonymous' when there is none.
 */
/** What a contact query reads: the contacts row's visible items and its address line. */
export type ContactRow = Omit<Selectable<DB['contacts']>, 'id' | 'user_id' | 'address_id' | 'version'> & { full_address: string | null };

type ShowFlags = Required<Pick<AdvertContact, 'show_company_name' | 'show_address' | 'show_mobile' | 'show_landing' | 'show_email'>>;

/** The contact as sent: hidden items null, the name always there, and which items are shown. */
export type PublicContact = Omit<ContactRow, 'name' | 'full_address'> & {
  name: string;
  address: { full_address: string } | null;
} & ShowFlags;

/** Setting ids switched on, from user_settings rows. */
export function shownSettings(rows: Array<{ setting_id: number; setting_value: string }>): number[] {
  return rows
    .filter((r) => r.setting_value === '1')
    .map((r) => r.setting_id)
    .sort((a, b) => a - b);
}

export function publicContact(contact: ContactRow | null, settings: number[]): PublicContact {
  const on = (id: number) => settings.includes(id);
  const c = contact;
  const show: ShowFlags = {
    show_company_name: on(CONTACT_SETTINGS.company) && Boolean(c?.company_name),
    show_address: on(CONTACT_SETTINGS.address) && Boolean(c?.full_address),
    show_mobile: on(CONTACT_SETTINGS.mobile) && Boolean(c?.mobile),
    show_landing: on(CONTACT_SETTINGS.landline) && Boolean(c?.landing),
    show_email: on(CONTACT_SETTINGS.email) && Boolean(c?.email),
  };
  return {
    name: c?.name?.trim() || 'Anonymous',
    company_name: show.show_company_name ? c!.company_name : null,
    address: show.show_address ? { full_address: c!.full_address! } : null,
    mobile_prefix: show.show_mobile ? c!.mobile_prefix : null,
    mobile: show.show_mobile ? c!.mobile : null,
    landing_prefix: show.show_landing ? c!.landing_prefix : null,
    landing: show.show_landing ? c!.landing : null,
    email: show.show_email ? c!.email : null,
    ...show,
  };
}
