import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import { register } from '../bookings/fixture.ts';
import { TestClient } from '../auth/test-client.ts';
import { DRAFT_DELETED, DRAFT_SAVED } from './index.ts';

let h: Harness;
let owner: { client: TestClient; id: number };
let other: { client: TestClient; id: number };

before(async () => {
  h = await createHarness();
  owner = await register(h, 'Amelia Hughes', 'amelia@example.test');
  other = await register(h, 'Harry Patel', 'harry@example.test');
});
after(() => h.close());

const json = (body: string) => JSON.parse(body) as { message?: string; data?: unknown; errors?: Record<string, string[]> };
type Listed = Array<{ id: number; title: string; title_original: string; type: string }>;
const list = async (who: { client: TestClient }, type = 'property') =>
  json((await who.client.post('/api/drafts', { type })).body).data as Listed;
/** A draft loaded back: its values, which the list leaves out. */
const loaded = async (who: { client: TestClient }, id: number | undefined) => {
  const res = await who.client.get(`/api/drafts/${id}`);
  return { status: res.statusCode, draft: json(res.body).data as (Listed[number] & { data: Record<string, unknown> }) | undefined };
};

test('a draft is saved, listed for its form only, overwritten and deleted', async () => {
  const saved = await owner.client.post('/api/draft/store', {
    user_id: owner.id,
    type: 'property',
    title: 'Flat in Leeds',
    data: JSON.stringify({ property_title: 'Two-bed flat', price: 950 }),
  });
  assert.equal(saved.statusCode, 201, saved.body);
  assert.equal(json(saved.body).message, DRAFT_SAVED);
  await owner.client.post('/api/draft/store', { type: 'service', title: 'Plumbing', data: { service_title: 'Plumber' } });

  const [draft, ...rest] = await list(owner);
  assert.equal(rest.length, 0);
  assert.deepEqual([draft?.title, draft?.title_original, 'data' in (draft ?? {})], ['Flat in Leeds', 'Flat in Leeds', false]);
  assert.deepEqual((await loaded(owner, draft?.id)).draft?.data, { property_title: 'Two-bed flat', price: 950 });

  const overwritten = await owner.client.post('/api/draft/store', {
    type: 'property',
    title: 'Flat in Leeds (final)',
    data: { property_title: 'Two-bed flat', price: 1000 },
    overwrite: 1,
    overwrite_id: draft?.id,
  });
  assert.equal(overwritten.statusCode, 200, overwritten.body);
  const [again, ...none] = await list(owner);
  assert.equal(none.length, 0);
  assert.deepEqual([again?.id, again?.title], [draft?.id, 'Flat in Leeds (final)']);
  assert.equal((await loaded(owner, again?.id)).draft?.data.price, 1000);

  const deleted = await owner.client.post('/api/draft/delete', { type: 'property', title: 'x', overwrite: 1, overwrite_id: draft?.id });
  assert.equal(deleted.statusCode, 200, deleted.body);
  assert.equal(json(deleted.body).message, DRAFT_DELETED);
  assert.deepEqual(await list(owner), []);
});

test("another user's drafts are neither listed, overwritten nor deleted", async () => {
  const saved = await owner.client.post('/api/draft/store', { type: 'property', title: 'Mine', data: { a: 1 } });
  const id = (json(saved.body).data as { id: number }).id;
  assert.deepEqual(await list(other), []);
  const overwrite = await other.client.post('/api/draft/store', {
    type: 'property',
    title: 'Theirs',
    data: { a: 2 },
    overwrite: true,
    overwrite_id: id,
  });
  assert.equal(overwrite.statusCode, 422);
  assert.deepEqual(json(overwrite.body).errors, { overwrite_id: ['The selected overwrite id is invalid.'] });
  const remove = await other.client.post('/api/draft/delete', { overwrite_id: id });
  assert.equal(remove.statusCode, 422);
  assert.equal((await loaded(other, id)).status, 404, 'nor loaded');
  const [mine] = await list(owner);
  assert.deepEqual([mine?.id, mine?.title, (await loaded(owner, mine?.id)).draft?.data], [id, 'Mine', { a: 1 }]);
});

test('the title is required and 100 characters at most; data and the overwritten id are required', async () => {
  const blank = await owner.client.post('/api/draft/store', { type: 'property', title: '  ', data: {} });
  assert.equal(blank.statusCode, 422);
  assert.deepEqual(json(blank.body).errors, { title: ['The title field is required.'] });
  const long = await owner.client.post('/api/draft/store', { type: 'property', title: 'x'.repeat(101), data: {} });
  assert.deepEqual(json(long.body).errors, { title: ['The title field must not be greater than 100 characters.'] });
  const atLimit = await owner.client.post('/api/draft/store', { type: 'property', title: 'x'.repeat(100), data: {} });
  assert.equal(atLimit.statusCode, 201);
  const noData = await owner.client.post('/api/draft/store', { type: 'property', title: 'No data' });
  assert.deepEqual(json(noData.body).errors, { data: ['The data field is required.'] });
  const notObject = await owner.client.post('/api/draft/store', { type: 'property', title: 'List', data: '[1,2]' });
  assert.deepEqual(json(notObject.body).errors, { data: ['The data field must be an object.'] });
  const noId = await owner.client.post('/api/draft/store', { type: 'property', title: 'Over', data: {}, overwrite: 1 });
  assert.deepEqual(json(noId.body).errors, { overwrite_id: ['The overwrite id field is required.'] });
  const deleteNothing = await owner.client.post('/api/draft/delete', {});
  assert.deepEqual(json(deleteNothing.body).errors, { overwrite_id: ['The overwrite id field is required.'] });
});

test('drafts need a signed-in user', async () => {
  const visitor = new TestClient(h.app);
  await visitor.csrf();
  assert.equal((await visitor.post('/api/drafts', { type: 'property' })).statusCode, 401);
  assert.equal((await visitor.post('/api/draft/store', { type: 'property', title: 'x', data: {} })).statusCode, 401);
  assert.equal((await visitor.post('/api/draft/delete', { overwrite_id: 1 })).statusCode, 401);
});
