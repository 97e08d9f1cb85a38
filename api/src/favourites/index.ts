import {
  FavouriteAddedAnswer,
  FavouriteChangedAnswer,
  FavouriteRemovedAnswer,
  FavouritesAnswer,
  type Favourite,
} from '@marketplace/shared/src/answers/favourites.ts';
import type { ShortlistStatus } from '@marketplace/shared/src/entities/shortlist.ts';
import {
  AddFavouriteBody,
  FAVOURITES_MAX,
  FAVOURITES_PER_PAGE,
  FavouritesBody,
  ShortlistBody,
  TOO_MANY_FAVOURITES,
} from '@marketplace/shared/src/schemas/favourites.ts';
import { sql } from 'kysely';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { pageMeta } from '../http/paging.ts';
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

/** A page of the user's favourites, oldest first, each with the advert's result card and its shortlist status and note. */
export async function listFavourites(db: Database, userId: number, page: number) {
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom('favourites')
      .select(FAVOURITE_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('id')
      .limit(FAVOURITES_PER_PAGE)
      .offset((page - 1) * FAVOURITES_PER_PAGE)
      .execute(),
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { data: await withCards(db, rows), meta: pageMeta(page, FAVOURITES_PER_PAGE, Number(total)) };
}

/** Favourites of the signed-in user (spec 001 §7, 002 §7). */
export async function favouritesFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  app.post('/api/favourites', { schema: { body: FavouritesBody, response: { 200: FavouritesAnswer } } }, async (request) =>
    listFavourites(db, request.userId, request.body.page),
  );

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
    // Counted and added under a lock per account: parallel hearts cannot pass the limit together.
    const favourite = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`.execute(trx);
      const { already, kept } = await trx
        .selectFrom('favourites')
        .select((eb) => [
          eb.fn.max(eb.case().when('property_id', '=', propertyId).then(eb.ref('id')).end()).as('already'),
          eb.fn.countAll<number>().as('kept'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (already !== null) return { id: already };
      if (Number(kept) >= FAVOURITES_MAX) throw new ValidationError({ id: [TOO_MANY_FAVOURITES] });
      return trx.insertInto('favourites').values({ user_id: userId, property_id: propertyId }).returning('id').executeTakeFirstOrThrow();
    });
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
