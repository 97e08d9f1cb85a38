import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import {
  ALL_STAR_BANDS,
  bus,
  filterByStarBand,
  isHttpError,
  overallRating,
  StarRating,
  type ApiErrors,
  type ReviewByType,
  type ReviewType,
  type StarBand,
  type StarBandFilter,
} from '@marketplace/shared';
import { DEFAULT_RADIUS, fetchReviewsFor, RADIUS_OPTIONS } from './api';
import { reviewCard } from './model';
import { ReviewCard } from './ReviewCard';
import { ReviewsError } from './ReviewsError';
import * as styles from './reviews.module.css';

export const NO_REVIEWS = 'No reviews to show';
const BANDS: StarBand[] = [1, 2, 3, 4, 5];

interface LoadState<K extends ReviewType> {
  status: 'loading' | 'ready' | 'error';
  reviews: Array<ReviewByType[K]>;
  message?: string;
  errors?: ApiErrors;
}

interface ReviewsBrowserProps<K extends ReviewType> {
  type: K;
  subjectId: number;
  /** Reviews the caller already has: shown as they are, without a call. */
  feed?: Array<ReviewByType[K]>;
  /** The guest list's optional mode: each card adds the guest's picture and the property's contact name. */
  detailed?: boolean;
}

/**
 * A review list with its overall rating, star-band filters (all on) and, for neighbourhood reviews,
 * a radius that refetches. `subjectId` is what the list is about (advert, service or guest).
 */
export function ReviewsBrowser<K extends ReviewType>({ type, subjectId, feed, detailed = false }: ReviewsBrowserProps<K>) {
  const [radius, setRadius] = useState(DEFAULT_RADIUS);
  const [bands, setBands] = useState<StarBandFilter>(ALL_STAR_BANDS);
  const [state, setState] = useState<LoadState<K>>({ status: 'loading', reviews: [] });
  const [reload, setReload] = useState(0);
  const radiusId = useId();

  useEffect(
    () =>
      bus.on('review:added', (added) => {
        if (added.reviewType === type) setReload((n) => n + 1);
      }),
    [type],
  );

  const load = useCallback(() => fetchReviewsFor(type, subjectId, radius), [type, subjectId, radius]);
  useEffect(() => {
    if (feed) {
      setState({ status: 'ready', reviews: feed });
      return;
    }
    let current = true;
    setState((previous) => ({ status: 'loading', reviews: previous.reviews }));
    load().then(
      (reviews) => current && setState({ status: 'ready', reviews }),
      (error: unknown) => {
        if (!current) return;
        const body = isHttpError(error) ? error.data : {};
        setState({ status: 'error', reviews: [], message: body.message || 'The reviews could not be loaded.', errors: body.errors });
      },
    );
    return () => {
      current = false;
    };
  }, [load, reload, feed]);

  const rating = useMemo(() => overallRating(type, state.reviews), [type, state.reviews]);
  const shown = useMemo(
    () => filterByStarBand(state.reviews, bands, (review) => reviewCard(type, review).rating),
    [state.reviews, bands, type],
  );

  return (
    <div className={styles.browser}>
      <div className={styles.controls}>
        <fieldset className={styles.bands}>
          <legend>Show ratings</legend>
          {BANDS.map((band) => (
            <label key={band} className={styles.band}>
              <input type="checkbox" checked={bands[band]} onChange={(event) => setBands({ ...bands, [band]: event.target.checked })} />
              {band} {band === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </fieldset>
        {type === 'neighbourhood' && (
          <div className={styles.radius}>
            <label htmlFor={radiusId}>Radius</label>
            <select id={radiusId} value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
              {RADIUS_OPTIONS.map((miles) => (
                <option key={miles} value={miles}>
                  {miles} {miles === 1 ? 'mile' : 'miles'}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className={styles.overall}>
        Rating: <StarRating value={rating} showValue />
        <span className={styles.count}>
          {state.reviews.length} {state.reviews.length === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      {state.status === 'error' && <ReviewsError message={state.message} errors={state.errors} />}
      {state.status === 'loading' && state.reviews.length === 0 ? (
        <p role="status">Loading reviews…</p>
      ) : shown.length === 0 ? (
        state.status !== 'error' && <p className={styles.empty}>{NO_REVIEWS}</p>
      ) : (
        <ul className={styles.cards} aria-busy={state.status === 'loading' || undefined}>
          {shown.map((review) => (
            <ReviewCard key={review.id} type={type} card={reviewCard(type, review)} detailed={detailed} />
          ))}
        </ul>
      )}
    </div>
  );
}
