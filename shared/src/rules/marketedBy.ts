import type { Advert, AdvertSetting } from '../entities';
import { CONTACT_SETTINGS } from '../entities';

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

/** Whether a setting is on: setting_value '1' (a bare id in the list also means on). */
export function settingEnabled(settings: Array<AdvertSetting | number> | null | undefined, settingId: number): boolean {
  return (settings ?? []).some((setting) =>
    typeof setting === 'number' ? setting === settingId : setting.setting_id === settingId && String(setting.setting_value) === '1',
  );
}

function phone(prefix: string | null | undefined, number: string | null | undefined): string | null {
  if (!number) return null;
  return prefix ? `${prefix} ${number}` : number;
}

/**
 * The 'Marketed By' block: each item only when the advertiser's settings allow it. Adverts send the
 * ids of the settings that are on; the user's own settings rows are accepted too.
 */
export function marketedBy(
  advert: Partial<Pick<Advert, 'contact' | 'user'>> & { settings?: Array<AdvertSetting | number> | null },
): MarketedBy {
  const contact = advert.contact;
  const on = (id: number) => settingEnabled(advert.settings, id);
  return {
    name: contact?.name?.trim() || 'Anonymous',
    companyName: on(CONTACT_SETTINGS.company) ? contact?.company_name || null : null,
    address: on(CONTACT_SETTINGS.address) ? contact?.address?.full_address || null : null,
    mobile: on(CONTACT_SETTINGS.mobile) ? phone(contact?.mobile_prefix, contact?.mobile) : null,
    landline: on(CONTACT_SETTINGS.landline) ? phone(contact?.landing_prefix, contact?.landing) : null,
    email: on(CONTACT_SETTINGS.email) ? contact?.email || null : null,
    photo: advert.user?.documents_user_images?.file_path ?? null,
  };
}
