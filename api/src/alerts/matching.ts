import { sql, type RawBuilder } from 'kysely';
import { PRICE_PERIODS } from '@marketplace/shared/src/rules/priceBasis.ts';
import { FEATURE_FILTERS, SEARCH_FILTER_FIELDS, TRI_STATE_FILTERS } from '@marketplace/shared/src/entities/searchFilters.ts';
import type { Database } from '../db/index.ts';
import { filterColumn } from '../discovery/filters.ts';
import { fromClause, keywordsMatch, pricePer, REDUCED_DAYS, searchWhere } from '../discovery/search-sql.ts';
import { MARKET_STATUS_NAMES, MARKET_STATUSES } from '@marketplace/shared/src/entities/marketStatus.ts';
import { matchColumns, storedSearch } from './search-body.ts';

type Fragment = RawBuilder<unknown>;

/** Saved searches tried in one statement by their own WHERE clause: each its own EXISTS over the one advert. */
const BATCH = 250;

export interface Candidate {
  id: number;
  body: Record<string, unknown>;
  /** The version of the body's shape it was saved at (search-body.ts's SAVED_SEARCH_BODY). */
  body_version: number;
}

/** What a ticked feature filter asks of the advert's column, as searchWhere asks it (by the kind shared's schema gives it). */
const ticked = (key: (typeof FEATURE_FILTERS)[number]) => {
  const column = sql.ref(filterColumn(key));
  return SEARCH_FILTER_FIELDS[key].kind === 'count' ? sql`${column} > 0` : column;
};

/**
 * The one advert as matching reads it (`adv`): its columns, the filters it satisfies (`yes`: ticked
 * features and tri-states that are true; `no`: tri-states that are false), its rooms' types and rent
 * types, and its address.
 */
function advertFacts(advertId: number): Fragment {
  const yes = [
    ...FEATURE_FILTERS.map((key) => sql`case when ${ticked(key)} then ${sql.lit(key)}::text end`),
    ...TRI_STATE_FILTERS.map((key) => sql`case when ${sql.ref(filterColumn(key))} then ${sql.lit(key)}::text end`),
  ];
  const no = TRI_STATE_FILTERS.map((key) => sql`case when not ${sql.ref(filterColumn(key))} then ${sql.lit(key)}::text end`);
  return sql`select p.user_id, p.search_text, p.latitude as lat, p.longitude as lng, p.is_sale, p.is_let, p.is_buy, p.is_rent, p.price,
      p.is_freehold, p.is_short_term, p.date_start, p.date_end, p.tenants_guests, p.is_coming_soon, p.reduced_at,
      coalesce(p.first_published_at, p.created_at) as added_at, p.property_square_meter,
      p.property_type_id, p.property_type_details_id, p.property_category_id,
      d.bedrooms, d.bath_room, d.floors, ad.city, ad.county, ad.line_2, ad.postcode,
      array_remove(array[${sql.join(yes)}], null) as yes,
      array_remove(array[${sql.join(no)}], null) as no,
      array(select r.room_type_id::int from property_rooms r where r.property_id = p.id and r.withdrawn_at is null) as room_types,
      array(select r.property_rent_type_id::int from property_rooms r where r.property_id = p.id and r.withdrawn_at is null) || p.property_rent_type_id::int as rent_types
    from properties p
    left join property_details d on d.property_id = p.id
    left join addresses ad on ad.id = p.address_id
    where p.id = ${advertId}::int and p.is_published`;
}

/** The advert's prices (its own and its rooms') per every rent period, converted as the search converts them. */
function advertPrices(advertId: number): Fragment {
  const priced = sql`(select p.price, p.property_rent_type_id as rent_type from properties p where p.id = ${advertId}::int
    union all select r.price, r.property_rent_type_id from property_rooms r where r.property_id = ${advertId}::int and r.withdrawn_at is null) x`;
  return sql.join(
    PRICE_PERIODS.map(
      (period) =>
        sql`select ${sql.lit(period)}::smallint as period, ${pricePer(period, sql`x.price`, sql`x.rent_type`)} as amount from ${priced}`,
    ),
    sql` union all `,
  );
}

