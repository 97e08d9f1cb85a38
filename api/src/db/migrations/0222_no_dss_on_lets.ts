import { sql, type Kysely } from 'kysely';

/**
 * 'DSS Accepted' leaves lets: refusing tenants on benefits is unlawful in England under the Renters'
 * Rights Act 2025 (and a blanket 'No DSS' has been held indirect discrimination across Great Britain),
 * so no let says it any more, and no saved search asks for it: each such search keeps working without it
 * and says so once (`retired_filters`, read by the saved searches' page until it is shown).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update properties set is_dss_accepted = false where is_let and is_dss_accepted`.execute(db);
  await sql`alter table saved_searches add column retired_filters text[] not null default '{}'`.execute(db);
  await sql`
    update saved_searches
       set retired_filters = array['is_dss_accepted'],
           body = body - 'is_dss_accepted',
           required_filters = array_remove(required_filters, 'is_dss_accepted')
     where body ? 'is_dss_accepted'`.execute(db);
}
