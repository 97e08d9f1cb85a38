import { CONTACT_SETTINGS, marketedBy, type AdvertContact, type AdvertSetting, type MarketedBy, type Service } from '@marketplace/shared';

type ShowFlag = 'show_company_name' | 'show_address' | 'show_mobile' | 'show_landing' | 'show_email';

const FLAG_SETTINGS: Array<[ShowFlag, number]> = [
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
export function marketedByOf(advert: {
  contact?: AdvertContact | null;
  settings?: Array<AdvertSetting | number> | null;
  user?: Service['user'];
}): MarketedBy {
  const settings = advert.settings?.length ? advert.settings : FLAG_SETTINGS.filter(([flag]) => advert.contact?.[flag]).map(([, id]) => id);
  return marketedBy({ ...advert, settings });
}
