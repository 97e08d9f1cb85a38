import {
  TENURE_TYPES,
  advertPrice,
  convertRent,
  formatAdvertPrice,
  formatPriceRange,
  isBookedWhole,
  nightsOf,
  stayPriceShown,
  type AdvertCard,
  type StayDates,
  type TenureType,
} from '@marketplace/shared';
import { advertFlags } from '../search/advertFlags';

export interface CardCount {
  key: 'beds' | 'living_rooms' | 'bathrooms' | 'downstairs_wc' | 'garden' | 'parking';
  label: string;
  value: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number(value) || 0);

/** Counts of beds, living rooms, bathrooms, downstairs WC, garden and parking; zero counts are left out. */
export function cardCounts(card: AdvertCard): CardCount[] {
  const d = (card.property_details ?? {}) as Record<string, unknown>;
  const beds =
    d.bedrooms !== undefined && d.bedrooms !== null ? num(d.bedrooms) : num(d.single_room) + num(d.double_room) + num(d.studio_room);
  const gardens = num(d.front_garden) + num(d.rear_garden) + num(d.garden_terrace) + num(d.garden);
  const parking = Math.max(num(d.parking_spaces), num(d.parking), 0) + num(d.garage) + num(d.driveway);
  const counts: CardCount[] = [
    { key: 'beds', label: 'Beds', value: beds },
    { key: 'living_rooms', label: 'Living Rooms', value: num(d.living_room) },
    { key: 'bathrooms', label: 'Bathrooms', value: num(d.bath_room) },
    { key: 'downstairs_wc', label: 'Downstairs WC', value: num(d.downstairs_wc) },
    { key: 'garden', label: 'Garden', value: gardens },
    { key: 'parking', label: 'Parking', value: parking },
  ];
  return counts.filter((count) => count.value > 0);
}

/** The tenure a sale states (Freehold, Leasehold, Share of freehold, Commonhold), else Freehold or Leasehold; lets and rents have none. */
export function cardTenure(card: AdvertCard): string | null {
  if (card.is_let || card.is_rent) return null;
  if (card.tenure_type) return TENURE_TYPES[card.tenure_type as TenureType] ?? null;
  if (card.is_freehold === undefined || card.is_freehold === null) return null;
  return card.is_freehold ? 'Freehold' : 'Leasehold';
}

/** The council tax band as Rightmove's cards state it ('Council tax band C'), or NI's rates. */
export function cardCouncilTax(card: AdvertCard): string | null {
  const band = card.council_tax_band;
  if (!band) return null;
  if (band === 'exempt') return 'Council tax exempt';
  if (band === 'not_banded') return 'Council tax: not yet banded';
  return `Council tax band ${band}`;
}

/** The advert's status flags, in a fixed order. */
export const cardFlags = (card: AdvertCard): string[] => advertFlags(card);

/** The address line of a card: the full address, else its parts. */
export function cardAddress(card: AdvertCard): string {
  const a = card.address;
  if (!a) return '';
  return a.full_address || [a.line_1, a.city, a.county, a.postcode].filter(Boolean).join(', ');
}

export interface CardPrice {
  /** '£1,500 per month', '£50 - £80 per night', '£425,000', or a short stay's '£412.50 total for 3 nights'. */
  shown: string;
  /** A monthly rent per week and a weekly one per month (pcm = pw x 52 / 12), as UK portals show both. */
  other: string | null;
  /** A short stay's mandatory fees beside its nightly price, as prominent as it ('+ £40 cleaning per stay'). */
  fees: string | null;
}

/**
 * The price of a result as the list shows it: its own period, and the other of week and month beside it;
 * a short stay's total for the dates searched (`stay`), or its nightly price with its mandatory fees.
 */
export function cardPrice(card: AdvertCard, stay: StayDates | null = null): CardPrice {
  const shown = formatAdvertPrice(card);
  if (card.is_short_term && card.is_let) {
    const priced = stayPriceShown(shown, {
      total: stay ? card.stay_total : null,
      nights: stay ? nightsOf(stay) : null,
      fees: card.stay_fees,
      bookedWhole: isBookedWhole({ property_type_details_id: card.property_type_details?.id ?? null, property_rooms: card.property_rooms }),
    });
    return { shown: priced.headline, other: null, fees: priced.fees };
  }
  const price = advertPrice(card);
  // A let by its rooms is shown per month (shared's roomRents), whatever its cheapest room's rent is per.
  const rentTypeId = price?.rooms !== undefined ? 5 : (card.property_rent_type?.id ?? card.property_rent_type_id);
  const periodic = price && price.min === price.max && price.max > 0 && (rentTypeId === 4 || rentTypeId === 5) && price.per !== null;
  if (!periodic) return { shown, other: null, fees: null };
  const to = rentTypeId === 4 ? 5 : 4;
  const converted = convertRent(price.min, rentTypeId, to);
  return {
    shown,
    other:
      converted === null
        ? null
        : formatPriceRange({ min: Math.round(converted), max: Math.round(converted), per: to === 5 ? 'month' : 'week' }),
    fees: null,
  };
}

/** What a wanted advert is: 'To Rent' and 'To Buy' are people looking for a home, not homes on offer. */
export function cardWanted(card: AdvertCard): string | null {
  if (card.is_sale || card.is_let) return null;
  if (card.is_rent) return 'Looking to rent';
  if (card.is_buy) return 'Looking to buy';
  return null;
}
