import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { FAVOURITES_LOGIN_MESSAGE, FAVOURITES_NOTICE_MS, favouriteLabel, favouriteOf, toggleFavourite } from '../actions';
import { isHttpError } from '../http';
import { firstErrorMessages } from '../rules';
import { sessionStore } from '../stores';
import { useTimedMessage } from './useTimedMessage';
import './ui.css';

/** What to tell the user about a failed call: the first message per field, else the message; nothing when the client already did. */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (!isHttpError(error)) return fallback;
  if (error.handled) return null;
  const perField = firstErrorMessages(error.data.errors).map((e) => e.message);
  return perField.length ? perField.join(' ') : error.data.message || fallback;
}

export interface FavouriteHeartProps {
  advertId: number;
  /** Preview mode: the heart shows but clicks do nothing. */
  preview?: boolean;
  className?: string;
}

/**
 * The product's one favourites heart (spec 001 §4 Favourites, 002 §2.8): every heart on the page reads the
 * session user's favourites, so they stay in step; a change refreshes the user.
 */
export const FavouriteHeart = observer(function FavouriteHeart({ advertId, preview = false, className }: FavouriteHeartProps) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [notice, showNotice] = useTimedMessage(FAVOURITES_NOTICE_MS);
  const favourite = Boolean(favouriteOf(sessionStore.user?.favourite_properties, advertId));
  const label = favouriteLabel(favourite);

  const toggle = async () => {
    // A second click while the first is on its way, and any click in preview, are ignored.
    if (preview || busy.current) return;
    if (!sessionStore.authenticated) {
      showNotice(FAVOURITES_LOGIN_MESSAGE);
      return;
    }
    busy.current = true;
    setPending(true);
    try {
      await toggleFavourite(advertId);
    } catch (failure) {
      const message = failureMessage(failure, 'Your favourites could not be updated.');
      if (message) showNotice(message);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <span className={['ui-heart-wrap', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={['ui-heart', favourite ? 'existing-bookmark ui-heart--on' : null].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-pressed={favourite}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
      </button>
      {notice && (
        <span role="alert" className="ui-action-notice">
          {notice}
        </span>
      )}
    </span>
  );
});
