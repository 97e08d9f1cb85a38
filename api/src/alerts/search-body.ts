import { SearchBody } from '../discovery/schema.ts';
import { parseSearch, type SearchQuery } from '../discovery/filters.ts';
import { ValidationError } from '../http/errors.ts';
import { firstErrorPerField } from '@marketplace/shared/src/schemas/laravel.ts';
import { ringBox, type Box } from '../discovery/geometry.ts';

/**
 * A saved search is a stored search body: read by the search's own schema and parser, so saving,
 * counting and alert matching apply exactly the rules api/properties-list does.
 */
export function storedSearch(body: unknown): SearchQuery | null {
  const parsed = SearchBody.safeParse(body);
  return parsed.success ? parseSearch(parsed.data) : null;
}

/** The body of a search being saved, checked as the search checks it; its errors are reported under `search.`. */
export function checkedSearch(body: unknown): SearchQuery {
  const parsed = SearchBody.safeParse(body);
  if (parsed.success) return parseSearch(parsed.data);
  const errors = firstErrorPerField(parsed.error.issues.map((i) => ({ path: ['search', ...i.path.map(String)], message: i.message })));
  throw new ValidationError(errors);
}

/** The box a search's area lies in, so alerting tries only searches whose box holds the advert; null for a search by place name. */
export function areaBox(q: SearchQuery): Box | null {
  const { area } = q;
  switch (area.kind) {
    case 'box':
    case 'circle':
      return area.box;
    case 'polygons': {
      const boxes = area.rings.map(ringBox);
      return [
        Math.min(...boxes.map((b) => b[0])),
        Math.min(...boxes.map((b) => b[1])),
        Math.max(...boxes.map((b) => b[2])),
        Math.max(...boxes.map((b) => b[3])),
      ];
    }
    case 'text':
      return null;
  }
}

/**
 * What the alert prefilter keeps of a search (saved_searches' columns): the area box, the sides, the
 * price bounds when only sale prices are compared (rents convert per period), the fewest bedrooms.
 * Each only ever rules out adverts the search itself would not list.
 */
export function prefilterColumns(q: SearchQuery) {
  const box = areaBox(q);
  const saleOnly = !q.wants.let && !q.wants.rent;
  return {
    ...(box && { min_lng: box[0], min_lat: box[1], max_lng: box[2], max_lat: box[3] }),
    for_sale: q.wants.sale,
    for_let: q.wants.let,
    for_buy: q.wants.buy,
    for_rent: q.wants.rent,
    sale_min_price: saleOnly ? q.minPrice : null,
    sale_max_price: saleOnly ? q.maxPrice : null,
    min_beds: q.minBeds,
  };
}
