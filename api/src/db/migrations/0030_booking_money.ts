import { sql, type Kysely } from 'kysely';

/**
 * A booking's life in the conversation and its money (issues 25.3, 26.3): requests expire unanswered;
 * a stay keeps the cancellation policy it was booked under, the note its host or guest gave with a
 * decline or cancel, and the conversation holding it; messages point at the booking they are about;
 * refunds are one per payment, under a unique idempotency key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bookings drop constraint bookings_status_check`.execute(db);
  await sql`
    alter table bookings
      add constraint bookings_status_check check (status in ('pending', 'accepted', 'declined', 'cancelled', 'expired', 'completed')),
      add column expires_at timestamptz,
      add column cancellation_policy jsonb,
      add column status_note text check (char_length(status_note) <= 1000),
      add column chat_room_id integer references chat_rooms(id) on delete set null,
      add column refunded_amount numeric(12,2) not null default 0,
      add column refunded_at timestamptz`.execute(db);
  // The sweep finds requests due to expire without reading every booking.
  await sql`create index bookings_expiring on bookings (expires_at) where status = 'pending'`.execute(db);

  await sql`alter table messages add column booking_id integer references bookings(id) on delete set null`.execute(db);
  await sql`create index messages_booking on messages (booking_id) where booking_id is not null`.execute(db);

  await sql`
    create table refunds (
      id serial primary key,
      booking_id integer not null references bookings(id) on delete cascade,
      payment_id integer not null references payments(id) on delete cascade,
      amount numeric(12,2) not null check (amount > 0),
      currency text not null default 'gbp',
      provider text not null,
      provider_ref text,
      idempotency_key text not null unique,
      status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
      failure text,
      created_at timestamptz not null default now(),
      refunded_at timestamptz
    )`.execute(db);
  await sql`create index refunds_booking on refunds (booking_id)`.execute(db);
}
