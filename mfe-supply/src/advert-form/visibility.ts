import { PAID_AMENITIES, SHORT_TERM_STAY_FILTERS, UNPAID_AMENITIES, advertInGroup, type AdvertGroupName } from '@marketplace/shared';
import type { AdKind } from './rules';

/**
 * Which of the advert's parts show for its ad type: each part belongs to a group of adverts (shared's
 * ADVERT_GROUPS), the groups the search filters read (spec 000 §2), so nothing entered is invisible to the search.
 */
const PARTS = {
  /** Available from and until (required dates for a rent advert). */
  dates: 'lettings',
  /** Freehold or leasehold. */
  tenure: 'sales',
  /** Guests or tenants. */
  guests: 'lets',
  comingSoon: 'on_the_market',
  /** The investment figures (with the Investment switch). */
  saleStatus: 'sales',
  /** The amenities only a short stay offers (wifi, breakfast, room and cleaning service, ...). */
  shortTermStay: 'short_term_stays',
  /** Rent frequency. */
  letting: 'lettings',
  /** The preview shows no EPC for rent or buy adverts. */
  epc: 'offered',
  rooms: 'lets',
  /** Check-in, check-out, cancellation and the discounts. */
  policies: 'short_term_stays',
  /** The preview hides floorplans of rent and buy adverts. */
  floorplans: 'offered',
} as const satisfies Record<string, AdvertGroupName>;

export type FieldVisibility = Record<keyof typeof PARTS, boolean>;

export function fieldVisibility(kind: AdKind | null, isShortTerm: boolean): FieldVisibility {
  return Object.fromEntries(
    Object.entries(PARTS).map(([part, group]) => [part, advertInGroup(group, { kind, isShortTerm })]),
  ) as FieldVisibility;
}

// The search's short-stay-only filters (spec 000 §2) show on the form for short-term lets only.
const shortStayOnly = (amenity: string) => (SHORT_TERM_STAY_FILTERS as readonly string[]).includes(amenity);

/** The amenities with a paid flag the advert shows: short-stay ones only on short-term lets. */
export const paidAmenitiesFor = (shown: FieldVisibility): string[] =>
  PAID_AMENITIES.filter((a) => shown.shortTermStay || !shortStayOnly(a));

export const unpaidAmenitiesFor = (shown: FieldVisibility): string[] =>
  UNPAID_AMENITIES.filter((a) => shown.shortTermStay || !shortStayOnly(a));

/** The fee asked when an amenity is paid (property_details columns; the others carry the flag only). */
export const AMENITY_FEES: Partial<Record<string, string>> = {
  room_service: 'service_fee',
  cleaning_service: 'cleaning_fee',
};
