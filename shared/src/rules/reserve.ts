import type { Discount, PriceLine } from '../entities';
import { daysApart, momentOf, type DateInput } from './dates';
import { formatPounds } from './format';

/** Rent types a reservation can be priced by: 2 per hour, 3 per night/day. */
export const RESERVE_BY_HOUR = 2;
export const RESERVE_BY_NIGHT = 3;

/** A room of a stay: its price by its own rent type (the advert's when it has none). */
export interface ReserveRoom {
  price: number;
  quantity: number;
  /** 2 by the hour, anything else by the night; the advert's rent type when absent. */
  rentTypeId?: number | null;
  /** What the breakdown calls it ('Double room'); 'Whole place' when absent. */
  name?: string;
}

export interface ReserveInput {
  /** The advert's rent type: 2 prices by the hour, anything else by the night (minimum one). */
  rentTypeId: number;
  /** The picked rooms; a Studio Flat is one room at the advert's price. */
  rooms: ReserveRoom[];
  start: DateInput;
  end: DateInput;
  guests: number;
  pets: number;
  /** Per room. */
  cleaningFee?: number | null;
  /** Per room. */
  serviceFee?: number | null;
  /** Per pet; pass null when pets stay free. */
  petFee?: number | null;
  discounts?: Discount[];
  now?: Date;
}

export interface AppliedDiscount {
  type: string;
  amount: number;
  /** Its terms in words: '10% off for 3 or more guests'. */
  detail: string;
}

/** One room line of a quote: rate x hours or nights x quantity. */
export interface QuotedRoom {
  name: string;
  price: number;
  quantity: number;
  unit: 'hour' | 'night';
  /** Hours (in fractions) or nights charged for this room. */
  units: number;
  amount: number;
}

export interface ReserveQuote {
  /** Nights of the stay (calendar days, at least one). */
  nights: number;
  rooms: QuotedRoom[];
  roomsPrice: number;
  /** How many rooms and pets the fees are charged for. */
  roomCount: number;
  pets: number;
  /** Cleaning, service and pet fees together, and each on its own. */
  fees: number;
  cleaningFee: number;
  serviceFee: number;
  petFee: number;
  discounts: AppliedDiscount[];
  total: number;
}

const pennies = (value: number) => Math.round(value * 100) / 100;

/** Nights of a stay: UK calendar days from check-in to check-out, at least one. */
export function nightsBetween(start: DateInput, end: DateInput): number {
  const nights = daysApart(start, end);
  return Math.max(1, Number.isFinite(nights) ? nights : 1);
}

/** Hours between two times, in fractions of an hour; 0 when the end is not after the start. */
export function hoursBetween(start: DateInput, end: DateInput): number {
  const [from, to] = [momentOf(start), momentOf(end)];
  const hours = from && to ? Math.floor((to.getTime() - from.getTime()) / 60_000) / 60 : 0;
  return hours > 0 ? hours : 0;
}

/** Whether a discount applies: guests, nights or days until the start against its term. */
export function discountApplies(discount: Discount, context: { guests: number; nights: number; daysUntilStart: number }): boolean {
  switch (discount.discount_type.type) {
    case 'Number of Guests':
      return context.guests >= discount.discount_term;
    case 'Term':
      return context.nights >= discount.discount_term;
    case 'Last Minute':
      return context.daysUntilStart <= discount.discount_term;
    default:
      return false;
  }
}

