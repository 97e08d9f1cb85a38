import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { TestClient } from '../auth/test-client.ts';
import { PASSWORD } from '../bookings/fixture.ts';
import { RealtimeHub } from '../realtime/index.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { ACCOUNT_BUSY, OVERLOADED } from './admission.ts';

/**
 * A fair share per account (issue 40): two turns, of which one account holds at most one; its other
 * requests wait behind its own while everyone else's pass, and are told 429 (not the 503 that signs a
 * person out) when their own account kept them waiting too long or too many of them wait.
 */
let h: Harness;
let app: FastifyInstance;
let release = () => {};
let held = Promise.resolve();
const hold = () => {
  held = new Promise<void>((resolve) => (release = resolve));
};

before(async () => {
  h = await createHarness();
  const config = {
    ...h.config,
    overload: { ...h.config.overload, maxConcurrent: 2, maxWaitMs: 200, accountWaitMs: 400, maxQueue: 50, perAccount: 1, accountQueue: 2 },
  };
  app = await buildApp({ config, db: h.handle.db, dbKind: h.handle.kind, broadcaster: new RealtimeHub() });
  // A request that holds its turn until told to finish, as a slow query would.
  app.get('/test/held', async () => {
    await held;
    return { done: true };
  });
  await app.ready();
});
after(async () => {
  release();
  await app.close();
  await h.close();
});

async function account(email: string): Promise<TestClient> {
  const client = new TestClient(app);
  await client.csrf();
  const res = await client.post('/api/register', { name: 'Heavy Account', email, password: PASSWORD, password_confirmation: PASSWORD });
  assert.equal(res.statusCode, 201, res.body);
  return client;
}

const started = <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true));
  return { promise, done: () => done };
};
const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

test('one account holds one of the two turns: its next request waits for its own, while others pass it', async () => {
  const heavy = await account('heavy@example.test');
  const neighbour = await account('neighbour@example.test');
  const visitor = new TestClient(app);
  hold();
  const first = started(heavy.get('/test/held'));
  await tick();
  const second = started(heavy.get('/api/user'));
  await tick();
  assert.equal(second.done(), false, 'the account waits for its own turn to come back');
  // A turn is free, and it is not the heavy account's to take: a neighbour and a visitor are answered at once.
  assert.equal((await neighbour.get('/api/user')).statusCode, 200);
  assert.equal((await visitor.get('/sanctum/csrf-cookie')).statusCode, 204);
  release();
  assert.equal((await first.promise).statusCode, 200);
  assert.equal((await second.promise).statusCode, 200, 'served once its own request was done');
});

test('kept waiting by its own requests, an account is told 429 with Retry-After; everyone else never waited', async () => {
  const heavy = await account('slow@example.test');
  hold();
  const first = heavy.get('/test/held');
  await tick();
  const waited = await heavy.get('/api/user');
  assert.equal(waited.statusCode, 429);
  assert.equal(waited.headers['retry-after'], '2');
  assert.deepEqual(waited.json(), { message: ACCOUNT_BUSY });
  release();
  assert.equal((await first).statusCode, 200);
});

test('past its queue of waiting requests, an account is refused at once; the API is not busy for anyone else', async () => {
  const heavy = await account('many@example.test');
  hold();
  const first = heavy.get('/test/held');
  await tick();
  const queued = [heavy.get('/api/user'), heavy.get('/api/user')];
  await tick();
  const refused = await heavy.get('/api/user');
  assert.equal(refused.statusCode, 429);
  assert.notEqual(refused.json().message, OVERLOADED);
  const visitor = new TestClient(app);
  assert.equal((await visitor.get('/sanctum/csrf-cookie')).statusCode, 204);
  release();
  assert.equal((await first).statusCode, 200);
  for (const res of await Promise.all(queued)) assert.ok([200, 429].includes(res.statusCode), String(res.statusCode));
});

test('signed out, requests share the turns as before: 503 only when the API itself is full', async () => {
  hold();
  const visitors = [new TestClient(app), new TestClient(app)];
  const holding = visitors.map((v) => v.get('/test/held'));
  await tick();
  const late = await new TestClient(app).get('/sanctum/csrf-cookie');
  assert.equal(late.statusCode, 503);
  release();
  for (const res of await Promise.all(holding)) assert.equal(res.statusCode, 200);
});