const TENURE = sql`(s.tenure is null or (s.tenure = 2 and adv.is_freehold) or (s.tenure = 3 and not adv.is_freehold))`;
const SALE_PRICE = sql`(s.min_price is null or adv.price >= s.min_price) and (s.max_price is null or adv.price <= s.max_price)`;
const GUESTS = sql`(s.min_guests is null or adv.tenants_guests >= s.min_guests)`;
// A rent's bounds hold for its own price or one of its rooms', per the search's period.
const RENT_PRICE = sql`(s.rent_period is null or (s.min_price is null and s.max_price is null) or exists (select 1 from prices
  where prices.period = s.rent_period and (s.min_price is null or prices.amount >= s.min_price) and (s.max_price is null or prices.amount <= s.max_price)))`;

/**
 * Whether saved search `s` lists the advert `adv`, read from s's filter columns (search-body.ts's
 * matchColumns): searchWhere's conditions with the advert's values on one side and each search's
 * bounds on the other. The area's box is the caller's part (the index's).
 */
const COLUMNS_MATCH = sql`
  (
    (s.for_sale and adv.is_sale and ${TENURE} and ${SALE_PRICE})
    or (s.for_buy and adv.is_buy and ${TENURE} and ${SALE_PRICE})
    or (s.for_let and adv.is_let
      and (s.let_term = 3 or (s.let_term = 1 and not adv.is_short_term) or (s.let_term = 2 and adv.is_short_term))
      and (s.stay_start is null or ((adv.date_start is null or adv.date_start <= s.stay_start) and (adv.date_end is null or adv.date_end >= s.stay_end)))
      and ${GUESTS} and ${RENT_PRICE})
    or (s.for_rent and adv.is_rent
      and (s.stay_start is null or ((adv.date_start is null or adv.date_start <= s.stay_end) and (adv.date_end is null or adv.date_end >= s.stay_start)))
      and ${GUESTS} and ${RENT_PRICE})
  )
  and case s.area_kind
    when 'text' then (adv.city ilike s.place_pattern or adv.county ilike s.place_pattern or adv.line_2 ilike s.place_pattern
      or adv.postcode ilike s.place_pattern || '%')
    when 'circle' then earth_distance(ll_to_earth(s.circle_lat, s.circle_lng), ll_to_earth(adv.lat, adv.lng)) <= s.circle_metres
    when 'polygons' then exists (select 1 from unnest(s.drawn_areas) ring where point(adv.lng, adv.lat) <@ ring)
    else true end
  and (not s.coming_soon_only or adv.is_coming_soon)
  and (not s.reduced_only or adv.reduced_at > now() - ${sql.lit(`${REDUCED_DAYS} days`)}::interval)
  and (not s.added_only or adv.added_at > now() - ${sql.lit(`${SEARCH_FILTER_FIELDS.is_new.hours} hours`)}::interval)
  and (s.min_area is null or adv.property_square_meter >= s.min_area) and (s.max_area is null or adv.property_square_meter <= s.max_area)
  and (s.rent_type_id is null or s.rent_type_id = any(adv.rent_types))
  and (s.min_beds is null or adv.bedrooms >= s.min_beds) and (s.max_beds is null or adv.bedrooms <= s.max_beds)
  and (s.min_baths is null or adv.bath_room >= s.min_baths) and (s.max_baths is null or adv.bath_room <= s.max_baths)
  and (s.min_floors is null or adv.floors >= s.min_floors) and (s.max_floors is null or adv.floors <= s.max_floors)
  and s.required_filters <@ adv.yes and s.hidden_filters <@ adv.no
  and (s.keywords is null or ${keywordsMatch(sql`s.keywords`, sql`adv.search_text`)})
  and (s.type_ids is null or adv.property_type_id = any(s.type_ids) or adv.property_type_details_id = any(s.detail_ids)
    or adv.property_category_id = any(s.category_ids) or (adv.property_category_id = 7 and s.room_type_ids && adv.room_types))`;

/** The saved searches whose alerts are on, not the advert's owner's. */
const ALERTING = sql`s.frequency <> 'off' and not s.paused and s.user_id <> adv.user_id`;

/** A search's area box, as the saved_searches_area_<side> indexes hold it. */
const SEARCH_BOX = sql`box(point(s.min_lng, s.min_lat), point(s.max_lng, s.max_lat))`;

/** Where an advert stands, as the searches' indexes look it up: its point, and the keys of a search by place name. */
interface AdvertPlace {
  lat: number | null;
  lng: number | null;
  /** Its town, county and street, and every prefix of its postcode, in lower case (the empty one included). */
  keys: string[];
  /** Its sides: the searches of each are looked up apart. */
  is_sale: boolean;
  is_let: boolean;
  is_buy: boolean;
  is_rent: boolean;
}

