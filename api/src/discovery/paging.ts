export const PAGE_SIZE = 15;
/**
 * The most advert pins one map answer holds: the first ones in the list order are sent and meta.total
 * tells how many match. The map draws them on its own layers, hiding tags that would overlap.
 */
export const MAP_PIN_LIMIT = 5000;
/** The most provider pins one service map answer holds; the map draws them on the adverts' layers. */
export const SERVICE_PIN_LIMIT = 5000;

export interface Paginated<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number; from: number | null; to: number | null };
  links: { first: string; last: string; prev: string | null; next: string | null };
}

/** Laravel's paginator shape; link URLs point at `listUrl?page=N`. */
export function paginate<T>(data: T[], total: number, page: number, listUrl: string): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const link = (n: number) => `${listUrl}?page=${n}`;
  const from = data.length ? (page - 1) * PAGE_SIZE + 1 : null;
  return {
    data,
    meta: { current_page: page, last_page: lastPage, per_page: PAGE_SIZE, total, from, to: from === null ? null : from + data.length - 1 },
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
  };
}
