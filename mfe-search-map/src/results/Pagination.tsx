import type { Paginated } from '@marketplace/shared';
import { pageItems } from './pagination';
import * as styles from './ResultsList.module.css';

interface PaginationProps {
  meta: Paginated<unknown>['meta'];
  links: Paginated<unknown>['links'];
  onPage(page: number): void;
}

/** Previous acts only when there is a previous link and is off on page 1; next is off on the last page. */
export function Pagination({ meta, links, onPage }: PaginationProps) {
  const { current_page: current, last_page: last } = meta;
  if (last <= 1) return null;
  return (
    <nav aria-label="Result pages" className={styles.pagination}>
      <button type="button" disabled={current <= 1 || !links.prev} onClick={() => onPage(current - 1)} aria-label="Previous page">
        ‹
      </button>
      {pageItems(current, last).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === current ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={item === current ? styles.pageCurrent : undefined}
            onClick={() => item !== current && onPage(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={styles.ellipsis} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button type="button" disabled={current >= last} onClick={() => onPage(current + 1)} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
