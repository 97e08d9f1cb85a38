import { Migrator } from 'kysely/migration';
import type { Database } from './index.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Database): Promise<void> {
  // Teams land migrations in the order their work merges, not in number order: a database that already ran
  // 0014 still takes a 0012 merged after it. Each migration touches only its own tables and indexes.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
}

/** The migrations this code has that the database has not run: a node is not ready until there are none. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
