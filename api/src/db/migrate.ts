import { Migrator } from 'kysely/migration';
import type { Database } from './index.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
}
