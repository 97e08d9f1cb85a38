import { sql, type Kysely } from 'kysely';

/**
 * Stored JSON carries the version of its shape (issue 39), as tldraw's records carry their schema: a saved
 * search's body and a draft's data. Rows written before are version 0 and are migrated when read
 * (api/src/common/versioned.ts); every write stores the current version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saved_searches add column body_version integer not null default 0`.execute(db);
  await sql`alter table drafts add column data_version integer not null default 0`.execute(db);
}
