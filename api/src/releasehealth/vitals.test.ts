// Real users' Web Vitals per remote version (issue 41, item 2): sent by a beacon (text/plain, no CSRF
// token), counted only under a page load's token for the versions it was assigned, one sample per page
// load, remote and metric, and read as a p75 in which one network counts only its latest samples.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { signPageLoad } from '@marketplace/release/pageLoad.mjs';
import { createHarness, type Harness } from '../test/harness.ts';
import { PAGE_LOAD_INVALID, vitalsKey, vitalsOf } from './index.ts';

const SECRET = 'shared with the web origin';
const REMOTE = 'mfe-search-map';
const VERSION = '1.0.0-3f2a9c1b0d';

let h: Harness;

before(async () => {
  h = await createHarness();
  h.config.releases.pageLoadSecret = SECRET;
});
after(() => h.close());
beforeEach(async () => {
  await sql`delete from remote_vitals`.execute(h.handle.db);
});

const token = (source = 'network-a', versions: Record<string, string> = { [REMOTE]: VERSION }) =>
  signPageLoad(SECRET, { source, versions });

/** What the shell's beacon sends: a JSON string as text/plain, with no cookie and no CSRF header. */
function beacon(body: unknown, remoteAddress = '10.0.1.1') {
  return h.app.inject({
    method: 'POST',
    url: '/api/remote-vitals',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });
}

const sample = (metric: string, value: number, version = VERSION) => ({ remote: REMOTE, version, metric, value });
const p75Of = async (metric: 'INP' | 'LCP', maxPerSource = 10) =>
  (await vitalsOf(h.handle.db, new Date(Date.now() - 60_000), maxPerSource)).get(vitalsKey(REMOTE, VERSION))?.[metric];

test('a beacon counts without a session or CSRF token, one sample per page load and metric, the latest value kept', async () => {
  const pageLoad = token();
  assert.equal(
    (await beacon({ page_load: pageLoad, vitals: [sample('LCP', 1200), sample('INP', 80), sample('mount', 340)] })).statusCode,
    204,
  );
  // The page was shown again and left again: its INP grew, and replaces the first.
  assert.equal((await beacon({ page_load: pageLoad, vitals: [sample('INP', 320)] })).statusCode, 204);
  const { rows } = await sql<{ metric: string; value: number }>`select metric, value from remote_vitals order by metric`.execute(
    h.handle.db,
  );
  assert.deepEqual(
    rows.map(({ metric, value }) => [metric, Number(value)]),
    [
      ['INP', 320],
      ['LCP', 1200],
      ['mount', 340],
    ],
  );
});

test('a sample counts only with a valid token, for the version that token was assigned, within its metric’s range', async () => {
  const forged = await beacon({ page_load: `${token().slice(0, -2)}xx`, vitals: [sample('INP', 999)] });
  assert.equal(forged.statusCode, 422);
  assert.deepEqual(forged.json().errors, { page_load: [PAGE_LOAD_INVALID] });
  const otherVersion = await beacon({ page_load: token(), vitals: [sample('INP', 999, '1.0.0-aaaaaaaaaa')] });
  assert.equal(otherVersion.statusCode, 422);
  assert.deepEqual(Object.keys(otherVersion.json().errors), ['vitals.0.version']);
  assert.equal((await beacon({ page_load: token(), vitals: [sample('CLS', 101)] })).statusCode, 422);
  assert.equal((await beacon({ page_load: token(), vitals: [sample('FID', 10)] })).statusCode, 422);
  assert.equal((await beacon('{not json')).statusCode, 422);
  assert.equal((await sql<{ n: number }>`select count(*)::int as n from remote_vitals`.execute(h.handle.db)).rows[0]?.n, 0);
});

test('the p75 is a value a page load had, and one network counts only its latest samples', async () => {
  // Four networks, one page load each: 100, 200, 300 and 400 ms. p75 (percentile_disc) is 300 ms.
  for (const [i, value] of [100, 200, 300, 400].entries())
    assert.equal((await beacon({ page_load: token(`network-${i}`), vitals: [sample('INP', value)] }, `10.0.2.${i}`)).statusCode, 204);
  assert.deepEqual(await p75Of('INP'), { p75: 300, samples: 4, sources: 4 });
  // One more network reloads twenty times with a terrible INP: it counts as its latest ten samples, not twenty.
  for (let i = 0; i < 20; i++) await beacon({ page_load: token('noisy'), vitals: [sample('INP', 5000)] }, '10.0.3.1');
  assert.deepEqual(await p75Of('INP'), { p75: 5000, samples: 14, sources: 5 });
  assert.deepEqual(await p75Of('INP', 1), { p75: 400, samples: 5, sources: 5 }, 'one sample per network: 100, 200, 300, 400, 5000');
});
