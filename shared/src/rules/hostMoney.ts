/**
 * A host's money: what each booking earns them, when it is paid out, and the totals of their payouts page
 * and of the statistics page's Earnings. One rule for the API (which sums it) and the dashboard (which
 * shows it). A stay's money is the host's once the stay is over (completed), and is paid out the day
 * after it ends; a guest's cancellation leaves the host what the policy kept, paid out when the stay would
 * have ended; an accepted stay's payout is scheduled, a paid request's is held until the host accepts.
 */
import type { BookingStatus } from '../entities/booking';

const pennies = (value: number) => Math.round(value * 100) / 100;
const DAY_MS = 24 * 3600_000;

/** A booking's money as the host's ledger reads it: its status now (an accepted stay past its end is completed), in pounds. */
export interface HostBookingMoney {
  status: BookingStatus;
  /** Whether the guest (rather than the host) cancelled it. */
  cancelled_by_guest: boolean;
  /** What the guest paid (successful payments). */
  paid: number;
  /** What went back to the guest. */
  refunded: number;
  /** The charge of the cancellation policy recorded when the guest cancelled. */
  cancellation_charge: number | null;
  /** ISO instants of the check-in and check-out (an appointment's start and end; a viewing has no end). */
  date_start: string;
  date_end: string | null;
}

/**
 * What the host earns from a booking: a completed, paid booking's payments less its refunds; a guest's
 * cancellation, what the policy kept (at most what was paid and not given back). Nothing from a request,
 * an upcoming stay (its money is not the host's yet), a decline, an expiry or the host's own cancellation.
 */
export function hostEarned(b: HostBookingMoney): number {
  const net = Math.max(0, b.paid - b.refunded);
  if (b.status === 'completed') return pennies(net);
  if (b.status === 'cancelled' && b.cancelled_by_guest) return pennies(Math.min(net, Math.max(0, b.cancellation_charge ?? 0)));
  return 0;
}

/** Where a booking's payout stands: paid out, due on a day, held until the host answers the request, or none to make. */
export type PayoutState = 'paid_out' | 'scheduled' | 'on_hold' | 'none';

export interface HostPayout {
  /** Pounds the host is paid (or will be, once accepted and checked in). */
  amount: number;
  state: PayoutState;
  /** ISO instant it is paid out (or was): the day after the stay ends. Null when there is none to make. */
  due: string | null;
}

/** The day after a stay ends (as booked), when its money is paid out. */
export const payoutDay = (b: Pick<HostBookingMoney, 'date_start' | 'date_end'>): string =>
  new Date(Date.parse(b.date_end ?? b.date_start) + DAY_MS).toISOString();

/** A booking's payout: its earnings, paid out the day after the stay ends; an accepted stay's ahead; a paid request's on hold. */
export function hostPayout(b: HostBookingMoney, now: Date): HostPayout {
  const due = payoutDay(b);
  const net = pennies(Math.max(0, b.paid - b.refunded));
  if ((b.status === 'pending' || b.status === 'accepted') && net > 0)
    return { amount: net, state: b.status === 'pending' ? 'on_hold' : 'scheduled', due: b.status === 'pending' ? null : due };
  const earned = hostEarned(b);
  if (earned <= 0) return { amount: 0, state: 'none', due: null };
  return { amount: earned, state: new Date(due) <= now ? 'paid_out' : 'scheduled', due };
}

/** What the payouts page says of a payout's state. */
export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  paid_out: 'Paid out',
  scheduled: 'Scheduled',
  on_hold: 'On hold until you accept',
  none: 'No payout',
};

/** The totals of a host's bookings: what guests paid, what went back, what the host earned, was paid out and is still to come. */
export interface HostMoneyTotals {
  paid: number;
  refunded: number;
  earned: number;
  paid_out: number;
  upcoming: number;
}

/** Adds up a host's bookings by the rules above: Earnings is `earned`. */
export function hostMoneyTotals(bookings: readonly HostBookingMoney[], now: Date): HostMoneyTotals {
  const totals: HostMoneyTotals = { paid: 0, refunded: 0, earned: 0, paid_out: 0, upcoming: 0 };
  for (const b of bookings) {
    const payout = hostPayout(b, now);
    totals.paid += b.paid;
    totals.refunded += b.refunded;
    totals.earned += hostEarned(b);
    if (payout.state === 'paid_out') totals.paid_out += payout.amount;
    if (payout.state === 'scheduled') totals.upcoming += payout.amount;
  }
  return {
    paid: pennies(totals.paid),
    refunded: pennies(totals.refunded),
    earned: pennies(totals.earned),
    paid_out: pennies(totals.paid_out),
    upcoming: pennies(totals.upcoming),
  };
}
