import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfirmPaymentBody, DonateBody, PaymentTokenParams } from '@marketplace/shared/src/schemas/payments.ts';
import { BookingPaymentViewAnswer, type BookingPaymentView } from '@marketplace/shared/src/answers/bookings.ts';
import {
  DonationStartAnswer,
  PaymentConfirmedAnswer,
  PaymentModeOfAnswer,
  PaymentStartAnswer,
  type DonationStart,
  type PaymentStart,
  type PaymentStatus,
} from '@marketplace/shared/src/answers/payments.ts';
import { bookingOfStatus, holdsSlot } from '@marketplace/shared/src/rules/bookingStatus.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { requireUser, signedIn } from '../auth/index.ts';
import { HttpError, ValidationError, type Errors } from '../http/errors.ts';
import { deliver, eventInThread } from '../common/conversation.ts';
import { loadBooking, nameAndEmail } from '../common/booking.ts';
import { paymentsOf, type PaymentProvider } from '../payment-provider.ts';
import { refundBooking } from '../common/refunds.ts';
import { payoutRoutes } from './payouts.ts';

export const PAYMENT_NOT_FOUND = 'booking_does_not_exist';
export const NOT_YOUR_BOOKING = 'This booking is not yours.';
/** What the thread says when paying confirmed an Instant Book stay. */
export const INSTANT_BOOK_CONFIRMED = 'Instant Book: this stay is confirmed.';

async function bookingOfToken(db: Database, token: string) {
  const row = await db.selectFrom('bookings').select('id').where('payment_token', '=', token).executeTakeFirst();
  return row ? loadBooking(db, row.id) : null;
}

async function emailOf(db: Database, userId: number): Promise<string> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
}

/**
 * Marks a payment paid, and its booking with it, saying so in the booking's conversation; a second
 * confirmation of the same payment changes nothing. A payment that completes after its booking closed
 * (a Stripe page left open while the host declined) goes straight back.
 */
