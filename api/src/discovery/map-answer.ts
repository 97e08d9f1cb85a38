import { sql, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.ts';
import { PIN_COLUMNS, PIN_FIELDS } from './cards.ts';
import { queryKey } from './counts.ts';
import { ClusterIndex, parsePoints, POSITION_SCALE, RENT_SIDE, SALE_SIDE, type MapView } from './clusters.ts';
import type { SearchQuery } from './filters.ts';
import { MAP_PIN_LIMIT } from './paging.ts';
import { fromClause, orderBy, searchWhere, type SearchSql } from './search-sql.ts';

/** The JSON text of pins by field (shared's MapPinColumns), one list per field in the list's order; `pins` selects PIN_COLUMNS. */
function pinsJsonSql(pins: RawBuilder<unknown>, sort: SearchQuery['sort']) {
  const columns = sql.join(
    PIN_FIELDS.map((f) => sql`${sql.lit(f)}, coalesce(json_agg(${sql.ref(`pin.${f}`)} order by pin.position), '[]')`),
  );
  return sql`(select json_build_object(${columns})::text from (
      select page.*, row_number() over (order by ${orderBy(sort, 'page')}) as position from (${pins}) page
    ) pin)`;
}

/** Pins as JSON text straight from SQL: thousands of pins are never parsed and re-serialised in JS. */
async function pinsJson(db: Database, pins: RawBuilder<unknown>, sort: SearchQuery['sort']): Promise<string> {
  const { rows } = await sql<{ data: string | null }>`select ${pinsJsonSql(pins, sort)} as data`.execute(db);
  return rows[0]?.data ?? '{}';
}

/**
 * The map's answer without a view (spec 000 §7): the first MAP_PIN_LIMIT pins in the list's order,
 * and how many match.
 */
export async function searchMapJson(db: Database, q: SearchQuery, plan: { total: number; s: SearchSql }): Promise<string> {
  const { total, s } = plan;
  const data = await pinsJson(
    db,
    sql`select ${PIN_COLUMNS} from ${fromClause(s)} where ${s.where} order by ${orderBy(q.sort)} limit ${MAP_PIN_LIMIT}`,
    q.sort,
  );
  const meta = { total, shown: Math.min(total, MAP_PIN_LIMIT), limit: MAP_PIN_LIMIT };
  return `{"data":${data},"meta":${JSON.stringify(meta)}}`;
}

/** A search's adverts clustered, and the search generation they were read in. */
interface LoadedIndex {
  generation: number;
  index: ClusterIndex;
}

const NO_PINS = JSON.stringify(Object.fromEntries(PIN_FIELDS.map((f) => [f, []])));

/** An index's share of the cache: its adverts, counted twice to leave room for a legend variant. */
const indexSize = ({ index }: LoadedIndex) => Math.max(1, index.points.length * 2);

/**
 * The map's answer for a view (`bbox` and `zoom`): circles where adverts are many, pins where they
 * are few. A search's adverts are read from SQL once (one row of packed text: through PGlite, row by
 * row costs several times as much) and clustered in memory; every later view of the same search, at
 * any zoom, is a lookup. Entries belong to a search generation, so a change to any advert starts afresh.
 */
export class MapViews {
  private readonly indexes: LRUCache<string, Promise<LoadedIndex>>;

  constructor(
    private readonly db: Database,
    /** About 60 bytes of typed arrays and index per advert: 40 MB at the default. */
    maxPoints = 600_000,
  ) {
    this.indexes = new LRUCache({ maxSize: maxPoints, sizeCalculation: () => 1 });
  }

  async answer(q: SearchQuery, view: MapView): Promise<string> {
    const s = searchWhere(q, 'index');
    const key = queryKey(sql`${s.where}`.compile(this.db));
    const hit = this.indexes.get(key);
    if (hit) {
      const { generation, index } = await hit;
      // One round trip: the pins, and whether any advert changed since the index was read.
      const answer = await this.answerFrom(index, q, view);
      if (answer.generation === generation) return answer.json;
    }
    const loading = this.load(s);
    this.indexes.set(key, loading);
    loading.then(
      (loaded) => {
        if (this.indexes.peek(key) === loading) this.indexes.set(key, loading, { size: indexSize(loaded) });
      },
      () => {
        if (this.indexes.peek(key) === loading) this.indexes.delete(key);
      },
    );
    return (await this.answerFrom((await loading).index, q, view)).json;
  }

  private async answerFrom(index: ClusterIndex, q: SearchQuery, view: MapView): Promise<{ generation: number; json: string }> {
    const content = index.view(view);
    const pins = content.singles.length
      ? pinsJsonSql(
          sql`select ${PIN_COLUMNS} from properties p where p.id in (${sql.join(content.singles.map((id) => sql.lit(id)))})`,
          q.sort,
        )
      : sql`null`;
    const { rows } = await sql<{ generation: number; data: string | null }>`
      select (select n from search_generation) as generation, ${pins} as data`.execute(this.db);
    const meta = { total: index.points.length, in_view: content.inView, shown: content.singles.length, zoom: view.zoom };
    return {
      generation: Number(rows[0]?.generation ?? 0),
      json: `{"data":${rows[0]?.data ?? NO_PINS},"clusters":${JSON.stringify(content.clusters)},"meta":${JSON.stringify(meta)}}`,
    };
  }

  /**
   * The search's adverts and the generation they belong to, in one statement. Positions go as whole
   * hundred-thousandths of a degree (about a metre) and prices as whole pounds: integers are cheaper
   * than decimals for the database to write out.
   */
  private async load(s: SearchSql): Promise<LoadedIndex> {
    const side = sql`(case when p.is_sale or p.is_buy then ${sql.lit(SALE_SIDE)} else 0 end + case when p.is_let or p.is_rent then ${sql.lit(RENT_SIDE)} else 0 end)`;
    const { rows } = await sql<{ generation: number; points: string | null }>`
      select (select n from search_generation) as generation,
        string_agg(concat_ws(',', p.id, (p.longitude * ${sql.lit(POSITION_SCALE)})::int, (p.latitude * ${sql.lit(POSITION_SCALE)})::int,
          round(p.price)::bigint, p.property_category_id, p.property_rent_type_id, ${side}), ';') as points
      from ${fromClause(s)} where ${s.where} and p.longitude is not null and p.latitude is not null`.execute(this.db);
    return { generation: Number(rows[0]?.generation ?? 0), index: new ClusterIndex(parsePoints(rows[0]?.points ?? null)) };
  }
}
