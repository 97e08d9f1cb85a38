import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { bookingReviewRight, reactParcel, sessionStore, type Booking } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { AddReviewForm } from '../reviews/AddReviewForm';
import { reviewsApi } from '../reviews/api';
import { INCOMPLETE_PAGE, readAddReviewQuery } from '../reviews/rules';
import { addReviewTitle } from './titles';
import * as styles from './parcels.module.css';

type Loaded = { state: 'loading' } | { state: 'ready'; booking: Booking | null } | { state: 'refused'; message: string };

/** /add-review: the review its query names, for the booking it names (neighbourhood reviews need none). */
const AddReviewPage = observer(function AddReviewPage({ query }: Exposes['./AddReviewPage']) {
  const userId = sessionStore.user?.id ?? null;
  const wanted = readAddReviewQuery(query, userId);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const reviewType = wanted?.reviewType;
  const bookingId = wanted?.bookingId ?? null;

  useEffect(() => {
    if (!reviewType || userId === null) return;
    if (reviewType === 'neighbourhood' || bookingId === null) {
      setLoaded({ state: 'ready', booking: null });
      return;
    }
    let current = true;
    reviewsApi
      .bookingByIdAndType(reviewType, bookingId, userId)
      .then((booking) => {
        if (!current) return;
        const right = bookingReviewRight(
          reviewType,
          { ...booking, date_start: new Date(booking.date_start), date_end: booking.date_end ? new Date(booking.date_end) : null },
          userId,
          new Date(),
        );
        setLoaded(right.ok ? { state: 'ready', booking } : { state: 'refused', message: right.message });
      })
      .catch(() => current && setLoaded({ state: 'refused', message: INCOMPLETE_PAGE }));
    return () => {
      current = false;
    };
  }, [reviewType, bookingId, userId]);

  const title = addReviewTitle(reviewType ?? '');
  let body;
  if (!wanted || userId === null) body = <p role="alert">{INCOMPLETE_PAGE}</p>;
  else if (loaded.state === 'loading') body = <p>Loading…</p>;
  else if (loaded.state === 'refused') body = <p role="alert">{loaded.message}</p>;
  else {
    body = (
      <>
        {loaded.booking?.title ? <p>{loaded.booking.title}</p> : null}
        <AddReviewForm
          reviewType={wanted.reviewType}
          adId={wanted.adId}
          bookingId={wanted.bookingId}
          userId={userId}
          toUserId={
            wanted.toUserId ?? (loaded.booking ? (wanted.reviewType === 'guest' ? loaded.booking.user_id : loaded.booking.host_id) : null)
          }
        />
      </>
    );
  }
  return (
    <Frame label={title} className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {body}
    </Frame>
  );
});

export default reactParcel(AddReviewPage);
