/** Bodies of the payment calls (POST api/donate, api/payments/confirm). */
import { z } from 'zod';
import { numberField, requiredText } from './laravel';

export const DONATION_MIN = 1;
export const DONATION_MAX = 10_000;

export const DonateBody = z.object({
  amount: numberField('amount', { min: DONATION_MIN, max: DONATION_MAX, required: true }).refine(
    (amount) => Math.abs(Math.round(amount * 100) - amount * 100) <= 1e-6,
    { error: 'The amount must be in pounds and pence.' },
  ),
});

export const ConfirmPaymentBody = z.object({ session_id: requiredText('session_id', { max: 500 }) });

/** The booking's payment link (/booking-payment/{token}). */
export const PaymentTokenParams = z.object({ token: z.string() });

/** GET api/user/payouts?page: a host's payouts and transactions, a page at a time. */
export const PayoutsQuery = z.object({ page: numberField('page', { min: 1, max: 100_000, integer: true }) });
