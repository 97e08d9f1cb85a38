import { z } from 'zod';

/**
 * Paying for a booking and donating (the payment and donate pages of mfe-transactions): how payments
 * run, what starting one answers, what coming back from Stripe Checkout finds. Declared once here:
 * mfe-transactions reads their types, the API serialises and checks them.
 */

/** 'test' records payments locally and moves no money; 'stripe' goes through Stripe Checkout. */
export const PaymentModeAnswer = z.enum(['test', 'stripe']);

/** A payment's state (the payments table's check). */
export const PaymentStatusAnswer = z.enum(['pending', 'succeeded', 'failed']);

const Succeeded = z.strictObject({ status: z.literal('succeeded'), payment_id: z.number() });
const Redirect = z.strictObject({ status: z.literal('redirect'), url: z.string() });

/** POST api/booking-payment/{token}/pay: paid at once (test mode), or Stripe Checkout's page to go to. */
export const PaymentStartAnswer = z.discriminatedUnion('status', [Succeeded, Redirect]);

/** POST api/donate: as paying, with the mode it ran in. */
export const DonationStartAnswer = z.discriminatedUnion('status', [
  Succeeded.extend({ mode: PaymentModeAnswer }),
  Redirect.extend({ mode: PaymentModeAnswer }),
]);

/** POST api/payments/confirm: the payment's state once Stripe was asked whether it was paid. */
export const PaymentConfirmedAnswer = z.strictObject({ status: PaymentStatusAnswer });

/** GET api/payments/mode: so the donate page can say so before anyone pays. */
export const PaymentModeOfAnswer = z.strictObject({ mode: PaymentModeAnswer });

export type PaymentMode = z.infer<typeof PaymentModeAnswer>;
export type PaymentStatus = z.infer<typeof PaymentStatusAnswer>;
export type PaymentStart = z.infer<typeof PaymentStartAnswer>;
export type DonationStart = z.infer<typeof DonationStartAnswer>;

const Pounds = z.number();

/** One booking on a host's payouts page: who, when, what the guest paid, what went back and the host's payout (shared's hostPayout). */
export const HostTransactionAnswer = z.strictObject({
  booking_id: z.number(),
  /** The advert's or service's title; null once the listing is gone. */
  title: z.string().nullable(),
  guest_name: z.string(),
  booking_type: z.enum(['view', 'reserve', 'appoint']),
  /** The status now (an accepted stay past its end reads completed). */
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired', 'completed']),
  date_start: z.string(),
  date_end: z.string().nullable(),
  /** When the guest paid; null when nothing was paid. */
  paid_at: z.string().nullable(),
  paid: Pounds,
  refunded: Pounds,
  /** When the last refund was made. */
  refunded_at: z.string().nullable(),
  earned: Pounds,
  payout: z.strictObject({ amount: Pounds, state: z.enum(['paid_out', 'scheduled', 'on_hold', 'none']), due: z.string().nullable() }),
});

/**
 * GET api/user/payouts?page: the signed-in host's bookings that moved money, latest stay first, 15 a page, with
 * the totals over all of them (shared's hostMoneyTotals: `earned` is the statistics page's Earnings) and the
 * mode payments and payouts run in ('test' moves no money; 'stripe' pays out through Stripe Connect).
 */
export const HostPayoutsAnswer = z.strictObject({
  data: z.array(HostTransactionAnswer),
  meta: z.strictObject({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
  totals: z.strictObject({ paid: Pounds, refunded: Pounds, earned: Pounds, paid_out: Pounds, upcoming: Pounds }),
  mode: PaymentModeAnswer,
});

export type HostTransaction = z.infer<typeof HostTransactionAnswer>;
export type HostPayouts = z.infer<typeof HostPayoutsAnswer>;
