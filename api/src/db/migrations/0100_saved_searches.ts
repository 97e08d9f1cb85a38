import { sql, type Kysely } from 'kysely';

/**
 * Saved searches (issue 29): the search body as api/properties-list takes it (so matching runs the
 * search's own rules), the results page's query that restores it, and its alert frequency. Alerts are
 * asked for: nothing here defaults to sending mail. `alerts_changed_at` dates the person's last choice,
 * so an unsubscribe link from an older mail cannot undo a later one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_searches (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      name text not null,
      body jsonb not null,
      query text not null default '',
      frequency text not null check (frequency in ('instant', 'daily', 'weekly', 'off')),
      paused boolean not null default false,
      alerts_changed_at timestamptz not null default now(),
      last_alert_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index saved_searches_user on saved_searches(user_id, id)`.execute(db);
}
