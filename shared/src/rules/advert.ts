import type { AdvertFlags, AdvertPricing, TypeRef } from '../entities';
import { RENT_TYPES, ROOM_CATEGORY_ID, STUDIO_FLAT_TYPE_DETAIL_ID } from '../entities';
import { formatDate } from './dates';
import { formatPounds } from './format';
import { rentPerMonth } from './materialInformation';

// What these rules read of an advert, a card, a pin or a form's preview alike (flags as booleans or 0/1).
type Flags = Partial<Pick<AdvertFlags, 'is_sale' | 'is_let' | 'is_buy' | 'is_rent'>>;
interface Headed {
  property_category_id?: number;
  property_category?: TypeRef | null;
  property_type?: TypeRef | null;
  property_type_details?: { id?: number; type_detail: string } | null;
}

export type AdvertBadge = 'FOR SALE' | 'TO LET' | 'TO BUY' | 'TO RENT';

export function advertBadge(advert: Flags): AdvertBadge | null {
  if (advert.is_sale) return 'FOR SALE';
  if (advert.is_let) return 'TO LET';
  if (advert.is_buy) return 'TO BUY';
  if (advert.is_rent) return 'TO RENT';
  return null;
}

/** Whether `longer` already says `word` ('Studio Flat' says 'Flat'), so the two never read twice. */
const says = (longer: string, word: string) => ` ${longer.toLowerCase()} `.includes(` ${word.toLowerCase()} `);

/**
 * Type plus type detail, or category plus type, or the category alone for rooms (7) or without a type;
 * a part that the other already says is left out ('Flat', never 'Flat - Flat'; 'Studio Flat').
 */
export function advertHeadline(advert: Headed): string {
  const category = advert.property_category?.type ?? '';
  const type = advert.property_type?.type;
  const categoryId = advert.property_category_id ?? advert.property_category?.id;
  if (categoryId === ROOM_CATEGORY_ID || !type) return category;
  const detail = advert.property_type_details?.type_detail;
  if (detail) return says(detail, type) ? detail : `${type} - ${detail}`;
  return category && !says(type, category) ? `${category} - ${type}` : type;
}

export interface AvailabilityLine {
  label: 'Availability:' | 'Required Dates:';
  value: string;
}

/** Let adverts show 'Availability:', rent adverts 'Required Dates:'; others show no line. */
export function availabilityLine(advert: Flags & { date_start?: string | null; date_end?: string | null }): AvailabilityLine | null {
  const label = advert.is_let ? 'Availability:' : advert.is_rent ? 'Required Dates:' : null;
  if (!label) return null;
  const start = formatDate(advert.date_start);
  if (!start) return { label, value: 'None' };
  const end = formatDate(advert.date_end);
  return { label, value: `${start} - ${end || 'TBD'}` };
}

/** An advert's price: min equals max for a single price; `per` is the rent type's name ('night'). */
export interface AdvertPrice {
  min: number;
  max: number;
  per: string | null;
  /** A long let by its rooms: how many rooms it lists, each let on its own tenancy at its own rent (min is the cheapest's, per month). */
  rooms?: number;
}

export function isStudioFlat(advert: AdvertPricing): boolean {
  return advert.property_type_details?.id === STUDIO_FLAT_TYPE_DETAIL_ID;
}

export function isRoomAdvert(advert: AdvertPricing): boolean {
  return Boolean(advert.is_room) || advert.property_category_id === ROOM_CATEGORY_ID;
}

/** Short-term lets (a studio flat counts as long-term) and rooms are priced by their rooms. */
export function isPricedByRooms(advert: AdvertPricing): boolean {
  return (Boolean(advert.is_short_term) && !isStudioFlat(advert)) || isRoomAdvert(advert);
}

/** Rent type preference for ranges: night beats hour, week beats month. */
const RANGE_RENT_TYPES = [3, 2, 4, 5];

export function rentTypeName(id: number | null | undefined, type?: string | null): string | null {
  const name = type ?? (id ? RENT_TYPES[id as keyof typeof RENT_TYPES] : undefined);
  if (!name || id === 1) return null;
  return name.toLowerCase();
}

/**
 * The price shown for an advert. Rooms and short-term lets: the lowest and highest room price of the
 * preferred rent type. Otherwise one price, 'per {rent type}' for rent, long-term let or studio.
 */
export function advertPrice(advert: AdvertPricing): AdvertPrice | null {
  const rooms = advert.property_rooms ?? [];
  const byRooms = roomRents(advert);
  if (byRooms) return byRooms;
  if (isPricedByRooms(advert) && rooms.length > 0) {
    const rentTypeId = RANGE_RENT_TYPES.find((id) => rooms.some((room) => room.property_rent_type_id === id));
    if (rentTypeId !== undefined) {
      const prices = rooms.filter((room) => room.property_rent_type_id === rentTypeId).map((room) => Number(room.price));
      return { min: Math.min(...prices), max: Math.max(...prices), per: rentTypeName(rentTypeId) };
    }
  }
  if (advert.price === null || advert.price === undefined) return null;
  const price = Number(advert.price);
  const periodic = Boolean(advert.is_rent) || Boolean(advert.is_let) || isStudioFlat(advert);
  const per = periodic
    ? rentTypeName(advert.property_rent_type?.id ?? advert.property_rent_type_id, advert.property_rent_type?.type)
    : null;
  return { min: price, max: price, per };
}

/**
 * A long let that lists rooms lets each on its own tenancy at the rent it states (Renters' Rights Act 2025:
 * one stated rent per tenancy, never a range of one rent): its rooms' rents per month, converted from a
 * week as pw × 52 ÷ 12. Null for any other advert.
 */
export function roomRents(advert: AdvertPricing): AdvertPrice | null {
  const rooms = advert.property_rooms ?? [];
  if (!advert.is_let || advert.is_short_term || rooms.length === 0) return null;
  const rents = rooms.flatMap((room) => {
    const pcm = rentPerMonth(Number(room.price), room.property_rent_type_id);
    return pcm === null ? [] : [pcm];
  });
  if (!rents.length) return null;
  return { min: Math.min(...rents), max: Math.max(...rents), per: 'month', rooms: rooms.length };
}

/** The words for an advert whose price is left to be agreed (a price of 0, as rent type 6 adverts have). */
export const PRICE_TO_BE_DISCUSSED = 'To Be Discussed';

/** '£50 - £80 per night', '£1,200 per month', '£250,000'; 'To Be Discussed' for 0; '' without a price. */
export function formatPriceRange(price: AdvertPrice | null, options: { decimals?: 0 | 2 } = {}): string {
  if (!price) return '';
  if (price.max === 0) return PRICE_TO_BE_DISCUSSED;
  if (price.rooms !== undefined) return roomRentsLine(price, options);
  const amount =
    price.min === price.max
      ? formatPounds(price.min, options)
      : `${formatPounds(price.min, options)} - ${formatPounds(price.max, options)}`;
  return price.per ? `${amount} per ${price.per}` : amount;
}

export function formatAdvertPrice(advert: AdvertPricing): string {
  return formatPriceRange(advertPrice(advert));
}

/** '£600 per month' (one room), '£600 per month a room' (rooms at one rent), 'Rooms from £600 per month': each room's own rent is on the advert. */
function roomRentsLine(price: AdvertPrice, options: { decimals?: 0 | 2 }): string {
  const amount = `${formatPounds(price.min, options)} per ${price.per ?? 'month'}`;
  if (price.min !== price.max) return `Rooms from ${amount}`;
  return price.rooms === 1 ? amount : `${amount} a room`;
}
