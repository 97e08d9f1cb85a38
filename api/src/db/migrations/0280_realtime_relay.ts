import { sql, type Kysely } from 'kysely';

/**
 * Realtime events relayed between API processes and nodes over PostgreSQL's NOTIFY (realtime/relay.ts)
 * that are too large for a notification's 8000 bytes: the event is kept here a few minutes and the
 * notification carries its id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table realtime_relay (
      id bigint generated always as identity primary key,
      payload text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index realtime_relay_created_at on realtime_relay (created_at)`.execute(db);
}
