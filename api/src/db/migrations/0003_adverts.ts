import { sql, type Kysely } from 'kysely';

/** Property adverts and everything an advert is made of (spec 000 §3, 002 §3.1-3.6). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table properties (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      contact_id integer references contacts(id) on delete set null,
      address_id integer not null references addresses(id),
      -- Copied from the address by trigger so the map and list searches read one table through one index.
      latitude double precision,
      longitude double precision,
      full_address text,
      property_category_id smallint not null references property_categories(id),
      property_type_id smallint references property_types(id),
      property_type_details_id smallint references property_type_details(id),
      property_rent_type_id smallint not null default 1 references property_rent_types(id),
      property_title text not null,
      property_description text not null default '',
      price numeric(14,2) not null default 0,
      date_start date,
      date_end date,
      tenants_guests smallint not null default 0,
      property_square_meter integer,
      epc_rating text check (epc_rating in ('A','B','C','D','E','F','G')),
      is_published boolean not null default true,
      is_sale boolean not null default false,
      is_let boolean not null default false,
      is_buy boolean not null default false,
      is_rent boolean not null default false,
      is_short_term boolean not null default false,
      is_room boolean not null default false,
      is_freehold boolean not null default true,
      is_cash boolean not null default false,
      is_auction boolean not null default false,
      is_coming_soon boolean not null default false,
      is_investment boolean not null default false,
      is_mixed_use boolean not null default false,
      is_accessible boolean not null default false,
      is_shared_ownership boolean not null default false,
      is_over_60s boolean not null default false,
      is_hmo boolean not null default false,
      is_furnished boolean not null default false,
      is_tenanted boolean not null default false,
      is_pet_friendly boolean not null default false,
      pet_friendly_paid boolean not null default false,
      pet_friendly_fee numeric(10,2),
      events_allowed boolean not null default false,
      is_dss_accepted boolean not null default false,
      is_holiday boolean not null default false,
      is_seashore boolean not null default false,
      is_waterfront boolean not null default false,
      -- Kept by triggers on property_images and property_rooms: the map draws thousands of pins per answer.
      cover_image text,
      room_prices json,
      -- Kept by a trigger on property_details: the counts a map pin shows.
      card_details json,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (is_sale or is_let or is_buy or is_rent)
    ) with (toast_tuple_target = 256)`.execute(db);
  // Descriptions live out of line: searches read narrow rows (about 30 per page instead of 8).
  await sql`alter table properties alter column property_description set storage external`.execute(db);

  await sql`
    create function properties_copy_location() returns trigger language plpgsql as $$
    begin
      select a.latitude, a.longitude, a.full_address into new.latitude, new.longitude, new.full_address from addresses a where a.id = new.address_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger properties_location before insert or update of address_id on properties
    for each row execute function properties_copy_location()`.execute(db);
  await sql`
    create function addresses_moved() returns trigger language plpgsql as $$
    begin
      update properties set latitude = new.latitude, longitude = new.longitude, full_address = new.full_address where address_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger addresses_moved after update of latitude, longitude, full_address on addresses
    for each row execute function addresses_moved()`.execute(db);

  // Searches: an area (box, drawn polygons or circle) through the point index, then filters; pages sorted by date or price.
  await sql`create index properties_point on properties using gist (point(longitude, latitude))`.execute(db);
  await sql`create index properties_created on properties (created_at desc, id desc) where is_published`.execute(db);
  await sql`create index properties_price on properties (price, id) where is_published`.execute(db);
  await sql`create index properties_user on properties (user_id)`.execute(db);
  await sql`create index properties_address on properties (address_id)`.execute(db);

  await sql`
    create table property_details (
      property_id integer primary key references properties(id) on delete cascade,
      single_room smallint not null default 0,
      double_room smallint not null default 0,
      twin_room smallint not null default 0,
      twin_double_room smallint not null default 0,
      triple_room smallint not null default 0,
      quadruple_room smallint not null default 0,
      family_room smallint not null default 0,
      studio_room smallint not null default 0,
      single_room_suite smallint not null default 0,
      double_room_suite smallint not null default 0,
      box_room smallint not null default 0,
      living_room smallint not null default 0,
      dining_room smallint not null default 0,
      bath_room smallint not null default 0,
      wc smallint not null default 0,
      downstairs_wc smallint not null default 0,
      kitchen smallint not null default 0,
      floors smallint not null default 1,
      parking_spaces smallint not null default 0,
      -- Bedrooms as the search's min_beds/max_beds count them.
      bedrooms smallint generated always as (
        single_room + double_room + twin_room + twin_double_room + triple_room + quadruple_room + family_room
        + single_room_suite + double_room_suite + box_room
      ) stored,
      shower boolean not null default false,
      bath boolean not null default false,
      sink boolean not null default false,
      oven boolean not null default false,
      fridge boolean not null default false,
      freezer boolean not null default false,
      microwave boolean not null default false,
      kettle boolean not null default false,
      toaster boolean not null default false,
      coffee boolean not null default false,
      front_garden boolean not null default false,
      rear_garden boolean not null default false,
      garden_terrace boolean not null default false,
      conservatory boolean not null default false,
      green_house boolean not null default false,
      shed boolean not null default false,
      driveway boolean not null default false,
      garage boolean not null default false,
      parking boolean not null default false,
      parking_paid boolean not null default false,
      parking_fee numeric(10,2),
      front_porch boolean not null default false,
      rear_porch boolean not null default false,
      attic boolean not null default false,
      basement boolean not null default false,
      balcony boolean not null default false,
      charging_station boolean not null default false,
      solar_panels boolean not null default false,
      easements boolean not null default false,
      stove boolean not null default false,
      room_service boolean not null default false,
      room_service_paid boolean not null default false,
      service_fee numeric(10,2),
      cleaning_service boolean not null default false,
      cleaning_service_paid boolean not null default false,
      cleaning_fee numeric(10,2),
      wifi boolean not null default false,
      wifi_paid boolean not null default false,
      breakfast boolean not null default false,
      breakfast_paid boolean not null default false,
      gym boolean not null default false,
      gym_paid boolean not null default false,
      cinema_room boolean not null default false,
      cinema_room_paid boolean not null default false,
      sauna boolean not null default false,
      sauna_paid boolean not null default false,
      hot_tub boolean not null default false,
      hot_tub_paid boolean not null default false,
      spa boolean not null default false,
      spa_paid boolean not null default false,
      inside_pool boolean not null default false,
      inside_pool_paid boolean not null default false,
      outside_pool boolean not null default false,
      outside_pool_paid boolean not null default false,
      bicycle boolean not null default false,
      bicycle_paid boolean not null default false,
      fire_rings boolean not null default false,
      fire_rings_paid boolean not null default false,
      bar boolean not null default false,
      restaurant boolean not null default false,
      h24_front_desk boolean not null default false,
      airport_shuttle boolean not null default false,
      smoking_rooms boolean not null default false,
      non_smoking_rooms boolean not null default false,
      air_conditioning boolean not null default false,
      security_cameras boolean not null default false,
      hammocks boolean not null default false
    )`.execute(db);

  await sql`
    create table investment_property_details (
      property_id integer primary key references properties(id) on delete cascade,
      roi numeric(8,2), roa numeric(8,2), yield numeric(8,2), share_percentage numeric(8,2),
      cash_flow numeric(14,2), maintenance_cost numeric(14,2),
      number_of_flats integer, number_of_blocks integer, number_of_units integer
    )`.execute(db);

  await sql`
    create table property_rooms (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      room_type_id smallint not null references property_room_types(id),
      quantity smallint not null default 1 check (quantity >= 1),
      guests smallint not null default 1,
      price numeric(12,2) not null,
      property_rent_type_id smallint not null references property_rent_types(id),
      discount boolean not null default false,
      discount_rate numeric(5,2),
      smoking_room boolean not null default false,
      pet_friendly_room boolean not null default false,
      -- A whole place (room type 8) lists its own rooms.
      single_rooms smallint not null default 0,
      double_rooms smallint not null default 0
    )`.execute(db);
  await sql`create index property_rooms_property on property_rooms (property_id)`.execute(db);
  await sql`create index property_rooms_type on property_rooms (room_type_id, property_id)`.execute(db);

  await sql`
    create table property_room_details (
      property_room_id integer primary key references property_rooms(id) on delete cascade,
      single_beds smallint not null default 0, double_beds smallint not null default 0,
      queen_beds smallint not null default 0, king_beds smallint not null default 0,
      zip_and_link_beds smallint not null default 0, water_beds smallint not null default 0,
      sofa_beds smallint not null default 0, bunk_beds smallint not null default 0,
      toddler_beds smallint not null default 0, cribs smallint not null default 0, hammocks smallint not null default 0,
      private_locked_room boolean not null default false,
      fridge boolean not null default false, freezer boolean not null default false, microwave boolean not null default false,
      kettle boolean not null default false, coffee boolean not null default false, toaster boolean not null default false,
      sink boolean not null default false, shower boolean not null default false, bath boolean not null default false,
      wc boolean not null default false, free_toiletries boolean not null default false, towels boolean not null default false,
      wifi boolean not null default false, tv boolean not null default false, work_desk boolean not null default false,
      air_conditioning boolean not null default false, fan boolean not null default false, heating boolean not null default false,
      mosquito_net boolean not null default false, board_games boolean not null default false, digital_games boolean not null default false,
      radio boolean not null default false, iron boolean not null default false, hairdryer boolean not null default false,
      slippers boolean not null default false, hangers boolean not null default false,
      balcony boolean not null default false, bay_view boolean not null default false, beach_view boolean not null default false,
      canal_view boolean not null default false, city_view boolean not null default false, courtyard_view boolean not null default false,
      desert_view boolean not null default false, garden_view boolean not null default false, sports_view boolean not null default false,
      harbour_view boolean not null default false, marina_view boolean not null default false, landmark_view boolean not null default false,
      mountain_view boolean not null default false, sea_view boolean not null default false, ocean_view boolean not null default false,
      pool_view boolean not null default false, resort_view boolean not null default false, park_view boolean not null default false,
      lake_view boolean not null default false, river_view boolean not null default false, valley_view boolean not null default false,
      wheelchair_accessible boolean not null default false, ground_floor boolean not null default false, elevator boolean not null default false
    )`.execute(db);

  await sql`
    create table property_images (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      file_path text not null,
      position smallint not null default 0
    )`.execute(db);
  await sql`create index property_images_property on property_images (property_id, position)`.execute(db);
  await sql`
    create table floorplan_images (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      file_path text not null,
      position smallint not null default 0
    )`.execute(db);
  await sql`create index floorplan_images_property on floorplan_images (property_id, position)`.execute(db);

  // Statement-level triggers with transition tables: one UPDATE per statement, so bulk inserts stay fast.
  await sql`
    create function properties_refresh_cover() returns trigger language plpgsql as $$
    begin
      update properties p set cover_image = c.file_path
      from (select x.property_id, (select i.file_path from property_images i where i.property_id = x.property_id order by i.position, i.id limit 1) as file_path
            from (select distinct property_id from changed) x) c
      where p.id = c.property_id and p.cover_image is distinct from c.file_path;
      return null;
    end $$`.execute(db);
  await sql`
    create function properties_refresh_room_prices() returns trigger language plpgsql as $$
    begin
      update properties p set room_prices = c.prices
      from (select x.property_id, (select json_agg(json_build_object('price', r.price, 'property_rent_type_id', r.property_rent_type_id) order by r.id)
              from property_rooms r where r.property_id = x.property_id) as prices
            from (select distinct property_id from changed) x) c
      -- Rows already holding the summary (a bulk seed writes it) are left alone: no dead tuples.
      where p.id = c.property_id and p.room_prices::jsonb is distinct from c.prices::jsonb;
      return null;
    end $$`.execute(db);
  await sql`
    create function properties_refresh_card_details() returns trigger language plpgsql as $$
    begin
      update properties p set card_details = c.summary
      from (select d.property_id, json_build_object('bedrooms', d.bedrooms, 'living_room', d.living_room, 'bath_room', d.bath_room,
              'downstairs_wc', d.downstairs_wc, 'parking', d.parking, 'parking_spaces', d.parking_spaces,
              'garden', d.front_garden or d.rear_garden or d.garden_terrace) as summary
            from property_details d where d.property_id in (select property_id from changed)) c
      where p.id = c.property_id and p.card_details::jsonb is distinct from c.summary::jsonb;
      return null;
    end $$`.execute(db);
  for (const event of ['insert', 'update'] as const) {
    await sql
      .raw(
        `create trigger property_details_${event}_summary after ${event} on property_details referencing new table as changed for each statement execute function properties_refresh_card_details()`,
      )
      .execute(db);
  }
  for (const [table, fn] of [
    ['property_images', 'properties_refresh_cover'],
    ['property_rooms', 'properties_refresh_room_prices'],
  ] as const) {
    for (const [event, transition] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_${event}_summary after ${event} on ${table} referencing ${transition} table as changed for each statement execute function ${fn}()`,
        )
        .execute(db);
    }
  }

  await sql`
    create table property_policies (
      property_id integer primary key references properties(id) on delete cascade,
      check_in_flexible boolean not null default false,
      check_in_from time, check_in_to time,
      check_out_flexible boolean not null default false,
      check_out_from time, check_out_to time,
      check_in_instructions_id smallint references instruction_types(id),
      check_out_instructions_id smallint references instruction_types(id),
      cancellation_period smallint,
      cancellation_rule_id smallint references cancellation_rules(id),
      cancellation_fee numeric(10,2),
      cancellation_late_rule_id smallint references cancellation_rules(id)
    )`.execute(db);

  await sql`
    create table property_discounts (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      discount_type_id smallint not null references discount_types(id),
      discount_term integer not null,
      discount_fee numeric(10,2) not null,
      discount_fee_type smallint not null check (discount_fee_type in (1, 2))
    )`.execute(db);
  await sql`create index property_discounts_property on property_discounts (property_id)`.execute(db);

  await sql`
    create table property_rules (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      rule text not null
    )`.execute(db);
  await sql`create index property_rules_property on property_rules (property_id)`.execute(db);

  // Bumped by every statement that changes what a search can match: search counts are cached per generation.
  await sql`create table search_generation (id boolean primary key default true check (id), n bigint not null)`.execute(db);
  await sql`insert into search_generation (n) values (0)`.execute(db);
  await sql`
    create function search_generation_bump() returns trigger language plpgsql as $$
    begin
      update search_generation set n = n + 1;
      return null;
    end $$`.execute(db);
  for (const table of ['properties', 'property_details', 'property_rooms']) {
    await sql
      .raw(
        `create trigger ${table}_search_generation after insert or update or delete on ${table} for each statement execute function search_generation_bump()`,
      )
      .execute(db);
  }
}
