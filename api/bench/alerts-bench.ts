/**
 * `npm run bench -- alerts [--adverts 100000] [--searches 100000] [--publishes 200]`: saved-search
 * alerts at scale. Seeds the adverts (PGlite in a temporary folder, or DATABASE_URL's empty database),
 * adds the saved searches (areas around the adverts' towns, every ad type, prices and bedrooms, a share
 * by place name), then prints how long a publish takes to know the matched searches, from its change
 * queued to the alert job's matches recorded (p50, p95, max; the issue's target is p95 <= 100 ms),
 * and how long one daily digest run for all of them takes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { LocalStorage } from '../src/storage/index.ts';
import { withRealtimeSecret } from '../src/realtime/secret.ts';
import { matchAdvert } from '../src/alerts/matching.ts';
import { queueAlert, runAlertQueue } from '../src/alerts/queue.ts';
import { createBroadcaster } from '../src/realtime/index.ts';
import { sendDueDigests } from '../src/alerts/deliver.ts';
import { matchColumns, storedSearch } from '../src/alerts/search-body.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    adverts: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '100000' },
    publishes: { type: 'string', default: '200' },
  },
});
const adverts = Number(values.adverts);
const searches = Number(values.searches);
const publishes = Number(values.publishes);

const work = await mkdtemp(join(tmpdir(), 'roofline-alerts-bench-'));
const loaded = loadConfig();
const handle = await openDatabase({ databaseUrl: loaded.databaseUrl, dataDir: join(work, 'pglite') });
const db = handle.db;
const ms = (start: number) => performance.now() - start;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

try {
  await migrateToLatest(db);
  console.log(`• seeding ${adverts.toLocaleString('en-GB')} adverts (${loaded.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  let started = performance.now();
  await seedDatabase(db, {
    adverts,
    storage: new LocalStorage(join(work, 'storage')),
    onProgress: (n) => process.stdout.write(`\r  ${n}`),
  });
  console.log(`\n  seeded in ${(ms(started) / 1000).toFixed(0)} s`);

  // Searchers: one person per five searches, as a person keeps a handful.
  const people = Math.ceil(searches / 5);
  started = performance.now();
  await sql`insert into users (email, password_hash) select 'searcher' || n || '@bench.test', 'x' from generate_series(1, ${people}::int) n`.execute(
    db,
  );
  const { rows: ids } = await sql<{ id: number }>`select id from users where email like 'searcher%@bench.test' order by id`.execute(db);
  const { rows: places } = await sql<{ lat: number; lng: number; price: number }>`
    select latitude as lat, longitude as lng, price::float8 as price from properties tablesample system (10) where latitude is not null limit 5000`.execute(
    db,
  );
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows = [];
  for (let i = 0; i < searches; i++) {
    const place = pick(places);
    const adType = pick([4, 4, 5, 5, 6, 1, 2]);
    const d = 0.02 + random() * 0.15;
    const body: Record<string, unknown> = {
      ad_type: adType,
      ...(random() < 0.05
        ? { address: pick(['London', 'Manchester', 'Leeds', 'Bristol']) }
        : random() < 0.2
          ? {
              address: 'Drawn area',
              drawbboxs: [
                [
                  [place.lng - d, place.lat - d],
                  [place.lng + d, place.lat - d],
                  [place.lng + d, place.lat + d],
                  [place.lng - d, place.lat + d],
                ],
              ],
            }
          : { address: 'Nearby', boundary_box: [place.lng - d, place.lat - d, place.lng + d, place.lat + d] }),
      ...(random() < 0.5 && { max_price: Math.round(place.price * (0.8 + random())) }),
      ...(random() < 0.4 && { min_beds: 1 + Math.floor(random() * 3) }),
    };
    const q = storedSearch(body);
    if (!q) throw new Error(`bench search refused: ${JSON.stringify(body)}`);
    rows.push({
      user_id: ids[i % ids.length]!.id,
      name: `Search ${i}`,
      body: JSON.stringify(body),
      frequency: 'daily' as const,
      ...matchColumns(q),
    });
    if (rows.length === 1000 || i === searches - 1) await db.insertInto('saved_searches').values(rows.splice(0)).execute();
  }
  console.log(
    `• ${searches.toLocaleString('en-GB')} saved searches for ${people.toLocaleString('en-GB')} people in ${(ms(started) / 1000).toFixed(0)} s`,
  );

  // Publish to matched: a publish queues its change, and the alert job matches it and records the
  // matches (every search here is daily, so nothing is sent): the matched people are then known.
  const config = await withRealtimeSecret(db, loaded);
  const ctx = { db, config, broadcaster: createBroadcaster(config.realtime) };
  const { rows: sample } = await sql<{
    id: number;
  }>`select id from properties where is_published order by random() limit ${publishes}::int`.execute(db);
  const times: number[] = [];
  // The matching alone (matchAdvert, what the publish waited for before the alert job), timed after the job.
  const matchingTimes: number[] = [];
  let matchedTotal = 0;
  for (const { id } of sample) {
    const before = await db
      .selectFrom('alert_matches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const t = performance.now();
    await queueAlert(db, id, { kind: 'new' });
    await runAlertQueue(ctx);
    times.push(ms(t));
    const after = await db
      .selectFrom('alert_matches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    matchedTotal += Number(after.n) - Number(before.n);
    const m = performance.now();
    await matchAdvert(db, id);
    matchingTimes.push(ms(m));
    if (times.length % 10 === 0) process.stdout.write(`\r  ${times.length} / ${sample.length} publishes`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `• publish to matched people known, ${times.length} publishes: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target p95 <= 100 ms); ${(matchedTotal / times.length).toFixed(1)} searches matched a publish on average`,
  );
  matchingTimes.sort((a, b) => a - b);
  console.log(
    `  of which the matching statement alone: p50 ${quantile(matchingTimes, 0.5).toFixed(1)} ms, p95 ${quantile(matchingTimes, 0.95).toFixed(1)} ms, max ${matchingTimes.at(-1)!.toFixed(1)} ms`,
  );

  // A daily digest run for all of them: every search has an advert waiting.
  await sql`insert into alert_matches (saved_search_id, property_id, kind)
    select s.id, (select id from properties where is_published offset (s.id % 1000) limit 1), 'new' from saved_searches s
    on conflict do nothing`.execute(db);
  started = performance.now();
  const mails = await sendDueDigests({ db, config });
  console.log(`• daily digest run for all: ${mails.toLocaleString('en-GB')} mails queued in ${(ms(started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
  await rm(work, { recursive: true, force: true });
}
