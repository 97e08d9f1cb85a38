import { useEffect, useState } from 'react';
import { ValidationErrors, type ApiErrors } from '@marketplace/shared';
import * as styles from './reviews.module.css';

/** Validation error lists clear after 4 seconds (spec 000 §8); the message stays as info text. */
export const ERROR_LIST_MS = 4000;

/** A failed review call: the server's message as info text and its errors in a list for 4 seconds. */
export function ReviewsError({ message, errors }: { message?: string; errors?: ApiErrors }) {
  const [shownErrors, setShownErrors] = useState(errors);
  useEffect(() => {
    setShownErrors(errors);
    const timer = setTimeout(() => setShownErrors(undefined), ERROR_LIST_MS);
    return () => clearTimeout(timer);
  }, [errors]);
  return (
    <div className={styles.error}>
      <p role="status">{message}</p>
      <ValidationErrors errors={shownErrors} />
    </div>
  );
}
