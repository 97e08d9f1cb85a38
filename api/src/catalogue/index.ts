import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PropertyTypeDetailsBody, PropertyTypesBody } from '@marketplace/shared/src/schemas/catalogue.ts';
import {
  PropertyCategoriesAnswer,
  PropertyTypeDetailsAnswer,
  PropertyTypesAnswer,
  type PropertyCategoryList,
  type PropertyTypeDetailList,
  type PropertyTypeList,
} from '@marketplace/shared/src/answers/catalogue.ts';
import type { AppContext } from '../context.ts';

/**
 * Category, type and type-detail lookups (spec 000 §7; the client sends them with Retry-After: 3).
 * Each answers {data: [...]} in id order.
 */
export async function catalogueFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post('/api/property-categories', { schema: { response: { 200: PropertyCategoriesAnswer } } }, async () => {
    const { rows } = await sql<PropertyCategoryList['data'][number]>`select id, type from property_categories order by id`.execute(ctx.db);
    return { data: rows };
  });

  app.post('/api/property-types', { schema: { body: PropertyTypesBody, response: { 200: PropertyTypesAnswer } } }, async (request) => {
    const categoryId = request.body.parentId;
    const { rows } = await sql<
      PropertyTypeList['data'][number]
    >`select id, property_category_id, type from property_types where property_category_id = ${categoryId}::int order by id`.execute(
      ctx.db,
    );
    return { data: rows };
  });

  app.post(
    '/api/property-type-details',
    { schema: { body: PropertyTypeDetailsBody, response: { 200: PropertyTypeDetailsAnswer } } },
    async (request) => {
      const typeId = request.body.parentId;
      const { rows } = await sql<
        PropertyTypeDetailList['data'][number]
      >`select id, property_type_id, type_detail from property_type_details where property_type_id = ${typeId}::int order by id`.execute(
        ctx.db,
      );
      return { data: rows };
    },
  );
}
