import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from './errors.ts';

const MAX_DEPTH = 32;
// PostgreSQL's double precision refuses subnormal numbers such as 5e-324 ("out of range").
const SMALLEST_NORMAL = 2.2250738585072014e-308;

const attribute = (field: string) => field.replace(/_/g, ' ');

/**
 * The first value in a request that no route can store or search with: a NUL character (PostgreSQL
 * text cannot hold one), a number PostgreSQL cannot hold, or nesting deeper than any form makes.
 */
export function unsafeInput(value: unknown, field = '', depth = 0): { field: string; message: string } | null {
  const name = field || 'body';
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { field: name, message: `The ${attribute(name)} field must not contain a NUL character.` } : null;
  }
  if (typeof value === 'number') {
    const outOfRange = !Number.isFinite(value) || (value !== 0 && Math.abs(value) < SMALLEST_NORMAL);
    return outOfRange ? { field: name, message: `The ${attribute(name)} field must be a number in range.` } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { field: name, message: 'The request is nested too deeply.' };
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const path = field ? `${field}.${key}` : String(key);
    if (typeof key === 'string' && key.includes('\u0000')) {
      // Named as it reads without the NUL, so the caller can tell which field it was.
      const named = path.replaceAll('\u0000', '') || 'body';
      return { field: named, message: `The ${attribute(named)} field name must not contain a NUL character.` };
    }
    const found = unsafeInput(inner, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses such values with a 422 before any route or query sees them. */
export function guardInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = unsafeInput(part);
      if (found) throw new ValidationError({ [found.field]: [found.message] });
    }
  });
}

/** Repeated query parameters (`?types=place&types=postcode`) read as one comma-separated value. */
export function parseQueryString(text: string): Record<string, string> {
  const params = new URLSearchParams(text);
  const out: Record<string, string> = {};
  for (const key of new Set(params.keys())) out[key] = params.getAll(key).join(',');
  return out;
}
