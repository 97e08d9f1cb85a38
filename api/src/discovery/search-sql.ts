import { sql, type RawBuilder } from 'kysely';
import { PRICE_PERIODS, rentConversionFactor, type PricePeriod } from '@marketplace/shared/src/rules/priceBasis.ts';
import {
  SEARCH_FILTER_FIELDS,
  type RankFilter,
  type SearchFilterField,
  type SearchFilterKind,
  type TriStateFilter,
  type WindowFilter,
} from '@marketplace/shared/src/entities/searchFilters.ts';
import { BOOKING_WINDOW_DAYS } from '@marketplace/shared/src/rules/booking.ts';
import { dayKey } from '@marketplace/shared/src/rules/dates.ts';
import { filterColumn, type Area, type SearchQuery, type Sort, type StayNights } from './filters.ts';
import { polygonText, ringBox } from '../common/geometry.ts';

type Fragment = RawBuilder<unknown>;

/** What a ticked filter asks of its column, by the kind shared's schema gives it: a new kind must be added here. */
const TICKED: Record<Exclude<SearchFilterKind, 'tri_state' | 'window' | 'up_to' | 'include' | 'words'>, (column: Fragment) => Fragment> = {
  flag: (column) => column,
  count: (column) => sql`${column} > 0`,
};

