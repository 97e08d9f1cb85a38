/** Pages at or above this count are shown as a window with ellipses (spec 000 §9). */
export const WINDOW_FROM = 10;
/** Pages either side of the current one inside the window. */
const SIBLINGS = 2;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons: every page under 10 pages; from 10, the first and last pages, the current one
 * with two either side, and an ellipsis for each gap. The count stays the same while paging.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last < 1) return [];
  if (last < WINDOW_FROM) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), last);
  const width = SIBLINGS * 2 + 1;
  // Near either end the window slides so the number of buttons does not change.
  let from = Math.max(2, page - SIBLINGS);
  let to = Math.min(last - 1, page + SIBLINGS);
  if (page - SIBLINGS <= 2) to = Math.max(to, Math.min(last - 1, 1 + width));
  if (page + SIBLINGS >= last - 1) from = Math.min(from, Math.max(2, last - width));
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let n = from; n <= to; n++) items.push(n);
  if (to < last - 1) items.push('ellipsis-end');
  items.push(last);
  return items;
}
