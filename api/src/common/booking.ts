import { sql } from 'kysely';
import type { BookingStatus, BookingType } from '@marketplace/shared/src/entities/booking.ts';
import type { Booking, CancellationPolicy } from '@marketplace/shared/src/answers/bookings.ts';
import { roomLabel } from '@marketplace/shared/src/rules/booking.ts';
import { effectiveStatus } from '@marketplace/shared/src/rules/bookingStatus.ts';
import type { Database } from '../db/index.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The policy a guest's cancellation of booking `b` is charged by: the one kept with the booking, or for
 * a stay booked before policies were kept with bookings (no expiry either), its advert's policy of today.
 * The cancel dialog quotes by it and the status change charges by it, so both read it here.
 */
export const EFFECTIVE_POLICY = sql<CancellationPolicy | null>`case
  when b.expires_at is null and b.booking_type = 'reserve' and b.property_id is not null then (
    select json_build_object('periodDays', pol.cancellation_period, 'ruleId', pol.cancellation_rule_id,
      'lateRuleId', pol.cancellation_late_rule_id, 'fee', pol.cancellation_fee::float8)
    from property_policies pol where pol.property_id = b.property_id
      and (pol.cancellation_rule_id is not null or pol.cancellation_late_rule_id is not null))
  else b.cancellation_policy::json end`;

/**
 * A booking as the API sends it to its guest and its host (the payment page, the thread's request card,
 * the add-review page): its effective status (accepted and ended reads completed, an unanswered request
 * past its time expired), its rooms by name, and what was paid and refunded.
 */
export async function loadBooking(db: Database, id: number, now = new Date()): Promise<Booking | null> {
  const row = await db
    .selectFrom('bookings as b')
    .leftJoin('properties as p', 'p.id', 'b.property_id')
    .leftJoin('services as s', 's.id', 'b.service_id')
    .selectAll('b')
    .select([
      sql<string | null>`coalesce(p.property_title, s.service_title)`.as('title'),
      sql<Date>`b.created_at`.as('created'),
      EFFECTIVE_POLICY.as('policy'),
      sql<Array<{ property_room_id: number; quantity: number; type: string }> | null>`(
        select json_agg(json_build_object('property_room_id', r.property_room_id, 'quantity', r.quantity, 'type', t.type) order by r.property_room_id)
        from booking_rooms r join property_rooms pr on pr.id = r.property_room_id join property_room_types t on t.id = pr.room_type_id
        where r.booking_id = b.id)`.as('rooms'),
      sql<string>`(select coalesce(sum(pay.amount), 0) from payments pay where pay.booking_id = b.id and pay.status = 'succeeded')`.as(
        'paid_amount',
      ),
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const start = new Date(row.date_start);
  const end = row.date_end ? new Date(row.date_end) : null;
  const expires = row.expires_at ? new Date(row.expires_at) : null;
  return {
    id: row.id,
    booking_type: row.booking_type as BookingType,
    status: effectiveStatus(row.status as BookingStatus, end, start, now, expires),
    property_id: row.property_id,
    service_id: row.service_id,
    user_id: row.user_id,
    host_id: row.host_id,
    date_start: start.toISOString(),
    date_end: iso(row.date_end),
    guests: row.guests,
    pets: row.pets,
    price: Number(row.price),
    amount_due: Number(row.amount_due),
    price_lines: row.price_lines,
    // What was booked, as it was booked (a room removed since is still named); the seed's bookings as their rooms are.
    rooms: (row.booked?.rooms ?? row.rooms ?? []).map((r) => ({
      property_room_id: r.property_room_id,
      quantity: r.quantity,
      name: roomLabel(r.type),
    })),
    service_user_address: row.service_user_address,
    service_user_postcode: row.service_user_postcode,
    service_user_job_description: row.service_user_job_description,
    title: row.title ?? row.booked?.title ?? null,
    paid_at: iso(row.paid_at),
    paid_amount: Number(row.paid_amount),
    refunded_amount: Number(row.refunded_amount),
    refunded_at: iso(row.refunded_at),
    expires_at: iso(row.expires_at),
    cancellation_policy: row.policy,
    cancellation_charge: row.cancellation_charge === null ? null : Number(row.cancellation_charge),
    status_note: row.status_note,
    instant_book: row.instant_book,
    chat_room_id: row.chat_room_id,
    payment_token: row.payment_token,
    created_at: new Date(row.created).toISOString(),
  };
}

/** A person's name as the other party reads it: their contact name, else their e-mail address. */
export async function nameAndEmail(db: Database, userId: number): Promise<{ name: string; email: string }> {
  const row = await db
    .selectFrom('users as u')
    .select(['u.email', sql<string | null>`(select c.name from contacts c where c.user_id = u.id order by c.id limit 1)`.as('name')])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { name: row.name ?? row.email, email: row.email };
}

/** The effective status in SQL, as shared's effectiveStatus: accepted and ended reads completed, pending past its time expired. */
export const EFFECTIVE_STATUS = sql<string>`case when b.status = 'accepted' and coalesce(b.date_end, b.date_start) <= now() then 'completed' when b.status = 'pending' and b.expires_at <= now() then 'expired' else b.status end`;
