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

/** What the prefilter reads of the advert. */
export interface AdvertFacts {
  id: number;
  user_id: number;
  latitude: number | null;
  longitude: number | null;
  is_sale: boolean;
  is_let: boolean;
  is_buy: boolean;
  is_rent: boolean;
  price: number;
  bedrooms: number | null;
}

/**
 * The saved searches whose alerts are on and that could match the advert by their prefilter columns
 * (area box, sides, a sale search's price bounds, fewest bedrooms; searches by place name have no
 * box), leaving out its owner's own searches.
 */
export async function candidateSearches(db: Database, advert: AdvertFacts) {
  const { latitude: lat, longitude: lng, price, bedrooms } = advert;
  let query = db
    .selectFrom('saved_searches')
    .select(['id', 'body'])
    .where('frequency', '<>', 'off')
    .where('paused', '=', false)
    .where('user_id', '<>', advert.user_id)
    .where((eb) =>
      eb.or([
        ...(advert.is_sale ? [eb('for_sale', '=', true)] : []),
        ...(advert.is_let ? [eb('for_let', '=', true)] : []),
        ...(advert.is_buy ? [eb('for_buy', '=', true)] : []),
        ...(advert.is_rent ? [eb('for_rent', '=', true)] : []),
      ]),
    )
    .where((eb) => eb.or([eb('sale_max_price', 'is', null), eb('sale_max_price', '>=', price)]))
    .where((eb) => eb.or([eb('sale_min_price', 'is', null), eb('sale_min_price', '<=', price)]))
    .where((eb) => (bedrooms === null ? eb('min_beds', 'is', null) : eb.or([eb('min_beds', 'is', null), eb('min_beds', '<=', bedrooms)])));
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
    .selectFrom('properties as p')
    .leftJoin('property_details as d', 'd.property_id', 'p.id')
    .select(['p.id', 'p.user_id', 'p.latitude', 'p.longitude', 'p.is_sale', 'p.is_let', 'p.is_buy', 'p.is_rent', 'p.price', 'd.bedrooms'])
    .where('p.id', '=', advertId)
    .where('p.is_published', '=', true)
    .executeTakeFirst();
  if (!advert) return [];
  return searchesMatching(db, advertId, await candidateSearches(db, advert));
}
