import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  bus,
  failureMessage,
  ImageWithFallback,
  imageUrl,
  navigate,
  sessionStore,
  toggleFavourite,
  useTimedMessage,
  type Favourite,
} from '@marketplace/shared';
import { favouritesApi } from './api';
import { bookmarkLine, favouritesKey } from './rules';
import * as styles from './favourites.module.css';

const ERROR_MS = 3000;

/**
 * The bottom bar of the signed-in user's favourite properties (the shell keeps it at the foot of every
 * page); nothing for a visitor or without favourites. A bookmark opens its advert in the detail panel
 * or, away from the map, on its page.
 */
export const Bookmarks = observer(function Bookmarks({ opensIn = 'panel' }: { opensIn?: 'panel' | 'page' }) {
  const user = sessionStore.user;
  const key = favouritesKey(user?.favourite_properties);
  const [favourites, setFavourites] = useState<Favourite[]>([]);
  // The bar loads a page at a time (the oldest first); `more` is how many are still to load.
  const [loaded, setLoaded] = useState({ page: 0, more: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, showError] = useTimedMessage(ERROR_MS);

  useEffect(() => {
    if (!user || key === '') {
      setFavourites([]);
      setLoaded({ page: 0, more: 0 });
      return;
    }
    let current = true;
    favouritesApi
      .list()
      .then((answer) => {
        if (!current) return;
        setFavourites(answer.data);
        setLoaded({ page: 1, more: answer.meta.total - answer.data.length });
      })
      .catch((failure: unknown) => {
        const message = failureMessage(failure, 'Your favourites could not be loaded.');
        if (current && message) showError(message);
      });
    return () => {
      current = false;
    };
  }, [user, key, showError]);

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const answer = await favouritesApi.list(loaded.page + 1);
      const known = new Set(favourites.map((f) => f.id));
      const added = answer.data.filter((f) => !known.has(f.id));
      setFavourites([...favourites, ...added]);
      setLoaded({ page: answer.meta.current_page, more: Math.max(0, answer.meta.total - favourites.length - added.length) });
    } catch (failure) {
      const message = failureMessage(failure, 'More favourites could not be loaded.');
      if (message) showError(message);
    } finally {
      setLoadingMore(false);
    }
  };

  const remove = async (favourite: Favourite) => {
    if (removing !== null) return;
    setRemoving(favourite.id);
    try {
      // The heart's own toggle: deletes, refreshes the user and tells every heart on the page.
      await toggleFavourite(favourite.property_id);
    } catch (failure) {
      const message = failureMessage(failure, 'The bookmark could not be removed.');
      if (message) showError(message);
    } finally {
      setRemoving(null);
    }
  };

  const shown = favourites.filter((f) => f.property);
  if (!user || (shown.length === 0 && !error)) return null;
  return (
    <div className={styles.bar}>
      <ul className={styles.list} aria-label="Favourite properties">
        {shown.map((favourite) => {
          const card = favourite.property as NonNullable<Favourite['property']>;
          const { price, fees, type } = bookmarkLine(card);
          const title = card.property_title || type;
          return (
            <li key={favourite.id} className={styles.item} data-advert-id={favourite.property_id}>
              <button
                type="button"
                className={styles.open}
                onClick={() =>
                  opensIn === 'panel'
                    ? bus.emit('advert:open', { advertId: favourite.property_id, source: 'bookmarks' })
                    : navigate(`/ad-details/${favourite.property_id}`)
                }
                aria-label={`Open ${title}, ${[price, fees].filter(Boolean).join(' ')}`}
              >
                <ImageWithFallback src={imageUrl(card.documents_property_images?.[0]?.file_path)} alt="" className={styles.photo} />
                <span className={styles.text}>
                  <span className={styles.price}>{price}</span>
                  {fees && <span className={styles.price}>{fees}</span>}
                  <span>{type}</span>
                </span>
              </button>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${title} from favourites`}
                title="Remove from Favourites"
                disabled={removing === favourite.id}
                onClick={() => void remove(favourite)}
              >
                ×
              </button>
            </li>
          );
        })}
        {loaded.more > 0 && (
          <li className={styles.item}>
            <button type="button" className={styles.more} disabled={loadingMore} onClick={() => void showMore()}>
              {loadingMore ? 'Loading…' : `Show ${loaded.more} more`}
            </button>
          </li>
        )}
      </ul>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
