import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import {
  SAVED_SEARCHES_MAX,
  SaveSearchBody,
  TOO_MANY_SAVED_SEARCHES,
  UpdateSavedSearchBody,
} from '@marketplace/shared/src/schemas/savedSearches.ts';
import { SAVED_SEARCHES_PER_PAGE } from '@marketplace/shared/src/entities/savedSearch.ts';
import { PageQuery } from '../discovery/schema.ts';
import {
  SavedSearchDataAnswer,
  SavedSearchDeletedAnswer,
  SavedSearchListAnswer,
  SavedSearchWithBodyAnswer,
  type SavedSearch,
} from '@marketplace/shared/src/answers/savedSearches.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { pageMeta } from '../http/paging.ts';
import { countRunner } from './counts.ts';
import { checkedSearch, matchColumns, SAVED_SEARCH_BODY, savedSearchBody } from './search-body.ts';
import { currentVersion } from '../common/versioned.ts';
import { searchCriteria } from './criteria.ts';

export const SAVED_SEARCH_NOT_FOUND = 'saved_search_does_not_exist';

type Row = {
  id: number;
  name: string;
  frequency: SavedSearch['frequency'];
  paused: boolean;
  matches: number | null;
  /** jsonb: the chips as written when saved or last counted. */
  criteria: unknown;
  last_alert_at: Date | null;
  created_at: Date;
};

/** The results page with the search restored, from the query the results page wrote. */
const searchUrl = (query: string) => (query ? `/?${query}` : '/');

/** A saved search as listed: what its row holds, the stored search and query left out (issue 40). */
const present = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency,
  paused: row.paused,
  matches: row.matches,
  criteria: Array.isArray(row.criteria) ? row.criteria.map(String) : [],
  last_alert_at: row.last_alert_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

const COLUMNS = ['id', 'name', 'frequency', 'paused', 'matches', 'criteria', 'last_alert_at', 'created_at'] as const;

/** The query as URLSearchParams writes it: nothing but pairs, whatever was sent. */
const cleanQuery = (query: string | undefined) => new URLSearchParams(query?.replace(/^\?/, '') ?? '').toString();

/** A person's saved searches (issue 29): save from the results panel, list, rename, change, pause, delete. */
export async function savedSearchesFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  // A new search is counted by the alert job within moments; the list never counts (counts.ts).
  const counts = countRunner(ctx);
  app.addHook('onClose', counts.stop);

  const owned = async (id: number | null, userId: number): Promise<Row> => {
    const row =
      id === null
        ? undefined
        : await db.selectFrom('saved_searches').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    // Someone else's saved search reads as unknown.
    if (!row) throw new HttpError(404, SAVED_SEARCH_NOT_FOUND);
    return row;
  };

  // A page of the person's searches, newest first: rows as kept, nothing searched again (issue 40).
  app.get('/api/user/saved-searches', { schema: { querystring: PageQuery, response: { 200: SavedSearchListAnswer } } }, async (request) => {
    const userId = request.userId;
    const page = request.query.page;
    const [rows, { total }] = await Promise.all([
      db
        .selectFrom('saved_searches')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(SAVED_SEARCHES_PER_PAGE)
        .offset((page - 1) * SAVED_SEARCHES_PER_PAGE)
        .execute(),
      db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(present), meta: pageMeta(page, SAVED_SEARCHES_PER_PAGE, Number(total)) };
  });

  app.post(
    '/api/user/saved-searches',
    { schema: { body: SaveSearchBody, response: { 201: SavedSearchDataAnswer } } },
    async (request, reply) => {
      const userId = request.userId;
      const { name, frequency, search, query } = request.body;
      const checked = checkedSearch(search);
      const columns = matchColumns(checked);
      const row = await db.transaction().execute(async (trx) => {
        // The person's row is the lock: two saves at once cannot both pass the limit.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        const { n } = await trx
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= SAVED_SEARCHES_MAX) throw new ValidationError({ name: [TOO_MANY_SAVED_SEARCHES] });
        return trx
          .insertInto('saved_searches')
          .values({
            user_id: userId,
            name,
            frequency,
            body: JSON.stringify(search),
            body_version: currentVersion(SAVED_SEARCH_BODY),
            query: cleanQuery(query),
            criteria: JSON.stringify(searchCriteria(checked)),
            ...columns,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
      counts.poke();
      return reply.status(201).send({ data: present(row) });
    },
  );

  // Opening one search: the link that restores it and the body it keeps, read only here.
  app.get('/api/user/saved-searches/:id', { schema: { params: PathId, response: { 200: SavedSearchWithBodyAnswer } } }, async (request) => {
    const row = await owned(request.params.id, request.userId);
    const { body, body_version, query } = await db
      .selectFrom('saved_searches')
      .select(['body', 'body_version', 'query'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return { data: { ...present(row), url: searchUrl(query), search: savedSearchBody(body, body_version) } };
  });

  app.put(
    '/api/user/saved-searches/:id',
    { schema: { params: PathId, body: UpdateSavedSearchBody, response: { 200: SavedSearchDataAnswer } } },
    async (request) => {
      const userId = request.userId;
      const row = await owned(request.params.id, userId);
      const { name, frequency, paused } = request.body;
      const alertsChanged = (frequency !== undefined && frequency !== row.frequency) || (paused !== undefined && paused !== row.paused);
      const updated = await db
        .updateTable('saved_searches')
        .set({
          ...(name !== undefined && { name }),
          ...(frequency !== undefined && { frequency }),
          ...(paused !== undefined && { paused }),
          ...(alertsChanged && { alerts_changed_at: new Date() }),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { data: present(updated) };
    },
  );

  app.delete(
    '/api/user/saved-searches/:id',
    { schema: { params: PathId, response: { 200: SavedSearchDeletedAnswer } } },
    async (request) => {
      const row = await owned(request.params.id, request.userId);
      await db.deleteFrom('saved_searches').where('id', '=', row.id).execute();
      return { id: row.id, deleted: true as const };
    },
  );
}
