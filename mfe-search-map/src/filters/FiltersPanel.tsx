import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { serviceSearchStore } from '../services/store';
import { ServiceSearchForm } from '../services/ServiceSearchForm';
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
export const FiltersPanel = observer(function FiltersPanel() {
  const [open, setOpen] = useState(false);
  const boxId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  const closeAfterSearch = () => {
    chosen.current = true;
    setOpen(false);
    buttonRef.current?.focus();
  };
  useEffect(() => {
    if (isMobile()) return;
    // Once the person has opened or closed the box themselves, it is theirs: the timer leaves it alone.
    const timer = setTimeout(() => !chosen.current && setOpen(true), AUTO_OPEN_DELAY_MS);
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
        onClick={() => {
          chosen.current = true;
          setOpen((current) => !current);
        }}
      >
        Search Filters
      </button>
      <div id={boxId} className={styles.box} hidden={!open}>
        <div className={styles.modes} role="group" aria-label="Search for">
          {(['Properties', 'Services'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={styles.mode}
              aria-pressed={serviceSearchStore.active === (mode === 'Services')}
              onClick={() => serviceSearchStore.setActive(mode === 'Services')}
            >
              {mode}
            </button>
          ))}
        </div>
        {serviceSearchStore.active ? <ServiceSearchForm onSearched={closeAfterSearch} /> : <SearchForm onSearched={closeAfterSearch} />}
      </div>
    </div>
  );
});
