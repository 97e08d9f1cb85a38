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
