import type { BookingStatus } from '../entities/booking';
import type { CancellationPolicy } from '../answers/bookings';

/** Who is acting on a booking: its advertiser, or the person who booked. */
export type BookingParty = 'host' | 'guest';
export type BookingAction = 'accept' | 'decline' | 'cancel';

/** Pending and accepted bookings hold their slot; declined and cancelled ones free it. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'accepted'];

export function holdsSlot(status: BookingStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

/** How long a host has to answer a request (Airbnb's 24 hours), never past the booking's start. */
export const REQUEST_REPLY_HOURS = 24;

/** When a request made at `created` expires unanswered. */
export function requestExpiry(created: Date, start: Date): Date {
  const reply = new Date(created.getTime() + REQUEST_REPLY_HOURS * 3_600_000);
  return reply < start ? reply : start;
}

/**
 * An accepted booking whose end has passed reads as completed, and a request unanswered at its expiry
 * as expired; the row need not be rewritten first.
 */
export function effectiveStatus(status: BookingStatus, end: Date | null, start: Date, now: Date, expiresAt?: Date | null): BookingStatus {
  if (status === 'pending' && expiresAt && expiresAt <= now) return 'expired';
  return status === 'accepted' && (end ?? start) <= now ? 'completed' : status;
}

/** 'A pending booking', 'An expired booking': how refusals name a booking by its status. */
export function bookingOfStatus(status: BookingStatus): string {
  return `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status} booking`;
}

export type Transition = { ok: true; status: BookingStatus } | { ok: false; reason: string };

/**
 * The status machine: the host accepts or declines a pending request; either party cancels a pending
 * or accepted booking before it starts. Completed, declined and cancelled are final.
 */
export function transition(
  booking: { status: BookingStatus; start: Date; end: Date | null; expiresAt?: Date | null },
  action: BookingAction,
  by: BookingParty,
  now: Date,
): Transition {
  const status = effectiveStatus(booking.status, booking.end, booking.start, now, booking.expiresAt);
  const refuse = (reason: string): Transition => ({ ok: false, reason });
  switch (action) {
    case 'accept':
    case 'decline':
      if (by !== 'host') return refuse(`Only the advertiser can ${action} a booking.`);
      if (status !== 'pending') return refuse(`${bookingOfStatus(status)} cannot be ${action === 'accept' ? 'accepted' : 'declined'}.`);
      if (action === 'accept' && booking.start <= now) return refuse('A booking that has started cannot be accepted.');
      return { ok: true, status: action === 'accept' ? 'accepted' : 'declined' };
    case 'cancel':
      if (!holdsSlot(status)) return refuse(`${bookingOfStatus(status)} cannot be cancelled.`);
      if (booking.start <= now) return refuse('A booking cannot be cancelled once it has started.');
      return { ok: true, status: 'cancelled' };
  }
}

/** Cancellation rule ids of the catalogue: 1 Free Cancellation, 2 Fixed Fee Charged, 3 First Night Charged, 4 Full Price Charged. */
export const CANCELLATION_RULE_IDS = { free: 1, fixedFee: 2, firstNight: 3, fullPrice: 4 } as const;

/**
 * What a guest who cancels owes, under the advert's policy: the rule when cancelling at least the
 * period before the start, the late rule (else the rule) inside it. A host's cancellation costs the
 * guest nothing. Never more than the booking's price.
 */
export function cancellationCharge(
  policy: CancellationPolicy | null,
  booking: { price: number; firstNight: number; start: Date },
  by: BookingParty,
  now: Date,
): number {
  if (by === 'host' || !policy) return 0;
  const daysBefore = (booking.start.getTime() - now.getTime()) / 86_400_000;
  const late = policy.periodDays !== null && daysBefore < policy.periodDays;
  const ruleId = late ? (policy.lateRuleId ?? policy.ruleId) : policy.ruleId;
  const charge =
    ruleId === CANCELLATION_RULE_IDS.fixedFee
      ? Number(policy.fee) || 0
      : ruleId === CANCELLATION_RULE_IDS.firstNight
        ? booking.firstNight
        : ruleId === CANCELLATION_RULE_IDS.fullPrice
          ? booking.price
          : 0;
  return Math.round(Math.min(charge, booking.price) * 100) / 100;
}
