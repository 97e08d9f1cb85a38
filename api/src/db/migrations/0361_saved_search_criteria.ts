import { sql, type Kysely } from 'kysely';

/**
 * A saved search's criteria as the chips its list shows ('To Let', 'Within 1 mile of Ancoats'), kept on
 * its row like its match count (issue 40: listing never reads the stored search). Written when it is
 * saved and by the count job (alerts/counts.ts); every row is counted again once, which fills it in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saved_searches add column criteria jsonb not null default '[]'::jsonb`.execute(db);
  await sql`update saved_searches set matches_counted_at = null`.execute(db);
}
