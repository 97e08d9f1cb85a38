import { sql, type Kysely } from 'kysely';

/**
 * 'No known flood risk', a search filter: an advert whose Part C says it has not flooded in the last five
 * years. Kept by the database from the advert's own answer, so no write can let the two disagree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table properties add column no_flood_risk boolean not null generated always as (coalesce(flooded_recently = 'no', false)) stored`.execute(
    db,
  );
}
