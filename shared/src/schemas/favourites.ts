/** Bodies of the favourites calls (POST api/favourites, api/favourite). */
import { z } from 'zod';
import { SHORTLIST_NOTE_MAX, SHORTLIST_STATUSES } from '../entities/shortlist';
import { idField, laravelBody, laravelMessage, oneOf } from './laravel';

/** The only kind of favourite the product has (spec 002 §3.8: other types are not shown). */
export const FAVOURITE_TYPES = ['Property'] as const;

/** Favourites one account may keep (issue 40), and how many the bookmarks bar loads at a time. */
export const FAVOURITES_MAX = 500;
export const FAVOURITES_PER_PAGE = 24;
export const TOO_MANY_FAVOURITES = `You can keep up to ${FAVOURITES_MAX} favourites. Remove one to add another.`;

/** A page of the bookmarks bar (from 1): anything unusable is the first, as Laravel's paginator reads it. */
const page = z
  .unknown()
  .optional()
  .transform((raw) => {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : 1;
    return Number.isInteger(n) && n >= 1 ? n : 1;
  });

export const FavouritesBody = laravelBody(z.object({ type: oneOf('type', FAVOURITE_TYPES), page }));

export const AddFavouriteBody = laravelBody(z.object({ id: idField('id'), type: oneOf('type', FAVOURITE_TYPES) }));

/**
 * PUT api/favourites/{id}: where the person is with the home and their private note, either or both. The
 * note is kept trimmed; a blank or null note clears it, and a body without `note` leaves it as it is.
 */
export const ShortlistBody = laravelBody(
  z.object({
    status: oneOf('status', SHORTLIST_STATUSES, { required: false }),
    note: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : value),
      z
        .string({ error: laravelMessage.string('note') })
        .max(SHORTLIST_NOTE_MAX, { error: laravelMessage.max('note', SHORTLIST_NOTE_MAX) })
        .nullable()
        .optional(),
    ),
  }),
);
