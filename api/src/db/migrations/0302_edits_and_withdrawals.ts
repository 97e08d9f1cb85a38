import { sql, type Kysely } from 'kysely';

/**
 * No edit lost or orphaned (issue 40). Every edited record carries a version that a save must name:
 * an advert (its rooms, details and contact are saved with it), a service, a person's own contact
 * (their profile) and which contact items their adverts show (`users.settings_version`). A room with
 * bookings not yet finished is withdrawn (no longer offered) rather than deleted; and a booking keeps
 * what was booked (`booked`: the title, and each room's type, quantity and price), so removing a room
 * later takes nothing from the bookings that held it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['properties', 'services', 'contacts']) {
    await sql`alter table ${sql.table(table)} add column version integer not null default 1`.execute(db);
  }
  await sql`alter table users add column settings_version integer not null default 1`.execute(db);
  await sql`alter table property_rooms add column withdrawn_at timestamptz`.execute(db);
  await sql`alter table bookings add column booked jsonb`.execute(db);
  await sql`
    update bookings b set booked = jsonb_build_object(
      'title', coalesce(p.property_title, s.service_title),
      'rooms', coalesce((
        select jsonb_agg(jsonb_build_object('property_room_id', r.property_room_id, 'quantity', r.quantity, 'type', t.type,
          'price', pr.price, 'property_rent_type_id', pr.property_rent_type_id) order by r.property_room_id)
        from booking_rooms r join property_rooms pr on pr.id = r.property_room_id join property_room_types t on t.id = pr.room_type_id
        where r.booking_id = b.id), '[]'::jsonb))
    from bookings x
    left join properties p on p.id = x.property_id
    left join services s on s.id = x.service_id
    where x.id = b.id`.execute(db);
  // A withdrawn room is no longer among an advert's prices (what its cards and the map price it by).
  await sql`
    create or replace function properties_refresh_room_prices() returns trigger language plpgsql as $$
    begin
      update properties p set room_prices = c.prices
      from (select x.property_id, (select json_agg(json_build_object('price', r.price, 'property_rent_type_id', r.property_rent_type_id) order by r.id)
              from property_rooms r where r.property_id = x.property_id and r.withdrawn_at is null) as prices
            from (select distinct property_id from changed) x) c
      -- Rows already holding the summary (a bulk seed writes it) are left alone: no dead tuples.
      where p.id = c.property_id and p.room_prices::jsonb is distinct from c.prices::jsonb;
      return null;
    end $$`.execute(db);
}
