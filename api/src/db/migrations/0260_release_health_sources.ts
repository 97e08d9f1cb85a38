import { sql, type Kysely } from 'kysely';

/**
 * Where each page load came from (issue 41, item 1): the source its token names, a keyed hash of the
 * visitor's network made by the web origin (release/pageLoad.mjs), never the address. The canary analysis
 * weighs each source's page loads and needs failures from several sources before it judges. Reports made
 * before it have no source ('').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table remote_page_loads add column source text not null default ''`.execute(db);
  await sql`alter table remote_failures add column source text not null default ''`.execute(db);
}
