/** Bodies of the catalogue lookups (POST api/property-types, api/property-type-details). */
import { z } from 'zod';
import { laravelMessage, numberField } from './laravel';

/** The parent's id under any of its names (`id`, or its explicit name such as category_id); the first given wins. */
function parentIdBody(names: readonly [string, ...string[]]) {
  const id = (name: string) => numberField(name, { min: 1, max: 32_767, integer: true });
  return z
    .object(Object.fromEntries(names.map((name) => [name, id(name)])) as Record<string, ReturnType<typeof id>>)
    .transform((body, ctx) => {
      const given = names.map((name) => body[name]).find((value) => value !== undefined);
      if (given === undefined) {
        ctx.addIssue({ code: 'custom', path: [names[0]], message: laravelMessage.required(names[0]) });
        return z.NEVER;
      }
      return { parentId: given };
    });
}

export const PropertyTypesBody = parentIdBody(['id', 'category_id', 'property_category_id']);
export const PropertyTypeDetailsBody = parentIdBody(['id', 'type_id', 'property_type_id']);
