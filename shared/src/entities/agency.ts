/**
 * A letting agency's statutory details (Consumer Rights Act 2015 s83; the Client Money Protection Schemes
 * for Property Agents regulations 2019; the redress schemes order 2014), held once on the agency's profile
 * and shown on each of its lets. Each field is a column of `agency_profiles` named as its key; what may be
 * saved and what publishing a let needs is rules/agency.ts.
 */

/** The client money protection schemes the government has approved for property agents. */
export const CMP_SCHEMES = {
  client_money_protect: 'Client Money Protect',
  hamilton_fraser: 'Hamilton Fraser Client Money Protection',
  money_shield: 'Money Shield',
  propertymark: 'Propertymark Client Money Protection',
  rics: 'RICS Client Money Protection',
  safeagent: 'Safeagent',
  ukala: 'UKALA Client Money Protection',
} as const;
export type CmpScheme = keyof typeof CMP_SCHEMES;

/** The redress schemes a letting agent in England must belong to (Wales asks the same through its licence). */
export const REDRESS_SCHEMES = {
  property_ombudsman: 'The Property Ombudsman',
  property_redress_scheme: 'Property Redress Scheme',
} as const;
export type RedressScheme = keyof typeof REDRESS_SCHEMES;

/** Each field with its label (the form's and the messages') and the most characters it may hold. */
export const AGENCY_FIELDS = {
  fees_url: { label: 'Fees page', max: 500 },
  fees_text: { label: 'Fees', max: 2000 },
  cmp_scheme: { label: 'Client money protection scheme', max: 40 },
  cmp_member_no: { label: 'Client money protection membership number', max: 40 },
  redress_scheme: { label: 'Redress scheme', max: 40 },
  redress_member_no: { label: 'Redress scheme membership number', max: 40 },
} as const;
export type AgencyField = keyof typeof AGENCY_FIELDS;
export const AGENCY_FIELD_NAMES = Object.keys(AGENCY_FIELDS) as AgencyField[];

/** An agency's profile as saved and sent: whether the person lets homes as an agent, and the details. */
export interface AgencyDetails {
  is_letting_agent: boolean;
  fees_url: string | null;
  fees_text: string | null;
  cmp_scheme: CmpScheme | null;
  cmp_member_no: string | null;
  redress_scheme: RedressScheme | null;
  redress_member_no: string | null;
}

/** A person who does not let as an agent (the profile before anything is saved). */
export const NOT_A_LETTING_AGENT: AgencyDetails = {
  is_letting_agent: false,
  fees_url: null,
  fees_text: null,
  cmp_scheme: null,
  cmp_member_no: null,
  redress_scheme: null,
  redress_member_no: null,
};
