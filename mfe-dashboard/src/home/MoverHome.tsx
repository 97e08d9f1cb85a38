import { useEffect, useState } from 'react';
import {
  Alert,
  AppLink,
  BookingStatusChip,
  bus,
  Button,
  ButtonLink,
  Card,
  SHORTLIST_COLUMNS,
  SHORTLIST_STATUSES,
  byShortlistStatus,
  type DashboardBooking,
  type DashboardPageOf,
  type DashboardHome,
  type SavedSearch,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { useUnreadCounts } from '../layout/useUnreadCounts';
import { KIND, when } from '../bookings/BookingCard';
import { useFavourites } from '../favourites/useFavourites';
import { SearchCriteria } from '../savedSearches/SearchCriteria';
import { matchesText } from '../savedSearches/alertChoices';
import { openSavedSearch } from '../savedSearches/openSavedSearch';
import * as styles from './home.module.css';

/** How many saved searches the home lists before its link to them all. */
const SEARCHES_SHOWN = 3;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The dashboard's home for someone with no adverts (a renter, buyer or guest): what comes next, their saved
 * searches with criteria and live counts, their saved homes by where they are with them, messages and
 * reviews to write, and a way in to listing a property. An alert or a booking's change arriving reads it again.
 */
export default function MoverHome() {
  const home = useApi<{ data: DashboardHome }>('api/user/home');
  const searches = useApi<DashboardPageOf<SavedSearch>>('api/user/saved-searches');
  const [openFailed, setOpenFailed] = useState<string | null>(null);
  const { favourites } = useFavourites();
  const unread = useUnreadCounts();
  const reloadHome = home.reload;
  const reloadSearches = searches.reload;
  useEffect(
    () =>
      bus.on('notification:received', () => {
        reloadHome();
        reloadSearches();
      }),
    [reloadHome, reloadSearches],
  );
  const h = home.data?.data;
  const saved = searches.data?.data;
  const savedCount = searches.data?.meta.total ?? 0;

  return (
    <div className={styles.home}>
      {(home.error || searches.error || openFailed) && <Alert tone="error">{home.error ?? searches.error ?? openFailed}</Alert>}
      <section aria-labelledby="home-next" className={styles.section}>
        <h2 id="home-next" className={styles.heading}>
          Coming up
        </h2>
        {!h ? (
          <p role="status">Loading…</p>
        ) : h.upcoming.length === 0 ? (
          <p className={styles.muted}>No viewings, stays or appointments booked.</p>
        ) : (
          <BookingLines bookings={h.upcoming} />
        )}
        {h && h.upcoming_count > 0 && <AppLink to="/dashboard-trips">All your bookings ({h.upcoming_count} to come)</AppLink>}
      </section>

      <section aria-labelledby="home-searches" className={styles.section}>
        <h2 id="home-searches" className={styles.heading}>
          Saved searches
        </h2>
        {!saved ? (
          <p role="status">Loading…</p>
        ) : saved.length === 0 ? (
          <p className={styles.muted}>
            Search on the map and press <strong>Save search</strong> to hear about new and reduced homes.
          </p>
        ) : (
          <ul className={styles.lines}>
            {saved.slice(0, SEARCHES_SHOWN).map((search) => (
              <li key={search.id} className={styles.line}>
                <Button
                  variant="quiet"
                  size="small"
                  className={styles.lineTitle}
                  onClick={() => openSavedSearch(search.id).catch(() => setOpenFailed('The search could not be opened. Please try again.'))}
                >
                  {search.name}
                </Button>
                <SearchCriteria criteria={search.criteria} />
                <span className={styles.muted}>{matchesText(search.matches)}</span>
              </li>
            ))}
          </ul>
        )}
        {saved && saved.length > 0 && <AppLink to="/dashboard-saved-searches">Manage saved searches ({savedCount})</AppLink>}
      </section>

      <section aria-labelledby="home-saved" className={styles.section}>
        <h2 id="home-saved" className={styles.heading}>
          Saved homes
        </h2>
        {!favourites ? (
          <p role="status">Loading…</p>
        ) : favourites.length === 0 ? (
          <p className={styles.muted}>Press the heart on a home to keep it here.</p>
        ) : (
          <ul className={styles.tiles} aria-label="Saved homes by where you are">
            {byShortlistStatus(favourites, SHORTLIST_STATUSES).map(({ status, items }) => (
              <Card as="li" tone="flat" padding="small" key={status}>
                <span className={styles.tileValue}>{items.length}</span>
                <span className={styles.muted}>{SHORTLIST_COLUMNS[status]}</span>
              </Card>
            ))}
          </ul>
        )}
        {favourites && favourites.length > 0 && <AppLink to="/dashboard-favourites">Your shortlist ({favourites.length})</AppLink>}
      </section>

      <section aria-labelledby="home-inbox" className={styles.section}>
        <h2 id="home-inbox" className={styles.heading}>
          Messages and reviews
        </h2>
        <ul className={styles.lines}>
          <li className={styles.line}>
            <AppLink to="/dashboard-user-messages">{count(unread.messages, 'unread message', 'unread messages')}</AppLink>
          </li>
          {h && (
            <li className={styles.line}>
              <AppLink to="/dashboard-reviews">{count(h.to_review_count, 'review to write', 'reviews to write')}</AppLink>
              {h.to_review.length > 0 && <span className={styles.muted}>{h.to_review.map((b) => b.title).join(', ')}</span>}
            </li>
          )}
        </ul>
      </section>

      <Card tone="flat" className={styles.list}>
        <h2 className={styles.heading}>Letting or selling?</h2>
        <p className={styles.muted}>Advertise a home or a room, or offer your services, to people searching near it.</p>
        <ButtonLink variant="primary" to="/add-edit-ad">
          List a property
        </ButtonLink>
      </Card>
    </div>
  );
}

function BookingLines({ bookings }: { bookings: DashboardBooking[] }) {
  return (
    <ul className={styles.lines}>
      {bookings.map((b) => (
        <li key={b.id} className={styles.line}>
          <span className={styles.lineTitle}>
            {KIND[b.booking_type]}: {b.title}
          </span>
          <span className={styles.muted}>{when(b)}</span>
          <BookingStatusChip booking={b} />
        </li>
      ))}
    </ul>
  );
}
