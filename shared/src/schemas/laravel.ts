/**
 * Request schemas that answer the way Laravel's validator does: the same rule names, the same English
 * messages ('The email field is required.') and Laravel's middleware before them (strings trimmed, a blank
 * string read as absent). The API validates every body with these, and the browser may reuse them for its
 * forms, so both sides say the same thing. One message per field: `firstErrorPerField` keeps the first
 * failing rule, in the order the rules are listed (Laravel's `bail`).
 */
import { z } from 'zod';

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
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Numbers arrive as numbers (JSON) or digit strings (forms); anything else stays as sent and fails the type. */
function numeric(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) && value.length < 30) return Number(value);
  return value;
}

export interface NumberRules {
  min: number;
  max: number;
  required?: boolean;
  /** Whole numbers only (Laravel's `integer`). */
  integer?: boolean;
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
  return z.preprocess(numeric, rules.required ? value : value.optional());
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

/** A required text field: required, string, then email, min and max in that order. */
export function requiredText(field: string, rules: TextRules = {}) {
  let text = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? laravelMessage.required(field) : laravelMessage.string(field)),
  });
  if (rules.email) text = text.regex(EMAIL, { error: laravelMessage.email(field) });
  if (rules.min !== undefined) text = text.min(rules.min, { error: laravelMessage.min(field, rules.min) });
  if (rules.max !== undefined) text = text.max(rules.max, { error: laravelMessage.max(field, rules.max) });
  const trim = rules.trim ?? true;
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    return trim ? value.trim() : value;
  }, text);
}

/** A checkbox as JSON or a form posts it: true, 1, '1', 'true' or 'on' is ticked; anything else is not. */
export const checkbox = () =>
  z
    .unknown()
    .optional()
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on');

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
