import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import { seededHarness } from '../db/seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';
import type { MapPinColumns } from '@marketplace/shared/src/rules/mapPin.ts';
import { pinsOf } from './map-pins.testing.ts';

let h: Harness;
let client: TestClient;

before(async () => {
  h = await seededHarness();
  client = new TestClient(h.app);
  await client.csrf();
});
after(() => h.close());

const UK = { ad_type: 6, address: 'United Kingdom', boundary_box: [-8.7, 49.8, 1.8, 60.9] };

test('the map answer is compact: one list per field, no unset flags, no zero counts, and up to 5,000 pins', async () => {
  const res = await client.post('/api/properties-map', UK);
  assert.equal(res.statusCode, 200);
  const { data: columns, meta } = res.json<{ data: MapPinColumns; meta: { limit: number; total: number } }>();
  assert.equal(meta.limit, 5000);
  for (const [field, values] of Object.entries(columns)) assert.equal(values.length, columns.id.length, field);
  const data = pinsOf(columns) as Array<Record<string, unknown>>;
  assert.equal(data.length, Math.min(meta.total, 5000));
  assert.ok(data.length > 100);
  for (const pin of data) {
    for (const [key, value] of Object.entries(pin)) {
      if (key.startsWith('is_')) assert.equal(value, true, `${key} of ${String(pin.id)}`);
    }
    for (const [key, value] of Object.entries((pin.property_details as Record<string, unknown> | undefined) ?? {})) {
      assert.ok(value !== 0 && value !== false, `${key} of ${String(pin.id)}`);
    }
    assert.equal(typeof pin.created_at, 'string');
    assert.equal(typeof pin.property_category_id, 'number');
  }
  // What the popup shows is still there for the adverts that have it.
  assert.ok(data.some((p) => p.is_sale === true));
  assert.ok(data.some((p) => (p.property_details as { bedrooms?: number } | undefined)?.bedrooms));
  assert.ok(data.every((p) => typeof p.full_address === 'string' && typeof p.property_title === 'string'));
  assert.ok(data.every((p) => typeof p.latitude === 'number' && typeof p.longitude === 'number'));
});

test("the pins come in the list order, so an advert's position in them gives its list page", async () => {
  const newest = await client.post('/api/properties-list', UK);
  const pins = await client.post('/api/properties-map', UK);
  const listIds = newest.json<{ data: Array<{ id: number }> }>().data.map((a) => a.id);
  assert.deepEqual(pins.json<{ data: MapPinColumns }>().data.id.slice(0, listIds.length), listIds);
});

test('the map answer goes compressed to a browser that accepts Brotli', async () => {
  const res = await client.request({
    method: 'POST',
    url: '/api/properties-map',
    payload: JSON.stringify(UK),
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
  });
  assert.equal(res.headers['content-encoding'], 'br');
  const plain = await client.post('/api/properties-map', UK);
  assert.ok(res.rawPayload.length * 5 < plain.rawPayload.length, `${res.rawPayload.length} of ${plain.rawPayload.length} bytes`);
});

test('position_of answers the list page that holds an advert; an advert the search does not match is a 404', async () => {
  const ids = (await client.post('/api/properties-map', UK)).json<{ data: MapPinColumns }>().data.id;
  for (const index of [0, 14, 15, 44, ids.length - 1]) {
    const res = await client.post(`/api/properties-list?position_of=${ids[index]}`, UK);
    assert.equal(res.statusCode, 200, res.body);
    const { page } = res.json<{ data: { page: number } }>().data;
    assert.equal(page, Math.floor(index / 15) + 1, `advert at ${index}`);
    const listed = (await client.post(`/api/properties-list?page=${page}`, UK)).json<{ data: Array<{ id: number }> }>();
    assert.ok(
      listed.data.some((a) => a.id === ids[index]),
      `page ${page} holds advert ${ids[index]}`,
    );
  }
  const sales = { ...UK, ad_type: 1 };
  const saleIds = (await client.post('/api/properties-map', sales)).json<{ data: MapPinColumns }>().data.id;
  const notASale = ids.find((id) => !saleIds.includes(id))!;
  assert.equal((await client.post(`/api/properties-list?position_of=${notASale}`, sales)).statusCode, 404);
  const bad = await client.post('/api/properties-list?position_of=abc', UK);
  assert.equal(bad.statusCode, 422);
  assert.ok(bad.json<{ errors: Record<string, string[]> }>().errors.position_of);
});

test('a search with no matches answers empty lists', async () => {
  const res = await client.post('/api/properties-map', { ...UK, min_price: 9e9 });
  const { data, meta } = res.json<{ data: MapPinColumns; meta: { total: number } }>();
  assert.equal(meta.total, 0);
  assert.deepEqual(data.id, []);
  assert.deepEqual(data.full_address, []);
});
