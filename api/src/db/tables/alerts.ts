import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Saved searches and their alerts (migration 0100 on). */
export interface AlertTables {
  saved_searches: {
    id: Generated<number>;
    user_id: number;
    name: string;
    body: JSONColumnType<Record<string, unknown>, string, string>;
    query: ColumnType<string, string | undefined, string>;
    frequency: 'instant' | 'daily' | 'weekly' | 'off';
    paused: ColumnType<boolean, boolean | undefined, boolean>;
    alerts_changed_at: Timestamp;
    last_alert_at: NullableTimestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** Migration 0101: the box of the search's area; null for a search by place name. */
    min_lng: number | null;
    min_lat: number | null;
    max_lng: number | null;
    max_lat: number | null;
    for_sale: ColumnType<boolean, boolean | undefined, boolean>;
    for_let: ColumnType<boolean, boolean | undefined, boolean>;
    for_buy: ColumnType<boolean, boolean | undefined, boolean>;
    for_rent: ColumnType<boolean, boolean | undefined, boolean>;
    min_beds: number | null;
    /** Migration 0103: every filter as columns (api/src/alerts/search-body.ts's matchColumns). */
    exact_check: ColumnType<boolean, boolean | undefined, boolean>;
    area_kind: 'box' | 'circle' | 'polygons' | 'text' | null;
    circle_lat: number | null;
    circle_lng: number | null;
    circle_metres: number | null;
    /** A PostgreSQL polygon[] in its text form. */
    drawn_areas: string | null;
    place_name: string | null;
    place_pattern: string | null;
    min_price: number | null;
    max_price: number | null;
    rent_period: number | null;
    max_beds: number | null;
    min_baths: number | null;
    max_baths: number | null;
    min_floors: number | null;
    max_floors: number | null;
    min_area: number | null;
    max_area: number | null;
    min_guests: number | null;
    tenure: number | null;
    let_term: ColumnType<number, number | undefined, number>;
    stay_start: string | null;
    stay_end: string | null;
    rent_type_id: number | null;
    coming_soon_only: ColumnType<boolean, boolean | undefined, boolean>;
    reduced_only: ColumnType<boolean, boolean | undefined, boolean>;
    added_only: ColumnType<boolean, boolean | undefined, boolean>;
    required_filters: ColumnType<string[], string[] | undefined, string[]>;
    hidden_filters: ColumnType<string[], string[] | undefined, string[]>;
    type_ids: number[] | null;
    detail_ids: number[] | null;
    category_ids: number[] | null;
    room_type_ids: number[] | null;
  };
  alert_matches: {
    id: Generated<number>;
    saved_search_id: number;
    property_id: number;
    kind: 'new' | 'reduced';
    price: number | null;
    old_price: number | null;
    created_at: Timestamp;
    sent_at: NullableTimestamp;
  };
  alert_queue: {
    id: Generated<number>;
    property_id: number;
    kind: 'new' | 'reduced';
    price: number | null;
    old_price: number | null;
    queued_at: Timestamp;
  };
  job_runs: {
    name: string;
    holder: string | null;
    locked_until: Timestamp;
    last_run_at: NullableTimestamp;
  };
  price_history: {
    id: Generated<number>;
    property_id: number;
    old_price: number;
    new_price: number;
    changed_at: Timestamp;
  };
}
