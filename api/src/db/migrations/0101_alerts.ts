import { sql, type Kysely } from 'kysely';

/**
 * Alerts of saved searches (issue 29).
 * - alert_matches: what a saved search's person has been, or is to be, told about: once per advert
 *   when it is new (published or back on the market), once per lower price when it is reduced. A row
 *   with no sent_at waits for the search's daily or weekly digest.
 * - saved_searches' prefilter: the area box, the sides (sale, let, buy, rent), a sale search's price
 *   bounds and the fewest bedrooms, so a search that cannot match an advert is not tried against it
 *   (no box: a search by place name). Matching itself is always the search's own WHERE clause.
 * - outbox.headers: a mail's own headers (List-Unsubscribe of RFC 8058).
 * - job_runs: one runner of a scheduled job across every API process, by a lease in the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table alert_matches (
      id serial primary key,
      saved_search_id integer not null references saved_searches(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      kind text not null check (kind in ('new', 'reduced')),
      price numeric(14, 2),
      old_price numeric(14, 2),
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create unique index alert_matches_once on alert_matches(saved_search_id, property_id, kind, coalesce(price, -1))`.execute(db);
  await sql`create index alert_matches_waiting on alert_matches(saved_search_id) where sent_at is null`.execute(db);
  await sql`create index alert_matches_property on alert_matches(property_id)`.execute(db);

  await sql`alter table saved_searches add column min_lng float8, add column min_lat float8, add column max_lng float8, add column max_lat float8,
    add column for_sale boolean not null default true, add column for_let boolean not null default true,
    add column for_buy boolean not null default true, add column for_rent boolean not null default true,
    add column sale_min_price numeric(14, 2), add column sale_max_price numeric(14, 2), add column min_beds integer`.execute(db);
  await sql`create index saved_searches_alerting on saved_searches(frequency) where frequency <> 'off' and not paused`.execute(db);

  await sql`alter table outbox add column headers jsonb not null default '{}'`.execute(db);

  await sql`
    create table job_runs (
      name text primary key,
      holder text,
      locked_until timestamptz not null default '-infinity',
      last_run_at timestamptz
    )`.execute(db);
}
