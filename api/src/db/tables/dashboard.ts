import type { ColumnType } from 'kysely';

/** Advert views counted once per visitor and day (migration 0011). */
export interface DashboardTables {
  advert_views: {
    property_id: number;
    /** 'YYYY-MM-DD' */
    day: ColumnType<string | Date, string, string>;
    visitor: string;
  };
}
