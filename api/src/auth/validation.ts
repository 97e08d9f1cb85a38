/**
 * Laravel-style request validation for the auth forms: the same rule names and the same English
 * messages ('The email field is required.'), so the front end reads errors as it did from Laravel.
 * The first failing rule of a field stops that field (Laravel's `bail`): the page shows one message.
 */
export type Input = Record<string, unknown>;
export type Rule = (value: unknown, field: string, input: Input) => string | null;

/** 'password_confirmation' reads as 'password confirmation' in messages, as Laravel does. */
export const attribute = (field: string) => field.replace(/_/g, ' ');

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const required: Rule = (v, f) => (isBlank(v) ? `The ${attribute(f)} field is required.` : null);

export const string: Rule = (v, f) => (typeof v === 'string' ? null : `The ${attribute(f)} field must be a string.`);

// One "@", something either side and a dot in the domain: what a person can actually receive mail on.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Rule = (v, f) =>
  typeof v === 'string' && EMAIL.test(v.trim()) ? null : `The ${attribute(f)} field must be a valid email address.`;

export const min =
  (n: number): Rule =>
  (v, f) =>
    typeof v === 'string' && v.length < n ? `The ${attribute(f)} field must be at least ${n} characters.` : null;

export const max =
  (n: number): Rule =>
  (v, f) =>
    typeof v === 'string' && v.length > n ? `The ${attribute(f)} field must not be greater than ${n} characters.` : null;

/** The field must equal `{field}_confirmation`. */
export const confirmed: Rule = (v, f, input) =>
  input[`${f}_confirmation`] === v ? null : `The ${attribute(f)} field confirmation does not match.`;

export const takenMessage = (field: string) => `The ${attribute(field)} has already been taken.`;

/** Errors keyed by field, one message each; empty when the input passes. */
export function validate(input: Input, rules: Record<string, Rule[]>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const message = rule(input[field], field, input);
      if (message) {
        errors[field] = [message];
        break;
      }
    }
  }
  return errors;
}

/** A text field as the person typed it, or '' when absent or not text. */
export const text = (input: Input, field: string) => (typeof input[field] === 'string' ? (input[field]) : '');

/** Checkbox-like values from JSON or form posts. */
export const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on';
