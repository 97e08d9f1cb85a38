import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Favourite adverts (migration 0006). */
export interface FavouriteTables {
  favourites: {
    id: Generated<number>;
    user_id: number;
    property_id: number;
    created_at: Timestamp;
  };
}
