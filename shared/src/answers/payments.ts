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
