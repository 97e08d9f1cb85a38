import { NOT_A_LETTING_AGENT, type AgencyDetails, type CmpScheme, type RedressScheme } from '@marketplace/shared/src/entities/agency.ts';
import type { Database } from '../db/index.ts';

/** A person's letting agency details (Consumer Rights Act 2015 s83) and their version; a person without a row is not an agent. */
export async function agencyOf(db: Database, userId: number): Promise<{ agency: AgencyDetails; version: number }> {
  const row = await db.selectFrom('agency_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { agency: NOT_A_LETTING_AGENT, version: 1 };
  return {
    agency: {
      is_letting_agent: row.is_letting_agent,
      fees_url: row.fees_url,
      fees_text: row.fees_text,
      // The API alone writes these, from shared's lists.
      cmp_scheme: row.cmp_scheme as CmpScheme | null,
      cmp_member_no: row.cmp_member_no,
      redress_scheme: row.redress_scheme as RedressScheme | null,
      redress_member_no: row.redress_member_no,
    },
    version: row.version,
  };
}
