import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/index.ts';

/**
 * Search totals, cached per search generation. Counting every match of a city-wide search is the
 * dearest part of a list page (tens of thousands of rows); the same search is repeated for every page
 * and for the map. Triggers bump search_generation on any change to adverts, their details or rooms,
 * so a cached total is never stale: a change simply starts a new generation.
 */
export class SearchCounts {
  private readonly cache = new Map<string, { generation: number; total: number }>();

  constructor(
    private readonly db: Database,
    private readonly maxEntries = 2000,
  ) {}

  async generation(): Promise<number> {
    const { rows } = await sql<{ n: number }>`select n from search_generation`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /** The value of a `select count(*)::int as total ...` query, from the cache when the data has not changed. */
  async total(query: RawBuilder<{ total: number }>, generation: number): Promise<number> {
    const compiled = query.compile(this.db);
    const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    const hit = this.cache.get(key);
    if (hit && hit.generation === generation) {
      // Re-insert: Map order doubles as least-recently-used order.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.total;
    }
    const { rows } = await query.execute(this.db);
    const total = Number(rows[0]?.total ?? 0);
    this.cache.set(key, { generation, total });
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
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
