import { AGENCY_FIELDS, CMP_SCHEMES, REDRESS_SCHEMES, type AgencyDetails, type AgencyField } from '../entities/agency';

export const AGENCY_MESSAGES = {
  tooLong: (field: AgencyField) =>
    `The ${AGENCY_FIELDS[field].label.toLowerCase()} may not be greater than ${AGENCY_FIELDS[field].max} characters.`,
  https: 'The fees page must be a web address starting with https://.',
  scheme: (field: 'cmp_scheme' | 'redress_scheme') => `The selected ${AGENCY_FIELDS[field].label.toLowerCase()} is invalid.`,
  memberNo: (field: 'cmp_member_no' | 'redress_member_no') => `The ${AGENCY_FIELDS[field].label.toLowerCase()} is required with a scheme.`,
  memberNoFormat: (field: 'cmp_member_no' | 'redress_member_no') =>
    `The ${AGENCY_FIELDS[field].label.toLowerCase()} may hold letters, digits, spaces, hyphens and slashes only.`,
  schemeForNo: (field: 'cmp_scheme' | 'redress_scheme') => `Choose the ${AGENCY_FIELDS[field].label.toLowerCase()} this number belongs to.`,
  // What publishing a let says is missing from the agency's profile.
  missingFees:
    'Your agency’s fees are missing: add a link to your fees page or the fees themselves to your profile before publishing a let.',
  missingCmp: 'Your agency’s client money protection scheme is missing: add it to your profile before publishing a let.',
  missingRedress: 'Your agency’s redress scheme is missing: add it to your profile before publishing a let.',
} as const;

const MEMBER_NO = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;

/** Text as the profile keeps it: trimmed, and empty as null. */
export const agencyText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * What is wrong with an agency's details as typed (the form's checks and the API's 422), each under its
 * field. A profile may be saved incomplete; publishing a let asks what agencyLetProblems names.
 */
export function agencyDetailsProblems(d: Partial<Record<AgencyField, unknown>>): Partial<Record<AgencyField, string>> {
  const problems: Partial<Record<AgencyField, string>> = {};
  for (const field of Object.keys(AGENCY_FIELDS) as AgencyField[]) {
    const value = agencyText(d[field]);
    if (value !== null && value.length > AGENCY_FIELDS[field].max) problems[field] = AGENCY_MESSAGES.tooLong(field);
  }
  const url = agencyText(d.fees_url);
  if (url !== null && !problems.fees_url && !isHttps(url)) problems.fees_url = AGENCY_MESSAGES.https;
  const pairs = [
    ['cmp_scheme', 'cmp_member_no', CMP_SCHEMES],
    ['redress_scheme', 'redress_member_no', REDRESS_SCHEMES],
  ] as const;
  for (const [schemeField, numberField, schemes] of pairs) {
    const scheme = agencyText(d[schemeField]);
    const number = agencyText(d[numberField]);
    if (scheme !== null && !Object.hasOwn(schemes, scheme)) problems[schemeField] = AGENCY_MESSAGES.scheme(schemeField);
    else if (scheme !== null && number === null) problems[numberField] = AGENCY_MESSAGES.memberNo(numberField);
    else if (scheme === null && number !== null) problems[schemeField] = AGENCY_MESSAGES.schemeForNo(schemeField);
    if (number !== null && !problems[numberField] && !MEMBER_NO.test(number))
      problems[numberField] = AGENCY_MESSAGES.memberNoFormat(numberField);
  }
  return problems;
}

/**
 * What a letting agent's profile lacks to publish a let (a private landlord, not an agent, lacks nothing):
 * its fees (a page or the text), its client money protection scheme and its redress scheme, each with a
 * membership number. Under the field's name, as publishing's 422 sends it.
 */
export function agencyLetProblems(d: AgencyDetails | null): Partial<Record<AgencyField, string>> {
  if (!d?.is_letting_agent) return {};
  const problems: Partial<Record<AgencyField, string>> = {};
  if (agencyText(d.fees_url) === null && agencyText(d.fees_text) === null) problems.fees_url = AGENCY_MESSAGES.missingFees;
  if (d.cmp_scheme === null || agencyText(d.cmp_member_no) === null) problems.cmp_scheme = AGENCY_MESSAGES.missingCmp;
  if (d.redress_scheme === null || agencyText(d.redress_member_no) === null) problems.redress_scheme = AGENCY_MESSAGES.missingRedress;
  return problems;
}

/** The three lines an agency's let shows, in the words the advert page uses. */
export function agencyLines(d: AgencyDetails): { fees: { url: string | null; text: string | null }; cmp: string; redress: string } | null {
  if (!d.is_letting_agent || Object.keys(agencyLetProblems(d)).length) return null;
  return {
    fees: { url: agencyText(d.fees_url), text: agencyText(d.fees_text) },
    cmp: `Client money protection: ${CMP_SCHEMES[d.cmp_scheme as keyof typeof CMP_SCHEMES]}, member ${d.cmp_member_no}`,
    redress: `Redress: ${REDRESS_SCHEMES[d.redress_scheme as keyof typeof REDRESS_SCHEMES]}, member ${d.redress_member_no}`,
  };
}
