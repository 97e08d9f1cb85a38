// How often a saved search's alerts come and how large its drawn area may be, kept free of zod so the pages that only show saved searches do not load it;
// shared/src/schemas/savedSearches.ts checks the bodies, shared/src/answers/savedSearches.ts the answers (SavedSearch).

/** How often a saved search's alerts come: at once (the bell and an e-mail), a daily or weekly digest, or never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches a page of the dashboard lists. */
export const SAVED_SEARCHES_PER_PAGE = 10;

/**
 * The points a saved search's drawn areas may have in all (issue 40): the alert job tries every new
 * advert against every saved search, so its cost is kept to what a hand-drawn area needs (the search
 * itself takes up to 10 areas of 500 points).
 */
export const SAVED_SEARCH_POINTS_MAX = 1_000;
export const tooManyPoints = (points: number) =>
  `A saved search's drawn areas can have at most ${SAVED_SEARCH_POINTS_MAX.toLocaleString('en-GB')} points in all; these have ${points.toLocaleString('en-GB')}. Draw fewer or simpler areas to save this search.`;

/** Positions ([longitude, latitude] pairs) anywhere in a search's drawn areas, in any shape the search takes them (rings, GeoJSON, JSON text). */
export function drawnAreaPoints(drawn: unknown): number {
  let value = drawn;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return 0;
    }
  }
  if (Array.isArray(value)) {
    if (value.length === 2 && value.every((v) => typeof v === 'number')) return 1;
    return value.reduce<number>((sum, item) => sum + drawnAreaPoints(item), 0);
  }
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((sum, item) => sum + drawnAreaPoints(item), 0);
  return 0;
}
