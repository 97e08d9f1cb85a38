import { useEffect } from 'react';
import {
  AppLink,
  bus,
  countOf,
  sessionStore,
  StarRating,
  type DashboardBooking,
  type DashboardListing,
  type DashboardPageOf,
  type DashboardStatistics,
  type GivenReview,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { REVIEW_LINK_LABEL, otherPartyRole, reviewKindOf, reviewToWrite } from '../bookings/bookingActions';
import * as styles from './reviews.module.css';

const average = (r: { count: number; average: number | null }) =>
  r.average === null ? 'No reviews yet' : `${r.average.toFixed(1)} out of 5 from ${countOf(r.count, 'review')}`;

/** Reviews received (read in the shared review lists with their star filters), reviews given, and reviews still to write. */
export default function ReviewsPage() {
  const stats = useApi<{ data: DashboardStatistics }>('api/user/statistics?days=7');
  const adverts = useApi<DashboardPageOf<DashboardListing>>('api/user/adverts');
  const services = useApi<DashboardPageOf<DashboardListing>>('api/user/services');
  const given = useApi<{ data: GivenReview[] }>('api/user/reviews-given');
  const asGuest = useApi<DashboardPageOf<DashboardBooking>>('api/user/bookings?as=guest&status=completed');
  const asHost = useApi<DashboardPageOf<DashboardBooking>>('api/user/bookings?as=host&status=completed');
  const { reload: reloadGiven } = given;
  const { reload: reloadGuest } = asGuest;
  const { reload: reloadHost } = asHost;

  useEffect(
    () =>
      bus.on('review:added', () => {
        reloadGiven();
        reloadGuest();
        reloadHost();
      }),
    [reloadGiven, reloadGuest, reloadHost],
  );

  const userId = sessionStore.user?.id;
  const toWrite = [...(asGuest.data?.data ?? []), ...(asHost.data?.data ?? [])].flatMap((b) => {
    const review = userId === undefined ? null : reviewToWrite(b, userId);
    return review ? [{ booking: b, review }] : [];
  });
  const r = stats.data?.data.reviews;
  // The page appears in one piece once each list has its first answer: sections filling one by one
  // would push each other down the screen.
  const firstAnswers = [stats, adverts, services, given, asGuest, asHost].every((q) => q.data || !q.loading);
  if (!firstAnswers) return <p role="status">Loading…</p>;

  return (
    <>
      <section aria-labelledby="to-write">
        <h2 id="to-write" className={styles.section}>
          Waiting for your review
        </h2>
        {!asGuest.data || !asHost.data ? (
          <p role="status">Loading…</p>
        ) : toWrite.length === 0 ? (
          <p>Nothing to review right now.</p>
        ) : (
          <ul className={styles.list}>
            {toWrite.map(({ booking, review }) => (
              <li key={booking.id} className={styles.item}>
                <span>
                  {booking.title ?? 'Removed advert'} · {otherPartyRole(booking)}: {booking.other_party}
                </span>
                <AppLink to={review}>{REVIEW_LINK_LABEL[reviewKindOf(booking)]}</AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="received">
        <h2 id="received" className={styles.section}>
          Reviews received
        </h2>
        {r && (
          <dl className={styles.averages}>
            <dt>As a host</dt>
            <dd>{average(r.host)}</dd>
            <dt>For your services</dt>
            <dd>{average(r.service)}</dd>
            <dt>As a guest</dt>
            <dd>{average(r.guest)}</dd>
          </dl>
        )}
        <ul className={styles.list}>
          {adverts.data?.data.map((a) => (
            <li key={`p${a.id}`} className={styles.item}>
              <span>{a.title}</span>
              <button type="button" onClick={() => bus.emit('modal:open', { kind: 'reviews', reviewType: 'host', adId: a.id })}>
                Read reviews
              </button>
            </li>
          ))}
          {services.data?.data.map((s) => (
            <li key={`s${s.id}`} className={styles.item}>
              <span>{s.title} (service)</span>
              <button type="button" onClick={() => bus.emit('modal:open', { kind: 'reviews', reviewType: 'service', adId: s.id })}>
                Read reviews
              </button>
            </li>
          ))}
          {userId !== undefined && (
            <li className={styles.item}>
              <span>Hosts’ reviews of you as a guest</span>
              <button
                type="button"
                onClick={() => bus.emit('modal:open', { kind: 'reviews', reviewType: 'guest', adId: userId, detailed: true })}
              >
                Read reviews
              </button>
            </li>
          )}
        </ul>
      </section>

      <section aria-labelledby="given">
        <h2 id="given" className={styles.section}>
          Reviews you wrote
        </h2>
        {given.data?.data.length === 0 && <p>You have not written a review yet.</p>}
        <ul className={styles.list}>
          {given.data?.data.map((g) => (
            <li key={`${g.review_type}${g.id}`} className={styles.given}>
              <strong>{g.title}</strong> <StarRating value={g.stars} />
              {g.review_text && <p>{g.review_text}</p>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
