import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { REPORTS_PER_WINDOW, type VersionHealth } from './index.ts';

let h: Harness;

before(async () => {
  h = await createHarness();
});
after(() => h.close());
beforeEach(async () => {
  await sql`delete from remote_failures`.execute(h.handle.db);
});

/** A browser on its own address, so each test has its own report allowance. */
async function browser(address: string): Promise<TestClient> {
  const client = new TestClient(h.app);
  const original = client.request.bind(client);
  client.request = (opts) => original({ ...opts, remoteAddress: address });
  await client.csrf();
  return client;
}

const failure = { remote: 'mfe-search-map', version: '1.0.0-3f2a9c1b', kind: 'render', message: 'Objects are not valid as a React child' };

async function summary(remoteAddress = '127.0.0.1', minutes?: number) {
  return h.app.inject({ method: 'GET', url: `/api/remote-failures/summary${minutes ? `?minutes=${minutes}` : ''}`, remoteAddress });
}

test('reports are counted per remote, version and kind, with the latest message', async () => {
  const client = await browser('10.0.0.1');
  for (const body of [failure, failure, { ...failure, kind: 'load', message: 'timed out' }, { ...failure, version: '1.0.0-aaaa' }]) {
    assert.equal((await client.post('/api/remote-failures', body)).statusCode, 204);
  }
  const res = await summary();
  assert.equal(res.statusCode, 200);
  const rows = res.json<{ minutes: number; data: VersionHealth[] }>().data;
  assert.deepEqual(
    rows.map(({ version, kind, failures }) => [version, kind, failures]),
    [
      ['1.0.0-3f2a9c1b', 'load', 1],
      ['1.0.0-3f2a9c1b', 'render', 2],
      ['1.0.0-aaaa', 'render', 1],
    ],
  );
  assert.equal(rows[0]?.last_message, 'timed out');
});

test('only the last hour counts by default', async () => {
  const client = await browser('10.0.0.2');
  await client.post('/api/remote-failures', failure);
  await sql`update remote_failures set reported_at = now() - interval '2 hours'`.execute(h.handle.db);
  await client.post('/api/remote-failures', { ...failure, kind: 'mount' });
  const rows = (await summary()).json().data as VersionHealth[];
  assert.deepEqual(
    rows.map((r) => r.kind),
    ['mount'],
  );
  assert.equal(((await summary('127.0.0.1', 180)).json().data as VersionHealth[]).length, 2);
});

test('nothing personal is kept: e-mail addresses and long numbers are scrubbed from the message', async () => {
  const client = await browser('10.0.0.3');
  await client.post('/api/remote-failures', {
    ...failure,
    message: 'no booking for sam@example.com at http://x.test/a?q=flat ref 123456789',
  });
  const [row] = (await sql<{ message: string }>`select message from remote_failures`.execute(h.handle.db)).rows;
  assert.equal(row?.message, 'no booking for [email] at http://x.test/a ref [number]');
});

test('a malformed report is a 422 naming the fields, never stored', async () => {
  const client = await browser('10.0.0.4');
  const res = await client.post('/api/remote-failures', { remote: 'search-map', version: '../../etc', kind: 'crash' });
  assert.equal(res.statusCode, 422);
  assert.deepEqual(Object.keys(res.json().errors).sort(), ['kind', 'message', 'remote', 'version']);
  assert.equal((await sql`select 1 from remote_failures`.execute(h.handle.db)).rows.length, 0);
});

test('a report without the CSRF token is refused', async () => {
  const client = await browser('10.0.0.5');
  assert.equal((await client.post('/api/remote-failures', failure, { xsrf: false })).statusCode, 419);
});

test('one address may send a limited number of reports a minute; then 429 with Retry-After', async () => {
  const client = await browser('10.0.0.6');
  for (let i = 0; i < REPORTS_PER_WINDOW; i++) assert.equal((await client.post('/api/remote-failures', failure)).statusCode, 204);
  const refused = await client.post('/api/remote-failures', failure);
  assert.equal(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  // Another browser is not held back by this one.
  assert.equal((await (await browser('10.0.0.7')).post('/api/remote-failures', failure)).statusCode, 204);
});

test('the summary is read from the API’s own machine only', async () => {
  assert.equal((await summary('203.0.113.9')).statusCode, 403);
  const proxied = await h.app.inject({ method: 'GET', url: '/api/remote-failures/summary', headers: { 'x-forwarded-for': '203.0.113.9' } });
  assert.equal(proxied.statusCode, 403);
});
