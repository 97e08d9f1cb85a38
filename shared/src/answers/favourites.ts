import { z } from 'zod';
import { AdvertCardAnswer } from './search';

/** A favourite of the signed-in user (002 3.8) with its advert's result card; null once the advert is unpublished. */
export const FavouriteAnswer = z.strictObject({ id: z.number(), property_id: z.number(), property: AdvertCardAnswer.nullable() });

/** POST api/favourites: the user's favourites, oldest first (the bookmarks bar). */
export const FavouritesAnswer = z.strictObject({ data: z.array(FavouriteAnswer) });

export type Favourite = z.infer<typeof FavouriteAnswer>;
