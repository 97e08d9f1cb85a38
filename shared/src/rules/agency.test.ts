import type { AgencyDetails } from '../entities';
import { agencyDetailsProblems, agencyLetProblems, agencyLines, AGENCY_MESSAGES } from './agency';
import { AgencyDetailsBody } from '../schemas/dashboard';

const agency: AgencyDetails = {
  is_letting_agent: true,
  fees_url: 'https://www.shahlettings.co.uk/fees',
  fees_text: null,
  cmp_scheme: 'propertymark',
  cmp_member_no: 'C0123456',
  redress_scheme: 'property_ombudsman',
  redress_member_no: 'D01234',
};

describe("an agency's details as typed", () => {
  test('complete details, or none yet, are fine', () => {
    expect(agencyDetailsProblems(agency)).toEqual({});
    expect(agencyDetailsProblems({})).toEqual({});
  });

  test('the fees page must be an https address with a host', () => {
    for (const url of ['http://shahlettings.co.uk/fees', 'shahlettings.co.uk/fees', 'https://localhost/fees', 'javascript:alert(1)'])
      expect(agencyDetailsProblems({ ...agency, fees_url: url })).toEqual({ fees_url: AGENCY_MESSAGES.https });
    expect(agencyDetailsProblems({ ...agency, fees_url: `https://a.uk/${'x'.repeat(500)}` })).toEqual({
      fees_url: 'The fees page may not be greater than 500 characters.',
    });
  });

  test('a scheme is one of the approved ones and comes with its number; a number comes with its scheme', () => {
    expect(agencyDetailsProblems({ ...agency, cmp_scheme: 'acme' })).toEqual({
      cmp_scheme: 'The selected client money protection scheme is invalid.',
    });
    expect(agencyDetailsProblems({ ...agency, redress_member_no: '  ' })).toEqual({
      redress_member_no: 'The redress scheme membership number is required with a scheme.',
    });
    expect(agencyDetailsProblems({ ...agency, cmp_scheme: null })).toEqual({
      cmp_scheme: 'Choose the client money protection scheme this number belongs to.',
    });
    expect(agencyDetailsProblems({ ...agency, cmp_member_no: '<b>1</b>' })).toEqual({
      cmp_member_no: 'The client money protection membership number may hold letters, digits, spaces, hyphens and slashes only.',
    });
  });

  test("the API's body gives the same messages, and trims what it keeps", () => {
    const parsed = AgencyDetailsBody.safeParse({ ...agency, fees_url: 'http://x.uk', version: 1 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['fees_url', AGENCY_MESSAGES.https]]);
    expect(AgencyDetailsBody.parse({ ...agency, cmp_member_no: ' C0123456 ', fees_text: '', version: 2 })).toEqual({
      ...agency,
      version: 2,
    });
  });
});

describe('publishing a let', () => {
  test('a private landlord, not an agent, needs nothing', () => {
    expect(agencyLetProblems(null)).toEqual({});
    expect(agencyLetProblems({ ...agency, is_letting_agent: false, cmp_scheme: null, fees_url: null })).toEqual({});
  });

  test('an agent needs its fees (a page or the text), its client money protection and its redress scheme', () => {
    expect(agencyLetProblems(agency)).toEqual({});
    expect(agencyLetProblems({ ...agency, fees_url: null, fees_text: 'Tenants pay no fees.' })).toEqual({});
    expect(
      agencyLetProblems({
        ...agency,
        fees_url: null,
        cmp_scheme: null,
        cmp_member_no: null,
        redress_scheme: null,
        redress_member_no: null,
      }),
    ).toEqual({
      fees_url: AGENCY_MESSAGES.missingFees,
      cmp_scheme: AGENCY_MESSAGES.missingCmp,
      redress_scheme: AGENCY_MESSAGES.missingRedress,
    });
  });

  test("the advert page's lines name each scheme in its own words", () => {
    expect(agencyLines(agency)).toEqual({
      fees: { url: 'https://www.shahlettings.co.uk/fees', text: null },
      cmp: 'Client money protection: Propertymark Client Money Protection, member C0123456',
      redress: 'Redress: The Property Ombudsman, member D01234',
    });
    expect(agencyLines({ ...agency, redress_scheme: null })).toBeNull();
  });
});
