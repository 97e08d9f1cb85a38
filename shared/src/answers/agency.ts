import { z } from 'zod';
import { CMP_SCHEMES, REDRESS_SCHEMES, type CmpScheme, type RedressScheme } from '../entities/agency';

/** A letting agent's profile (shared's entities/agency.ts): the settings page edits it, an agency's let shows it. */
export const AgencyAnswer = z.strictObject({
  is_letting_agent: z.boolean(),
  fees_url: z.string().nullable(),
  fees_text: z.string().nullable(),
  cmp_scheme: z.enum(Object.keys(CMP_SCHEMES) as [CmpScheme, ...CmpScheme[]]).nullable(),
  cmp_member_no: z.string().nullable(),
  redress_scheme: z.enum(Object.keys(REDRESS_SCHEMES) as [RedressScheme, ...RedressScheme[]]).nullable(),
  redress_member_no: z.string().nullable(),
});
