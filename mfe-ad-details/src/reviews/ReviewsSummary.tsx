import { observer } from 'mobx-react-lite';
import { bus, overallRating, sessionStore, StarRating, type ApiErrors, type ReviewByType } from '@marketplace/shared';
import { ReviewsError } from './ReviewsError';
import * as styles from './reviews.module.css';
import { AdvertHeading } from '../common/headings';

type SummaryType = 'neighbourhood' | 'host' | 'service';

/** The reviews of one kind as the detail view loads them. */
export interface ReviewsLoad<K extends SummaryType> {
  status: 'loading' | 'ready' | 'error';
  reviews: Array<ReviewByType[K]>;
  message?: string;
  errors?: ApiErrors;
}

const TITLES: Record<SummaryType, string> = {
  neighbourhood: 'Neighbourhood Reviews',
  host: 'Host Reviews',
  service: 'Service Reviews',
};

/** A preview shows this rating instead of real reviews (002 §9). */
export const PREVIEW_RATING = 5;

interface ReviewsSummaryProps<K extends SummaryType> {
  type: K;
  /** What the reviews modal lists: the advert (host, neighbourhood) or the service. */
  subjectId: number;
  /** Absent in preview mode, which shows the placeholder rating. */
  load: ReviewsLoad<K> | null;
  adType?: 'Property' | 'Service';
}

/** A kind of reviews in the detail view: overall rating, a way into the reviews modal and, for neighbourhoods, adding one. */
export const ReviewsSummary = observer(function ReviewsSummary<K extends SummaryType>({
  type,
  subjectId,
  load,
  adType = 'Property',
}: ReviewsSummaryProps<K>) {
  const preview = load === null;
  const rating = preview ? PREVIEW_RATING : overallRating(type, load.reviews);
  const user = sessionStore.user;
  const title = TITLES[type];
  return (
    <section className={styles.summary} aria-label={title}>
      <AdvertHeading section className={styles.summaryTitle}>
        {title}
      </AdvertHeading>
      <p className={styles.summaryRating}>
        <StarRating value={rating} showValue />
        {type === 'neighbourhood' && <span className={styles.radiusLabel}>(5 miles radius)</span>}
        {!preview && load.status === 'ready' && (
          <span className={styles.count}>
            {load.reviews.length} {load.reviews.length === 1 ? 'review' : 'reviews'}
          </span>
        )}
        {!preview && load.status === 'loading' && <span className={styles.count}>Loading…</span>}
      </p>
      {!preview && load.status === 'error' && <ReviewsError message={load.message} errors={load.errors} />}
      <div className={styles.summaryActions}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            if (!preview) bus.emit('modal:open', { kind: 'reviews', reviewType: type, adId: subjectId });
          }}
        >
          Read {title.toLowerCase()}
        </button>
        {type === 'neighbourhood' && user?.id && (
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              if (!preview) bus.emit('modal:open', { kind: 'add-review', reviewType: 'neighbourhood', adId: subjectId, adType });
            }}
          >
            Add Neighbourhood Review
          </button>
        )}
      </div>
    </section>
  );
});
