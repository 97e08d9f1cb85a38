import { useEffect, useState } from 'react';
import {
  AppLink,
  bus,
  formatPounds,
  http,
  isHttpError,
  sessionStore,
  type BookingAction,
  type DashboardBooking,
  type DashboardPageOf,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { availableActions, otherPartyRole, reviewToWrite } from './bookingActions';
import * as styles from './bookings.module.css';

const ACTION_LABEL: Record<BookingAction, string> = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel booking' };
const STATUS_LABEL = {
  pending: 'Awaiting reply',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
} as const;

const when = (b: DashboardBooking) => {
  const format = (iso: string) =>
    new Date(iso).toLocaleString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  return b.date_end && b.date_end !== b.date_start ? `${format(b.date_start)} – ${format(b.date_end)}` : format(b.date_start);
};

/** Bookings as host (requests on the user's adverts) and as guest, with the status machine's actions. */
export default function BookingsPage() {
  const [as, setAs] = useState<'host' | 'guest'>('host');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const query = new URLSearchParams({
    as,
    ...(status && { status }),
    ...(from && { from }),
    ...(to && { to }),
    ...(page > 1 && { page: String(page) }),
  });
  const { data, error, reload } = useApi<DashboardPageOf<DashboardBooking>>(`api/user/bookings?${query.toString()}`);

  useEffect(() => setPage(1), [as, status, from, to]);
  // The other party's accept, decline or cancel arrives as a notification: the list follows at once.
  useEffect(() => bus.on('notification:received', reload), [reload]);
  useEffect(() => bus.on('review:added', reload), [reload]);

  const act = async (b: DashboardBooking, action: BookingAction) => {
    try {
      await http.post(`api/bookings/${b.id}/status`, { action });
      setNotice(
        `Booking of ${b.title ?? 'your advert'}: ${STATUS_LABEL[action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'cancelled'].toLowerCase()}.`,
      );
    } catch (e) {
      setNotice(isHttpError(e) ? e.message : 'Could not change this booking.');
    }
    reload();
  };

  const now = new Date();
  const userId = sessionStore.user?.id;
  return (
    <>
      <div className={styles.tabs} role="group" aria-label="Whose bookings">
        <button type="button" aria-pressed={as === 'host'} onClick={() => setAs('host')}>
          Requests for my adverts
        </button>
        <button type="button" aria-pressed={as === 'guest'} onClick={() => setAs('guest')}>
          My trips and appointments
        </button>
      </div>
      <div className={styles.filters}>
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            {Object.entries(STATUS_LABEL).map(([value, label]) => (
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
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {error && <p role="alert">{error}</p>}
      {data && data.data.length === 0 && <p>No bookings match.</p>}
      <ul className={styles.list} aria-label="Bookings">
        {data?.data.map((b) => {
          const review = userId === undefined ? null : reviewToWrite(b, userId);
          return (
            <li key={b.id} className={styles.booking} data-booking={b.id}>
              <div>
                <h2 className={styles.title}>{b.title ?? 'Removed advert'}</h2>
                <p className={styles.meta}>
                  {when(b)} · {otherPartyRole(b)}: {b.other_party}
                  {b.guests > 0 && ` · ${b.guests} guest${b.guests === 1 ? '' : 's'}`}
                </p>
                <p className={styles.meta}>
                  <span className={`${styles.status} ${styles[b.status]}`} data-status={b.status}>
                    {STATUS_LABEL[b.status]}
                  </span>{' '}
                  {b.amount_due > 0 && (
                    <>
                      {formatPounds(b.amount_due, { decimals: 2 })} · {b.paid ? 'Paid' : 'Not paid'}
                    </>
                  )}
                </p>
              </div>
              <div className={styles.actions} role="group" aria-label={`Actions for booking ${b.id}`}>
                {availableActions(b, now).map((action) => (
                  <button key={action} type="button" onClick={() => void act(b, action)}>
                    {ACTION_LABEL[action]}
                  </button>
                ))}
                {review && <AppLink to={review}>Write a review</AppLink>}
                <button
                  type="button"
                  onClick={() =>
                    bus.emit('modal:open', {
                      kind: 'raise-issue',
                      bookingId: b.id,
                      adId: (b.property_id ?? b.service_id) as number,
                      adType: b.property_id !== null ? 'Property' : 'Service',
                    })
                  }
                >
                  Raise Issue
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {data && data.meta.last_page > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {data.meta.current_page} of {data.meta.last_page}
          </span>
          <button type="button" disabled={page >= data.meta.last_page} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </>
  );
}
