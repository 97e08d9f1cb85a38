import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { storageFor } from '../storage/index.ts';
import { openDatabase } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from './index.ts';
import { seedInvariants } from './invariants.ts';

/**
 * Builds a seeded database, e.g. `pnpm --filter api seed -- --adverts 100000 --data-dir /tmp/big`.
 * With DATABASE_URL it seeds that PostgreSQL database instead. The database must be empty. `--check` checks a
 * seeded one against what the law asks of its adverts instead (seed/invariants.ts).
 */
// `pnpm --filter api seed -- --adverts N` passes the `--` on; it is not an end of options here.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    adverts: { type: 'string', default: '2000' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '20240601' },
    check: { type: 'boolean', default: false },
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
  if (values.check) await check();
  else await seed();
} finally {
  await handle.close();
}

/** `--check`: a seeded database (of any size) against what the law asks of its adverts; exits 1 on a breach. */
async function check() {
  const started = performance.now();
  const { counts, sampled, blocked } = await seedInvariants(handle.db);
  for (const [name, count] of Object.entries(counts)) console.log(`${count === 0 ? 'ok  ' : 'FAIL'} ${name.replace(/_/g, ' ')}: ${count}`);
  console.log(
    `${blocked.length ? 'FAIL' : 'ok  '} ${sampled} published adverts sampled through publishProblems: ${blocked.length} refused`,
  );
  for (const line of blocked.slice(0, 20)) console.log(`  ${line}`);
  console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (blocked.length || Object.values(counts).some((n) => n > 0)) process.exitCode = 1;
}

async function seed() {
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
}
