import { http, type AlertFrequency, type SavedSearch, type SearchFilters } from '@marketplace/shared';
import { requestBody } from '../search/store';
import { searchToQuery } from '../search/urlState';

/** POST api/user/saved-searches: the search whole (the body the list is fetched with, and the query that restores it). */
export function saveSearch(filters: SearchFilters, name: string, frequency: AlertFrequency): Promise<{ data: SavedSearch }> {
  return http.post<{ data: SavedSearch }>('api/user/saved-searches', {
    name,
    frequency,
    search: requestBody(filters),
    query: searchToQuery(filters).toString(),
  });
}
