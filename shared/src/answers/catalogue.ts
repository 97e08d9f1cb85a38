import { z } from 'zod';

/**
 * The catalogue lookups the advert form fills its selects from (spec 000 §7, 002 §3.10): each answers
 * {data: [...]} in id order. Declared once here: mfe-supply reads their types, the API serialises and checks them.
 */

/** POST api/property-categories: every category. */
export const PropertyCategoriesAnswer = z.strictObject({ data: z.array(z.strictObject({ id: z.number(), type: z.string() })) });

/** POST api/property-types {id}: the category's types. */
export const PropertyTypesAnswer = z.strictObject({
  data: z.array(z.strictObject({ id: z.number(), property_category_id: z.number(), type: z.string() })),
});

/** POST api/property-type-details {id}: the type's details. */
export const PropertyTypeDetailsAnswer = z.strictObject({
  data: z.array(z.strictObject({ id: z.number(), property_type_id: z.number(), type_detail: z.string() })),
});

export type PropertyCategoryList = z.infer<typeof PropertyCategoriesAnswer>;
export type PropertyTypeList = z.infer<typeof PropertyTypesAnswer>;
export type PropertyTypeDetailList = z.infer<typeof PropertyTypeDetailsAnswer>;
