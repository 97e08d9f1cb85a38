import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  FAVOURITES_LOGIN_MESSAGE,
  FAVOURITES_NOTICE_MS,
  favouriteLabel,
  favouriteOf,
  sessionStore,
  toggleFavourite,
  useTimedMessage,
} from '@marketplace/shared';
import { serverMessage } from './serverMessage';
import * as styles from './actions.module.css';

const ERROR_MS = 4000;

interface FavouriteHeartProps {
  advertId: number;
  /** Preview mode: the heart shows but clicks do nothing. */
  preview?: boolean;
}

/** Adds the advert to the user's favourites or removes it (spec 001 §4, 002 §2.8). */
export const FavouriteHeart = observer(function FavouriteHeart({ advertId, preview = false }: FavouriteHeartProps) {
  const [busy, setBusy] = useState(false);
  const [notice, showNotice] = useTimedMessage(FAVOURITES_NOTICE_MS);
  const [error, showError] = useTimedMessage(ERROR_MS);
  const favourite = favouriteOf(sessionStore.user?.favourite_properties, advertId) ?? null;
  const label = favouriteLabel(Boolean(favourite));

  const toggle = async () => {
    // A second click while the first is on its way, and any click in preview, are ignored.
    if (preview || busy) return;
    if (!sessionStore.authenticated) {
      showNotice(FAVOURITES_LOGIN_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      await toggleFavourite(advertId);
    } catch (failure) {
      const message = serverMessage(failure, 'Your favourites could not be updated.');
      if (message) showError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.heartWrap}>
      <button
        type="button"
        className={[styles.heart, favourite ? 'existing-bookmark' : null, favourite ? styles.heartOn : null].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-pressed={Boolean(favourite)}
        aria-busy={busy || undefined}
        onClick={toggle}
      >
        <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
      </button>
      {(notice || error) && (
        <span role="alert" className={styles.notice}>
          {notice ?? error}
        </span>
      )}
    </span>
  );
});
