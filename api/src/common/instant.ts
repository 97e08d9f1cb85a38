import { sql } from 'kysely';
import { booksInstantly, type GuestRecord, type InstantBookTerms } from '@marketplace/shared/src/rules/instantBook.ts';
import type { Database } from '../db/index.ts';

/**
 * Whether a user's e-mail address is verified: the one place that reads it, so the e-mail verification
 * work (which owns how an address becomes verified) changes only this line.
 */
export const verifiedEmail = (row: { email_verified_at: Date | string | null }): boolean => row.email_verified_at !== null;

/** What Instant Book's condition reads of a guest: a verified e-mail address and stays completed (accepted and ended). */
export async function guestRecord(db: Database, userId: number, now = new Date()): Promise<GuestRecord> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.email_verified_at',
      sql<number>`(select count(*)::int from bookings b where b.user_id = u.id and b.booking_type = 'reserve'
        and (b.status = 'completed' or (b.status = 'accepted' and coalesce(b.date_end, b.date_start) < ${now})))`.as('completed'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { verifiedEmail: verifiedEmail(row), completedStays: Number(row.completed) };
}

/** Whether this user's booking of a stay with these terms is confirmed on payment; a visitor has no record. */
export async function instantFor(db: Database, terms: InstantBookTerms, userId: number | null): Promise<boolean> {
  if (!terms.is_instant_book) return false;
  return booksInstantly(terms, userId === null ? null : await guestRecord(db, userId));
}
