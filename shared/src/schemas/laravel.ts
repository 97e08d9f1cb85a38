/**
 * Request schemas that answer the way Laravel's validator does: the same rule names, the same English
 * messages ('The email field is required.') and Laravel's middleware before them (strings trimmed, a blank
 * string read as absent). The API validates every body with these, and the browser may reuse them for its
 * forms, so both sides say the same thing. One message per field: `firstErrorPerField` keeps the first
 * failing rule, in the order the rules are listed (Laravel's `bail`).
 */
import { z } from 'zod';
import { parseDashDate } from '../rules/dates';

/** 'password_confirmation' reads as 'password confirmation' in messages, as Laravel does. */
export const attribute = (field: string) => field.replace(/_/g, ' ');

export const laravelMessage = {
  required: (field: string) => `The ${attribute(field)} field is required.`,
  string: (field: string) => `The ${attribute(field)} field must be a string.`,
  email: (field: string) => `The ${attribute(field)} field must be a valid email address.`,
  min: (field: string, n: number) => `The ${attribute(field)} field must be at least ${n} characters.`,
  max: (field: string, n: number) => `The ${attribute(field)} field must not be greater than ${n} characters.`,
  confirmed: (field: string) => `The ${attribute(field)} field confirmation does not match.`,
  taken: (field: string) => `The ${attribute(field)} has already been taken.`,
  integer: (field: string) => `The ${attribute(field)} field must be an integer.`,
  number: (field: string) => `The ${attribute(field)} field must be a number.`,
  between: (field: string, min: number, max: number) => `The ${attribute(field)} field must be between ${min} and ${max}.`,
  in: (field: string) => `The selected ${attribute(field)} is invalid.`,
  requiredWithout: (field: string, other: string) => `The ${attribute(field)} field is required when ${attribute(other)} is not present.`,
  dateFormat: (field: string, format: string) => `The ${attribute(field)} field must match the format ${format}.`,
};

/** The largest id a PostgreSQL integer column holds. */
export const ID_MAX = 2_147_483_647;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Numbers arrive as numbers (JSON) or digit strings (forms); anything else stays as sent and fails the type. */
function numeric(value: unknown, plus = false): unknown {
  if (isBlank(value)) return undefined;
  const text = plus && typeof value === 'string' ? value.replace(/\+$/, '') : value;
  if (typeof text === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(text) && text.length < 30) return Number(text);
  return value;
}

export interface NumberRules {
  min: number;
  max: number;
  required?: boolean;
  /** Whole numbers only (Laravel's `integer`). */
  integer?: boolean;
  /** '5+' reads as 5: how the search form labels its last option. */
  plus?: boolean;
}

/** A number field: required when asked, then numeric (or integer), then between min and max. */
export function numberField(field: string, rules: NumberRules & { required: true }): z.ZodType<number, unknown>;
export function numberField(field: string, rules: NumberRules): z.ZodType<number | undefined, unknown>;
export function numberField(field: string, rules: NumberRules): z.ZodType<number | undefined, unknown> {
  const typeMessage = rules.integer ? laravelMessage.integer(field) : laravelMessage.number(field);
  const value = z
    .number({ error: (issue) => (issue.input === undefined ? laravelMessage.required(field) : typeMessage) })
    .refine((n) => Number.isFinite(n) && (!rules.integer || Number.isInteger(n)), { error: typeMessage, abort: true })
    .refine((n) => n >= rules.min && n <= rules.max, { error: laravelMessage.between(field, rules.min, rules.max) });
  return z.preprocess((raw) => numeric(raw, rules.plus), rules.required ? value : value.optional());
}

// One "@", something either side and a dot in the domain: what a person can actually receive mail on.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TextRules {
  /** Passwords keep their spaces (Laravel's TrimStrings leaves them alone). */
  trim?: boolean;
  email?: boolean;
  min?: number;
  max?: number;
}

function textRules(field: string, rules: TextRules) {
  let text = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? laravelMessage.required(field) : laravelMessage.string(field)),
  });
  if (rules.email) text = text.regex(EMAIL, { error: laravelMessage.email(field) });
  if (rules.min !== undefined) text = text.min(rules.min, { error: laravelMessage.min(field, rules.min) });
  if (rules.max !== undefined) text = text.max(rules.max, { error: laravelMessage.max(field, rules.max) });
  return text;
}

/** Laravel's TrimStrings and ConvertEmptyStringsToNull: a blank string, like null, is absent. */
const trimmed = (trim: boolean) => (value: unknown) => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return trim ? value.trim() : value;
};

