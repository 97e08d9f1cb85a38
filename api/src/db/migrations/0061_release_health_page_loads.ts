import { sql, type Kysely } from 'kysely';

/**
 * Release health per page load (issues 26 and 31): each page load that used a remote version, so a
 * version's failures become a rate; and the page load a failure came from, so one page load counts at
 * most one failure of each remote. A page load is the random id of the token its /config.json carried:
 * nothing about the visitor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table remote_page_loads (
      page_load text not null,
      remote text not null,
      version text not null,
      loaded_at timestamptz not null default now(),
      primary key (page_load, remote)
    )`.execute(db);
  await sql`create index remote_page_loads_version on remote_page_loads (remote, version, loaded_at)`.execute(db);
  await sql`create index remote_page_loads_loaded_at on remote_page_loads (loaded_at)`.execute(db);
  await sql`alter table remote_failures add column page_load text`.execute(db);
  await sql`create unique index remote_failures_once_per_load on remote_failures (page_load, remote)`.execute(db);
  await sql`create index remote_failures_version on remote_failures (remote, version, reported_at)`.execute(db);
}