const and = (parts: Fragment[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
const or = (parts: Fragment[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
const ints = (ids: number[]) => sql.join(ids.map((id) => sql.lit(Math.trunc(id))));

/** `like` patterns match the text literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The area condition on `alias` (a table with latitude/longitude).
 * 'index' goes through the gist index on point(longitude, latitude): best when few adverts match.
 * 'scan' states the same area as plain ranges the planner estimates well, so with many matches it
 * walks the sort index (created_at, price) and stops after a page instead of sorting every match.
 */
export function areaCondition(area: Area, alias: 'p' | 's', mode: 'index' | 'scan' = 'index', addressAlias = 'a'): Fragment {
  const lng = sql.raw(`${alias}.longitude`);
  const lat = sql.raw(`${alias}.latitude`);
  // "+ 0" keeps the exact shape test off the index in scan mode.
  const pt = mode === 'index' ? sql`point(${lng}, ${lat})` : sql`point(${lng} + 0, ${lat})`;
  const box = (b: [number, number, number, number]) =>
    mode === 'index'
      ? sql`${pt} <@ box(point(${b[0]}::float8, ${b[1]}::float8), point(${b[2]}::float8, ${b[3]}::float8))`
      : sql`${lng} between ${b[0]}::float8 and ${b[2]}::float8 and ${lat} between ${b[1]}::float8 and ${b[3]}::float8`;
  switch (area.kind) {
    case 'polygons':
      return or(
        area.rings.map((ring) => {
          const inside = sql`${pt} <@ ${polygonText(ring)}::polygon`;
          return mode === 'index' ? inside : sql`(${box(ringBox(ring))} and ${inside})`;
        }),
      );
    case 'box':
      return box(area.box);
    case 'circle':
      return sql`${box(area.box)} and earth_distance(ll_to_earth(${area.lat}::float8, ${area.lng}::float8), ll_to_earth(${lat}, ${lng})) <= ${area.metres}::float8`;
    case 'text': {
      const a = sql.raw(addressAlias);
      const exact = likeEscape(area.text);
      return sql`(${a}.city ilike ${exact} or ${a}.county ilike ${exact} or ${a}.line_2 ilike ${exact} or ${a}.postcode ilike ${`${exact}%`})`;
    }
  }
}

/** The text-search configuration the advert's words are kept in (migration 0341's generated column). */
const WORDS_CONFIG = sql.lit('english');

/** Typed words as a web search box reads them: plain words all, "a phrase", -not, or; matched through the GIN index. */
export const keywordsMatch = (keywords: string | Fragment, column: Fragment = sql.ref('p.search_text')): Fragment =>
  sql`${column} @@ websearch_to_tsquery(${WORDS_CONFIG}::regconfig, ${keywords})`;

/** The advert's market status is one the search lists ('Include Under Offer, Sold STC' on, and nothing sold or let). */
const listedStatusCondition = (statuses: readonly string[]): Fragment =>
  sql`p.market_status in (${sql.join(statuses.map((status) => sql.lit(status)))})`;

/** A ticked window (shared's SEARCH_FILTER_FIELDS): its time column, else its fallback, within the last hours. */
export function windowCondition(key: WindowFilter): Fragment {
  const field: SearchFilterField = SEARCH_FILTER_FIELDS[key];
  const column = sql.ref(filterColumn(key));
  const at = field.orElse ? sql`coalesce(${column}, ${sql.ref(`p.${field.orElse}`)})` : column;
  return sql`${at} > now() - ${sql.lit(`${field.hours ?? 0} hours`)}::interval`;
}

/** How long an advert carries its 'Reduced' mark: as far back as 'Reduced in the last 14 days' looks. */
export const REDUCED_DAYS = SEARCH_FILTER_FIELDS.is_reduced.hours / 24;
/** When the advert's price last fell, if within REDUCED_DAYS (the card's and the page's 'Reduced'). */
export const REDUCED_AT = sql`case when p.reduced_at > now() - ${sql.lit(`${REDUCED_DAYS} days`)}::interval then p.reduced_at end as reduced_at`;

/** The search's price bounds on an amount. */
function priceBounds(q: Pick<SearchQuery, 'minPrice' | 'maxPrice'>, amount: Fragment): Fragment[] {
  const parts: Fragment[] = [];
  if (q.minPrice !== null) parts.push(sql`${amount} >= ${q.minPrice}::numeric`);
  if (q.maxPrice !== null) parts.push(sql`${amount} <= ${q.maxPrice}::numeric`);
  return parts;
}

/**
 * A price per `rentType` as a price per `period`, to the penny, by shared's rentConversionFactor (the
 * rule the browser converts by); null where it cannot be converted, which no bound matches.
 */
export function pricePer(period: PricePeriod, price: Fragment, rentType: Fragment): Fragment {
  const whens = PRICE_PERIODS.flatMap((from) => {
    const factor = rentConversionFactor(from, period);
    return factor === null ? [] : [sql`when ${sql.lit(from)} then round(${price} * ${String(factor)}::numeric, 2)`];
  });
  return sql`(case ${rentType} ${sql.join(whens, sql` `)} end)`;
}

/**
 * Bounds on a let's or rent's price per the search's period: the advert's own price or one of its
 * rooms' (a short stay is priced by its rooms), converted from the period it is asked for by.
 */
function rentPriceBounds(q: SearchQuery): Fragment[] {
  const { period } = q.priceBasis;
  if (period === null || (q.minPrice === null && q.maxPrice === null)) return [];
  const own = and(priceBounds(q, pricePer(period, sql`p.price`, sql`p.property_rent_type_id`)));
  const room = and(priceBounds(q, pricePer(period, sql`r.price`, sql`r.property_rent_type_id`)));
  return [sql`(${own} or exists (select 1 from property_rooms r where r.property_id = p.id and r.withdrawn_at is null and ${room}))`];
}

/** Midnight UTC of a 'YYYY-MM-DD' day, as a parameter compared with the bookings' times. */
const midnight = (day: string) => new Date(`${day}T00:00:00Z`);
const utcDay = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

/**
 * Live stay bookings (pending and not yet expired, or accepted) as searchWhere's
 * subqueries read them: holdingBookings' rule in SQL.
 */
export const HOLDING = sql`b.booking_type = 'reserve' and b.status in ('pending', 'accepted')
  and (b.status = 'accepted' or b.expires_at is null or b.expires_at > now())`;

/**
 * Whether booking `b` holds night `night` (a date): shared's stayNights, check-in day up to the check-out
 * day, a same-day stay its one day.
 */
export function holdsNight(night: Fragment): Fragment {
  const first = utcDay('b.date_start');
  const last = utcDay('coalesce(b.date_end, b.date_start)');
  return sql`(${first} <= ${night} and (${last} > ${night} or (${last} = ${first} and ${night} = ${first})))`;
}

/**
 * Whether a stay's nights may be booked at all (shared's bookingWindow, spec 001 §4): from today, and
 * without an end date of its own, within BOOKING_WINDOW_DAYS of today or of its start. Today is a
 * parameter, so every cache keyed by a search's SQL (totals, pages, orders, the map's) keeps a dated
 * search per day, and with it each stay's last-minute discount.
 */
export function withinBookingWindow(stay: StayNights): Fragment {
  const today = sql`${dayKey(new Date())}::date`;
  return sql`(${stay.start}::date >= ${today} and (p.date_end is not null
    or ${stay.end}::date - 1 <= greatest(${today}, coalesce(p.date_start, ${today})) + ${sql.lit(BOOKING_WINDOW_DAYS)}::int))`;
}

/**
 * The nights of a stay as rows (`series`, each night a date: `night`), for night-by-night counts. A
 * series of whole numbers, whose length the planner knows (of dates it guesses a thousand rows, and
 * then will not hash a set built from it).
 */
export function nightRows(stay: StayNights): { series: Fragment; night: Fragment } {
  const count = Math.round((midnight(stay.end).getTime() - midnight(stay.start).getTime()) / 86_400_000);
  return { series: sql`generate_series(0, ${sql.lit(Math.max(1, count) - 1)}) as g(k)`, night: sql`(${stay.start}::date + g.k)` };
}

/**
 * A short stay free for the nights and party asked (issue 43): it sleeps the party by the night
 * (stay_guests, kept by triggers), its nights may be booked, no night of them is closed by its host or
 * an imported calendar or held by a booking of it whole, and, let by its rooms with bookings over those
 * nights, its units still free on every night (shared's roomsFreeOverRange: each room's units less the
 * most any night has taken) sleep the party (shared's stayCapacity; a room saying no number of guests
 * takes any party). Each is looked up for the advert through its own indexes (migration 0321), so a
 * search by dates costs what its candidates cost, whatever is booked in the rest of the country.
 */
export function stayFree(stay: StayNights): Fragment {
  const [from, to] = [midnight(stay.start), midnight(stay.end)];
  const { series, night } = nightRows(stay);
  const held = sql`b.property_id = p.id and ${HOLDING} and b.date_end >= ${from} and b.date_start < ${to}`;
  const roomsTaken = sql`
    select n.room, max(n.taken) as taken from (
      select br.property_room_id as room, ${night} as night, sum(br.quantity) as taken
      from bookings b join booking_rooms br on br.booking_id = b.id cross join ${series}
      where ${held} and ${holdsNight(night)} group by 1, 2
    ) n group by n.room`;
  // "offset 0" keeps each test a lookup by the advert's own index: joined instead, the planner, which
  // expects few candidates, may read the whole table once per candidate or hash it country-wide. Most
  // candidates have no booking over the nights, so that is asked first and the rest only of the others.
  return sql`(p.stay_guests >= ${stay.guests}::int and ${withinBookingWindow(stay)}
    and not exists (select 1 from booking_calendar_blocks k
      where k.property_id = p.id and k.hours is null and k.day >= ${stay.start}::date and k.day < ${stay.end}::date offset 0)
    and (not exists (select 1 from bookings b where ${held} offset 0)
      or (not exists (select 1 from bookings b cross join ${series}
            where ${held} and ${holdsNight(night)} and not exists (select 1 from booking_rooms br where br.booking_id = b.id) offset 0)
        and (p.property_type_details_id is not distinct from 8
          or coalesce((select sum(case when r.guests >= 1 then r.guests else 32767 end * greatest(0, r.quantity - coalesce(t.taken, 0)))
            from property_rooms r left join (${roomsTaken}) t on t.room = r.id
            where r.property_id = p.id and r.property_rent_type_id <> 2) >= ${stay.guests}::int, true)))))`;
}

export interface SearchSql {
  where: Fragment;
  /** Whether the condition reads property_details (d) or addresses (a), so counts join only what they need. */
  needsDetails: boolean;
  needsAddress: boolean;
}

/** The WHERE clause of a property search over properties p, property_details d and addresses a. */
export function searchWhere(q: SearchQuery, mode: 'index' | 'scan' = 'index'): SearchSql {
  const parts: Fragment[] = [sql`p.is_published`, areaCondition(q.area, 'p', mode)];

  const dates = (kind: 'let' | 'rent'): Fragment[] => {
    if (!q.dateStart && !q.dateEnd) return [];
    const start = q.dateStart ?? q.dateEnd!;
    const end = q.dateEnd ?? q.dateStart!;
    // A let must be available for the whole stay; a wanted rental must overlap it.
    return kind === 'let'
      ? [sql`(p.date_start is null or p.date_start <= ${start}::date)`, sql`(p.date_end is null or p.date_end >= ${end}::date)`]
      : [sql`(p.date_start is null or p.date_start <= ${end}::date)`, sql`(p.date_end is null or p.date_end >= ${start}::date)`];
  };
  const tenure = q.tenure ? [q.tenure === 2 ? sql`p.is_freehold` : sql`not p.is_freehold`] : [];
  const guests = q.guests ? [sql`p.tenants_guests >= ${q.guests}::int`] : [];
  // One price filter, read per side: sale prices as they are, rents per the search's period.
  const salePrice = priceBounds(q, sql`p.price`);
  const rentPrice = rentPriceBounds(q);
  const branches: Fragment[] = [];
  if (q.wants.sale) branches.push(and([sql`p.is_sale`, ...tenure, ...salePrice]));
  if (q.wants.buy) branches.push(and([sql`p.is_buy`, ...tenure, ...salePrice]));
  if (q.wants.let) {
    const term = q.letTerm === 1 ? [sql`not p.is_short_term`] : q.letTerm === 2 ? [sql`p.is_short_term`] : [];
    if (q.stay) {
      // Short stays searched by dates must be free for them; a long let, available over them.
      const stays = and([sql`p.is_short_term`, ...dates('let'), stayFree(q.stay)]);
      const long = and([sql`not p.is_short_term`, ...dates('let'), ...guests]);
      branches.push(and([sql`p.is_let`, ...term, q.letTerm === 2 ? stays : or([sql`(${stays})`, sql`(${long})`]), ...rentPrice]));
    } else branches.push(and([sql`p.is_let`, ...term, ...dates('let'), ...guests, ...rentPrice]));
  }
  if (q.wants.rent) branches.push(and([sql`p.is_rent`, ...dates('rent'), ...guests, ...rentPrice]));
  parts.push(or(branches.map((b) => sql`(${b})`)));

  parts.push(listedStatusCondition(q.listedStatuses));
  if (q.keywords !== null) parts.push(keywordsMatch(q.keywords));
  if (q.comingSoonOnly) parts.push(sql`p.is_coming_soon`);
  for (const key of q.windows) parts.push(windowCondition(key));
  if (q.minSquareMeter !== null) parts.push(sql`p.property_square_meter >= ${q.minSquareMeter}::numeric`);
  if (q.maxSquareMeter !== null) parts.push(sql`p.property_square_meter <= ${q.maxSquareMeter}::numeric`);
  if (q.rentTypeId !== null) {
    parts.push(
      sql`(p.property_rent_type_id = ${q.rentTypeId}::int or exists (select 1 from property_rooms r where r.property_id = p.id and r.withdrawn_at is null and r.property_rent_type_id = ${q.rentTypeId}::int))`,
    );
  }
  if (q.minBeds !== null) parts.push(sql`d.bedrooms >= ${q.minBeds}::int`);
  if (q.maxBeds !== null) parts.push(sql`d.bedrooms <= ${q.maxBeds}::int`);
  // The last option of each is "5+".
  if (q.bathrooms !== null) parts.push(q.bathrooms >= 5 ? sql`d.bath_room >= 5` : sql`d.bath_room = ${q.bathrooms}::int`);
  if (q.floors !== null) parts.push(q.floors >= 5 ? sql`d.floors >= 5` : sql`d.floors = ${q.floors}::int`);
  let needsDetails = q.minBeds !== null || q.maxBeds !== null || q.bathrooms !== null || q.floors !== null;
  // Column names come from shared's filter schema, never from the request.
  for (const [key, v] of Object.entries(q.triStates) as Array<[TriStateFilter, 1 | 2]>) {
    const column = filterColumn(key);
    if (column.startsWith('d.')) needsDetails = true;
    parts.push(v === 2 ? sql`${sql.ref(column)}` : sql`not ${sql.ref(column)}`);
  }
  for (const [key, values] of Object.entries(q.ranks) as Array<[RankFilter, string[]]>) {
    parts.push(sql`${sql.ref(filterColumn(key))} in (${sql.join(values.map((v) => sql.lit(v)))})`);
  }
  for (const key of q.features) {
    const column = filterColumn(key);
    if (column.startsWith('d.')) needsDetails = true;
    parts.push(TICKED[SEARCH_FILTER_FIELDS[key].kind](sql.ref(column)));
  }
  if (q.types) {
    const t = q.types;
    const kinds: Fragment[] = [];
    if (t.typeIds.length) kinds.push(sql`p.property_type_id in (${ints(t.typeIds)})`);
    if (t.detailIds.length) kinds.push(sql`p.property_type_details_id in (${ints(t.detailIds)})`);
    if (t.categoryIds.length) kinds.push(sql`p.property_category_id in (${ints(t.categoryIds)})`);
    if (t.roomTypeIds.length) {
      kinds.push(
        sql`(p.property_category_id = 7 and exists (select 1 from property_rooms r where r.property_id = p.id and r.withdrawn_at is null and r.room_type_id in (${ints(t.roomTypeIds)})))`,
      );
    }
    parts.push(or(kinds));
  }
  return { where: and(parts), needsDetails, needsAddress: q.area.kind === 'text' };
}

/**
 * What a price sort compares: a let's or wanted rental's price per month, converted from per week by
 * shared's rentConversionFactor (pcm = pw × 52 ÷ 12, the rule the list shows the other period by), so
 * £300 pw (£1,300 pcm) sorts above £1,200 pcm; a price per night or hour, and a sale's, as it is.
 */
export function sortPrice(alias = 'p'): Fragment {
  const a = (c: string) => sql.raw(`${alias}.${c}`);
  return sql`(case when ${a('is_let')} or ${a('is_rent')} then coalesce(${pricePer(5, a('price'), a('property_rent_type_id'))}, ${a('price')}) else ${a('price')} end)`;
}

/** Whether a search may list lets or wanted rentals, whose prices sort by the month. */
export const rentsWanted = (q: Pick<SearchQuery, 'wants'>): boolean => q.wants.let || q.wants.rent;

/**
 * ORDER BY for a sort; the id breaks ties so pages never overlap. `rents`: whether lets or wanted rentals
 * may be among the rows; without them the price is compared as it is, which the price index serves.
 */
export function orderBy(sort: Sort, alias = 'p', rents = true): Fragment {
  const a = (c: string) => sql.raw(`${alias}.${c}`);
  const price = rents ? sortPrice(alias) : a('price');
  switch (sort) {
    case 'oldest':
      return sql`${a('created_at')} asc, ${a('id')} asc`;
    case 'lowest_price':
      return sql`${price} asc, ${a('id')} asc`;
    case 'highest_price':
      return sql`${price} desc, ${a('id')} desc`;
    default:
      return sql`${a('created_at')} desc, ${a('id')} desc`;
  }
}

export function fromClause(s: Pick<SearchSql, 'needsDetails' | 'needsAddress'>): Fragment {
  return sql`properties p${s.needsDetails ? sql` join property_details d on d.property_id = p.id` : sql``}${s.needsAddress ? sql` join addresses a on a.id = p.address_id` : sql``}`;
}
