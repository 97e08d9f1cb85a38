import { SearchBody } from '../discovery/schema.ts';
import { parseSearch, type SearchQuery } from '../discovery/filters.ts';
import { ValidationError } from '../http/errors.ts';
import { firstErrorPerField } from '@marketplace/shared/src/schemas/laravel.ts';

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
