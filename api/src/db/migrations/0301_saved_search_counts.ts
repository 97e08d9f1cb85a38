import { sql, type Kysely } from 'kysely';

/**
 * A saved search's match count is kept on its row (issue 40): the alert job counts it (alerts/counts.ts)
 * at most every few minutes, and listing a person's saved searches only reads it. `matches` is null
 * until the first count; `matches_generation` is the search generation it was counted at, so a search
 * is counted again only once adverts changed (or its time windows moved on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table saved_searches
      add column matches integer,
      add column matches_counted_at timestamptz,
      add column matches_generation bigint`.execute(db);
  await sql`create index saved_searches_counted on saved_searches (matches_counted_at nulls first, id)`.execute(db);
}
