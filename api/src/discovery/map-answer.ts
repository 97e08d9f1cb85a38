import { sql, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.ts';
import { PIN_COLUMNS, PIN_FIELDS } from './cards.ts';
import { queryKey } from './counts.ts';
import { ClusterIndex, parsePoints, POSITION_SCALE, RENT_SIDE, SALE_SIDE, type MapView } from './clusters.ts';
import type { SearchQuery, Sort, StayNights } from './filters.ts';
import { stayOffers } from './stays.ts';
import { dayKey } from '@marketplace/shared/src/rules/dates.ts';
import { MAP_PIN_LIMIT } from './paging.ts';
import { fromClause, orderBy, rentsWanted, searchWhere, sortPrice, type SearchSql } from './search-sql.ts';

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
    sql`select ${PIN_COLUMNS} from ${fromClause(s)} where ${s.where} order by ${orderBy(q.sort, 'p', rentsWanted(q))} limit ${MAP_PIN_LIMIT}`,
    q.sort,
  );
  const meta = { total, shown: Math.min(total, MAP_PIN_LIMIT), limit: MAP_PIN_LIMIT };
  return `{"data":${q.stay ? await withStayTotals(db, data, q.stay) : data},"meta":${JSON.stringify(meta)}}`;
}

/** Pins by field with each short stay's total for the nights searched in `stay_total`. */
async function withStayTotals(db: Database, json: string, stay: StayNights): Promise<string> {
  const pins = JSON.parse(json) as Record<string, unknown[]> & { id?: number[] };
  const ids = pins.id ?? [];
  const offers = await stayOffers(db, ids, stay, new Date());
  pins.stay_total = ids.map((id) => offers.get(id)?.quote.total ?? null);
  return JSON.stringify(pins);
}

/** A search's adverts clustered, and the search generation they were read in. */
interface LoadedIndex {
  generation: number;
  index: ClusterIndex;
}

const NO_PINS = JSON.stringify(Object.fromEntries(PIN_FIELDS.map((f) => [f, []])));

/** A pin as its popup shows it, and the keys the list sorts by. */
interface CachedPin {
  id: number;
  /** created_at in seconds since 1970, and the price a sort compares (sortPrice): the list's order is made of them and the id. */
  t: number;
  price: number;
  /** The pin's fields by PIN_FIELDS' name, as SQL made them JSON. */
  fields: Record<string, unknown>;
}

/** The list's order (search-sql's orderBy) over cached pins. */
function pinOrder(sort: Sort): (a: CachedPin, b: CachedPin) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => a.t - b.t || a.id - b.id;
    case 'lowest_price':
      return (a, b) => a.price - b.price || a.id - b.id;
    case 'highest_price':
      return (a, b) => b.price - a.price || b.id - a.id;
    default:
      return (a, b) => b.t - a.t || b.id - a.id;
  }
}

/**
 * Pins read from SQL, kept while no advert changes (one search generation): panning over a city at
 * street zoom shows the same few hundred pins again and again, and a pin's fields do not depend on
 * the search. About 1 kB each; at most `max` of them.
 */
class PinCache {
  private readonly pins: LRUCache<number, CachedPin>;
  private generation = -1;

  constructor(
    private readonly db: Database,
    max = 40_000,
  ) {
    this.pins = new LRUCache({ max });
  }

  /**
   * The pins of `ids` as shared's MapPinColumns JSON in the list's order, for data of `generation`; with
   * dates searched, each short stay's total for them (`stayTotals`, which depend on the search).
   */
  async json(
    ids: readonly number[],
    sort: Sort,
    generation: number,
    stayTotals: ReadonlyMap<number, number> | null = null,
  ): Promise<string> {
    if (generation !== this.generation) {
      this.pins.clear();
      this.generation = generation;
    }
    const found: CachedPin[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const pin = this.pins.get(id);
      if (pin) found.push(pin);
      else missing.push(id);
    }
    if (missing.length) {
      // One row of JSON text: row by row, the drivers' per-row work costs more than the pins themselves.
      const { rows } = await sql<{ pins: string }>`
        select coalesce(json_agg(json_build_array(extract(epoch from pin.created_at)::float8, coalesce(${sortPrice('pin')}, 0)::float8, row_to_json(pin))), '[]')::text as pins
        from (select ${PIN_COLUMNS} from properties p where p.id in (${sql.join(missing.map((id) => sql.lit(id)))})) pin`.execute(this.db);
      for (const [t, price, fields] of JSON.parse(rows[0]?.pins ?? '[]') as Array<[number, number, Record<string, unknown>]>) {
        const pin: CachedPin = { id: Number(fields.id), t, price, fields };
        // Read after `generation` was: at least as fresh as it, so kept under it.
        this.pins.set(pin.id, pin);
        found.push(pin);
      }
    }
    found.sort(pinOrder(sort));
    const value = (pin: CachedPin, f: (typeof PIN_FIELDS)[number]) =>
      f === 'stay_total' ? (stayTotals?.get(pin.id) ?? null) : (pin.fields[f] ?? null);
    return JSON.stringify(Object.fromEntries(PIN_FIELDS.map((f) => [f, found.map((pin) => value(pin, f))])));
  }
}

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
  private readonly pins: PinCache;
  /** A short stay's total (or null: none) by generation, day, nights, party and advert. */
  private readonly totals = new LRUCache<string, { total: number | null }>({ max: 50_000 });

  constructor(
    private readonly db: Database,
    /** About 60 bytes of typed arrays and index per advert: 40 MB at the default. */
    maxPoints = 600_000,
  ) {
    this.indexes = new LRUCache({ maxSize: maxPoints, sizeCalculation: () => 1 });
    this.pins = new PinCache(db);
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
    const { rows } = await sql<{ n: number }>`select n from search_generation`.execute(this.db);
    const generation = Number(rows[0]?.n ?? 0);
    const totals = q.stay && content.singles.length ? await this.stayTotals(content.singles, q.stay, generation) : null;
    const data = content.singles.length ? await this.pins.json(content.singles, q.sort, generation, totals) : NO_PINS;
    const meta = { total: index.points.length, in_view: content.inView, shown: content.singles.length, zoom: view.zoom };
    return { generation, json: `{"data":${data},"clusters":${JSON.stringify(content.clusters)},"meta":${JSON.stringify(meta)}}` };
  }

  /**
   * Short stays' totals for the nights and party of a search, kept per search generation and day (a
   * last-minute discount counts days from today): panning shows the same pins again and again.
   */
  private async stayTotals(ids: readonly number[], stay: StayNights, generation: number): Promise<Map<number, number>> {
    const now = new Date();
    const prefix = `${generation}|${dayKey(now)}|${stay.start}|${stay.end}|${stay.guests}|`;
    const totals = new Map<number, number>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.totals.get(prefix + id);
      if (!kept) missing.push(id);
      else if (kept.total !== null) totals.set(id, kept.total);
    }
    const offers = await stayOffers(this.db, missing, stay, now);
    for (const id of missing) {
      const total = offers.get(id)?.quote.total ?? null;
      this.totals.set(prefix + id, { total });
      if (total !== null) totals.set(id, total);
    }
    return totals;
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
