/** Bodies of the favourites calls (POST api/favourites, api/favourite). */
import { z } from 'zod';
import { idField, laravelBody, oneOf } from './laravel';

/** The only kind of favourite the product has (spec 002 §3.8: other types are not shown). */
export const FAVOURITE_TYPES = ['Property'] as const;

export const FavouritesBody = laravelBody(z.object({ type: oneOf('type', FAVOURITE_TYPES) }));

export const AddFavouriteBody = laravelBody(z.object({ id: idField('id'), type: oneOf('type', FAVOURITE_TYPES) }));