/**
 * Each saved search's verdict on the advert by its columns: true, false, or null for a search they
 * cannot decide. Tried are the searches whose area box holds the advert, those by a place name the
 * advert's address could match (both through their indexes), and those saved before the columns.
 */
function columnsVerdicts(advertId: number, place: AdvertPlace) {
  const { lat, lng, keys } = place;
  const decide = sql`case when s.exact_check then null else coalesce(${COLUMNS_MATCH}, false) end as matches`;
  const sides = (['sale', 'let', 'buy', 'rent'] as const).filter((side) => place[`is_${side}`]);
  // One lookup per side of the advert (each through its side's index); a search of two sides found twice is kept once.
  const boxed =
    lat === null || lng === null || !sides.length
      ? []
      : [
          sql`(${sql.join(
            sides.map(
              (side) => sql`select s.id, ${decide} from saved_searches s, adv where ${ALERTING} and s.min_lng is not null
                and ${sql.ref(`s.for_${side}`)}
                and ${SEARCH_BOX} @> box(point(${lng}::float8, ${lat}::float8), point(${lng}::float8, ${lat}::float8))`,
            ),
            sql` union `,
          )})`,
        ];
  const byPlace = sql`select s.id, ${decide} from saved_searches s, adv where ${ALERTING} and s.min_lng is null
    and not s.exact_check and lower(s.place_name) = any(${keys}::text[])`;
  const unsure = sql`select s.id, null::boolean as matches from saved_searches s, adv where ${ALERTING} and s.min_lng is null and s.exact_check`;
  return sql<{ id: number; matches: boolean | null }>`
    with adv as (${advertFacts(advertId)}), prices as (${advertPrices(advertId)})
    select id, matches from (${sql.join([...boxed, byPlace, unsure], sql` union all `)}) tried where matches is not false`;
}

/**
 * The market statuses an alert may announce: a home still to be had (shared's MARKET_STATUSES). One under
 * offer, sold or let is never announced, whatever its search includes, nor sent later in a digest.
 */
export const ALERTABLE = sql`(${sql.join(
  MARKET_STATUS_NAMES.filter((status) => MARKET_STATUSES[status].available).map((status) => sql.lit(status)),
)})`;

/**
 * The saved searches (alerts on) a published advert matches now, in one statement over all of them:
 * those with an area box through its index, those by place name beside them, each decided by its
 * columns. A search with `exact_check` (saved before the columns) is decided by its own WHERE clause,
 * and given its columns.
 */
export async function matchAdvert(db: Database, advertId: number): Promise<number[]> {
  const { rows: found } = await sql<AdvertPlace>`
    select p.latitude as lat, p.longitude as lng, p.is_sale, p.is_let, p.is_buy, p.is_rent,
      array_remove(array[lower(a.city), lower(a.county), lower(a.line_2)]
        || array(select left(lower(a.postcode), n) from generate_series(0, length(a.postcode)) n), null) as keys
    from properties p left join addresses a on a.id = p.address_id
    where p.id = ${advertId}::int and p.is_published and p.market_status in ${ALERTABLE}`.execute(db);
  const advert = found[0];
  if (!advert) return [];
  const { rows } = await columnsVerdicts(advertId, advert).execute(db);
  const matched = rows.filter((r) => r.matches === true).map((r) => r.id);
  const unsure = rows.filter((r) => r.matches === null).map((r) => r.id);
  if (!unsure.length) return matched;
  const bodies = await db.selectFrom('saved_searches').select(['id', 'body', 'body_version']).where('id', 'in', unsure).execute();
  const decided = await searchesMatching(db, advertId, bodies);
  // Such a search gets its columns now: from the next advert on, they decide it.
  for (const { id, body, body_version: version } of bodies) {
    const q = storedSearch(body, version);
    if (q) await db.updateTable('saved_searches').set(matchColumns(q)).where('id', '=', id).execute();
  }
  return [...matched, ...decided];
}

/**
 * Which of the saved searches the published advert matches by each search's own WHERE clause
 * (searchWhere over the stored body): the word for searches the columns cannot decide.
 */
export async function searchesMatching(db: Database, advertId: number, candidates: readonly Candidate[]): Promise<number[]> {
  const matched: number[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const tests = candidates.slice(i, i + BATCH).flatMap(({ id, body, body_version: version }) => {
      const q = storedSearch(body, version);
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
