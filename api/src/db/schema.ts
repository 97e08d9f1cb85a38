import type { CoreTables } from './tables/core.ts';
import type { PropertyTables } from './tables/property.ts';
import type { FavouriteTables } from './tables/favourites.ts';

export interface DB extends CoreTables, PropertyTables, FavouriteTables {}
