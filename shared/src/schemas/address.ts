/**
 * The address rules the browser and the API must agree on, in a module of their own so the browser can
 * use them without the request schemas (and zod) coming along.
 */

/** UK postcodes, outward and inward parts, the space optional (GIR 0AA included). */
export const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** The countries the map and the geocoder cover (spec 000 §1: gb, ie, es); the United Kingdom first, the default. */
export const COUNTRIES = ['United Kingdom', 'Ireland', 'Spain'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'United Kingdom';

/** Each country's postcode: a UK postcode, an Irish Eircode (routing key and unique identifier), a Spanish código postal. */
const POSTCODES: Record<Country, { pattern: RegExp; message: string }> = {
  'United Kingdom': { pattern: UK_POSTCODE, message: 'Please enter a valid UK postcode' },
  Ireland: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i, message: 'Please enter a valid Eircode' },
  Spain: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, message: 'Please enter a valid Spanish postcode' },
};

export const isCountry = (value: unknown): value is Country => (COUNTRIES as readonly unknown[]).includes(value);

/** The message for a postcode that is not one of its country's, or undefined when it is. */
export function postcodeProblem(postcode: string, country: Country = DEFAULT_COUNTRY): string | undefined {
  const { pattern, message } = POSTCODES[country];
  return pattern.test(postcode.trim()) ? undefined : message;
}

export interface AddressParts {
  line_1: string;
  line_2?: string | null;
  street?: string | null;
  city: string;
  county?: string | null;
  postcode: string;
  country?: string | null;
}

/**
 * The one-line address the pages show ('Marketed By', the preview, the cards): the parts given, the
 * postcode in capitals, the street only when the address line does not already name it.
 */
export function fullAddress(a: AddressParts): string {
  const line = a.line_1.trim();
  const street = a.street?.trim();
  const streetShown = street && !line.toLowerCase().includes(street.toLowerCase()) ? street : null;
  return [line, a.line_2, streetShown, a.city, a.county, a.postcode.toUpperCase(), a.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
