import { sql } from 'kysely';
import { holdsSlot } from '@marketplace/shared/src/rules/bookingStatus.ts';
import { refundDue, refundKey, type ClosedBy } from '@marketplace/shared/src/rules/bookingMoney.ts';
import type { AppContext } from '../context.ts';
import { deliver, eventInThread } from './conversation.ts';
import { loadBooking, nameAndEmail } from './booking.ts';
import { paymentsOf } from '../payment-provider.ts';

const pennies = (value: number) => Math.round(value * 100) / 100;

/**
 * Gives back what a closed booking owes its guest (shared/src/rules/bookingMoney.ts), through the
 * payment provider, once. Each payment is refunded at most once: its refund row is claimed under a
 * unique idempotency key before the provider is asked (with the same key), so callers racing on one
 * booking (the host's decline, the expiry sweep, a late payment) pay it once between them. A refund the
 * provider refused stays 'failed' and is tried again by the next call. Answers what was refunded now.
 */
export async function refundBooking(
  ctx: Pick<AppContext, 'db' | 'broadcaster' | 'payments'>,
  bookingId: number,
  now = new Date(),
): Promise<number> {
  const db = ctx.db;
  const booking = await loadBooking(db, bookingId, now);
  if (!booking || holdsSlot(booking.status) || booking.status === 'completed') return 0;
  const row = await db
    .selectFrom('bookings')
    .select(['cancelled_by', 'cancellation_charge'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const closedBy: ClosedBy =
    booking.status === 'expired' ? 'expiry' : booking.status === 'cancelled' && row.cancelled_by === booking.user_id ? 'guest' : 'host';
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'amount', 'provider', 'provider_ref'])
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'succeeded')
    .orderBy('id')
    .execute();
  const paid = payments.reduce((sum, p) => sum + Number(p.amount), 0);
  let owed = refundDue(paid, closedBy, row.cancellation_charge === null ? null : Number(row.cancellation_charge));

  const provider = paymentsOf(ctx);
  let refundedNow = 0;
  for (const payment of payments) {
    const amount = pennies(Math.min(Number(payment.amount), owed));
    owed = pennies(owed - amount);
    if (amount <= 0 || !payment.provider_ref) continue;
    const key = refundKey(payment.id);
    // Claim the refund: a new row, or one a provider refused before. Whoever does not claim it leaves it.
    const claimed =
      (await db
        .insertInto('refunds')
        .values({ booking_id: bookingId, payment_id: payment.id, amount, provider: payment.provider, idempotency_key: key })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst()) ??
      (await db
        .updateTable('refunds')
        .set({ status: 'pending', failure: null })
        .where('idempotency_key', '=', key)
        .where('status', '=', 'failed')
        .returning('id')
        .executeTakeFirst());
    if (!claimed) continue;
    try {
      const result = await provider.refund({ paymentRef: payment.provider_ref, amount, idempotencyKey: key });
      await db
        .updateTable('refunds')
        .set({ status: 'succeeded', provider_ref: result.ref, refunded_at: now })
        .where('id', '=', claimed.id)
        .execute();
      refundedNow = pennies(refundedNow + amount);
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      await db.updateTable('refunds').set({ status: 'failed', failure }).where('id', '=', claimed.id).execute();
      console.error(`refund of payment ${payment.id} (booking ${bookingId}) failed: ${failure}`);
    }
  }
  if (refundedNow <= 0) return 0;

  const host = await nameAndEmail(db, booking.host_id);
  const delivery = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bookings')
      .set({
        refunded_amount: sql`(select coalesce(sum(amount), 0) from refunds where booking_id = ${bookingId} and status = 'succeeded')`,
        refunded_at: now,
      })
      .where('id', '=', bookingId)
      .execute();
    return eventInThread(trx, booking, { event: 'refunded', by: 'host', actor: host.name, amount: refundedNow, notify: ['guest'] });
  });
  await deliver(ctx, delivery, await loadBooking(db, bookingId, now));
  return refundedNow;
}
