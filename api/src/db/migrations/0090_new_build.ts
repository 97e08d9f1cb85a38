import { sql, type Kysely } from 'kysely';

/** 'New Build': a newly built home, never lived in (a search filter, shown on the advert page). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table properties add column is_new_build boolean not null default false`.execute(db);
}
