import { z } from 'zod';
import { SHORTLIST_STATUSES } from '../entities/shortlist';
import { dashboardPageAnswer, Instant } from './common';
import { AdvertCardAnswer } from './search';

/**
 * A favourite of the signed-in user (002 3.8) with its advert's result card (null once the advert is
 * unpublished), and the shortlist the person keeps on it: where they are with the home and their own note.
 */
export const FavouriteAnswer = z.strictObject({
  id: z.number(),
  property_id: z.number(),
  property: AdvertCardAnswer.nullable(),
  status: z.enum(SHORTLIST_STATUSES),
  note: z.string().nullable(),
  /** When it was saved, and when its status or note last changed. */
  created_at: Instant,
  updated_at: Instant,
});

/** POST api/favourites {type, page}: a page of the user's favourites, oldest first (the bookmarks bar shows more on request). */
export const FavouritesAnswer = dashboardPageAnswer(FavouriteAnswer);

/** POST api/favourite: the favourite's id (the one there already when the advert was a favourite). */
export const FavouriteAddedAnswer = z.strictObject({ id: z.number() });

/** PUT api/favourites/{id}: the favourite as it now stands. */
export const FavouriteChangedAnswer = z.strictObject({ data: FavouriteAnswer });

/** POST api/favourites/{id}/delete: the sentence to show. */
export const FavouriteRemovedAnswer = z.strictObject({ message: z.string() });

export type Favourite = z.infer<typeof FavouriteAnswer>;
