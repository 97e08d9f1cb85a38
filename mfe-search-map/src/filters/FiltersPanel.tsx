import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { isPhone, Sheet, useIsPhone } from '@marketplace/shared';
import { queryToSearch } from '../search/urlState';
import { filtersBox as box } from './filtersBox';
import { serviceSearchStore } from '../services/store';
import { ServiceSearchForm } from './ServiceSearchForm';
import { IntroSearch } from './IntroSearch';
import { SearchForm } from './SearchForm';
import { searchSummary } from './summary';
import * as styles from './SearchForm.module.css';

/** The panel opens by itself on desktop; on phones (767 px or less) it waits to be asked. */
export const AUTO_OPEN_DELAY_MS = 600;

/**
 * Whether the box opens by itself (spec 000 §2: after load, on a desktop): never on a phone, never over
 * results a search address asked for (a link, a reload, Back), and not where the home's introduction
 * stands in its place. Left: a desktop page opened on the map home with no search of its own in the
 * address (the services page's `/?search=services`).
 */
export function opensByItself(phone: boolean, intro: boolean, query: string): boolean {
  return !phone && !intro && !queryToSearch(new URLSearchParams(query)).present;
}

/** The 'Properties' / 'Services' switch above the form. */
const SearchModes = observer(function SearchModes() {
  return (
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
  );
});

const SearchForms = observer(function SearchForms({ onSearched }: { onSearched(): void }) {
  return serviceSearchStore.active ? <ServiceSearchForm onSearched={onSearched} /> : <SearchForm onSearched={onSearched} />;
});

const Summary = observer(function Summary({ id }: { id: string }) {
  return (
    <span id={id} className={styles.summary} aria-hidden="true">
      {searchSummary()}
    </span>
  );
});

export interface FiltersPanelProps {
  /** The home's introduction: the location box and the ad types, one tap from the first search. */
  intro?: boolean;
}

/**
 * The 'Search Filters' button and the filters it opens. On a desktop a round button and a collapsible
 * box that opens by itself after 600 ms; on a phone a button in the home's bar, saying what is searched,
 * that opens the filters as a full-height sheet. After a search the box or sheet gets out of the way of
 * the results; focus goes back to its button. Before the first search, the introduction stands instead.
 */
export const FiltersPanel = observer(function FiltersPanel({ intro = false }: FiltersPanelProps) {
  const phone = useIsPhone();
  const [open, setOpenState] = useState(box.open);
  const setOpen = (next: boolean) => {
    box.open = next;
    setOpenState(next);
  };
  const boxId = useId();
  const summaryId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  // Decided once, as the filters first show: whether the page opened on the introduction.
  const openedOnIntro = useRef(intro);
  const closeAfterSearch = () => {
    chosen.current = true;
    setOpen(false);
    buttonRef.current?.focus();
  };
  useEffect(() => {
    const firstShowing = !box.shown;
    box.shown = true;
    if (!firstShowing || !opensByItself(isPhone(), openedOnIntro.current, window.location.search)) return;
    // Once the person has opened or closed the box themselves, it is theirs: the timer leaves it alone.
    const timer = setTimeout(() => {
      if (chosen.current) return;
      box.open = true;
      setOpenState(true);
    }, AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const toggle = () => {
    chosen.current = true;
    setOpen(!open);
  };

  if (intro) return <IntroSearch />;

  if (phone) {
    return (
      <div className={styles.phoneBar}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.barButton}
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-describedby={summaryId}
          onClick={toggle}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.barIcon}>
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className={styles.barText}>
            <span className={styles.barTitle}>Search Filters</span>
            <Summary id={summaryId} />
          </span>
        </button>
        <Sheet open={open} title="Search filters" onClose={() => setOpen(false)} className={styles.sheet}>
          <SearchModes />
          <SearchForms onSearched={closeAfterSearch} />
        </Sheet>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <button ref={buttonRef} type="button" className={styles.roundButton} aria-expanded={open} aria-controls={boxId} onClick={toggle}>
        Search Filters
      </button>
      <div id={boxId} className={styles.box} hidden={!open}>
        <SearchModes />
        <SearchForms onSearched={closeAfterSearch} />
      </div>
    </div>
  );
});
