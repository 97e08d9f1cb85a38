import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { buildApp } from '../src/app.ts';
import { createBroadcaster } from '../src/realtime/index.ts';
import { withRealtimeSecret } from '../src/realtime/secret.ts';
import { LocalStorage } from '../src/storage/index.ts';
import { TestClient } from '../src/auth/test-client.ts';

/**
 * API latency on a large database: seeds 100,000 adverts into a fresh PGlite folder (or reuses
 * --data-dir when it already holds a seed), then measures the discovery endpoints through app.inject.
 * Budgets (issue 4): list p95 <= 25 ms, map p95 <= 60 ms on PGlite.
 */
// `pnpm --filter api seed -- --adverts N` passes the `--` on; it is not an end of options here.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    adverts: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '200' },
  },
});
const adverts = Number(values.adverts);
const requests = Number(values.requests);
const WARM_UP = 20;

const LONDON_BOX = [-0.5103, 51.2868, 0.334, 51.6919];
const london = {
  ad_type: 6,
  is_sale: 1,
  is_let: 1,
  newest: true,
  address: 'London, Greater London, England, United Kingdom',
  boundary_box: LONDON_BOX,
  latitude: 51.5073,
  longitude: -0.1277,
  is_long_short_term: 3,
};
const filtered = {
  ...london,
  ad_type: 5,
  is_sale: 0,
  min_beds: 2,
  max_price: 4000,
  is_long_short_term: 1,
  is_furnished: true,
  houses: true,
  flats: true,
  lowest_price: true,
  newest: false,
};
// A hand-drawn area over Camden, Islington and Hackney.
const drawn = {
  ...london,
  drawbboxs: JSON.stringify([
    [
      [-0.17, 51.53],
      [-0.12, 51.565],
      [-0.05, 51.56],
      [-0.04, 51.53],
      [-0.1, 51.515],
      [-0.17, 51.53],
    ],
  ]),
};

const tmp = values['data-dir'] ? null : await mkdtemp(join(tmpdir(), 'roofline-bench-'));
const dataDir = values['data-dir'] ?? join(tmp!, 'pglite');
const storageDir = join(tmp ?? tmpdir(), 'storage');
const handle = await openDatabase({ databaseUrl: null, dataDir });
await migrateToLatest(handle.db);
const config = await withRealtimeSecret(handle.db, { ...loadConfig(), databaseUrl: null, dataDir, storageDir });
const existing = Number((await sql<{ n: number }>`select count(*)::int as n from properties`.execute(handle.db)).rows[0]?.n ?? 0);
if (existing === 0) {
  const r = await seedDatabase(handle.db, { adverts, storage: new LocalStorage(storageDir) });
  console.log(`seed: ${r.adverts} adverts, ${r.rows} rows in ${(r.ms / 1000).toFixed(1)} s`);
} else {
  console.log(`reusing ${dataDir} with ${existing} adverts`);
}
const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, broadcaster: createBroadcaster(config.realtime) });
await app.ready();
const client = new TestClient(app);
await client.csrf();

const ids = (await sql<{ id: number }>`select id from properties where is_published order by id`.execute(handle.db)).rows.map((r) => r.id);

async function measure(label: string, call: (i: number) => Promise<{ statusCode: number; body: string }>) {
  for (let i = 0; i < WARM_UP; i++) await call(i);
  const times: number[] = [];
  let bytes = 0;
  let detail = '';
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await call(i);
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    bytes += res.body.length;
    if (i === 0) {
      const body = JSON.parse(res.body);
      detail = body.meta?.total !== undefined ? `total ${body.meta.total}, ${Array.isArray(body.data) ? body.data.length : 0} items` : '';
    }
  }
  times.sort((a, b) => a - b);
  // No requests, no percentile: NaN.
  const pct = (p: number) => (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN).toFixed(1);
  console.log(
    `${label.padEnd(36)} p50 ${pct(50).padStart(6)} ms  p95 ${pct(95).padStart(6)} ms  ${(bytes / requests / 1024).toFixed(0).padStart(5)} kB  ${detail}`,
  );
}

console.log(`\n${requests} requests each after ${WARM_UP} warm-up, through app.inject (PGlite, ${ids.length} published adverts)`);
await measure('list: London default', (i) => client.post(`/api/properties-list?page=${(i % 5) + 1}`, london));
await measure('list: filtered (let, 2+ beds, ...)', () => client.post('/api/properties-list', filtered));
// A different price cap each time: the total is counted afresh on every request.
await measure('list: London, count never cached', (i) => client.post('/api/properties-list', { ...london, max_price: 50_000_000 - i }));
await measure('map: drawn polygon', () => client.post('/api/properties-map', drawn));
await measure('map: whole city (London)', () => client.post('/api/properties-map', london));
await measure('map: whole city, count never cached', (i) => client.post('/api/properties-map', { ...london, max_price: 50_000_000 - i }));
await measure('advert by id', (i) => client.get(`/api/properties/${ids[(i * 7919) % ids.length]}`));

const CONCURRENCY = 50;
const rounds = 4;
const t0 = performance.now();
for (let r = 0; r < rounds; r++) {
  const results = await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, i) => client.post(`/api/properties-list?page=${(i % 10) + 1}`, london)),
  );
  if (results.some((x) => x.statusCode !== 200)) throw new Error('concurrent list search failed');
}
const seconds = (performance.now() - t0) / 1000;
console.log(`${CONCURRENCY} concurrent list searches x ${rounds}: ${((CONCURRENCY * rounds) / seconds).toFixed(0)} requests/s`);

await app.close();
await handle.close();
if (tmp) await rm(tmp, { recursive: true, force: true });
