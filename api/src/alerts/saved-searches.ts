import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import {
  SAVED_SEARCHES_MAX,
  SaveSearchBody,
  TOO_MANY_SAVED_SEARCHES,
  UpdateSavedSearchBody,
} from '@marketplace/shared/src/schemas/savedSearches.ts';
import {
  SavedSearchDataAnswer,
  SavedSearchDeletedAnswer,
  SavedSearchListAnswer,
  SavedSearchWithBodyAnswer,
  type SavedSearch,
} from '@marketplace/shared/src/answers/savedSearches.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { fromClause, searchWhere } from '../discovery/search-sql.ts';
import { checkedSearch, matchColumns, storedSearch } from './search-body.ts';
import { searchCriteria } from './criteria.ts';

export const SAVED_SEARCH_NOT_FOUND = 'saved_search_does_not_exist';

type Row = {
  id: number;
  name: string;
  body: Record<string, unknown>;
  query: string;
  frequency: SavedSearch['frequency'];
  paused: boolean;
  last_alert_at: Date | null;
  created_at: Date;
};

/** How many published adverts a stored search matches now: the search's own count. */
export async function matchesNow(db: Database, body: unknown): Promise<number> {
  const q = storedSearch(body);
  if (!q) return 0;
  const s = searchWhere(q, 'index');
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from ${fromClause(s)} where ${s.where}`.execute(db);
  return rows[0]?.total ?? 0;
}

/** The results page with the search restored, from the query the results page wrote. */
const searchUrl = (query: string) => (query ? `/?${query}` : '/');

async function present(db: Database, row: Row): Promise<SavedSearch> {
  const q = storedSearch(row.body);
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    paused: row.paused,
    url: searchUrl(row.query),
    matches: await matchesNow(db, row.body),
    criteria: q ? searchCriteria(q) : [],
    last_alert_at: row.last_alert_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

const COLUMNS = ['id', 'name', 'body', 'query', 'frequency', 'paused', 'last_alert_at', 'created_at'] as const;

/** The query as URLSearchParams writes it: nothing but pairs, whatever was sent. */
const cleanQuery = (query: string | undefined) => new URLSearchParams(query?.replace(/^\?/, '') ?? '').toString();

/** A person's saved searches (issue 29): save from the results panel, list, rename, change, pause, delete. */
export async function savedSearchesFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  const owned = async (id: number | null, userId: number): Promise<Row> => {
    const row =
      id === null
        ? undefined
        : await db.selectFrom('saved_searches').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    // Someone else's saved search reads as unknown.
    if (!row) throw new HttpError(404, SAVED_SEARCH_NOT_FOUND);
    return row;
  };

  app.get('/api/user/saved-searches', { schema: { response: { 200: SavedSearchListAnswer } } }, async (request) => {
    const userId = request.userId;
    const rows = await db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
    return { data: await Promise.all(rows.map((row) => present(db, row))) };
  });

  app.post(
    '/api/user/saved-searches',
    { schema: { body: SaveSearchBody, response: { 201: SavedSearchDataAnswer } } },
    async (request, reply) => {
      const userId = request.userId;
      const { name, frequency, search, query } = request.body;
      const columns = matchColumns(checkedSearch(search));
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
            query: cleanQuery(query),
            ...columns,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return reply.status(201).send({ data: await present(db, row) });
    },
  );

  app.get('/api/user/saved-searches/:id', { schema: { params: PathId, response: { 200: SavedSearchWithBodyAnswer } } }, async (request) => {
    const row = await owned(request.params.id, request.userId);
    return { data: { ...(await present(db, row)), search: row.body } };
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
      return { data: await present(db, updated) };
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
