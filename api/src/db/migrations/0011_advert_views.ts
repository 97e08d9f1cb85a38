import { sql, type Kysely } from 'kysely';

/**
 * Advert views for the dashboard's statistics: one row per advert, visitor and day, so a visitor who
 * opens an advert again the same day is counted once. The visitor is a user id or a hash of the
 * address and browser of someone signed out; the owner's own visits are never written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table advert_views (
      property_id integer not null references properties(id) on delete cascade,
      day date not null,
      visitor text not null,
      primary key (property_id, day, visitor)
    )`.execute(db);
}
