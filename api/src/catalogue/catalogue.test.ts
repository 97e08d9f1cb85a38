import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let visitor: TestClient;

before(async () => {
  h = await createHarness();
  visitor = new TestClient(h.app);
  await visitor.csrf();
});
after(() => h.close());

test('the types of a category, asked by id or by its own name, in id order', async () => {
  const categories = (await visitor.post('/api/property-categories', {})).json<{ data: Array<{ id: number; type: string }> }>().data;
  const residential = categories.find((c) => c.type === 'Residential');
  assert.ok(residential, 'a Residential category');
  const byId = await visitor.post('/api/property-types', { id: residential.id });
  const byName = await visitor.post('/api/property-types', { property_category_id: String(residential.id) });
  assert.equal(byId.statusCode, 200, byId.body);
  assert.deepEqual(byName.json(), byId.json());
  const types = byId.json<{ data: Array<{ id: number; property_category_id: number }> }>().data;
  assert.ok(types.length > 0);
  assert.ok(types.every((t) => t.property_category_id === residential.id));
  assert.deepEqual(
    types.map((t) => t.id),
    [...types.map((t) => t.id)].sort((a, b) => a - b),
  );
});

test('a missing or malformed parent id is a 422 in Laravel words', async () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['/api/property-types', {}, { id: ['The id field is required.'] }],
    ['/api/property-type-details', { type_id: 'abc' }, { type_id: ['The type id field must be an integer.'] }],
    [
      '/api/property-type-details',
      { property_type_id: 40000 },
      { property_type_id: ['The property type id field must be between 1 and 32767.'] },
    ],
  ];
  for (const [url, body, errors] of cases) {
    const res = await visitor.post(url, body);
    assert.equal(res.statusCode, 422, `${url} ${JSON.stringify(body)}`);
    assert.deepEqual(res.json().errors, errors);
  }
});
