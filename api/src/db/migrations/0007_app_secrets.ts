import { sql, type Kysely } from 'kysely';

/**
 * Secrets the API makes for itself on first start when none is configured (the realtime signing
 * secret): kept with the data, so every API process over one database signs alike and a restart
 * does not sign everyone's channels out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
