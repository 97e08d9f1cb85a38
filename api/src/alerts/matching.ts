import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { fromClause, searchWhere } from '../discovery/search-sql.ts';
import { storedSearch } from './search-body.ts';

/** Saved searches tried in one statement: each its own EXISTS over the one advert. */
const BATCH = 250;

export interface Candidate {
  id: number;
  body: Record<string, unknown>;
}

/**
 * The saved searches whose alerts are on and whose area box can hold the advert (searches by place
 * name are always tried), leaving out its owner's own searches.
 */
export async function candidateSearches(
  db: Database,
  advert: { id: number; user_id: number; latitude: number | null; longitude: number | null },
) {
  const { latitude: lat, longitude: lng } = advert;
  let query = db
    .selectFrom('saved_searches')
    .select(['id', 'body'])
    .where('frequency', '<>', 'off')
    .where('paused', '=', false)
    .where('user_id', '<>', advert.user_id);
  if (lat !== null && lng !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('min_lng', 'is', null),
        eb.and([eb('min_lng', '<=', lng), eb('max_lng', '>=', lng), eb('min_lat', '<=', lat), eb('max_lat', '>=', lat)]),
      ]),
    );
  }
  return query.execute();
}

/**
 * Which of the candidate saved searches the published advert matches, by the search's own WHERE
 * clause (searchWhere over the stored body), so an alert never disagrees with the results list.
 */
export async function searchesMatching(db: Database, advertId: number, candidates: readonly Candidate[]): Promise<number[]> {
  const matched: number[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const tests = candidates.slice(i, i + BATCH).flatMap(({ id, body }) => {
      const q = storedSearch(body);
      if (!q) return [];
      const s = searchWhere(q, 'index');
      return [
        sql`select ${sql.lit(id)}::int as id where exists (select 1 from ${fromClause(s)} where p.id = ${advertId}::int and ${s.where})`,
      ];
    });
    if (!tests.length) continue;
    const { rows } = await sql<{ id: number }>`${sql.join(tests, sql` union all `)}`.execute(db);
    matched.push(...rows.map((r) => r.id));
  }
  return matched;
}

/** The saved searches (alerts on) a published advert matches now; none when it is not published. */
export async function matchAdvert(db: Database, advertId: number): Promise<number[]> {
  const advert = await db
    .selectFrom('properties')
    .select(['id', 'user_id', 'latitude', 'longitude'])
    .where('id', '=', advertId)
    .where('is_published', '=', true)
    .executeTakeFirst();
  if (!advert) return [];
  return searchesMatching(db, advertId, await candidateSearches(db, advert));
}
