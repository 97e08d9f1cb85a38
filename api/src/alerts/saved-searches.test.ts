import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { SAVED_SEARCHES_MAX, TOO_MANY_SAVED_SEARCHES } from '@marketplace/shared/src/schemas/savedSearches.ts';
import { SAVED_SEARCH_POINTS_MAX, SAVED_SEARCHES_PER_PAGE, tooManyPoints } from '@marketplace/shared/src/entities/savedSearch.ts';
import { countSavedSearches, countsSettled, RECOUNT_AFTER_MS } from './counts.ts';
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
  test('a search saved whole lists with its frequency and, once the alert job has counted it, how many adverts match now', async () => {
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
    assert.equal(data.matches, null, 'not counted inside the request');
    assert.equal(data.last_alert_at, null);
    assert.equal('url' in data, false, 'the list leaves the stored query out');

    await countsSettled(h.handle.db);
    const list = (await tenant.get('/api/user/saved-searches')).json();
    assert.deepEqual(
      list.data.map((s: { id: number; matches: number }) => [s.id, s.matches]),
      [[data.id, listed.meta.total]],
    );
    assert.deepEqual(list.meta, { current_page: 1, last_page: 1, per_page: SAVED_SEARCHES_PER_PAGE, total: 1 });

    // Opening one gives the link that restores it and the body kept exactly as the search sent it.
    const one = (await tenant.get(`/api/user/saved-searches/${data.id}`)).json().data;
    assert.deepEqual(one.search, LONDON_SEARCH);
    assert.equal(one.url, `/?${new URLSearchParams(QUERY).toString()}`);
    assert.equal(one.matches, listed.meta.total);
  });

  test('a filter narrows the matches as it narrows the search', async () => {
    const narrow = { ...LONDON_SEARCH, min_beds: 4, max_price: 900000 };
    const listed = (await tenant.post('/api/properties-list', narrow)).json();
    const saved = (await tenant.post('/api/user/saved-searches', { name: '4+ beds', frequency: 'off', search: narrow })).json().data;
    await countsSettled(h.handle.db);
    const one = (await tenant.get(`/api/user/saved-searches/${saved.id}`)).json().data;
    assert.equal(one.matches, listed.meta.total);
    assert.ok(one.matches < (await tenant.post('/api/properties-list', LONDON_SEARCH)).json().meta.total);
    assert.equal(one.url, '/');
  });

  test('a count is kept until adverts change, and then renewed at most every few minutes', async () => {
    const narrow = { ...LONDON_SEARCH, min_beds: 3 };
    const { id } = (await tenant.post('/api/user/saved-searches', { name: '3+ beds', frequency: 'off', search: narrow })).json().data;
    await countsSettled(h.handle.db);
    const counted = async () => (await tenant.get(`/api/user/saved-searches/${id}`)).json().data.matches as number;
    const before = await counted();
    // The count as the job left it, made wrong on purpose: only a recount puts it right.
    await sql`update saved_searches set matches = -1 where id = ${id}`.execute(h.handle.db);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await countSavedSearches(h.handle, later(RECOUNT_AFTER_MS / 60_000 + 1));
    assert.equal(await counted(), -1, 'no advert changed: nothing is counted again');
    await sql`update properties set updated_at = now() where id = (select min(id) from properties)`.execute(h.handle.db);
    await countSavedSearches(h.handle, later(1));
    assert.equal(await counted(), -1, 'an advert changed, but the count is less than five minutes old');
    await countSavedSearches(h.handle, later(RECOUNT_AFTER_MS / 60_000 + 1));
    assert.equal(await counted(), before);
  });

  test(`a drawn area of more than ${SAVED_SEARCH_POINTS_MAX} points in all is refused with why, under search`, async () => {
    const ring = (lng: number, n: number) =>
      Array.from({ length: n }, (_, i) => [
        lng + 0.01 * Math.cos((2 * Math.PI * i) / n) * (i % 2 ? 0.8 : 1),
        51.5 + 0.01 * Math.sin((2 * Math.PI * i) / n),
      ]);
    const drawn = (perRing: number) => ({
      ...LONDON_SEARCH,
      drawbboxs: Array.from({ length: 4 }, (_, i) => ring(-0.2 + i * 0.05, perRing)),
    });
    const over = await tenant.post('/api/user/saved-searches', { name: 'Drawn', frequency: 'off', search: drawn(300) });
    assert.equal(over.statusCode, 422);
    assert.deepEqual(over.json().errors, { search: [tooManyPoints(1200)] });
    const within = await tenant.post('/api/user/saved-searches', { name: 'Drawn', frequency: 'off', search: drawn(250) });
    assert.equal(within.statusCode, 201, within.body);
    // The search itself still takes what it took: only what is kept and tried against every new advert is limited.
    assert.equal((await tenant.post('/api/properties-list', drawn(300))).statusCode, 200);
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

    // Listed a page at a time, newest first, every one reachable.
    const pages = Math.ceil(SAVED_SEARCHES_MAX / SAVED_SEARCHES_PER_PAGE);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = (await buyer.get(`/api/user/saved-searches?page=${page}`)).json();
      assert.equal(answer.meta.last_page, pages);
      assert.ok(answer.data.length <= SAVED_SEARCHES_PER_PAGE);
      seen.push(...answer.data.map((s: { id: number }) => s.id));
    }
    assert.equal(new Set(seen).size, SAVED_SEARCHES_MAX);
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => b - a),
    );
  });

  test('signed out, nothing is saved', async () => {
    const visitor = new TestClient(h.app);
    await visitor.csrf();
    const res = await visitor.post('/api/user/saved-searches', { name: 'x', frequency: 'off', search: LONDON_SEARCH });
    assert.equal(res.statusCode, 401);
  });
});
