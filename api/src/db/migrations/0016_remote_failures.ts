import { sql, type Kysely } from 'kysely';

/**
 * Release health: each remote load or render failure a browser reported, by remote and version. No
 * user, address or page is kept: a release manager needs counts per version, not who saw them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table remote_failures (
      id bigint generated always as identity primary key,
      remote text not null,
      version text not null,
      kind text not null check (kind in ('load', 'mount', 'render')),
      message text not null,
      reported_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index remote_failures_reported_at on remote_failures (reported_at)`.execute(db);
}
