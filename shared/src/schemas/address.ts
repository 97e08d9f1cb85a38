/**
 * The address rules the browser and the API must agree on, in a module of their own so the browser can
 * use them without the request schemas (and zod) coming along.
 */

/** UK postcodes, outward and inward parts, the space optional (GIR 0AA included). */
export const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;

export interface AddressParts {
  line_1: string;
  line_2?: string | null;
  street?: string | null;
  city: string;
  county?: string | null;
  postcode: string;
}

/** The one-line address the pages show ('Marketed By', the preview): the parts given, the postcode in capitals. */
export const fullAddress = (a: AddressParts): string =>
  [a.line_1, a.line_2, a.street, a.city, a.county, a.postcode.toUpperCase()]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
