import { sql, type Kysely } from 'kysely';

/**
 * 'DSS Accepted' leaves lets: refusing tenants on benefits is unlawful in England under the Renters'
 * Rights Act 2025 (and a blanket 'No DSS' has been held indirect discrimination across Great Britain),
 * so no let says it any more and no saved search asks for it. A saved search keeps the address it was
 * saved from: opened again, the results page says once that the filter is gone (shared's RETIRED_FILTERS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update properties set is_dss_accepted = false where is_let and is_dss_accepted`.execute(db);
  await sql`
    update saved_searches
       set body = body - 'is_dss_accepted',
           required_filters = array_remove(required_filters, 'is_dss_accepted')
     where body ? 'is_dss_accepted'`.execute(db);
}
