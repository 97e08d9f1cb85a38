import { sql, type Kysely } from 'kysely';

/**
 * Per-account rate limits (http/rate-limit.ts): one row per counted action under its key
 * ("messages:12"), kept only for the length of its window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_hits (
      id bigint generated always as identity primary key,
      key text not null,
      hit_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index rate_limit_hits_key on rate_limit_hits (key, hit_at)`.execute(db);
}
