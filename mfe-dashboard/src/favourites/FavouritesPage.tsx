import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Alert,
  AppLink,
  Button,
  EmptyState,
  Field,
  ImageWithFallback,
  SHORTLIST_COLUMNS,
  SHORTLIST_STATUSES,
  advertHeadline,
  byShortlistStatus,
  failureMessage,
  formatAdvertPrice,
  imageUrl,
  shortlistLabel,
  toggleFavourite,
  type Favourite,
  type ShortlistStatus,
} from '@marketplace/shared';
import { useFavourites, type FavouritesState } from './useFavourites';
import * as styles from './favourites.module.css';

/**
 * /dashboard-favourites: the person's saved homes as a mover's shortlist. Each home sits under where they
 * are with it (Interested, Viewing booked, Offer made or Applied, Not for me) with a private note; a
 * board of four columns on a desktop, the same groups one under another on a phone.
 */
export default function FavouritesPage() {
  const state = useFavourites();
  const { favourites, error } = state;
  if (!favourites) return error ? <Alert tone="error">{error}</Alert> : <p role="status">Loading…</p>;
  if (favourites.length === 0) {
    return (
      <EmptyState title="No saved homes yet" action={<AppLink to="/">Search homes</AppLink>}>
        Press the heart on a home you like to keep it here, then track where you are with it and note what to ask.
      </EmptyState>
    );
  }
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.board}>
        {byShortlistStatus(favourites, SHORTLIST_STATUSES).map(({ status, items }) => (
          <Column key={status} status={status} items={items} change={state.change} />
        ))}
      </div>
    </>
  );
}

function Column({ status, items, change }: { status: ShortlistStatus; items: Favourite[]; change: FavouritesState['change'] }) {
  const headingId = useId();
  return (
    <section className={items.length === 0 ? `${styles.column} ${styles.empty}` : styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {SHORTLIST_COLUMNS[status]} <span className={styles.count}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className={styles.none}>None yet</p>
      ) : (
        <ul className={styles.list}>
          {items.map((favourite) => (
            <SavedHome key={favourite.id} favourite={favourite} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedHome({ favourite, change }: { favourite: Favourite; change: FavouritesState['change'] }) {
  const card = favourite.property;
  const title = card ? card.property_title || advertHeadline(card) || 'Property' : 'No longer advertised';
  const [note, setNote] = useState(favourite.note ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  useEffect(() => setNote(favourite.note ?? ''), [favourite.note]);

  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await change(favourite.id, { note })) setSaved('Note saved.');
  };
  const remove = async () => {
    try {
      // The heart's own toggle: the session's favourites change, and the list reads itself again.
      await toggleFavourite(favourite.property_id);
    } catch (failure) {
      setRemoveError(failureMessage(failure, 'The home could not be removed.') || null);
    }
  };

  return (
    <li className={styles.home} aria-label={title} data-advert-id={favourite.property_id}>
      {card ? (
        <AppLink to={`/ad-details/${card.id}`} className={styles.open}>
          <ImageWithFallback src={imageUrl(card.documents_property_images[0]?.file_path)} alt="" className={styles.photo} />
          <span className={styles.price}>{formatAdvertPrice(card)}</span>
          <span className={styles.title}>{title}</span>
          {card.address.full_address && <span className={styles.address}>{card.address.full_address}</span>}
        </AppLink>
      ) : (
        <p className={styles.title}>{title}</p>
      )}
      <Field label="Where you are">
        {(control) => (
          <select
            {...control}
            value={favourite.status}
            onChange={(event) => {
              setSaved(null);
              void change(favourite.id, { status: event.target.value as ShortlistStatus });
            }}
          >
            {SHORTLIST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {shortlistLabel(status, card)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <form className={styles.note} onSubmit={(event) => void saveNote(event)}>
        <Field label="Your note" hint="Only you can see it.">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(event) => {
                setSaved(null);
                setNote(event.target.value);
              }}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" size="small" disabled={note.trim() === (favourite.note ?? '')}>
            Save note
          </Button>
          <Button size="small" variant="quiet" onClick={() => void remove()}>
            Remove
          </Button>
          <span role="status" className={styles.saved}>
            {saved}
          </span>
        </div>
        {removeError && <Alert tone="error">{removeError}</Alert>}
      </form>
    </li>
  );
}
