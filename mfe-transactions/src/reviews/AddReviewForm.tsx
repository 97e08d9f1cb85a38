import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  bus,
  apiErrorsOf,
  REVIEW_TEXT_MAX,
  reviewCriteria,
  StarRating,
  ValidationErrors,
  type ApiErrors,
  type ReviewKind,
} from '@marketplace/shared';
import { CountedTextarea } from '../text-entry/CountedTextarea';
import { reviewsApi } from './api';
import { REVIEW_ADDED, reviewPayload, SUCCESS_MS } from './rules';
import * as styles from './reviews.module.css';

interface Props {
  reviewType: ReviewKind;
  adId: number;
  bookingId: number | null;
  userId: number;
  toUserId: number | null;
  /** After the success message has shown its 7 s. */
  onDone?(): void;
}

/** Star inputs for the kind's criteria, an optional text (300 at most) and Submit. */
export function AddReviewForm({ reviewType, adId, bookingId, userId, toUserId, onDone }: Props) {
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [text, setText] = useState('');
  const [processing, setProcessing] = useState(false);
  const [added, setAdded] = useState(false);
  const [errors, setErrors] = useState<ApiErrors | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (processing || added) return;
    setProcessing(true);
    setErrors(null);
    try {
      await reviewsApi.add(reviewPayload({ reviewType, adId, bookingId, userId, toUserId, ratings, text }));
      setAdded(true);
      timer.current = setTimeout(() => {
        setAdded(false);
        bus.emit('review:added', { reviewType, adId });
        onDone?.();
      }, SUCCESS_MS);
    } catch (error) {
      setErrors(apiErrorsOf(error));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-busy={processing} className={styles.form}>
      {reviewCriteria(reviewType).map(({ field, label }) => (
        <div key={field} className={styles.criterion}>
          <span>{label}</span>
          <StarRating
            label={label}
            value={ratings[field] ?? 0}
            disabled={processing || added}
            onChange={(value) => setRatings((current) => ({ ...current, [field]: value }))}
          />
        </div>
      ))}
      <CountedTextarea
        label="Your review (optional)"
        value={text}
        max={REVIEW_TEXT_MAX}
        rows={4}
        disabled={processing || added}
        onChange={setText}
      />
      <ValidationErrors errors={errors} />
      {added ? <p role="status">{REVIEW_ADDED}</p> : null}
      <button type="submit" disabled={processing || added}>
        {processing ? 'Submitting...' : 'Submit review'}
      </button>
    </form>
  );
}
