import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink, sessionStore } from '@marketplace/shared';
import { searchStore } from '../search/store';
import { AdvertCardView } from './AdvertCardView';
import { ListHeader } from './ListHeader';
import { SortSelect } from './SortSelect';
import { Pagination } from './Pagination';
import { SaveSearch } from '../saved/SaveSearch';
import * as styles from './ResultsList.module.css';

export const NO_RESULTS_TEXT = 'No results to show - Try to amend your search criteria please';

/** '1 property', '1,204 properties'; null when the API does not say. */
export function resultCount(total: unknown): string | null {
  if (typeof total !== 'number' || !Number.isFinite(total)) return null;
  return `${total.toLocaleString('en-GB')} ${total === 1 ? 'property' : 'properties'}`;
}

/** The properties list: sort, close, 'Add property' (the spec's Add) for signed-in users with a contact e-mail, cards and pages. */
export const ResultsPanel = observer(function ResultsPanel() {
  const listRef = useRef<HTMLDivElement>(null);
  const { results, loading, selectedAdvertId, viewedAdvertIds } = searchStore;
  const cards = results?.data ?? [];
  const currentPage = results?.meta.current_page;
  const count = resultCount(results?.meta.total);
  // A new page starts at its top; back from an advert's page (a phone opens adverts as pages), the list
  // opens as the person left it on that page, else where the opened advert's card is. The list scrolls
  // itself: scrolling the card into view would move the page.
  const shownPage = useRef<number | undefined>(undefined);
  useEffect(() => {
    const list = listRef.current;
    if (!list || shownPage.current === currentPage) return;
    const firstShown = shownPage.current === undefined;
    shownPage.current = currentPage;
    const selected = searchStore.selectedAdvertId;
    const kept = searchStore.listScroll;
    const left = firstShown && kept && kept.page === currentPage ? kept.top : null;
    const place = () => {
      const opened = firstShown && selected !== null ? list.querySelector<HTMLElement>(`[data-advert-id="${selected}"]`) : null;
      if (left !== null) list.scrollTop = left;
      else list.scrollTop = opened ? opened.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop - 12 : 0;
    };
    // A list mounted while its slot is still hidden has no size yet: it is placed once it has one.
    if (list.clientHeight > 0 || typeof ResizeObserver === 'undefined') {
      place();
      return;
    }
    const sized = new ResizeObserver(() => {
      if (list.clientHeight === 0) return;
      sized.disconnect();
      place();
    });
    sized.observe(list);
    return () => sized.disconnect();
  }, [currentPage]);

  return (
    <div className={styles.panel}>
      {searchStore.notice && (
        <p role="status" className={styles.notice}>
          {searchStore.notice}
          <button type="button" className={styles.noticeClose} onClick={() => searchStore.dismissNotice()}>
            OK
          </button>
        </p>
      )}
      <ListHeader
        heading="Properties"
        count={count}
        below={
          <div className={styles.saveRow}>
            <SaveSearch />
          </div>
        }
      >
        <SortSelect value={searchStore.sort} onSort={(sort) => void searchStore.setSort(sort)} />
        {sessionStore.authenticated && sessionStore.hasContactEmail && (
          <AppLink to="/add-edit-ad" className={styles.addButton}>
            Add property
          </AppLink>
        )}
      </ListHeader>
      <div
        ref={listRef}
        className={styles.body}
        aria-busy={loading}
        // Kept as it goes: taken off the screen (an advert's page), a list no longer tells how far it was scrolled.
        onScroll={(event) => {
          if (currentPage !== undefined) searchStore.listScroll = { page: currentPage, top: event.currentTarget.scrollTop };
        }}
      >
        {cards.length === 0 ? (
          !loading && <p className={styles.empty}>{NO_RESULTS_TEXT}</p>
        ) : (
          <ul className={styles.cards} aria-label="Search results">
            {cards.map((card) => (
              <li key={card.id}>
                <AdvertCardView
                  stay={searchStore.resultsStay}
                  card={card}
                  selected={card.id === selectedAdvertId}
                  viewed={viewedAdvertIds.has(card.id)}
                  onOpen={(id) => searchStore.openAdvert(id, 'list')}
                />
              </li>
            ))}
          </ul>
        )}
        {results && <Pagination meta={results.meta} links={results.links} onPage={(page) => void searchStore.goToPage(page)} />}
      </div>
    </div>
  );
});
