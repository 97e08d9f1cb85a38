import { PAID_AMENITIES, SHORT_TERM_STAY_FILTERS, UNPAID_AMENITIES } from '@marketplace/shared';
import type { AdKind } from './rules';

/**
 * Which of the advert's fields show for its ad type, read the way the search filters read them
 * (spec 000 §2): an advert of a kind shows what a visitor can filter that kind by, so nothing entered
 * is invisible to the search. The search's ad types are buy 1, rent 2, sale 4, let 5; short-term lets
 * are its let term 2, long lets 1.
 */
export interface FieldVisibility {
  /** Available from and until (required dates for a rent advert). */
  dates: boolean;
  /** Freehold or leasehold. */
  tenure: boolean;
  /** Guests or tenants, and events allowed. */
  guests: boolean;
  comingSoon: boolean;
  /** Cash, auction, investment and mixed-use (and the investment figures). */
  saleStatus: boolean;
  /** The amenities only a short stay offers (wifi, breakfast, room and cleaning service, ...). */
  shortTermStay: boolean;
  /** Rent frequency and the let's own switches (furnished, pets, DSS). */
  letting: boolean;
  /** The preview shows no EPC for rent or buy adverts. */
  epc: boolean;
  rooms: boolean;
  /** Check-in, check-out, cancellation and the discounts. */
  policies: boolean;
  /** The preview hides floorplans of rent and buy adverts. */
  floorplans: boolean;
}

export function fieldVisibility(kind: AdKind | null, isShortTerm: boolean): FieldVisibility {
  const lets = kind === 'let';
  const shortLet = lets && isShortTerm;
  return {
    dates: kind === 'let' || kind === 'rent',
    tenure: kind === 'sale' || kind === 'buy',
    guests: lets,
    comingSoon: kind === 'sale' || (lets && !isShortTerm),
    saleStatus: kind === 'sale' || kind === 'buy',
    shortTermStay: shortLet,
    letting: kind === 'let' || kind === 'rent',
    epc: kind === 'sale' || kind === 'let',
    rooms: lets,
    policies: shortLet,
    floorplans: kind === 'sale' || kind === 'let',
  };
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
