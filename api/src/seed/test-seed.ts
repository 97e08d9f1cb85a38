import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHarness, type Harness } from '../test/harness.ts';
import { LocalStorage } from '../storage/index.ts';
import { seedDatabase } from './index.ts';

/** Adverts in the seed API tests use: enough for every kind, type and flag, small enough to stay fast. */
export const TEST_ADVERTS = 300;
/** Fixed so availability dates and posted ages are the same on every run. */
export const TEST_REFERENCE_DATE = new Date('2025-06-01T00:00:00Z');

export const LONDON_BOX = [-0.5103, 51.2868, 0.334, 51.6919] as const;
export const LONDON_SEARCH = {
  ad_type: 6,
  is_sale: 1,
  is_let: 1,
  newest: true,
  address: 'London, Greater London, England, United Kingdom',
  boundary_box: [...LONDON_BOX],
  latitude: 51.5073,
  longitude: -0.1277,
};

/** A harness over a freshly seeded database whose images live in a temporary folder. */
export async function seededHarness(adverts = TEST_ADVERTS): Promise<Harness & { storageDir: string }> {
  const storageDir = await mkdtemp(join(tmpdir(), 'roofline-storage-'));
  const h = await createHarness({ storageDir, publicUrl: 'https://api.roofline.test' }, async (handle) => {
    await seedDatabase(handle.db, { adverts, referenceDate: TEST_REFERENCE_DATE, storage: new LocalStorage(storageDir) });
  });
  return {
    ...h,
    storageDir,
    close: async () => {
      await h.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
