import { sql, type Kysely } from 'kysely';

/**
 * What adverts saved searches are still to hear of (issue 29): a publish, a return to the market or a
 * price fall queues a row with the change itself, and the alert job (one runner across processes, a
 * lease in job_runs) matches and tells, then deletes the row, so the advertiser's request never waits
 * for matching and nothing is lost when a process stops halfway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table alert_queue (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      kind text not null check (kind in ('new', 'reduced')),
      price numeric(14, 2),
      old_price numeric(14, 2),
      queued_at timestamptz not null default now()
    )`.execute(db);
}
