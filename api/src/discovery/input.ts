/**
 * Reading request fields the way Laravel validated them: JSON or form posts, numbers as numbers or
 * digit strings, flags as true/1/"1"/"true"/"on". Messages are Laravel's English ('The ad type
 * field is required.') so the front end shows them unchanged.
 */
export type Input = Record<string, unknown>;
export type Errors = Record<string, string[]>;

export const attribute = (field: string) => field.replace(/_/g, ' ');

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on';

export function addError(errors: Errors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The body as a plain object: anything else (an array, a string, nothing) reads as no fields. */
export function asInput(body: unknown): Input {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {};
}

function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) && v.length < 30) return Number(v);
  return null;
}

/** An optional integer in [min, max]; null when absent. Records Laravel's message otherwise. */
export function intField(input: Input, field: string, errors: Errors, min: number, max: number): number | null {
  const raw = input[field];
  if (isBlank(raw)) return null;
  // "5+" and "11+" are how the form labels its last option.
  const cleaned = typeof raw === 'string' ? raw.replace(/\+$/, '') : raw;
  const n = toNumber(cleaned);
  if (n === null || !Number.isInteger(n)) {
    addError(errors, field, `The ${attribute(field)} field must be an integer.`);
    return null;
  }
  if (n < min || n > max) {
    addError(errors, field, `The ${attribute(field)} field must be between ${min} and ${max}.`);
    return null;
  }
  return n;
}

/** An optional number in [min, max]; null when absent. */
export function numberField(input: Input, field: string, errors: Errors, min: number, max: number): number | null {
  const raw = input[field];
  if (isBlank(raw)) return null;
  const n = toNumber(raw);
  if (n === null) {
    addError(errors, field, `The ${attribute(field)} field must be a number.`);
    return null;
  }
  if (n < min || n > max) {
    addError(errors, field, `The ${attribute(field)} field must be between ${min} and ${max}.`);
    return null;
  }
  return n;
}

/** A required positive id (path or form field). */
export function idField(input: Input, field: string, errors: Errors): number | null {
  if (isBlank(input[field])) {
    addError(errors, field, `The ${attribute(field)} field is required.`);
    return null;
  }
  return intField(input, field, errors, 1, 2_147_483_647);
}

/** An optional text field up to `max` characters. */
export function stringField(input: Input, field: string, errors: Errors, max: number): string | null {
  const raw = input[field];
  if (isBlank(raw)) return null;
  if (typeof raw !== 'string') {
    addError(errors, field, `The ${attribute(field)} field must be a string.`);
    return null;
  }
  if (raw.length > max) {
    addError(errors, field, `The ${attribute(field)} field must not be greater than ${max} characters.`);
    return null;
  }
  return raw.trim();
}

/** A DD-MM-YYYY date (the search form's format) as YYYY-MM-DD. */
export function dateField(input: Input, field: string, errors: Errors): string | null {
  const raw = input[field];
  if (isBlank(raw)) return null;
  const m = typeof raw === 'string' ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw.trim()) : null;
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : null;
  const d = iso ? new Date(`${iso}T00:00:00Z`) : null;
  if (!iso || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
    addError(errors, field, `The ${attribute(field)} field must match the format d-m-Y.`);
    return null;
  }
  return iso;
}

/** A JSON value sent either as JSON or as a JSON string inside a form field. */
export function jsonValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
