import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FavouriteAddedAnswer,
  FavouriteChangedAnswer,
  FavouriteRemovedAnswer,
  FavouritesAnswer,
  type Favourite,
} from '@marketplace/shared/src/answers/favourites.ts';
import type { ShortlistStatus } from '@marketplace/shared/src/entities/shortlist.ts';
import { AddFavouriteBody, FavouritesBody, ShortlistBody } from '@marketplace/shared/src/schemas/favourites.ts';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { loadCards } from '../discovery/cards.ts';

export const REMOVED_MESSAGE = 'Removed from favourites';
export const FAVOURITE_NOT_FOUND = 'favourite_does_not_exist';

const FAVOURITE_COLUMNS = ['id', 'property_id', 'status', 'note', 'created_at', 'updated_at'] as const;
type FavouriteRow = { id: number; property_id: number; status: string; note: string | null; created_at: Date; updated_at: Date };

/** Favourite rows with their adverts' result cards, in the rows' order. */
async function withCards(db: Database, rows: FavouriteRow[]): Promise<Favourite[]> {
  const cards = new Map(
    (
      await loadCards(
        db,
        rows.map((r) => r.property_id),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.map((r) => ({
    id: r.id,
    property_id: r.property_id,
    property: cards.get(r.property_id) ?? null,
    status: r.status as ShortlistStatus,
    note: r.note,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

/** The user's favourites, oldest first, each with the advert's result card and its shortlist status and note. */
export async function listFavourites(db: Database, userId: number): Promise<Favourite[]> {
  const rows = await db.selectFrom('favourites').select(FAVOURITE_COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
  return withCards(db, rows);
}

/** Favourites of the signed-in user (spec 001 §7, 002 §7). */
export async function favouritesFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  app.post('/api/favourites', { schema: { body: FavouritesBody, response: { 200: FavouritesAnswer } } }, async (request) => {
    const userId = request.userId;
    return { data: await listFavourites(db, userId) };
  });

  // Adding an advert that is already a favourite answers with the existing favourite: the heart may race a refresh.
  app.post('/api/favourite', { schema: { body: AddFavouriteBody, response: { 200: FavouriteAddedAnswer } } }, async (request) => {
    const userId = request.userId;
    const propertyId = request.body.id;
    const advert = await db
      .selectFrom('properties')
      .select('id')
      .where('id', '=', propertyId)
      .where('is_published', '=', true)
      .executeTakeFirst();
    if (!advert) throw new ValidationError({ id: ['The selected id is invalid.'] });
    const favourite = await db
      .insertInto('favourites')
      .values({ user_id: userId, property_id: propertyId })
      // A no-op update so the existing row's id is returned in the same statement.
      .onConflict((oc) => oc.columns(['user_id', 'property_id']).doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })))
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: favourite.id };
  });

  // The shortlist: where the person is with a home and their note. Theirs alone: another's reads as unknown.
  app.put(
    '/api/favourites/:id',
    { schema: { params: PathId, body: ShortlistBody, response: { 200: FavouriteChangedAnswer } } },
    async (request) => {
      const { id } = request.params;
      const { status, note } = request.body;
      const row =
        id === null
          ? undefined
          : await db
              .updateTable('favourites')
              .set({ ...(status !== undefined && { status }), ...(note !== undefined && { note }), updated_at: new Date() })
              .where('id', '=', id)
              .where('user_id', '=', request.userId)
              .returning(FAVOURITE_COLUMNS)
              .executeTakeFirst();
      if (!row) throw new HttpError(404, FAVOURITE_NOT_FOUND);
      return { data: (await withCards(db, [row]))[0] as Favourite };
    },
  );

  app.post('/api/favourites/:id/delete', { schema: { params: PathId, response: { 200: FavouriteRemovedAnswer } } }, async (request) => {
    const userId = request.userId;
    const { id } = request.params;
    // Someone else's favourite reads as unknown: whether it exists is not the caller's business.
    const deleted =
      id === null
        ? undefined
        : await db.deleteFrom('favourites').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw new HttpError(404, FAVOURITE_NOT_FOUND);
    return { message: REMOVED_MESSAGE };
  });
}
