import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { signPageLoad } from '@marketplace/release/pageLoad.mjs';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import type { VersionFailures as VersionHealth, VersionLoads } from '@marketplace/shared/src/answers/releaseHealth.ts';
import { LOAD_REPORTS_PER_WINDOW, PAGE_LOAD_INVALID, REPORTS_PER_WINDOW } from './index.ts';

const SECRET = 'shared with the web origin';
const REMOTE = 'mfe-search-map';
const VERSION = '1.0.0-3f2a9c1b0d';
const OTHER_VERSION = '1.0.0-aaaaaaaaaa';

let h: Harness;

before(async () => {
  h = await createHarness();
  h.config.releases.pageLoadSecret = SECRET;
});
after(() => h.close());
beforeEach(async () => {
  await sql`delete from remote_failures`.execute(h.handle.db);
  await sql`delete from remote_page_loads`.execute(h.handle.db);
});

/** A browser on its own address, so each test has its own report allowance. */
async function browser(address: string): Promise<TestClient> {
  const client = new TestClient(h.app);
  const original = client.request.bind(client);
  client.request = (opts) => original({ ...opts, remoteAddress: address });
  await client.csrf();
  return client;
}

/** A page load's token as the web origin signs it: the versions it assigned the page (VERSION of REMOTE), from one source. */
const token = (versions: Record<string, string> = { [REMOTE]: VERSION }, now?: Date) =>
  signPageLoad(SECRET, { source: 'test-source', versions }, now);

/** A failure as a page reports it, with its page load's token. */
const failure = (pageLoad = token()) => ({
  remote: REMOTE,
  version: VERSION,
  kind: 'render',
  message: 'Objects are not valid as a React child',
  page_load: pageLoad,
});

async function summary(remoteAddress = '127.0.0.1', minutes?: number) {
  return h.app.inject({ method: 'GET', url: `/api/remote-failures/summary${minutes ? `?minutes=${minutes}` : ''}`, remoteAddress });
}

test('failures are counted per remote, version and kind, with the latest message, beside the page loads that used each version', async () => {
  const client = await browser('10.0.0.1');
  for (const body of [
    failure(),
    failure(),
    { ...failure(), kind: 'load', message: 'timed out' },
    { ...failure(token({ [REMOTE]: OTHER_VERSION })), version: OTHER_VERSION },
  ]) {
    assert.equal((await client.post('/api/remote-failures', body)).statusCode, 204);
  }
  const healthy = token();
  assert.equal(
    (await client.post('/api/remote-loads', { page_load: healthy, remotes: [{ remote: REMOTE, version: VERSION }] })).statusCode,
    204,
  );
  const res = await summary();
  assert.equal(res.statusCode, 200);
  const body = res.json<{ minutes: number; data: VersionHealth[]; loads: VersionLoads[] }>();
  assert.deepEqual(
    body.data.map(({ version, kind, failures }) => [version, kind, failures]),
    [
      [VERSION, 'load', 1],
      [VERSION, 'render', 2],
      [OTHER_VERSION, 'render', 1],
    ],
  );
  assert.equal(body.data[0]?.last_message, 'timed out');
  // A failure is a load too: three failing page loads of VERSION and one healthy one.
  assert.deepEqual(body.loads, [
    { remote: REMOTE, version: VERSION, loads: 4 },
    { remote: REMOTE, version: OTHER_VERSION, loads: 1 },
  ]);
});

test('a page load counts once per remote, and so does its failure, however often it reports', async () => {
  const client = await browser('10.0.0.2');
  const pageLoad = token();
  for (let i = 0; i < 3; i++) {
    assert.equal(
      (await client.post('/api/remote-loads', { page_load: pageLoad, remotes: [{ remote: REMOTE, version: VERSION }] })).statusCode,
      204,
    );
    assert.equal((await client.post('/api/remote-failures', { ...failure(pageLoad), kind: i ? 'mount' : 'load' })).statusCode, 204);
  }
  const body = (await summary()).json<{ data: VersionHealth[]; loads: VersionLoads[] }>();
  assert.deepEqual(
    body.data.map(({ kind, failures }) => [kind, failures]),
    [['load', 1]],
  );
  assert.deepEqual(body.loads, [{ remote: REMOTE, version: VERSION, loads: 1 }]);
});

