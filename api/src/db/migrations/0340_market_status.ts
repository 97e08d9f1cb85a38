import { sql, type Kysely } from 'kysely';

/**
 * Where a home for sale or a long let stands in its market (shared's MARKET_STATUSES): on the market,
 * under offer, sold STC, sold, let agreed or let, and the day it took effect (none while available).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table properties
      add column market_status text not null default 'available'
        check (market_status in ('available', 'under_offer', 'sold_stc', 'sold', 'let_agreed', 'let')),
      add column market_status_on date,
      add check ((market_status = 'available') = (market_status_on is null))`.execute(db);
}
