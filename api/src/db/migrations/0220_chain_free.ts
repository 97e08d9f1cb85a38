import { sql, type Kysely } from 'kysely';

/** 'Chain Free': a home for sale whose seller is buying nothing onward (a search filter of sales, shown on the advert page). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table properties add column is_chain_free boolean not null default false`.execute(db);
}
