import { sql } from 'kysely';
import type { ApiConfig } from '../config.ts';
import { storageFor, type Storage } from '../storage/index.ts';
import type { Database } from '../db/index.ts';
import { addSeedReleaseManager, seedDatabase, writeSeedImages } from './index.ts';

/** Adverts seeded on the first start of an empty database (SEED_ADVERTS overrides; 0 leaves it empty). */
export const DEFAULT_SEED_ADVERTS = 2000;

/**
 * On first start of an empty database: the deterministic seed. On later starts only the seed's
 * pictures are checked, so a fresh storage folder over an old database still shows images.
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<ApiConfig, 'storageDir' | 's3'>,
  storage: Storage = storageFor(config),
): Promise<void> {
  const adverts = Number(process.env.SEED_ADVERTS ?? DEFAULT_SEED_ADVERTS);
  const {
    rows: [row],
  } = await sql<{ seeded: boolean }>`select exists (select 1 from users) or exists (select 1 from properties) as seeded`.execute(db);
  if (!row) throw new Error('select exists returned no row');
  if (row.seeded) {
    await writeSeedImages(storage, Number(process.env.SEED ?? 20240601));
    if (await addSeedReleaseManager(db)) console.log('Added the seed’s release manager (release@roofline.test) to this database');
    return;
  }
  if (!Number.isInteger(adverts) || adverts <= 0) return;
  console.log(`Seeding an empty database with ${adverts} adverts...`);
  const result = await seedDatabase(db, { adverts, seed: Number(process.env.SEED ?? 20240601), storage });
  console.log(`Seeded ${result.adverts} adverts (${result.rows} rows) in ${(result.ms / 1000).toFixed(1)} s`);
}
