import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp, HEALTH_PATH } from './app.ts';
import { MAP_PATHS } from './mapdata/style.ts';
import { createHarness, type Harness } from './test/harness.ts';
import { TestClient } from './auth/test-client.ts';
import { RealtimeHub } from './realtime/index.ts';

let h: Harness;
let client: TestClient;

before(async () => {
  h = await createHarness();
  client = new TestClient(h.app);
  await client.csrf();
});
after(() => h.close());

test('an unknown path answers 404 in JSON, not a 5xx', async () => {
  const res = await h.app.inject({ method: 'GET', url: '/api/nothing-here' });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().message, 'Not Found');
});

test('the health probe answers without the database', async () => {
  const res = await h.app.inject({ method: 'GET', url: HEALTH_PATH });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: 'ok' });
});

test('answers carry the security headers of a JSON API', async () => {
  const res = await h.app.inject({ method: 'GET', url: HEALTH_PATH });
  assert.match(String(res.headers['content-security-policy']), /default-src 'none'.*frame-ancestors 'none'/);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', "adverts' images are shown by the web origin");
});

test('answers over 1 kB are compressed for a client that accepts Brotli or gzip, and vary on it', async () => {
  const plain = await h.app.inject({ method: 'GET', url: MAP_PATHS.countries });
  assert.ok(plain.rawPayload.length > 1024);
  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const res = await h.app.inject({ method: 'GET', url: MAP_PATHS.countries, headers: { 'accept-encoding': encoding } });
    assert.equal(res.headers['content-encoding'], encoding);
    assert.match(String(res.headers.vary), /accept-encoding/i);
    assert.ok(
      res.rawPayload.length < plain.rawPayload.length / 2,
      `${encoding}: ${res.rawPayload.length} of ${plain.rawPayload.length} bytes`,
    );
    assert.deepEqual(decode(res.rawPayload), plain.rawPayload);
  }
  const small = await h.app.inject({ method: 'GET', url: HEALTH_PATH, headers: { 'accept-encoding': 'br' } });
  assert.equal(small.headers['content-encoding'], undefined, 'a small answer is sent as it is');
});

describe('bodies', () => {
  test('a JSON body over 1 MiB is a 413', async () => {
    const res = await client.post('/api/properties-list', { address: 'x'.repeat(1024 * 1024 + 10) });
    assert.equal(res.statusCode, 413);
  });
});

describe('values no database can hold are 422s, not 500s', () => {
  test('a NUL character in an e-mail, a search text or a name', async () => {
    for (const [url, payload, field] of [
      ['/api/login', { email: 'a\u0000@example.co.uk', password: 'x' }, 'email'],
      ['/api/forgot-password', { email: 'a@example.co.uk\u0000' }, 'email'],
      [
        '/api/register',
        { name: 'Ann\u0000', email: 'ann@example.co.uk', password: 'password1', password_confirmation: 'password1' },
        'name',
      ],
      ['/api/properties-list', { address: 'Lon\u0000don' }, 'address'],
    ] as const) {
      const res = await client.post(url, payload);
      assert.equal(res.statusCode, 422, `${url} -> ${res.statusCode}`);
      assert.ok(res.json().errors[field], JSON.stringify(res.json()));
    }
    const query = await client.get('/api/geocoding/Lon%00don.json');
    assert.ok(query.statusCode >= 400 && query.statusCode < 500, String(query.statusCode));
  });

  test('a subnormal or infinite number in a radius search', async () => {
    for (const body of ['{"latitude":5e-324,"longitude":-0.12,"radius":1}', '{"latitude":51.5,"longitude":1e999,"radius":1}']) {
      const res = await client.request({
        method: 'POST',
        url: '/api/properties-list',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      assert.equal(res.statusCode, 422, `${body} -> ${res.statusCode}`);
    }
  });

  test('repeated query parameters are read as one comma-separated list', async () => {
    const res = await client.get('/api/geocoding/London.json?types=place&types=postcode&country=gb&country=ie');
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(Array.isArray(res.json().features));
  });
});

test('past its turns and its wait, the API answers 503 with Retry-After, while the health probe still answers', async () => {
  const config = { ...h.config, overload: { ...h.config.overload, maxConcurrent: 1, maxWaitMs: 100, maxQueue: 1 } };
  const app = await buildApp({ config, db: h.handle.db, dbKind: h.handle.kind, broadcaster: new RealtimeHub() });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A request that holds the only turn until told to finish, as a slow query would.
  app.get('/test/held', async () => {
    await held;
    return { done: true };
  });
  await app.ready();
  try {
    const first = app.inject({ method: 'GET', url: '/test/held' });
    await new Promise((r) => setTimeout(r, 20));
    const waiting = app.inject({ method: 'POST', url: '/api/property-categories' });
    const refused = await app.inject({ method: 'POST', url: '/api/property-categories' });
    assert.equal(refused.statusCode, 503, 'the queue is full');
    assert.equal(refused.headers['retry-after'], '2');
    assert.equal((await app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode, 200);
    const timedOut = await waiting;
    assert.equal(timedOut.statusCode, 503, 'waited past its limit');
    release();
    assert.equal((await first).statusCode, 200);
    const after = await app.inject({ method: 'GET', url: HEALTH_PATH });
    assert.equal(after.statusCode, 200);
  } finally {
    release();
    await app.close();
  }
});
