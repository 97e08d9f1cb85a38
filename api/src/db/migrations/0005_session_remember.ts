import { sql, type Kysely } from 'kysely';

/**
 * Whether the person ticked "remember me": their cookies then outlive the browser (Max-Age of the
 * session lifetime); otherwise they are browser-session cookies. The server-side inactivity limit is
 * the same for both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column remember boolean not null default false`.execute(db);
  await sql`create index sessions_user_id on sessions(user_id)`.execute(db);
}
