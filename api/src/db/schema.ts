import type { CoreTables } from './tables/core.ts';
import type { PropertyTables } from './tables/property.ts';

export interface DB extends CoreTables, PropertyTables {}
