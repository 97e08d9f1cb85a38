/** Bodies of the favourites calls (POST api/favourites, api/favourite). */
import { z } from 'zod';
import { SHORTLIST_NOTE_MAX, SHORTLIST_STATUSES } from '../entities/shortlist';
import { idField, laravelBody, laravelMessage, oneOf } from './laravel';

/** The only kind of favourite the product has (spec 002 §3.8: other types are not shown). */
export const FAVOURITE_TYPES = ['Property'] as const;

export const FavouritesBody = laravelBody(z.object({ type: oneOf('type', FAVOURITE_TYPES) }));

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
