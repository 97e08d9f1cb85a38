import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const migrationsDir = join(apiRoot, 'src', 'db', 'migrations');

/**
 * What the migrated schema is made of: the migrations' text and PGlite's version. A suite's files each
 * start from a database migrated once for the run, so what they start from changes exactly when this does.
 */
async function schemaKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(await readFile(join(apiRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  for (const name of (await readdir(migrationsDir)).sort()) hash.update(name).update(await readFile(join(migrationsDir, name)));
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * A migrated in-memory PGlite. The first file of a run migrates one and keeps its data directory in
 * node_modules/.cache; the others load that (about 1 s, against initdb and 60 migrations each).
 */
async function migratedPglite(): Promise<DbHandle> {
  const cacheDir = join(apiRoot, 'node_modules', '.cache', 'roofline-test-db');
  const image = join(cacheDir, `migrated-${await schemaKey()}.tar`);
  if (await exists(image)) return openDatabase({ databaseUrl: null, dataDir: 'memory://', image });
  const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  await mkdir(cacheDir, { recursive: true });
  for (const stale of await readdir(cacheDir)) await rm(join(cacheDir, stale), { force: true });
  // Written aside and renamed, so a file that reads the image never sees half of one.
  const partial = `${image}.${process.pid}`;
  await writeFile(partial, await handle.dump!());
  await rename(partial, image);
  return handle;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A throw-away database on the DATABASE_URL server, copied from a template migrated once per schema
 * (CREATE DATABASE … TEMPLATE copies files, far quicker than migrating each file's database).
 */
async function migratedPostgres(serverUrl: string): Promise<{ handle: DbHandle; databaseUrl: string; drop(): Promise<void> }> {
  const template = `roofline_test_template_${await schemaKey()}`;
  const ready = await onServer(
    serverUrl,
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1,
  );
  if (!ready) {
    const building = `roofline_test_building_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, (c) => c.query(`create database ${building}`));
    const setup = await openDatabase({ databaseUrl: withDatabase(serverUrl, building), dataDir: 'unused' });
    await migrateToLatest(setup.db);
    await setup.close();
    await onServer(serverUrl, async (c) => {
      const stale = await c.query<{ datname: string }>("select datname from pg_database where datname like 'roofline_test_template_%'");
      for (const { datname } of stale.rows) await c.query(`drop database if exists ${datname} with (force)`);
      await c.query(`alter database ${building} rename to ${template}`);
    });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name} template ${template}`));
  const databaseUrl = withDatabase(serverUrl, name);
  return {
    handle: await openDatabase({ databaseUrl, dataDir: 'unused' }),
    databaseUrl,
    drop: () => onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL, a
 * throw-away database on that PostgreSQL server, dropped by `drop`.
 */
export async function migratedDatabase(): Promise<{ handle: DbHandle; databaseUrl: string | null; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return migratedPostgres(serverUrl);
  return { handle: await migratedPglite(), databaseUrl: null, drop: async () => {} };
}
