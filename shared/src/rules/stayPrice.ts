/**
 * A short stay's price as UK law requires it shown (the Digital Markets, Competition and Consumers Act
 * 2024 bans drip pricing from 6 April 2025; the CMA's guidance CMA209): with dates known, the total for
 * those dates with every mandatory fee in it, the same figure to the penny the booking then charges;
 * without dates, the nightly price with the mandatory fees stated beside it. The search's cards and pins,
 * the advert, the reserve dialog and the API's book all price a stay through here and `reserveQuote`.
 */
import type { Discount } from '../entities';
import { parseDashDate, type DateInput } from './dates';
import { formatPounds } from './format';
import { nightsBetween, RESERVE_BY_HOUR, RESERVE_BY_NIGHT, reserveQuote, type ReserveQuote } from './reserve';

/** A room a stay could take, with how many of it are free on every night asked for. */
export interface StayRoomOption {
  id: number;
  price: number;
  /** The room's own rent type; the advert's when null. */
  rentTypeId: number | null;
  /** Guests one of it sleeps; below 1 or null: not said, so it takes any party (as stayCapacity reads it). */
  guests: number | null;
  available: number;
  /** What the breakdown calls it ('Double room'). */
  name?: string;
}

/** What pricing a stay reads of an advert, its rooms already counted free over the dates asked for. */
export interface StayListing {
  /** The advert's own price: what a place booked whole costs a night. */
  price: number;
  rentTypeId: number | null;
  /** A Studio Flat, or an advert without rooms (shared's isBookedWhole). */
  bookedWhole: boolean;
  /** For a place booked whole: whether every night asked for is free. */
  wholeFree: boolean;
  /** Guests a place booked whole takes; null or 0: not said. */
  wholeGuests: number | null;
  rooms: StayRoomOption[];
  /** Per room booked (one for a place booked whole), once a stay. */
  cleaningFee: number | null;
  serviceFee: number | null;
  discounts: Discount[];
}

/** The stay asked for: check-in and check-out days and the party (none said is one guest, as the dialog starts). */
export interface StayAsked {
  start: DateInput;
  end: DateInput;
  guests: number | null;
}

/** The cheapest way to take a party for the dates, and what it costs. */
export interface StayOffer {
  /** The rooms picked and how many of each, as api/book's picked_rooms sends them; none for a place booked whole. */
  rooms: Array<{ id: number; quantity: number }>;
  guests: number;
  quote: ReserveQuote;
}

const PENNY = 100;
const DAY_MS = 86_400_000;

/**
 * The nights a stay searched by dates asks for, check-in up to check-out (excluded), 'YYYY-MM-DD': a
 * check-in alone, or a check-out on the same day, asks for one night (as a same-day stay is charged).
 */
