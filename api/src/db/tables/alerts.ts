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
  };
}
