import { Button } from './Button';
import './Pager.css';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  lastPage: number;
  onPage(page: number): void;
  /** What the navigation is called to a screen reader. */
  label?: string;
}

/** Previous, 'Page 2 of 5' and Next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, lastPage, onPage, label = 'Pages' }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="ui-pager" aria-label={label}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {lastPage}
      </span>
      <Button size="small" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
