import { sql, type Kysely } from 'kysely';

/** Service adverts, the bookings reviews hang on, the four kinds of review, and reports. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table services (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      contact_id integer references contacts(id) on delete set null,
      address_id integer not null references addresses(id),
      latitude double precision,
      longitude double precision,
      full_address text,
      service_type_occupation_id smallint not null references service_occupation_types(id),
      service_payment_type_id smallint not null references service_payment_types(id),
      service_title text not null,
      service_description text not null default '',
      price numeric(12,2) not null default 0,
      working_hours_from time,
      working_hours_to time,
      is_published boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The same copy of the address's position as adverts (function from migration 0003).
  await sql`
    create trigger services_location before insert or update of address_id on services
    for each row execute function properties_copy_location()`.execute(db);
  await sql`
    create or replace function addresses_moved() returns trigger language plpgsql as $$
    begin
      update properties set latitude = new.latitude, longitude = new.longitude, full_address = new.full_address where address_id = new.id;
      update services set latitude = new.latitude, longitude = new.longitude, full_address = new.full_address where address_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`create index services_point on services using gist (point(longitude, latitude)) where is_published`.execute(db);
  await sql`create index services_user on services (user_id, service_type_occupation_id)`.execute(db);
  await sql`create index services_created on services (created_at desc, id desc) where is_published`.execute(db);

  await sql`
    create table bookings (
      id serial primary key,
      property_id integer references properties(id) on delete cascade,
      service_id integer references services(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      host_id integer not null references users(id) on delete cascade,
      date_start timestamptz not null,
      date_end timestamptz,
      guests smallint not null default 1,
      price numeric(12,2) not null default 0,
      status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled', 'completed')),
      created_at timestamptz not null default now(),
      check ((property_id is null) <> (service_id is null))
    )`.execute(db);
  await sql`create index bookings_property on bookings (property_id, date_start)`.execute(db);
  await sql`create index bookings_service on bookings (service_id, date_start)`.execute(db);
  await sql`create index bookings_user on bookings (user_id)`.execute(db);
  await sql`create index bookings_host on bookings (host_id)`.execute(db);

  const score = (name: string) => sql.raw(`${name} numeric(2,1) not null check (${name} between 0 and 5)`);
  await sql`
    create table host_reviews (
      id serial primary key,
      booking_id integer not null references bookings(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      host_id integer not null references users(id) on delete cascade,
      ${score('review_communication')}, ${score('review_cleanliness')}, ${score('review_location')}, ${score('review_value')},
      review_text text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index host_reviews_host on host_reviews (host_id, created_at desc)`.execute(db);
  await sql`create index host_reviews_property on host_reviews (property_id)`.execute(db);

  await sql`
    create table guest_reviews (
      id serial primary key,
      booking_id integer not null references bookings(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      guest_id integer not null references users(id) on delete cascade,
      ${score('review_star')},
      review_text text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index guest_reviews_guest on guest_reviews (guest_id, created_at desc)`.execute(db);

  await sql`
    create table service_reviews (
      id serial primary key,
      booking_id integer not null references bookings(id) on delete cascade,
      service_id integer not null references services(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      ${score('review_communication')}, ${score('review_professionalism')}, ${score('review_value')},
      review_text text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index service_reviews_service on service_reviews (service_id, created_at desc)`.execute(db);

  await sql`
    create table neighbourhood_reviews (
      id serial primary key,
      user_id integer references users(id) on delete set null,
      property_id integer references properties(id) on delete set null,
      address text not null,
      latitude double precision not null,
      longitude double precision not null,
      ${score('review_amenities')}, ${score('review_crime')}, ${score('review_community')}, ${score('review_location')},
      review_text text,
      created_at timestamptz not null default now()
    )`.execute(db);
  // Radius searches (earthdistance): a cube box through this index, then the exact great-circle distance.
  await sql`create index neighbourhood_reviews_earth on neighbourhood_reviews using gist (ll_to_earth(latitude, longitude))`.execute(db);

  await sql`
    create table reports (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      reportable_type text not null check (reportable_type in ('Property', 'Service')),
      reportable_id integer not null,
      report_type text not null check (report_type in ('Spam', 'Scam', 'Abuse', 'Raise Issue')),
      issue_option text,
      issue_message text,
      booking_id integer references bookings(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index reports_reportable on reports (reportable_type, reportable_id)`.execute(db);
  await sql`create unique index reports_once on reports (user_id, reportable_type, reportable_id, report_type) where report_type <> 'Raise Issue'`.execute(
    db,
  );
}
