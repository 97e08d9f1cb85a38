import { http, navigate, type OpenedSavedSearch } from '@marketplace/shared';

/**
 * Opens a saved search on the results page. The list leaves each search's own filters out (issue 40), so
 * the search is read first, for the link that restores it.
 */
export async function openSavedSearch(id: number): Promise<void> {
  const { data } = await http.get<{ data: OpenedSavedSearch }>(`api/user/saved-searches/${id}`);
  navigate(data.url);
}
