import { sql, type Kysely } from 'kysely';

/**
 * Booking requests (spec 001 §2-§9): what a booking is for, the rooms it holds, its price as the
 * server computed it and its payment link; hosts' closed days and hours; payments; notifications in
 * Laravel's shape.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings
      add column booking_type text check (booking_type in ('view', 'reserve', 'appoint')),
      add column pets smallint not null default 0,
      add column service_user_address text,
      add column service_user_postcode text,
      add column service_user_job_description text,
      add column price_lines jsonb not null default '[]',
      add column amount_due numeric(12,2) not null default 0,
      add column payment_token text unique,
      add column paid_at timestamptz,
      add column cancelled_by integer references users(id) on delete set null,
      add column cancellation_charge numeric(12,2),
      add column status_changed_at timestamptz`.execute(db);
  // The seed's bookings are stays and service jobs.
  await sql`update bookings set booking_type = case when property_id is null then 'appoint' else 'reserve' end`.execute(db);
  await sql`alter table bookings alter column booking_type set not null`.execute(db);

  await sql`
    create table booking_rooms (
      booking_id integer not null references bookings(id) on delete cascade,
      property_room_id integer not null references property_rooms(id) on delete cascade,
      quantity smallint not null check (quantity >= 1),
      primary key (booking_id, property_room_id)
    )`.execute(db);
  await sql`create index booking_rooms_room on booking_rooms (property_room_id)`.execute(db);

  // A host's closed days (hours null) and closed hours of a day, per advert or service.
  await sql`
    create table booking_calendar_blocks (
      id serial primary key,
      property_id integer references properties(id) on delete cascade,
      service_id integer references services(id) on delete cascade,
      day date not null,
      hours smallint[],
      check ((property_id is null) <> (service_id is null))
    )`.execute(db);
  await sql`create index booking_calendar_blocks_property on booking_calendar_blocks (property_id, day)`.execute(db);
  await sql`create index booking_calendar_blocks_service on booking_calendar_blocks (service_id, day)`.execute(db);

  await sql`
    create table payments (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      booking_id integer references bookings(id) on delete set null,
      kind text not null check (kind in ('booking', 'donation')),
      amount numeric(12,2) not null check (amount > 0),
      currency text not null default 'gbp',
      provider text not null,
      provider_ref text,
      status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
      created_at timestamptz not null default now(),
      paid_at timestamptz
    )`.execute(db);
  await sql`create index payments_booking on payments (booking_id)`.execute(db);
  await sql`create unique index payments_provider_ref on payments (provider, provider_ref) where provider_ref is not null`.execute(db);

  await sql`
    create table notifications (
      id uuid primary key,
      type text not null,
      notifiable_id integer not null references users(id) on delete cascade,
      data jsonb not null,
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notifications_user on notifications (notifiable_id, created_at desc)`.execute(db);
}