/** A required text field: required, string, then email, min and max in that order. */
export function requiredText(field: string, rules: TextRules = {}) {
  return z.preprocess(trimmed(rules.trim ?? true), textRules(field, rules));
}

/** An optional text field: absent when blank; otherwise string, then email, min and max. */
export function optionalText(field: string, rules: TextRules = {}) {
  return z.preprocess(trimmed(rules.trim ?? true), textRules(field, rules).optional());
}

/** A required id: a whole number from 1 to the largest integer column value. */
export const idField = (field: string) => numberField(field, { min: 1, max: ID_MAX, integer: true, required: true });
/** An optional id. */
export const optionalId = (field: string) => numberField(field, { min: 1, max: ID_MAX, integer: true });

/** Laravel's `in:` rule: one of `values` ('The selected type is invalid.'), required unless told otherwise. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
  options: { required: false },
): z.ZodType<T[number] | undefined, unknown>;
export function oneOf<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
  options?: { required?: true },
): z.ZodType<T[number], unknown>;
export function oneOf<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
  { required = true }: { required?: boolean } = {},
) {
  const value = z.enum(values, {
    error: (issue) => (issue.input === undefined ? laravelMessage.required(field) : laravelMessage.in(field)),
  });
  return z.preprocess(trimmed(true), required ? value : value.optional());
}

/** A date and optional time as the forms send them ('DD-MM-YYYY' or 'DD-MM-YYYY HH:mm', read in UTC). */
export function dashDate(field: string, options: { required: true }): z.ZodType<Date, unknown>;
export function dashDate(field: string, options?: { required?: boolean }): z.ZodType<Date | undefined, unknown>;
export function dashDate(field: string, { required = false }: { required?: boolean } = {}): z.ZodType<Date | undefined, unknown> {
  const date = z
    .string({
      error: (issue) => (issue.input === undefined ? laravelMessage.required(field) : laravelMessage.dateFormat(field, 'd-m-Y H:i')),
    })
    .transform((text, ctx) => {
      const parsed = parseDashDate(text);
      if (parsed) return parsed;
      ctx.addIssue({ code: 'custom', message: laravelMessage.dateFormat(field, 'd-m-Y H:i') });
      return z.NEVER;
    });
  return z.preprocess(trimmed(true), required ? date : date.optional());
}

/** A day as the search form sends it ('DD-MM-YYYY'), read as 'YYYY-MM-DD'. */
export function dashDay(field: string) {
  const day = z.string({ error: laravelMessage.dateFormat(field, 'd-m-Y') }).transform((text, ctx) => {
    const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
    const parsed = match ? parseDashDate(text) : null;
    if (match && parsed) return `${match[3]}-${match[2]}-${match[1]}`;
    ctx.addIssue({ code: 'custom', message: laravelMessage.dateFormat(field, 'd-m-Y') });
    return z.NEVER;
  });
  return z.preprocess(trimmed(true), day.optional());
}

/** A JSON value sent either as JSON or as a JSON string inside a form field; unreadable JSON is absent. */
export function jsonText(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A record's id in a path, as route model binding reads it: digits within the integer range, and
 * anything else (a word, a negative, a huge number) finds nothing, so it reads as null and the route
 * answers 404 rather than 422.
 */
export const recordId = () =>
  z.string().transform((raw) => {
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    return id >= 1 && id <= ID_MAX ? id : null;
  });

export const PathId = z.object({ id: recordId() });

/**
 * A body read as Laravel reads a request: anything but an object (an array, a string, nothing) has no
 * fields, so each required field reports itself rather than the body failing as a whole.
 */
export function laravelBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}), schema);
}

/** A checkbox as JSON or a form posts it: true, 1, '1', 'true' or 'on' is ticked; anything else is not. */
export const isTicked = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

export const checkbox = () => z.unknown().optional().transform(isTicked);

/** Laravel's `confirmed`: `{field}_confirmation` must equal `{field}`; reported under `field`. */
export function confirmed<T extends z.ZodObject>(schema: T, field: string) {
  return schema.superRefine((value, ctx) => {
    const input = value as Record<string, unknown>;
    if (input[`${field}_confirmation`] !== input[field])
      ctx.addIssue({ code: 'custom', path: [field], message: laravelMessage.confirmed(field) });
  });
}

/** Laravel's `errors` object from a list of issues: the first message of each field, in order. */
export function firstErrorPerField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= [issue.message];
  }
  return errors;
}