/** '10%' for a percentage (fee type 1), otherwise pounds ('£25'). */
export function formatDiscountFee(discount: Pick<Discount, 'discount_fee' | 'discount_fee_type'>): string {
  return Number(discount.discount_fee_type) === 1 ? `${discount.discount_fee}%` : formatPounds(discount.discount_fee);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A discount's terms in words: '10% off for 3 or more guests', '£50 off for 7 or more nights', '5% off within 3 days of arrival'. */
export function discountTerms(discount: Discount): string {
  const off = `${formatDiscountFee(discount)} off`;
  const term = Number(discount.discount_term);
  switch (discount.discount_type.type) {
    case 'Number of Guests':
      return `${off} for ${term} or more guests`;
    case 'Term':
      return `${off} for ${term} or more nights`;
    case 'Last Minute':
      return `${off} within ${plural(term, 'day')} of arrival`;
    default:
      return off;
  }
}

/**
 * The reserve total (001 §9): each room priced by its own rent type (by the hour: price x quantity x
 * hours; by the night: price x quantity x nights, at least one), plus cleaning and service fees per
 * room and the pet fee per pet, less every discount that applies. The spec leaves order and rounding
 * open: each percentage is taken from the amount before discounts (so the order does not matter), the
 * total never goes below zero and is rounded to pennies.
 */
export function reserveQuote(input: ReserveInput): ReserveQuote {
  const nights = nightsBetween(input.start, input.end);
  const hours = hoursBetween(input.start, input.end);
  const rooms = input.rooms.map((room): QuotedRoom => {
    const byHour = (room.rentTypeId ?? input.rentTypeId) === RESERVE_BY_HOUR;
    const units = byHour ? hours : nights;
    return {
      name: room.name ?? 'Whole place',
      price: room.price,
      quantity: room.quantity,
      unit: byHour ? 'hour' : 'night',
      units,
      amount: pennies(room.price * room.quantity * units),
    };
  });
  const roomCount = input.rooms.reduce((count, room) => count + room.quantity, 0);
  const roomsPrice = input.rooms.reduce((sum, room, i) => sum + room.price * room.quantity * (rooms[i] as QuotedRoom).units, 0);
  const cleaningFee = (Number(input.cleaningFee) || 0) * roomCount;
  const serviceFee = (Number(input.serviceFee) || 0) * roomCount;
  const petFee = (Number(input.petFee) || 0) * input.pets;
  const fees = cleaningFee + serviceFee + petFee;
  const subtotal = roomsPrice + fees;
  const now = input.now ?? new Date();
  const context = {
    guests: input.guests,
    nights,
    daysUntilStart: daysApart(now, input.start),
  };
  const discounts = (input.discounts ?? [])
    .filter((discount) => discountApplies(discount, context))
    .map((discount) => ({
      type: discount.discount_type.type,
      amount: pennies(
        Number(discount.discount_fee_type) === 1 ? (subtotal * Number(discount.discount_fee)) / 100 : Number(discount.discount_fee),
      ),
      detail: discountTerms(discount),
    }));
  const off = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return {
    nights,
    rooms,
    roomsPrice: pennies(roomsPrice),
    roomCount,
    pets: input.pets,
    fees: pennies(fees),
    cleaningFee: pennies(cleaningFee),
    serviceFee: pennies(serviceFee),
    petFee: pennies(petFee),
    discounts,
    total: pennies(Math.max(0, subtotal - off)),
  };
}

const amountText = (amount: number) => formatPounds(amount, { decimals: 2 });
const unitsText = (room: QuotedRoom) => plural(Math.round(room.units * 100) / 100, room.unit);

/**
 * A quote as the lines of a price breakdown, as the dialog, the payment page and the stored booking
 * show it: each room (rate x hours or nights), each fee charged, each discount (negative), the total.
 */
export function reserveLines(quote: ReserveQuote): PriceLine[] {
  const perRoom = (fee: number) => (quote.roomCount ? fee / quote.roomCount : 0);
  const fees: Array<[string, number, string]> = [
    ['Cleaning fee', quote.cleaningFee, `${amountText(perRoom(quote.cleaningFee))} × ${plural(quote.roomCount, 'room')}`],
    ['Service fee', quote.serviceFee, `${amountText(perRoom(quote.serviceFee))} × ${plural(quote.roomCount, 'room')}`],
    ['Pet fee', quote.petFee, `${amountText(quote.pets ? quote.petFee / quote.pets : 0)} × ${plural(quote.pets, 'pet')}`],
  ];
  return [
    ...quote.rooms.map((room): PriceLine => ({
      kind: 'room',
      label: room.quantity > 1 ? `${room.name} × ${room.quantity}` : room.name,
      detail: `${amountText(room.price)} × ${unitsText(room)}`,
      amount: room.amount,
    })),
    ...fees.filter(([, amount]) => amount > 0).map(([label, amount, detail]): PriceLine => ({ kind: 'fee', label, detail, amount })),
    ...quote.discounts.map((discount): PriceLine => ({
      kind: 'discount',
      label: `${discount.type} discount`,
      detail: discount.detail,
      amount: -discount.amount,
    })),
    { kind: 'total', label: 'Total Price', amount: quote.total },
  ];
}
