/** Laravel's paginator meta of a list page (the dashboard's lists): which page, the last, how many a page and in all. */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
