import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { storageFor } from '../storage/index.ts';
import { openDatabase } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from './index.ts';

/**
 * Builds a seeded database, e.g. `pnpm --filter api seed -- --adverts 100000 --data-dir /tmp/big`.
 * With DATABASE_URL it seeds that PostgreSQL database instead. The database must be empty.
 */
// `pnpm --filter api seed -- --adverts N` passes the `--` on; it is not an end of options here.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    adverts: { type: 'string', default: '2000' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '20240601' },
  },
});
const adverts = Number(values.adverts);
if (!Number.isInteger(adverts) || adverts < 1) {
  console.error('--adverts must be a positive integer');
  process.exit(2);
}
const config = loadConfig();
const dataDir = values['data-dir'] ?? config.dataDir;
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
try {
  await migrateToLatest(handle.db);
  const existing = await handle.db.selectFrom('properties').select('id').limit(1).execute();
  if (existing.length > 0) {
    console.error(`The database at ${config.databaseUrl ? 'DATABASE_URL' : dataDir} already holds adverts; seed an empty one.`);
    process.exitCode = 1;
  } else {
    const result = await seedDatabase(handle.db, {
      adverts,
      seed: Number(values.seed),
      storage: storageFor(config),
      onProgress: (done) => process.stdout.write(`\r${done} / ${adverts} adverts`),
    });
    process.stdout.write('\n');
    console.log(
      `Seeded ${result.adverts} adverts (${result.rows} rows) in ${(result.ms / 1000).toFixed(1)} s into ${config.databaseUrl ? 'PostgreSQL' : dataDir}`,
    );
  }
} finally {
  await handle.close();
}
