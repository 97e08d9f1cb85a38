import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { SAVED_SEARCHES_MAX, TOO_MANY_SAVED_SEARCHES } from '@marketplace/shared/src/schemas/savedSearches.ts';
import { TestClient } from '../auth/test-client.ts';
import { KNOWN_PASSWORD } from '../seed/index.ts';
import { LONDON_SEARCH, seededHarness } from '../seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';

let h: Harness;
let tenant: TestClient;
let buyer: TestClient;

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(h.app);
  await client.csrf();
  const res = await client.post('/api/login', { email, password: KNOWN_PASSWORD });
  assert.ok(res.statusCode < 300, res.body);
  return client;
}

const QUERY = 'ad_type=6&address=London&boundary_box=-0.51,51.28,0.33,51.69';

before(async () => {
  h = await seededHarness();
  tenant = await signIn('tenant@roofline.test');
  buyer = await signIn('buyer@roofline.test');
});
after(() => h.close());

describe('saved searches', () => {
  test('a search saved whole lists with its frequency, how many adverts match now and the link that restores it', async () => {
    const listed = (await tenant.post('/api/properties-list', LONDON_SEARCH)).json();
    const saved = await tenant.post('/api/user/saved-searches', {
      name: 'Homes for sale and to let in London',
      frequency: 'instant',
      search: LONDON_SEARCH,
      query: `?${QUERY}`,
    });
    assert.equal(saved.statusCode, 201, saved.body);
    const data = saved.json().data;
    assert.equal(data.name, 'Homes for sale and to let in London');
    assert.equal(data.frequency, 'instant');
    assert.equal(data.paused, false);
    assert.equal(data.url, `/?${new URLSearchParams(QUERY).toString()}`);
    assert.equal(data.matches, listed.meta.total);
    assert.equal(data.last_alert_at, null);

    const one = (await tenant.get(`/api/user/saved-searches/${data.id}`)).json().data;
    assert.deepEqual(one.search, LONDON_SEARCH, 'the body is kept exactly as the search sent it');
    const list = (await tenant.get('/api/user/saved-searches')).json().data;
    assert.deepEqual(
      list.map((s: { id: number }) => s.id),
      [data.id],
    );
  });

  test('a filter narrows the matches as it narrows the search', async () => {
    const narrow = { ...LONDON_SEARCH, min_beds: 4, max_price: 900000 };
    const listed = (await tenant.post('/api/properties-list', narrow)).json();
    const saved = (await tenant.post('/api/user/saved-searches', { name: '4+ beds', frequency: 'off', search: narrow })).json().data;
    assert.equal(saved.matches, listed.meta.total);
    assert.ok(saved.matches < (await tenant.post('/api/properties-list', LONDON_SEARCH)).json().meta.total);
    assert.equal(saved.url, '/');
  });

  test('a search the search would refuse is refused the same way, under search.', async () => {
    const res = await tenant.post('/api/user/saved-searches', {
      name: 'Bad',
      frequency: 'daily',
      search: { ...LONDON_SEARCH, ad_type: 9 },
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(Object.keys(res.json().errors), ['search.ad_type']);
    const noFrequency = await tenant.post('/api/user/saved-searches', { name: 'x', search: LONDON_SEARCH });
    assert.equal(noFrequency.statusCode, 422, 'alerts are asked for: the frequency is never assumed');
    assert.ok(noFrequency.json().errors.frequency);
  });

  test('rename, change the frequency, pause and delete: the owner only', async () => {
    const { id } = (await tenant.post('/api/user/saved-searches', { name: 'Mine', frequency: 'daily', search: LONDON_SEARCH })).json().data;
    const other = await buyer.request({ method: 'PUT', url: `/api/user/saved-searches/${id}`, payload: { name: 'Stolen' } });
    assert.equal(other.statusCode, 404);
    assert.equal((await buyer.request({ method: 'DELETE', url: `/api/user/saved-searches/${id}` })).statusCode, 404);

    const renamed = (
      await tenant.request({ method: 'PUT', url: `/api/user/saved-searches/${id}`, payload: { name: 'Family homes' } })
    ).json().data;
    assert.equal(renamed.name, 'Family homes');
    assert.equal(renamed.frequency, 'daily');
    const weekly = (
      await tenant.request({ method: 'PUT', url: `/api/user/saved-searches/${id}`, payload: { frequency: 'weekly', paused: true } })
    ).json().data;
    assert.equal(weekly.frequency, 'weekly');
    assert.equal(weekly.paused, true);
    const bad = await tenant.request({ method: 'PUT', url: `/api/user/saved-searches/${id}`, payload: { frequency: 'hourly' } });
    assert.equal(bad.statusCode, 422);

    assert.equal((await tenant.request({ method: 'DELETE', url: `/api/user/saved-searches/${id}` })).statusCode, 200);
    assert.equal((await tenant.get(`/api/user/saved-searches/${id}`)).statusCode, 404);
  });

  test(`at most ${SAVED_SEARCHES_MAX} a person, with a clear message past that`, async () => {
    const { rows } = await sql<{ id: number }>`select id from users where email = 'buyer@roofline.test'`.execute(h.handle.db);
    const buyerId = rows[0]!.id;
    await sql`insert into saved_searches (user_id, name, body, frequency)
      select ${buyerId}, 'Search ' || n, ${JSON.stringify(LONDON_SEARCH)}::jsonb, 'off' from generate_series(1, ${SAVED_SEARCHES_MAX - 1}) n`.execute(
      h.handle.db,
    );
    const last = await buyer.post('/api/user/saved-searches', { name: 'Fiftieth', frequency: 'off', search: LONDON_SEARCH });
    assert.equal(last.statusCode, 201, last.body);
    const over = await buyer.post('/api/user/saved-searches', { name: 'One more', frequency: 'off', search: LONDON_SEARCH });
    assert.equal(over.statusCode, 422);
    assert.deepEqual(over.json().errors, { name: [TOO_MANY_SAVED_SEARCHES] });
  });

  test('signed out, nothing is saved', async () => {
    const visitor = new TestClient(h.app);
    await visitor.csrf();
    const res = await visitor.post('/api/user/saved-searches', { name: 'x', frequency: 'off', search: LONDON_SEARCH });
    assert.equal(res.statusCode, 401);
  });
});
