import { sql, type Kysely } from 'kysely';

/**
 * Roles on users: `release_manager` may use the release console (roll back, promote, set or abort a
 * canary). A list, so further roles need no new column; the check names the roles that exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column roles text[] not null default '{}'`.execute(db);
  await sql`alter table users add constraint users_roles_known check (roles <@ array['release_manager']::text[])`.execute(db);
}
