import { sql, type Kysely } from 'kysely';

/**
 * Stays by dates and guests, instant book and calendar sync (issue 43 items 3, 5 and 6; issue 42 item 8):
 *
 * - `stay_guests`: how many guests an advert sleeps by the night (its nightly rooms' guests times their
 *   number, or what a place booked whole takes; null when it is let only by the hour), and `stay_fees`,
 *   its mandatory fees per stay: both kept by triggers, so a search by dates and the map's pins read them
 *   from the advert's row as they read its room prices.
 * - `is_instant_book`: guests book without waiting for the host; `instant_book_trusted_only` limits that
 *   to guests with a verified e-mail address and a completed stay. A booking remembers which kind it was.
 * - A stay's calendar feed (`stay_calendar_exports`: one secret token per advert) and the feeds it
 *   imports (`stay_calendar_feeds`), whose nights are calendar blocks of their own (`feed_id`).
 * - What a search by dates reads changes with bookings and blocks: their writes start a new search
 *   generation, as advert writes do, so no cached total or page is stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table properties
      add column is_instant_book boolean not null default false,
      add column instant_book_trusted_only boolean not null default false,
      add column stay_guests integer,
      add column stay_fees json`.execute(db);
  await sql`alter table bookings add column instant_book boolean not null default false`.execute(db);

  // A room below one guest has said none, and takes any party (shared's stayCapacity); a room or a
  // place let by the hour (rent type 2) has no nights.
  await sql`
    create function stay_guests_of(advert integer, detail integer, rent_type integer, tenants integer) returns integer
    language sql stable as $$
      select case
        when detail = 8 or not exists (select 1 from property_rooms r where r.property_id = advert) then
          case when coalesce(rent_type, 3) = 2 then null when tenants > 0 then tenants else 32767 end
        else (select case when count(*) > 0 then least(sum(case when r.guests >= 1 then r.guests * r.quantity else 32767 end), 32767)::int end
              from property_rooms r where r.property_id = advert and r.property_rent_type_id <> 2)
      end
    $$`.execute(db);
  await sql`
    create function properties_set_stay_guests() returns trigger language plpgsql as $$
    begin
      -- A row inserted with its value (the bulk seed writes it) keeps it.
      if tg_op = 'UPDATE' or new.stay_guests is null then
        new.stay_guests := stay_guests_of(new.id, new.property_type_details_id, new.property_rent_type_id, new.tenants_guests);
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger properties_stay_guests before insert or update of property_type_details_id, property_rent_type_id, tenants_guests
    on properties for each row execute function properties_set_stay_guests()`.execute(db);
  await sql`
    create function properties_refresh_stay_guests() returns trigger language plpgsql as $$
    begin
      update properties p set stay_guests = stay_guests_of(p.id, p.property_type_details_id, p.property_rent_type_id, p.tenants_guests)
      where p.id in (select distinct property_id from changed)
        and p.stay_guests is distinct from stay_guests_of(p.id, p.property_type_details_id, p.property_rent_type_id, p.tenants_guests);
      return null;
    end $$`.execute(db);
  for (const [event, transition] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql
      .raw(
        `create trigger property_rooms_${event}_stay_guests after ${event} on property_rooms referencing ${transition} table as changed for each statement execute function properties_refresh_stay_guests()`,
      )
      .execute(db);
  }

  await sql`
    create function properties_refresh_stay_fees() returns trigger language plpgsql as $$
    begin
      update properties p set stay_fees = c.fees
      from (select d.property_id, case when coalesce(d.cleaning_fee, 0) > 0 or coalesce(d.service_fee, 0) > 0
              then json_build_object('cleaning_fee', nullif(d.cleaning_fee, 0), 'service_fee', nullif(d.service_fee, 0)) end as fees
            from property_details d where d.property_id in (select property_id from changed)) c
      where p.id = c.property_id and p.stay_fees::jsonb is distinct from c.fees::jsonb;
      return null;
    end $$`.execute(db);
  for (const event of ['insert', 'update'] as const) {
    await sql
      .raw(
        `create trigger property_details_${event}_stay_fees after ${event} on property_details referencing new table as changed for each statement execute function properties_refresh_stay_fees()`,
      )
      .execute(db);
  }
  await sql`update properties p set stay_guests = stay_guests_of(p.id, p.property_type_details_id, p.property_rent_type_id, p.tenants_guests)`.execute(
    db,
  );
  await sql`
    update properties p set stay_fees = json_build_object('cleaning_fee', nullif(d.cleaning_fee, 0), 'service_fee', nullif(d.service_fee, 0))
    from property_details d where d.property_id = p.id and (coalesce(d.cleaning_fee, 0) > 0 or coalesce(d.service_fee, 0) > 0)`.execute(db);

  // A search by dates looks up the stays taken or closed on those nights once, as a set.
  await sql`
    create index bookings_stays_held on bookings (date_end) include (property_id, date_start)
    where booking_type = 'reserve' and status in ('pending', 'accepted')`.execute(db);
  await sql`create index booking_calendar_blocks_closed_days on booking_calendar_blocks (day) include (property_id) where hours is null`.execute(
    db,
  );
  for (const [event, row] of [
    ['insert', 'new'],
    ['update of status, date_start, date_end', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql
      .raw(
        `create trigger bookings_${event.split(' ')[0]}_search_generation after ${event} on bookings for each row when (${row}.booking_type = 'reserve') execute function search_generation_bump()`,
      )
      .execute(db);
  }
  await sql`
    create trigger booking_calendar_blocks_search_generation after insert or update or delete on booking_calendar_blocks
    for each statement execute function search_generation_bump()`.execute(db);

  await sql`
    create table stay_calendar_exports (
      property_id integer primary key references properties(id) on delete cascade,
      token text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table stay_calendar_feeds (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      name text not null,
      url text not null,
      created_at timestamptz not null default now(),
      checked_at timestamptz,
      refreshed_at timestamptz,
      error text,
      failures smallint not null default 0,
      nights integer not null default 0,
      unique (property_id, url)
    )`.execute(db);
  await sql`create index stay_calendar_feeds_due on stay_calendar_feeds (checked_at nulls first)`.execute(db);
  await sql`alter table booking_calendar_blocks add column feed_id integer references stay_calendar_feeds(id) on delete cascade`.execute(
    db,
  );
  await sql`create index booking_calendar_blocks_feed on booking_calendar_blocks (feed_id) where feed_id is not null`.execute(db);
}
