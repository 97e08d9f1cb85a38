import type { ApiConfig } from './config.ts';
import type { Database } from './db/index.ts';

/** What every feature's routes are given. Features add their own services here as they grow. */
export interface AppContext {
  config: ApiConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
}
