import { sql } from 'kysely';
import { refundKey } from '@marketplace/shared/src/rules/bookingMoney.ts';
import type { Database } from '../db/index.ts';

/**
 * The seed's money, read from its bookings once every row is in (so no id the generator draws moves): each
 * completed, accepted, cancelled or declined stay and appointment with a price was paid in test mode an
 * hour after it was requested, as the booking dialog pays at request; those closed with money back have
 * their refund, recorded as refundBooking records one (under the payment's idempotency key). Requests
 * still waiting for an answer stay unpaid. The known host's payouts page and Earnings read these.
 */
export async function seedPayments(db: Database): Promise<void> {
  await sql`
    with paid as (
      update bookings set amount_due = price, paid_at = created_at + interval '1 hour'
      where booking_type in ('reserve', 'appoint') and price > 0 and status in ('completed', 'accepted', 'cancelled', 'declined')
      returning id, user_id, price, paid_at
    )
    insert into payments (user_id, booking_id, kind, amount, provider, provider_ref, status, paid_at, created_at)
    select user_id, id, 'booking', price, 'test', 'test_seed_' || id, 'succeeded', paid_at, paid_at from paid`.execute(db);
  const refunded = await db
    .selectFrom('bookings as b')
    .innerJoin('payments as p', 'p.booking_id', 'b.id')
    .select(['b.id', 'p.id as payment_id', 'b.refunded_amount', 'b.refunded_at'])
    .where('b.refunded_amount', '>', 0)
    .orderBy('b.id')
    .execute();
  if (!refunded.length) return;
  await db
    .insertInto('refunds')
    .values(
      refunded.map((r) => ({
        booking_id: r.id,
        payment_id: r.payment_id,
        amount: r.refunded_amount,
        provider: 'test',
        provider_ref: `test_refund_${refundKey(r.payment_id)}`,
        idempotency_key: refundKey(r.payment_id),
        status: 'succeeded',
        refunded_at: r.refunded_at,
        created_at: r.refunded_at ?? undefined,
      })),
    )
    .execute();
}
