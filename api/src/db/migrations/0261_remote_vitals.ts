import { sql, type Kysely } from 'kysely';

/**
 * Real users' Web Vitals per remote version (issue 41, item 2): each page load's LCP, INP and CLS, and
 * each remote's mount time, as the shell measured them and attributed them to the remotes on the page.
 * One sample per page load, remote and metric (a page that reports again replaces its own value, as a
 * metric grows while the page is open); the source is the token's, as for loads and failures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table remote_vitals (
      page_load text not null,
      remote text not null,
      version text not null,
      metric text not null check (metric in ('LCP', 'INP', 'CLS', 'mount')),
      value double precision not null check (value >= 0),
      source text not null,
      reported_at timestamptz not null default now(),
      primary key (page_load, remote, metric)
    )`.execute(db);
  await sql`create index remote_vitals_version on remote_vitals (remote, version, reported_at)`.execute(db);
  await sql`create index remote_vitals_reported_at on remote_vitals (reported_at)`.execute(db);
}
