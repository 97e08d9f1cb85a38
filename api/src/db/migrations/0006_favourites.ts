import { sql, type Kysely } from 'kysely';

/** Adverts a user keeps as favourites (spec 001 §7, 002 §3.8): one row per user and advert. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table favourites (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (user_id, property_id)
    )`.execute(db);
  // The unique index leads with user_id (the list); this one serves the cascade when an advert is deleted.
  await sql`create index favourites_property_id on favourites(property_id)`.execute(db);
}
