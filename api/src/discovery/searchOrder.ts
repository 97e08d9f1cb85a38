import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.ts';
import type { SearchQuery } from './filters.ts';
import { queryKey } from './counts.ts';
import { fromClause, orderBy, rentsWanted, searchWhere } from './search-sql.ts';

/** Pages up to this one are read with OFFSET: walking the sort index for a few pages beats sorting every match. */
export const OFFSET_PAGES = 5;
/** The most ids one search's order keeps (200 kB): past them a page is read with OFFSET again. */
export const ORDER_LIMIT = 50_000;

/**
 * A search's matches in list order, per search generation, for the pages past the first few. Each
 * OFFSET page re-reads and re-sorts every earlier match (tens of milliseconds across a city's thousands),
 * where one ordered read serves every later page of the same search until an advert changes. The
 * generation is part of the key, so a stale order is never read; concurrent requests share one read.
 */
export class SearchOrder {
  private readonly orders: LRUCache<string, Int32Array, SearchQuery>;

  constructor(
    private readonly db: Database,
    maxBytes = 8_000_000,
  ) {
    this.orders = new LRUCache<string, Int32Array, SearchQuery>({
      maxSize: maxBytes,
      sizeCalculation: (ids) => ids.byteLength + 64,
      fetchMethod: async (_key, _stale, { context: q }) => {
        const s = searchWhere(q, 'index');
        const { rows } = await sql<{ id: number }>`
          select p.id from ${fromClause(s)} where ${s.where}
          order by ${orderBy(q.sort, 'p', rentsWanted(q))} limit ${ORDER_LIMIT}`.execute(db);
        return Int32Array.from(rows, (r) => r.id);
      },
    });
  }

  private keyOf(q: SearchQuery, generation: number): string {
    return queryKey(sql`${searchWhere(q, 'index').where} order by ${orderBy(q.sort, 'p', rentsWanted(q))}`.compile(this.db), generation);
  }

  /** The ids of `count` matches from `offset` in list order, or null when that is past what an order keeps. */
  async slice(q: SearchQuery, generation: number, offset: number, count: number): Promise<number[] | null> {
    if (offset + count > ORDER_LIMIT) return null;
    const ids = await this.orders.fetch(this.keyOf(q, generation), { context: q });
    return ids ? Array.from(ids.subarray(offset, offset + count)) : null;
  }
}
