import { sql, type Kysely } from 'kysely';

/**
 * Form drafts (spec 001 §3 Draft): a user's saved copies of a form, by form type, each with a title.
 * Reviews written once: one host, guest or service review per booking, and one neighbourhood review per
 * person and address (seeded reviews predate the address link and keep it empty).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table drafts (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      type text not null check (char_length(type) between 1 and 100),
      title text not null check (char_length(title) between 1 and 100),
      data jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index drafts_owner on drafts (user_id, type, updated_at desc)`.execute(db);

  await sql`create unique index host_reviews_once on host_reviews (booking_id)`.execute(db);
  await sql`create unique index guest_reviews_once on guest_reviews (booking_id)`.execute(db);
  await sql`create unique index service_reviews_once on service_reviews (booking_id)`.execute(db);
  await sql`alter table neighbourhood_reviews add column address_id integer references addresses(id) on delete set null`.execute(db);
  await sql`create unique index neighbourhood_reviews_once on neighbourhood_reviews (user_id, address_id) where address_id is not null`.execute(
    db,
  );
}
