import { useEffect, useId, useRef, useState } from 'react';
import { SearchForm } from './SearchForm';
import * as styles from './SearchForm.module.css';

/** The panel opens by itself on desktop; on phones (767 px or less) it waits to be asked. */
export const AUTO_OPEN_DELAY_MS = 600;
export const MOBILE_QUERY = '(max-width: 767px)';

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * The round 'Search Filters' button and the collapsible box holding the search form. After a search
 * the box gets out of the way of the map and the list that opens; focus goes back to its button.
 */
export function FiltersPanel() {
  const [open, setOpen] = useState(false);
  const boxId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeAfterSearch = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useEffect(() => {
    if (isMobile()) return;
    const timer = setTimeout(() => setOpen(true), AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.panel}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.roundButton}
        aria-expanded={open}
        aria-controls={boxId}
        onClick={() => setOpen((current) => !current)}
      >
        Search Filters
      </button>
      <div id={boxId} className={styles.box} hidden={!open}>
        <SearchForm onSearched={closeAfterSearch} />
      </div>
    </div>
  );
}
