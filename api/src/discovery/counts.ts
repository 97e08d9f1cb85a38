import { createHash } from 'node:crypto';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.ts';

/**
 * A cache key for a compiled query (its SQL and parameters): a long polygon's text costs a cache no
 * more than a postcode search's.
 */
export function queryKey(compiled: CompiledQuery, ...extra: unknown[]): string {
  return createHash('sha256')
    .update(compiled.sql)
    .update('\u0000')
    .update(JSON.stringify([compiled.parameters, ...extra]))
    .digest('base64');
}

/**
 * Search totals, cached per search generation. Counting every match of a city-wide search is the
 * dearest part of a list page (tens of thousands of rows); the same search is repeated for every page
 * and for the map. Triggers bump search_generation on any change to adverts, their details or rooms,
 * so a cached total is never stale: a change simply starts a new generation.
 */
export class SearchCounts {
  // Keyed by queryKey: each entry is about 150 bytes, and the whole cache stays under maxEntries of them.
  private readonly cache: LRUCache<string, { generation: number; total: number }>;

  constructor(
    private readonly db: Database,
    maxEntries = 2000,
  ) {
    this.cache = new LRUCache({ max: maxEntries });
  }

  async generation(): Promise<number> {
    const { rows } = await sql<{ n: number }>`select n from search_generation`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /** The value of a `select count(*)::int as total ...` query, from the cache when the data has not changed. */
  async total(query: RawBuilder<{ total: number }>, generation: number): Promise<number> {
    const key = queryKey(query.compile(this.db));
    const hit = this.cache.get(key);
    if (hit && hit.generation === generation) return hit.total;
    const { rows } = await query.execute(this.db);
    const total = Number(rows[0]?.total ?? 0);
    this.cache.set(key, { generation, total });
    return total;
  }
}

/**
 * Whether to walk the sort index (created_at or price) and filter, rather than collect every advert of
 * the area through the map index and sort the matches. Walking reads about need x published / total
 * rows (matches are spread through the sort order); collecting reads every advert in the area.
 */
export function walkSortIndex(need: number, total: number, inArea: number, published: number): boolean {
  return total > 0 && need * published < total * inArea;
}
