import { CONTACT_SETTINGS, marketedBy, type Advert, type AdvertSetting, type MarketedBy } from '@marketplace/shared';

/** The advertiser's show flags as the API and the supply form send them beside the settings list. */
interface ShowFlags {
  show_company_name?: boolean;
  show_address?: boolean;
  show_mobile?: boolean;
  show_landing?: boolean;
  show_email?: boolean;
}

const FLAG_SETTINGS: Array<[keyof ShowFlags, number]> = [
  ['show_company_name', CONTACT_SETTINGS.company],
  ['show_address', CONTACT_SETTINGS.address],
  ['show_mobile', CONTACT_SETTINGS.mobile],
  ['show_landing', CONTACT_SETTINGS.landline],
  ['show_email', CONTACT_SETTINGS.email],
];

/**
 * The 'Marketed By' block through the shared rule. An advert being previewed may carry only the
 * show flags (002 §2.3), so they stand in for the settings list when that list is empty.
 */
export function marketedByOf(advert: Partial<Pick<Advert, 'contact' | 'settings' | 'user'>>): MarketedBy {
  const flags = (advert.contact ?? {}) as ShowFlags;
  const settings: Array<AdvertSetting | number> = advert.settings?.length
    ? advert.settings
    : FLAG_SETTINGS.filter(([flag]) => flags[flag]).map(([, id]) => id);
  return marketedBy({ ...advert, settings });
}
