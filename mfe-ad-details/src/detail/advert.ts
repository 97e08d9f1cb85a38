import type { Address, Advert } from '@marketplace/shared';

/** Address as the detail view shows it: county, city, line 1, postcode. */
export function detailAddress(address: Partial<Address> | null | undefined): string {
  if (!address) return '';
  return [address.county, address.city, address.line_1, address.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export function isShortTermLet(advert: Pick<Advert, 'is_let' | 'is_short_term'>): boolean {
  return Boolean(advert.is_let) && Boolean(advert.is_short_term);
}

/** Floorplans are shown for every advert except wanted ones (to rent, to buy). */
export function showsFloorplans(advert: Pick<Advert, 'is_rent' | 'is_buy'>): boolean {
  return !advert.is_rent && !advert.is_buy;
}

/** The mini map needs a category and a position. */
export function miniMapCentre(advert: Pick<Advert, 'property_category_id' | 'address'>): { longitude: number; latitude: number } | null {
  const latitude = advert.address?.latitude;
  const longitude = advert.address?.longitude;
  if (!advert.property_category_id || latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    return null;
  }
  return { latitude: Number(latitude), longitude: Number(longitude) };
}

/** The advertiser's title, unless it only repeats the headline ('Flat' under 'Flat'). */
export function titleSaysMore(title: string | null | undefined, headline: string): title is string {
  const said = title?.trim().toLowerCase();
  return Boolean(said) && said !== headline.trim().toLowerCase();
}

/**
 * The enquiry form an advert offers (issue 44): who reads it (a short stay's host, a wanted advert's
 * advertiser, otherwise the agent), the home its message names, and Request a viewing where a home can
 * be viewed (a sale or a long let).
 */
export function enquiryOf(
  advert: Pick<Advert, 'is_sale' | 'is_let' | 'is_short_term' | 'is_rent' | 'is_buy' | 'property_title' | 'address'>,
  headline: string,
): { about: string; recipient: string; viewing: boolean } {
  const stay = isShortTermLet(advert);
  const wanted = !advert.is_sale && !advert.is_let && Boolean(advert.is_rent || advert.is_buy);
  const name = advert.property_title?.trim() || headline;
  return {
    about: [name, detailAddress(advert.address)].filter(Boolean).join(', '),
    recipient: stay ? 'host' : wanted ? 'advertiser' : 'agent',
    viewing: !stay && Boolean(advert.is_sale || advert.is_let),
  };
}
