import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ValidationError } from '../http/errors.ts';
import { addError, asInput, intField, isBlank, type Errors, type Input } from '../discovery/input.ts';

/** The parent id of a lookup request: `id`, or its explicit name (category_id, property_category_id...). */
function parentId(input: Input, names: readonly [string, ...string[]]): number {
  const errors: Errors = {};
  const field = names.find((n) => !isBlank(input[n])) ?? names[0];
  if (isBlank(input[field])) addError(errors, field, `The ${field.replace(/_/g, ' ')} field is required.`);
  const id = intField(input, field, errors, 1, 32767);
  if (id === null) throw new ValidationError(errors);
  return id;
}

/**
 * Category, type and type-detail lookups (spec 000 §7; the client sends them with Retry-After: 3).
 * Each answers {data: [...]} in id order.
 */
export function catalogueFeature(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/property-categories', async () => {
    const { rows } = await sql`select id, type from property_categories order by id`.execute(ctx.db);
    return { data: rows };
  });

  app.post('/api/property-types', async (request) => {
    const categoryId = parentId(asInput(request.body), ['id', 'category_id', 'property_category_id']);
    const { rows } = await sql`select id, property_category_id, type from property_types where property_category_id = ${categoryId}::int order by id`.execute(ctx.db);
    return { data: rows };
  });

  app.post('/api/property-type-details', async (request) => {
    const typeId = parentId(asInput(request.body), ['id', 'type_id', 'property_type_id']);
    const { rows } = await sql`select id, property_type_id, type_detail from property_type_details where property_type_id = ${typeId}::int order by id`.execute(ctx.db);
    return { data: rows };
  });
}