test('reports without a valid page-load token, or of a version the web origin did not assign the page, are refused and not counted', async () => {
  const client = await browser('10.0.0.3');
  const expired = token(undefined, new Date(Date.now() - 13 * 60 * 60_000));
  const anotherSecret = signPageLoad('another secret', { source: 'test-source', versions: { [REMOTE]: VERSION } });
  for (const page_load of ['made-up', anotherSecret, expired]) {
    const res = await client.post('/api/remote-failures', failure(page_load));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { page_load: [PAGE_LOAD_INVALID] });
  }
  // OTHER_VERSION is published, but this page was given VERSION: a stranger cannot report a canary they were never given.
  for (const version of ['override', 'unknown', '1.0.0-0000000000', OTHER_VERSION]) {
    const res = await client.post('/api/remote-failures', { ...failure(), version });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { version: ['The selected version is invalid.'] });
  }
  const loads = await client.post('/api/remote-loads', {
    page_load: token(),
    remotes: [
      { remote: REMOTE, version: VERSION },
      { remote: 'mfe-dashboard', version: VERSION },
    ],
  });
  assert.equal(loads.statusCode, 422);
  assert.deepEqual(loads.json().errors, { 'remotes.1.version': ['The selected version is invalid.'] });
  assert.equal((await sql`select 1 from remote_failures`.execute(h.handle.db)).rows.length, 0);
  assert.equal((await sql`select 1 from remote_page_loads`.execute(h.handle.db)).rows.length, 0);
});

test('only the last hour counts by default', async () => {
  const client = await browser('10.0.0.4');
  await client.post('/api/remote-failures', failure());
  await sql`update remote_failures set reported_at = now() - interval '2 hours'`.execute(h.handle.db);
  await sql`update remote_page_loads set loaded_at = now() - interval '2 hours'`.execute(h.handle.db);
  await client.post('/api/remote-failures', { ...failure(), kind: 'mount' });
  const body = (await summary()).json<{ data: VersionHealth[]; loads: VersionLoads[] }>();
  assert.deepEqual(
    body.data.map((r) => r.kind),
    ['mount'],
  );
  assert.equal(body.loads[0]?.loads, 1);
  assert.equal(((await summary('127.0.0.1', 180)).json().data as VersionHealth[]).length, 2);
});

test('nothing personal is kept: e-mail addresses and long numbers are scrubbed from the message', async () => {
  const client = await browser('10.0.0.5');
  await client.post('/api/remote-failures', {
    ...failure(),
    message: 'no booking for sam@example.com at http://x.test/a?q=flat ref 123456789',
  });
  const [row] = (await sql<{ message: string }>`select message from remote_failures`.execute(h.handle.db)).rows;
  assert.equal(row?.message, 'no booking for [email] at http://x.test/a ref [number]');
});

test('a malformed report is a 422 naming the fields, never stored', async () => {
  const client = await browser('10.0.0.6');
  const res = await client.post('/api/remote-failures', { remote: 'search-map', version: '../../etc', kind: 'crash' });
  assert.equal(res.statusCode, 422);
  assert.deepEqual(Object.keys(res.json().errors).sort(), ['kind', 'message', 'page_load', 'remote', 'version']);
  const loads = await client.post('/api/remote-loads', { page_load: token(), remotes: [] });
  assert.deepEqual(Object.keys(loads.json().errors), ['remotes']);
  assert.equal((await sql`select 1 from remote_failures`.execute(h.handle.db)).rows.length, 0);
});

test('a report without the CSRF token is refused', async () => {
  const client = await browser('10.0.0.7');
  assert.equal((await client.post('/api/remote-failures', failure(), { xsrf: false })).statusCode, 419);
});

test('one address may send a limited number of reports a minute; then 429 with Retry-After', async () => {
  const client = await browser('10.0.0.8');
  for (let i = 0; i < REPORTS_PER_WINDOW; i++) assert.equal((await client.post('/api/remote-failures', failure())).statusCode, 204);
  const refused = await client.post('/api/remote-failures', failure());
  assert.equal(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  // Another browser is not held back by this one.
  assert.equal((await (await browser('10.0.0.9')).post('/api/remote-failures', failure())).statusCode, 204);
  // Page loads have their own, larger allowance.
  const loads = { page_load: token(), remotes: [{ remote: REMOTE, version: VERSION }] };
  for (let i = 0; i < LOAD_REPORTS_PER_WINDOW; i++) assert.equal((await client.post('/api/remote-loads', loads)).statusCode, 204);
  assert.equal((await client.post('/api/remote-loads', loads)).statusCode, 429);
});

test('the summary is read from the API’s own machine only', async () => {
  assert.equal((await summary('203.0.113.9')).statusCode, 403);
  const proxied = await h.app.inject({ method: 'GET', url: '/api/remote-failures/summary', headers: { 'x-forwarded-for': '203.0.113.9' } });
  assert.equal(proxied.statusCode, 403);
});
