import type { ApiConfig } from '../config.ts';
import type { Database } from './index.ts';

/** On first start of an empty database: the deterministic seed. */
export async function prepareDatabase(_db: Database, _config: ApiConfig): Promise<void> {}
