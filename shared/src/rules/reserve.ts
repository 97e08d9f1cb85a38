import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { Discount } from '../entities';
import { formatPounds, type DateInput } from './format';

dayjs.extend(utc);

/** Rent types a reservation can be priced by: 2 per hour, 3 per night/day. */
export const RESERVE_BY_HOUR = 2;
export const RESERVE_BY_NIGHT = 3;

export interface ReserveInput {
  /** 2 prices by the hour, anything else by the night (minimum one). */
  rentTypeId: number;
  /** The picked rooms; a Studio Flat is one room at the advert's price. */
  rooms: Array<{ price: number; quantity: number }>;
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
}

export interface ReserveQuote {
  /** Hours or nights charged. */
  units: number;
  roomsPrice: number;
  /** Cleaning, service and pet fees together, and each on its own. */
  fees: number;
  cleaningFee: number;
  serviceFee: number;
  petFee: number;
  discounts: AppliedDiscount[];
  total: number;
}

const pennies = (value: number) => Math.round(value * 100) / 100;

/** Nights of a stay: calendar days from check-in to check-out (UTC), at least one. */
export function nightsBetween(start: DateInput, end: DateInput): number {
  const nights = dayjs.utc(end).startOf('day').diff(dayjs.utc(start).startOf('day'), 'day');
  return Math.max(1, Number.isFinite(nights) ? nights : 1);
}

/** Hours between two times, in fractions of an hour; 0 when the end is not after the start. */
export function hoursBetween(start: DateInput, end: DateInput): number {
  const hours = dayjs.utc(end).diff(dayjs.utc(start), 'minute') / 60;
  return Number.isFinite(hours) && hours > 0 ? hours : 0;
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

/**
 * The reserve total (001 §9): rooms price plus cleaning and service fees per room plus the pet fee per
 * pet, less every discount that applies. The spec leaves order and rounding open: each percentage is
 * taken from the amount before discounts (so the order does not matter), the total never goes below
 * zero and is rounded to pennies.
 */
export function reserveQuote(input: ReserveInput): ReserveQuote {
  const byHour = input.rentTypeId === RESERVE_BY_HOUR;
  const units = byHour ? hoursBetween(input.start, input.end) : nightsBetween(input.start, input.end);
  const roomCount = input.rooms.reduce((count, room) => count + room.quantity, 0);
  const roomsPrice = input.rooms.reduce((sum, room) => sum + room.price * room.quantity * units, 0);
  const cleaningFee = (Number(input.cleaningFee) || 0) * roomCount;
  const serviceFee = (Number(input.serviceFee) || 0) * roomCount;
  const petFee = (Number(input.petFee) || 0) * input.pets;
  const fees = cleaningFee + serviceFee + petFee;
  const subtotal = roomsPrice + fees;
  const now = input.now ?? new Date();
  const context = {
    guests: input.guests,
    nights: byHour ? nightsBetween(input.start, input.end) : units,
    daysUntilStart: dayjs.utc(input.start).startOf('day').diff(dayjs.utc(now).startOf('day'), 'day'),
  };
  const discounts = (input.discounts ?? [])
    .filter((discount) => discountApplies(discount, context))
    .map((discount) => ({
      type: discount.discount_type.type,
      amount: pennies(
        Number(discount.discount_fee_type) === 1 ? (subtotal * Number(discount.discount_fee)) / 100 : Number(discount.discount_fee),
      ),
    }));
  const off = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return {
    units,
    roomsPrice: pennies(roomsPrice),
    fees: pennies(fees),
    cleaningFee: pennies(cleaningFee),
    serviceFee: pennies(serviceFee),
    petFee: pennies(petFee),
    discounts,
    total: pennies(Math.max(0, subtotal - off)),
  };
}

/** A quote as the lines of a price breakdown: rooms, each fee charged, each discount (negative), then the total. */
export function reserveLines(quote: ReserveQuote): Array<{ label: string; amount: number }> {
  const fees: Array<[string, number]> = [
    ['Cleaning fee', quote.cleaningFee],
    ['Service fee', quote.serviceFee],
    ['Pet fee', quote.petFee],
  ];
  return [
    { label: 'Rooms', amount: quote.roomsPrice },
    ...fees.filter(([, amount]) => amount > 0).map(([label, amount]) => ({ label, amount })),
    ...quote.discounts.map((discount) => ({ label: `${discount.type} discount`, amount: -discount.amount })),
    { label: 'Total Price', amount: quote.total },
  ];
}
