import type { Address, Advert, Policies } from '@marketplace/shared';

/**
 * The advert as the detail view reads it. GET api/properties/{id} sends the policy fields flat on
 * the advert, while the shared entity nests them under `policies`; both shapes are accepted.
 */
export type DetailAdvert = Advert & Partial<Policies>;

const POLICY_FIELDS: Array<keyof Policies> = [
  'check_in_flexible',
  'check_in_from',
  'check_in_to',
  'check_out_flexible',
  'check_out_from',
  'check_out_to',
  'check_in_instructions',
  'check_out_instructions',
  'cancellation_period',
  'cancellation_rule',
  'cancellation_fee',
  'cancellation_late_rule_id',
];

/** The advert's policies, nested or flat; null when it has none. */
export function policiesOf(advert: DetailAdvert): Policies | null {
  if (advert.policies) return advert.policies;
  const flat = Object.fromEntries(POLICY_FIELDS.map((field) => [field, advert[field] ?? null])) as unknown as Policies;
  return POLICY_FIELDS.some((field) => flat[field] !== null) ? flat : null;
}

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
export function miniMapCentre(
  advert: Pick<Advert, 'property_category_id' | 'address'>,
): { longitude: number; latitude: number } | null {
  const latitude = advert.address?.latitude;
  const longitude = advert.address?.longitude;
  if (!advert.property_category_id || latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    return null;
  }
  return { latitude: Number(latitude), longitude: Number(longitude) };
}
