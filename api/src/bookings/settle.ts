import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { refundBooking } from '../common/refunds.ts';
import { deliver, eventInThread } from '../common/conversation.ts';
import { loadBooking, nameAndEmail } from '../common/booking.ts';

/** How often the API settles bookings: expires unanswered requests and retries refunds a provider refused. */
export const SETTLE_EVERY_MS = 60_000;
/** Bookings settled per round, so one round stays short; the rest wait for the next. */
const BATCH = 50;

type SettleContext = Pick<AppContext, 'db' | 'broadcaster' | 'payments'>;

/**
 * Requests unanswered past their time become expired (each said in its conversation, to both people),
 * and closed bookings whose payments have no refund yet are refunded. Safe to run from every API process
 * at once: a request expires once (a conditional update), and a payment is refunded once (its key).
 */
export async function settleBookings(ctx: SettleContext, now = new Date()): Promise<{ expired: number; refunded: number }> {
  const db = ctx.db;
  const expired = await db
    .updateTable('bookings')
    .set({ status: 'expired', status_changed_at: now })
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('bookings')
        .select('id')
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(BATCH),
    )
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  for (const { id } of expired) {
    const booking = await loadBooking(db, id, now);
    if (!booking) continue;
    const host = await nameAndEmail(db, booking.host_id);
    const delivery = await db
      .transaction()
      .execute((trx) => eventInThread(trx, booking, { event: 'expired', by: 'host', actor: host.name, notify: ['guest', 'host'] }));
    await deliver(ctx, delivery, booking);
  }

  // Closed bookings with a payment not yet refunded; a guest's cancellation that keeps all of it owes nothing.
  const owing = await db
    .selectFrom('payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .leftJoin('refunds as r', 'r.payment_id', 'p.id')
    .select('b.id')
    .distinct()
    .where('p.status', '=', 'succeeded')
    .where('b.status', 'in', ['declined', 'cancelled', 'expired'])
    .where((eb) => eb.or([eb('r.id', 'is', null), eb('r.status', '=', 'failed')]))
    .where(sql<boolean>`not (b.status = 'cancelled' and b.cancelled_by = b.user_id and coalesce(b.cancellation_charge, 0) >= p.amount)`)
    .limit(BATCH)
    .execute();
  let refunded = 0;
  for (const { id } of owing) refunded += await refundBooking(ctx, id, now);
  return { expired: expired.length, refunded };
}

/** Settles bookings now and then, until the returned function stops it. */
export function settleEvery(ctx: SettleContext, everyMs = SETTLE_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleBookings(ctx)
      .catch((error: unknown) => console.error(`settling bookings failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