async function markPaid(ctx: AppContext, paymentId: number, ref: string): Promise<void> {
  const db = ctx.db;
  const now = new Date();
  const paid = await db.transaction().execute(async (trx) => {
    const payment = await trx
      .updateTable('payments')
      .set({ status: 'succeeded', paid_at: now, provider_ref: ref })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .returning(['booking_id', 'amount'])
      .executeTakeFirst();
    if (!payment?.booking_id) return null;
    await trx.updateTable('bookings').set({ paid_at: now }).where('id', '=', payment.booking_id).where('paid_at', 'is', null).execute();
    const booking = await loadBooking(trx, payment.booking_id, now);
    if (!booking) return null;
    const guest = await nameAndEmail(trx, booking.user_id);
    const deliveries = [
      await eventInThread(trx, booking, { event: 'paid', by: 'guest', actor: guest.name, amount: Number(payment.amount) }),
    ];
    // Instant Book: paying confirms the stay, with no answer from the host to wait for.
    if (booking.instant_book && booking.status === 'pending') {
      const confirmed = await trx
        .updateTable('bookings')
        .set({ status: 'accepted', status_changed_at: now })
        .where('id', '=', booking.id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (confirmed) {
        const host = await nameAndEmail(trx, booking.host_id);
        deliveries.push(
          await eventInThread(
            trx,
            { ...booking, status: 'accepted' },
            { event: 'accepted', by: 'host', actor: host.name, note: INSTANT_BOOK_CONFIRMED },
          ),
        );
      }
    }
    return { booking: (await loadBooking(trx, booking.id, now)) ?? booking, deliveries };
  });
  if (!paid) return;
  for (const delivery of paid.deliveries) await deliver(ctx, delivery, paid.booking);
  if (!holdsSlot(paid.booking.status)) await refundBooking(ctx, paid.booking.id, now);
}

/**
 * Paying for a booking (/booking-payment/{token}) and donating (/donate), through a payment provider:
 * test mode records payments here and moves no money; Stripe Checkout when STRIPE_SECRET_KEY is set.
 */
export async function paymentsFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const provider: PaymentProvider = paymentsOf(ctx);
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;
  const frontend = ctx.config.frontendUrl.replace(/\/$/, '');

  /** The booking behind a token, for its guest or its host only. */
  async function bookingFor(token: string, userId: number) {
    const booking = await bookingOfToken(db, token);
    if (!booking) throw new HttpError(404, PAYMENT_NOT_FOUND);
    if (booking.user_id !== userId && booking.host_id !== userId) throw new HttpError(403, NOT_YOUR_BOOKING);
    return booking;
  }

  app.post(
    '/api/booking-payment/:token',
    { schema: { params: PaymentTokenParams, response: { 200: BookingPaymentViewAnswer } } },
    async (request): Promise<BookingPaymentView> => {
      const userId = requireUser(request);
      const booking = await bookingFor(request.params.token, userId);
      return { booking, role: booking.user_id === userId ? 'guest' : 'host', mode: provider.mode };
    },
  );

  app.post(
    '/api/booking-payment/:token/pay',
    { schema: { params: PaymentTokenParams, response: { 200: PaymentStartAnswer } } },
    async (request): Promise<PaymentStart> => {
      const userId = requireUser(request);
      const { token } = request.params;
      const booking = await bookingFor(token, userId);
      if (booking.user_id !== userId) throw new HttpError(403, 'Only the guest pays for a booking.');
      const errors: Errors = {};
      if (!holdsSlot(booking.status)) errors.booking = [`${bookingOfStatus(booking.status)} cannot be paid.`];
      else if (booking.paid_at) errors.booking = ['This booking is already paid.'];
      else if (booking.amount_due <= 0) errors.booking = ['There is nothing to pay for this booking.'];
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const payment = await db
        .insertInto('payments')
        .values({ user_id: userId, booking_id: booking.id, kind: 'booking', amount: booking.amount_due, provider: provider.mode })
        .returning('id')
        .executeTakeFirstOrThrow();
      const page = `${frontend}/booking-payment/${encodeURIComponent(token)}`;
      const result = await provider.checkout({
        paymentId: payment.id,
        amount: booking.amount_due,
        description: `Booking #${booking.id}: ${booking.title ?? 'Roofline booking'}`,
        email: await emailOf(db, userId),
        successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: page,
      });
      if (result.status === 'redirect') {
        await db.updateTable('payments').set({ provider_ref: result.ref }).where('id', '=', payment.id).execute();
        return { status: 'redirect', url: result.url };
      }
      await markPaid(ctx, payment.id, result.ref);
      return { status: 'succeeded', payment_id: payment.id };
    },
  );

  // Back from Stripe Checkout: the session is asked whether it was paid; nothing is taken on the browser's word.
  app.post(
    '/api/payments/confirm',
    { preValidation: signedIn, schema: { body: ConfirmPaymentBody, response: { 200: PaymentConfirmedAnswer } } },
    async (request) => {
      const userId = requireUser(request);
      const sessionId = request.body.session_id;
      const payment = await db
        .selectFrom('payments')
        .select(['id', 'status'])
        .where('provider', '=', provider.mode)
        .where('provider_ref', '=', sessionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!payment) throw new HttpError(404, 'payment_does_not_exist');
      if (payment.status === 'pending' && (await provider.isPaid(sessionId))) await markPaid(ctx, payment.id, sessionId);
      const after = await db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
      // The payments table's check keeps status to the answer's three.
      return { status: after.status as PaymentStatus };
    },
  );

  app.post(
    '/api/donate',
    { preValidation: signedIn, schema: { body: DonateBody, response: { 200: DonationStartAnswer } } },
    async (request): Promise<DonationStart> => {
      const userId = requireUser(request);
      const { amount } = request.body;
      const payment = await db
        .insertInto('payments')
        .values({ user_id: userId, kind: 'donation', amount, provider: provider.mode })
        .returning('id')
        .executeTakeFirstOrThrow();
      const result = await provider.checkout({
        paymentId: payment.id,
        amount,
        description: 'Donation to Roofline',
        email: await emailOf(db, userId),
        successUrl: `${frontend}/donate?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${frontend}/donate`,
      });
      if (result.status === 'redirect') {
        await db.updateTable('payments').set({ provider_ref: result.ref }).where('id', '=', payment.id).execute();
        return { status: 'redirect', url: result.url, mode: provider.mode };
      }
      await markPaid(ctx, payment.id, result.ref);
      return { status: 'succeeded', payment_id: payment.id, mode: provider.mode };
    },
  );

  payoutRoutes(server, db, provider);

  /** Which mode payments run in, so the donate page can say so before anyone pays. */
  app.get('/api/payments/mode', { schema: { response: { 200: PaymentModeOfAnswer } } }, async () => ({ mode: provider.mode }));
}
