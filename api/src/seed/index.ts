import { sql } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import type { Storage } from '../storage/index.ts';
import type { Database } from '../db/index.ts';
import {
  IMAGE_POOLS,
  imageKey,
  KNOWN_PASSWORD,
  KNOWN_USERS,
  SeedGenerator,
  TABLE_ORDER,
  type Batch,
  type ImagePool,
  type Row,
} from './generate.ts';
import { avatarSvg, blockSvg, commercialSvg, floorplanSvg, houseSvg, landSvg, roomSvg } from './images.ts';
import { Random } from './prng.ts';
import { seedPayments } from './payments.ts';

export { KNOWN_PASSWORD } from './generate.ts';

/** The release manager of the README's table: may use the release console (/releases). */
export const SEED_RELEASE_MANAGER = { email: 'release@roofline.test', name: 'Grace Okafor' } as const;

/**
 * Adds the release manager after everything else, with ordinary inserts, so the generated people and
 * adverts (and their ids) are exactly what they were before release managers existed.
 */
async function seedReleaseManager(db: Database, passwordHash: string): Promise<void> {
  const { email, name } = SEED_RELEASE_MANAGER;
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: passwordHash, roles: ['release_manager'], email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('contacts').values({ user_id: user.id, name, email }).execute();
  await db
    .insertInto('user_settings')
    .values([1, 2, 3, 4, 5].map((setting_id) => ({ user_id: user.id, setting_id, setting_value: setting_id === 1 ? '1' : '0' })))
    .execute();
}

/**
 * A database this seed filled before release managers existed (its known people are there) gets the
 * release manager too, so the README's table holds on an old development database. Any other database
 * (one in production) is left alone.
 */
export async function addSeedReleaseManager(db: Database): Promise<boolean> {
  const known = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'in', [KNOWN_USERS[0].email, SEED_RELEASE_MANAGER.email])
    .execute();
  if (!known.some((u) => u.email === KNOWN_USERS[0].email) || known.some((u) => u.email === SEED_RELEASE_MANAGER.email)) return false;
  await seedReleaseManager(db, await hashPassword(KNOWN_PASSWORD));
  return true;
}

export interface SeedResult {
  adverts: number;
  rows: number;
  ms: number;
}

// Rows per INSERT: big enough to amortise each statement, small enough to keep one JSON document modest.
const CHUNK = 4000;

/** Inserts rows as one JSON document per chunk: one parameter however many columns, fast on both engines. */
async function insertRows(db: Database, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    // Optional fields (fees, ...) appear on some rows only: the column list is the union.
    const columns = new Set<string>();
    for (const row of chunk) for (const k in row) columns.add(k);
    const cols = sql.join([...columns].map((c) => sql.ref(c)));
    const doc = JSON.stringify(chunk);
    await sql`insert into ${sql.table(table)} (${cols}) select ${cols} from json_populate_recordset(null::${sql.table(table)}, ${doc}::json)`.execute(
      db,
    );
  }
}

async function insertBatch(db: Database, batch: Batch): Promise<number> {
  let n = 0;
  for (const table of TABLE_ORDER) {
    await insertRows(db, table, batch[table]);
    n += batch[table].length;
  }
  return n;
}

const DRAW: Record<ImagePool, (rnd: Random) => string> = {
  house: (r) => houseSvg(r),
  block: (r) => blockSvg(r),
  commercial: (r) => commercialSvg(r),
  land: (r) => landSvg(r),
  room: (r) => roomSvg(r),
  floorplan: (r) => floorplanSvg(r),
  avatar: (r) => avatarSvg(r),
};

/** Draws the image pools into storage (skipping files already there). */
export async function writeSeedImages(storage: Storage, seed: number): Promise<void> {
  const rnd = new Random(seed ^ 0x5eed);
  for (const [pool, count] of Object.entries(IMAGE_POOLS) as Array<[ImagePool, number]>) {
    for (let n = 1; n <= count; n++) {
      const body = DRAW[pool](rnd);
      const key = imageKey(pool, n);
      if (!(await storage.exists(key))) await storage.put(key, body, 'image/svg+xml');
    }
  }
}

/** From this many adverts the seed loads in bulk mode (see seedDatabase). */
export const BULK_SEED_ADVERTS = 10_000;

/**
 * Fills an empty, migrated database with `adverts` adverts and everything around them (people,
 * services, bookings, reviews), the same for the same seed. Images go to `storage` when given.
 *
 * Large seeds run in bulk mode: with session_replication_role = replica the per-row foreign-key and
 * summary triggers are skipped (the generator writes the summaries itself and its references are
 * checked by the small seeds the tests load in normal mode). Without the privilege it loads normally.
 */
export async function seedDatabase(
  db: Database,
  opts: { adverts: number; seed?: number; referenceDate?: Date; storage?: Storage; onProgress?: (done: number) => void },
): Promise<SeedResult> {
  const started = performance.now();
  const seed = opts.seed ?? 20240601;
  // One hash for each known user; generated people share one, as hashing thousands would take minutes.
  const [generated, known] = await Promise.all([
    hashPassword(KNOWN_PASSWORD),
    Promise.all(KNOWN_USERS.map(() => hashPassword(KNOWN_PASSWORD))),
  ]);
  const generator = new SeedGenerator({
    adverts: opts.adverts,
    seed,
    referenceDate: opts.referenceDate,
    hashes: { known, generated },
  });
  if (opts.storage) await writeSeedImages(opts.storage, seed);
  let rows = 0;
  // One connection throughout: the replication role is a session setting.
  await db.connection().execute(async (conn) => {
    let bulk = false;
    if (opts.adverts >= BULK_SEED_ADVERTS) {
      bulk = await sql`set session_replication_role = replica`.execute(conn).then(
        () => true,
        () => false,
      );
    }
    try {
      rows += await insertBatch(conn, generator.users());
      const perBatch = 5000;
      for (let from = 0; from < opts.adverts; from += perBatch) {
        rows += await insertBatch(conn, generator.adverts(from, Math.min(perBatch, opts.adverts - from)));
        opts.onProgress?.(Math.min(from + perBatch, opts.adverts));
      }
      rows += await insertBatch(conn, generator.closing());
      rows += await insertBatch(conn, generator.refundedStays());
    } finally {
      if (bulk) await sql`set session_replication_role = origin`.execute(conn);
    }
  });
  // Rows carry explicit ids; move every sequence past them so new rows do not collide.
  for (const [table, last] of Object.entries(generator.lastIds())) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${last})`.execute(db);
  }
  await seedPayments(db);
  await seedReleaseManager(db, generated);
  await sql`update search_generation set n = n + 1`.execute(db);
  // Adverts stored in map order: an area search then reads neighbouring rows from few pages.
  await sql`cluster properties using properties_point`.execute(db);
  await sql`vacuum analyze properties`.execute(db);
  await sql`analyze`.execute(db);
  return { adverts: opts.adverts, rows, ms: Math.round(performance.now() - started) };
}
