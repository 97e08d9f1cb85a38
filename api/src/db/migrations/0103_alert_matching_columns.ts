import { sql, type Kysely } from 'kysely';

/**
 * Alert matching by columns (issue 29, "matching that scales"): every filter of a saved search kept as
 * columns derived from its stored body (api/src/alerts/search-body.ts), so one statement tries a
 * newly published advert against all saved searches at once, its values against each search's
 * bounds, flags and area. A search saved before this (or one whose body no longer reads) keeps
 * `exact_check`: it is tried by the search's own WHERE clause instead.
 * - area_kind: 'box', 'circle', 'polygons' or 'text'; the box columns of 0101 bound every area but
 *   a place name's; circle_* the point and radius; drawn_areas the drawn rings; place_name the place
 *   name searched, and place_pattern the same as a `like` pattern.
 * - min_price/max_price: the price bounds, a sale's price as it is, a rent's per rent_period (the
 *   search's price basis); they replace 0101's sale-only bounds.
 * - required_filters: the ticked feature filters and the tri-states asked 'Only'; hidden_filters: the
 *   tri-states asked 'Hide' (names from shared's SEARCH_FILTER_FIELDS).
 * - type_ids, detail_ids, category_ids, room_type_ids: the ticked property types; null for all types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saved_searches
    drop column sale_min_price, drop column sale_max_price,
    add column exact_check boolean not null default true,
    add column area_kind text check (area_kind in ('box', 'circle', 'polygons', 'text')),
    add column circle_lat float8, add column circle_lng float8, add column circle_metres float8,
    add column drawn_areas polygon[], add column place_name text, add column place_pattern text,
    add column min_price numeric(14, 2), add column max_price numeric(14, 2), add column rent_period smallint,
    add column max_beds integer, add column min_baths integer, add column max_baths integer,
    add column min_floors integer, add column max_floors integer,
    add column min_area numeric, add column max_area numeric,
    add column min_guests integer, add column tenure smallint, add column let_term smallint not null default 3,
    add column stay_start date, add column stay_end date, add column rent_type_id integer,
    add column coming_soon_only boolean not null default false,
    add column reduced_only boolean not null default false,
    add column added_only boolean not null default false,
    add column required_filters text[] not null default '{}', add column hidden_filters text[] not null default '{}',
    add column type_ids integer[], add column detail_ids integer[], add column category_ids integer[], add column room_type_ids integer[]`.execute(
    db,
  );
  // The searches of a side (sale, let, buy, rent) whose area box holds an advert's point, found by an index rather than by reading them all.
  for (const side of ['sale', 'let', 'buy', 'rent']) {
    await sql`create index ${sql.raw(`saved_searches_area_${side}`)} on saved_searches using gist ((box(point(min_lng, min_lat), point(max_lng, max_lat))))
      where frequency <> 'off' and not paused and min_lng is not null and ${sql.raw(`for_${side}`)}`.execute(db);
  }
  // A search by place name is found by the advert's town, county, street or postcode prefix, in lower case.
  await sql`create index saved_searches_by_place on saved_searches(lower(place_name))
    where frequency <> 'off' and not paused and min_lng is null`.execute(db);
  await sql`create index saved_searches_unsure on saved_searches(id) where frequency <> 'off' and not paused and exact_check`.execute(db);
}
