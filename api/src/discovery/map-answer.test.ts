import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import { seededHarness } from '../seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';
import { sql } from 'kysely';
import type { LngLatBox, MapCluster, MapPinColumns } from '@marketplace/shared/src/rules/mapPin.ts';
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

describe('the map answer for a view (bbox and zoom)', () => {
  interface ViewAnswer {
    data: MapPinColumns;
    clusters: MapCluster[];
    meta: { total: number; in_view: number; shown: number; zoom: number };
  }
  const GB: LngLatBox = [-8.7, 49.8, 1.8, 60.9];
  const mapView = async (body: object) => {
    const res = await client.post('/api/properties-map', body as Record<string, unknown>);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ViewAnswer>();
  };
  /** The published adverts of a search inside a box, straight from SQL: none sold or let, which no search lists. */
  const matchesIn = async (box: LngLatBox, extra = sql`true`) =>
    (
      await sql<{ id: number; property_category_id: number }>`
        select id, property_category_id from properties p
        where p.is_published and (p.is_sale or p.is_let) and p.market_status not in ('sold', 'let') and ${extra}
          and p.longitude between ${box[0]}::float8 and ${box[2]}::float8 and p.latitude between ${box[1]}::float8 and ${box[3]}::float8`.execute(
        h.handle.db,
      )
    ).rows;

  test('over the whole country, adverts stand in counted circles; circles and pins hold every match once', async () => {
    const answer = await mapView({ ...UK, bbox: GB, zoom: 5 });
    const expected = await matchesIn(GB);
    assert.equal(answer.meta.in_view, expected.length);
    assert.equal(answer.meta.total, expected.length);
    assert.ok(answer.clusters.length > 0, 'circles at zoom 5');
    const counted = answer.clusters.reduce((sum, c) => sum + c.count, 0) + answer.data.id.length;
    assert.equal(counted, expected.length);
    for (const c of answer.clusters) {
      assert.equal(
        Object.values(c.categories).reduce((a, b) => a + b, 0),
        c.count,
      );
      const [west, south, east, north] = c.extent;
      assert.ok(west <= c.longitude && c.longitude <= east && south <= c.latitude && c.latitude <= north);
    }
    for (const [field, values] of Object.entries(answer.data)) assert.equal(values.length, answer.data.id.length, field);
  });

  test('zoomed in, every advert in view is a pin with what its popup shows, in the list order', async () => {
    const [one] = await matchesIn(GB);
    const { rows } = await sql<{
      longitude: number;
      latitude: number;
    }>`select longitude, latitude from properties where id = ${one!.id}`.execute(h.handle.db);
    const { longitude, latitude } = rows[0]!;
    const box: LngLatBox = [longitude - 0.01, latitude - 0.006, longitude + 0.01, latitude + 0.006];
    const answer = await mapView({ ...UK, bbox: box, zoom: 16 });
    assert.equal(answer.clusters.length, 0);
    const expected = await matchesIn(box);
    assert.deepEqual(
      answer.data.id.map(Number).sort((a, b) => a - b),
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    const pins = pinsOf(answer.data);
    assert.ok(pins.every((p) => typeof p.full_address === 'string' && typeof p.latitude === 'number'));
    const created = pins.map((p) => p.created_at);
    assert.deepEqual(created, [...created].sort().reverse(), 'newest first, as the list');
  });

  test("the legend's hidden categories and 'Multiple' narrow the circles too", async () => {
    const all = await mapView({ ...UK, bbox: GB, zoom: 5 });
    const hidden = await mapView({ ...UK, bbox: GB, zoom: 5, hidden_categories: [1, 7] });
    const shown = (await matchesIn(GB)).filter((r) => r.property_category_id !== 1 && r.property_category_id !== 7);
    assert.equal(hidden.meta.in_view, shown.length);
    assert.ok(hidden.meta.in_view < all.meta.in_view);
    for (const c of hidden.clusters) assert.ok(!('1' in c.categories) && !('7' in c.categories));
    const lone = await mapView({ ...UK, bbox: GB, zoom: 5, hide_multiple: true });
    assert.equal(lone.clusters.length, 0);
    assert.deepEqual(lone.data.id, all.data.id);
  });

  test('a drawn area holds the circles to it', async () => {
    const ring = [
      [-0.3, 51.4],
      [0.1, 51.4],
      [0.1, 51.65],
      [-0.3, 51.65],
    ];
    const answer = await mapView({ ...UK, drawbboxs: JSON.stringify([ring]), bbox: GB, zoom: 6 });
    const expected = await matchesIn([-0.3, 51.4, 0.1, 51.65]);
    assert.ok(expected.length > 0);
    assert.equal(answer.meta.in_view, expected.length);
    assert.equal(answer.clusters.reduce((sum, c) => sum + c.count, 0) + answer.data.id.length, expected.length);
  });

  test('the opened advert is a pin of its own at any zoom', async () => {
    const all = await mapView({ ...UK, bbox: GB, zoom: 5 });
    const [inCircle] = (await matchesIn(GB)).filter((r) => !all.data.id.includes(r.id));
    const answer = await mapView({ ...UK, bbox: GB, zoom: 5, selected_id: inCircle!.id });
    assert.ok(answer.data.id.includes(inCircle!.id));
  });

  test('a change to an advert shows in the next answer', async () => {
    const box: LngLatBox = [-0.5103, 51.2868, 0.334, 51.6919];
    const before = await mapView({ ...UK, bbox: box, zoom: 9 });
    const [gone] = await matchesIn(box);
    await sql`update properties set is_published = false where id = ${gone!.id}`.execute(h.handle.db);
    try {
      const after = await mapView({ ...UK, bbox: box, zoom: 9 });
      assert.equal(after.meta.in_view, before.meta.in_view - 1);
    } finally {
      await sql`update properties set is_published = true where id = ${gone!.id}`.execute(h.handle.db);
    }
  });

  test("a pin's new title shows in the next answer, and pins follow the search's order", async () => {
    const [one] = await matchesIn(GB);
    const { rows } = await sql<{ longitude: number; latitude: number; property_title: string }>`
      select longitude, latitude, property_title from properties where id = ${one!.id}`.execute(h.handle.db);
    const { longitude, latitude, property_title } = rows[0]!;
    const box: LngLatBox = [longitude - 0.05, latitude - 0.03, longitude + 0.05, latitude + 0.03];
    const titleOf = (answer: ViewAnswer) => answer.data.property_title[answer.data.id.indexOf(one!.id)];
    assert.equal(titleOf(await mapView({ ...UK, bbox: box, zoom: 16 })), property_title);
    await sql`update properties set property_title = 'Retitled under a kept pin' where id = ${one!.id}`.execute(h.handle.db);
    try {
      assert.equal(titleOf(await mapView({ ...UK, bbox: box, zoom: 16 })), 'Retitled under a kept pin');
      const cheapest = await mapView({ ...UK, sort: 3, bbox: box, zoom: 16 });
      const prices = cheapest.data.price.map(Number);
      assert.ok(prices.length > 1, 'pins to order');
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
      );
    } finally {
      await sql`update properties set property_title = ${property_title} where id = ${one!.id}`.execute(h.handle.db);
    }
  });

  test('a box without a zoom, a zoom without a box, a bad box or bad categories is a 422 naming the field', async () => {
    const bad: Array<[object, string]> = [
      [{ ...UK, bbox: GB }, 'zoom'],
      [{ ...UK, zoom: 9 }, 'bbox'],
      [{ ...UK, bbox: [1, 2, 3], zoom: 9 }, 'bbox'],
      [{ ...UK, bbox: GB, zoom: 30 }, 'zoom'],
      [{ ...UK, bbox: GB, zoom: 9, hidden_categories: [0, 12] }, 'hidden_categories'],
      [{ ...UK, bbox: GB, zoom: 9, selected_id: 'x' }, 'selected_id'],
    ];
    for (const [body, field] of bad) {
      const res = await client.post('/api/properties-map', body as Record<string, unknown>);
      assert.equal(res.statusCode, 422, JSON.stringify(body));
      assert.ok(res.json<{ errors: Record<string, string[]> }>().errors[field], `${field}: ${res.body}`);
    }
  });
});