export function searchedNights(start: string | null, end: string | null): { start: string; end: string } | null {
  const first = start ?? end;
  if (!first) return null;
  const next = new Date(new Date(`${first}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
  return { start: first, end: end && end > first ? end : next };
}

/** The party a stay is priced for: at least one guest. */
export const stayGuests = (guests: number | null | undefined): number => Math.max(1, Math.floor(Number(guests) || 0));

/** A price by the hour has no total for days alone: a stay searched by dates is priced by the night. */
const byTheNight = (rentTypeId: number | null, advertRentTypeId: number | null) =>
  (rentTypeId ?? advertRentTypeId ?? RESERVE_BY_NIGHT) !== RESERVE_BY_HOUR;

interface RoomSet {
  cost: number;
  rooms: number;
  quantities: number[];
}

/**
 * The rooms that sleep the party at the lowest price: each room's nights and its fees together, the
 * cheapest set whose guests add up to the party (fewest rooms when two sets cost the same). Discounts
 * depend on the party, the nights and the days to arrival, never on the rooms, so the cheapest set
 * before them is the cheapest after them.
 */
function cheapestRooms(listing: StayListing, nights: number, party: number): Array<{ option: StayRoomOption; quantity: number }> | null {
  const fees = (Number(listing.cleaningFee) || 0) + (Number(listing.serviceFee) || 0);
  const options = listing.rooms.filter((room) => room.available > 0 && byTheNight(room.rentTypeId, listing.rentTypeId));
  // best[c]: the cheapest set sleeping c guests (c = party: the party or more).
  const best: Array<RoomSet | undefined> = [{ cost: 0, rooms: 0, quantities: options.map(() => 0) }];
  options.forEach((room, i) => {
    const sleeps = room.guests && room.guests >= 1 ? room.guests : party;
    const cost = Math.round((room.price * nights + fees) * PENNY);
    for (let unit = 0; unit < room.available; unit++) {
      for (let c = party; c >= 0; c--) {
        const from = best[c];
        if (!from) continue;
        const to = Math.min(party, c + sleeps);
        const next: RoomSet = {
          cost: from.cost + cost,
          rooms: from.rooms + 1,
          quantities: from.quantities.map((q, k) => (k === i ? q + 1 : q)),
        };
        const held = best[to];
        if (!held || next.cost < held.cost || (next.cost === held.cost && next.rooms < held.rooms)) best[to] = next;
      }
    }
  });
  const found = best[party];
  if (!found) return null;
  return options.map((option, i) => ({ option, quantity: found.quantities[i] ?? 0 })).filter((picked) => picked.quantity > 0);
}

/**
 * The stay's offer for the dates and party, priced by the rule the booking charges by (reserveQuote,
 * no pets: a pet fee is the guest's choice, not a mandatory fee); null when the place cannot take them
 * then (taken, too few free rooms, a party too large, or priced by the hour).
 */
export function stayOffer(listing: StayListing, asked: StayAsked, now: Date): StayOffer | null {
  const guests = stayGuests(asked.guests);
  const nights = nightsBetween(asked.start, asked.end);
  const base = {
    rentTypeId: listing.rentTypeId ?? RESERVE_BY_NIGHT,
    start: asked.start,
    end: asked.end,
    guests,
    pets: 0,
    cleaningFee: listing.cleaningFee,
    serviceFee: listing.serviceFee,
    petFee: null,
    discounts: listing.discounts,
    now,
  };
  if (listing.bookedWhole) {
    const fits = !listing.wholeGuests || listing.wholeGuests <= 0 || guests <= listing.wholeGuests;
    if (!listing.wholeFree || !fits || !byTheNight(null, listing.rentTypeId)) return null;
    return { rooms: [], guests, quote: reserveQuote({ ...base, rooms: [{ price: listing.price, quantity: 1 }] }) };
  }
  const picked = cheapestRooms(listing, nights, guests);
  if (!picked?.length) return null;
  const rooms = picked.map(({ option, quantity }) => ({ price: option.price, quantity, rentTypeId: option.rentTypeId, name: option.name }));
  return {
    rooms: picked.map(({ option, quantity }) => ({ id: option.id, quantity })),
    guests,
    quote: reserveQuote({ ...base, rooms }),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '£520.50 total for 4 nights': a stay's price with its dates known. */
export function stayTotalText(total: number, nights: number): string {
  return `${formatPounds(total, { decimals: 2 })} total for ${plural(nights, 'night')}`;
}

/** A stay asked for: its nights, check-in up to check-out (excluded), 'YYYY-MM-DD', and its party. */
export interface StayDates {
  start: string;
  end: string;
  guests: number;
}

/** The stay a search form asks for ('DD-MM-YYYY' dates, as it sends them); null without a date. */
export function searchedStay(form: { date_start: string | null; date_end: string | null; guests: number | null }): StayDates | null {
  const day = (value: string | null) => {
    const date = parseDashDate(value);
    return date ? date.toISOString().slice(0, 10) : null;
  };
  const nights = searchedNights(day(form.date_start), day(form.date_end));
  return nights && { ...nights, guests: stayGuests(form.guests) };
}

/** The nights of a stay asked for, as its total counts them. */
export const nightsOf = (stay: StayDates): number => nightsBetween(stay.start, stay.end);

/**
 * The stay as an advert's address carries it, so an advert opened from a search by dates (on a phone,
 * in a new tab, by a shared link) still prices those dates: '?check_in=2026-07-10&check_out=2026-07-13&guests=2'.
 */
export function stayQuery(stay: StayDates | null): string {
  return stay ? `?${new URLSearchParams({ check_in: stay.start, check_out: stay.end, guests: String(stay.guests) }).toString()}` : '';
}

/** The stay an advert's address asks for; null when it names none or names it wrongly. */
export function stayOfQuery(search: string): StayDates | null {
  const query = new URLSearchParams(search);
  const day = (key: string) => {
    const value = query.get(key);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
  };
  const nights = searchedNights(day('check_in'), day('check_out'));
  const guests = Number(query.get('guests'));
  return nights && { ...nights, guests: stayGuests(Number.isInteger(guests) && guests <= 20 ? guests : null) };
}

/** How a short stay's price reads where it is shown: the headline, and the fees beside it as plainly. */
export interface StayPriceShown {
  headline: string;
  /** Without dates: the mandatory fees ('+ £40 cleaning per stay'), shown as prominently as the headline. */
  fees: string | null;
  /** Whether the headline is the total for the dates searched. */
  total: boolean;
}

/**
 * A short stay's price on a card, a pin's popup or the advert: with dates searched and a total for them,
 * the total ('£412.50 total for 3 nights'); otherwise its nightly price ('£60 - £100 per night') with
 * its mandatory fees beside it.
 */
export function stayPriceShown(
  nightly: string,
  stay: { total: number | null; nights: number | null; fees: StayFees | null | undefined; bookedWhole: boolean },
): StayPriceShown {
  if (stay.total !== null && stay.nights !== null) return { headline: stayTotalText(stay.total, stay.nights), fees: null, total: true };
  return { headline: nightly, fees: mandatoryFeesText(stay.fees, stay.bookedWhole), total: false };
}

/** The mandatory fees of a stay as the search and the advert state them beside a nightly price. */
export interface StayFees {
  cleaning_fee?: number | null;
  service_fee?: number | null;
}

/**
 * Without dates, the mandatory fees beside the nightly price, stated as plainly as it:
 * '+ £40 cleaning, £12 service per stay' for a place booked whole, '... per room per stay' where each
 * room booked is charged them; null when the stay charges none.
 */
export function mandatoryFeesText(fees: StayFees | null | undefined, bookedWhole: boolean): string | null {
  const parts = [
    [Number(fees?.cleaning_fee) || 0, 'cleaning'],
    [Number(fees?.service_fee) || 0, 'service'],
  ] as const;
  const charged = parts.filter(([amount]) => amount > 0).map(([amount, what]) => `${formatPounds(amount)} ${what}`);
  if (!charged.length) return null;
  return `+ ${charged.join(', ')} ${bookedWhole ? 'per stay' : 'per room per stay'}`;
}
