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
