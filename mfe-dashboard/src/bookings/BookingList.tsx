import { useEffect, useState } from 'react';
import {
  Alert,
  BOOKING_STATUSES,
  bus,
  ButtonLink,
  confirm,
  EmptyState,
  formatPounds,
  http,
  isHttpError,
  sessionStore,
  Pager,
  type Booking,
  type BookingAction,
  type DashboardBooking,
  type DashboardPageOf,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { confirmationOf } from './bookingActions';
import { BookingCard } from './BookingCard';
import * as styles from './bookings.module.css';

/** The statuses the list filters by, as the API knows them, in the words the cards use. */
const STATUS_FILTER = Object.entries(BOOKING_STATUSES);

const DONE: Record<BookingAction, string> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' };

/**
 * The user's bookings on one side: requests for their adverts (as host) on the Bookings page, their own
 * trips and appointments (as guest) on the Trips page. Decline and cancel ask first, with an optional
 * message that lands in the conversation; the other party's changes arrive live.
 */
export function BookingList({ as }: { as: 'host' | 'guest' }) {
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const query = new URLSearchParams({
    as,
    ...(status && { status }),
    ...(from && { from }),
    ...(to && { to }),
    ...(page > 1 && { page: String(page) }),
  });
  const { data, error, reload } = useApi<DashboardPageOf<DashboardBooking>>(`api/user/bookings?${query.toString()}`);

  useEffect(() => setPage(1), [status, from, to]);
  // The other party's accept, decline, cancel or payment arrives as a notification: the list follows at once.
  useEffect(() => bus.on('notification:received', reload), [reload]);
  // ... and after a gap in the live connection, for the changes published meanwhile.
  useEffect(() => bus.on('realtime:reconnected', reload), [reload]);
  useEffect(() => bus.on('review:added', reload), [reload]);

  const act = async (b: DashboardBooking, action: BookingAction) => {
    const answer = await confirm(confirmationOf(b, action));
    if (answer === false) return;
    try {
      const moved = await http.post<{ data: Booking; refunded: number }>(`api/bookings/${b.id}/status`, {
        action,
        ...(typeof answer === 'string' && { message: answer }),
      });
      const refund = moved.refunded > 0 ? ` Refunded ${formatPounds(moved.refunded, { decimals: 2 })}.` : '';
      setNotice({ tone: 'success', text: `Booking of ${b.title ?? 'your advert'}: ${DONE[action]}.${refund}` });
    } catch (e) {
      setNotice({ tone: 'error', text: isHttpError(e) ? (e.data.errors?.action?.[0] ?? e.message) : 'Could not change this booking.' });
    }
    reload();
  };

  const now = new Date();
  const userId = sessionStore.user?.id;
  return (
    <>
      <div className={styles.filters}>
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            {STATUS_FILTER.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          From <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <Alert tone="success">{notice?.tone === 'success' ? notice.text : null}</Alert>
      <Alert tone="error">{notice?.tone === 'error' ? notice.text : error}</Alert>
      {data && data.data.length === 0 ? (
        as === 'guest' && !status && !from && !to ? (
          <EmptyState
            title="No trips yet"
            headingLevel={2}
            action={
              <ButtonLink variant="primary" to="/">
                Find a place to stay
              </ButtonLink>
            }
          >
            Your stays, viewings and appointments are listed here once requested, each with its next step.
          </EmptyState>
        ) : (
          <EmptyState title={as === 'guest' ? 'No trips match' : 'No bookings match'}>Try another status or other dates.</EmptyState>
        )
      ) : null}
      <ul className={styles.list} aria-label={as === 'guest' ? 'Your trips' : 'Bookings'}>
        {data?.data.map((b) => (
          <BookingCard key={b.id} booking={b} userId={userId} now={now} onAction={act} />
        ))}
      </ul>
      {data && <Pager page={page} lastPage={data.meta.last_page} onPage={setPage} />}
    </>
  );
}
