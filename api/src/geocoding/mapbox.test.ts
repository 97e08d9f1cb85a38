import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHarness, type Harness } from '../test/harness.ts';
import { first } from '../test/rows.ts';
import { gazetteer } from './gazetteer.ts';
import type { FeatureCollection } from './index.ts';

/** With MAPBOX_TOKEN, the API's geocoder answers with Mapbox's own results (here a stand-in on loopback). */
const DOWNING = {
  id: 'address.123',
  type: 'Feature',
  place_type: ['address'],
  relevance: 1,
  properties: { accuracy: 'rooftop' },
  text: 'Downing Street',
  address: '10',
  place_name: '10 Downing Street, London, SW1A 2AA, United Kingdom',
  center: [-0.127695, 51.50354],
  geometry: { type: 'Point', coordinates: [-0.127695, 51.50354] },
  context: [{ id: 'postcode.1', text: 'SW1A 2AA' }],
};
const asked: URL[] = [];
let server: Server;
let h: Harness;

before(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    asked.push(url);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'FeatureCollection', query: ['10', 'downing'], features: [DOWNING], attribution: 'Mapbox' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  h = await createHarness({ mapboxToken: 'pk.test-token', mapboxApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  await gazetteer();
});
after(async () => {
  await h.close();
  if (server.listening) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const geocode = async (query: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/geocoding/${encodeURIComponent(query)}.json?types=postcode,address&limit=7&country=gb,ie,es&proximity=-0.12,51.5`,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<FeatureCollection>();
};

test("a full address is found through Mapbox's geocoding with the configured token", async () => {
  const body = await geocode('10 Downing');
  assert.equal(first(body.features).place_name, '10 Downing Street, London, SW1A 2AA, United Kingdom');
  const url = first(asked);
  assert.equal(url.pathname, '/geocoding/v5/mapbox.places/10%20Downing.json');
  assert.equal(url.searchParams.get('access_token'), 'pk.test-token');
  assert.equal(url.searchParams.get('types'), 'postcode,address');
  assert.equal(url.searchParams.get('country'), 'gb,ie,es');
  assert.equal(url.searchParams.get('limit'), '7');
  assert.equal(url.searchParams.get('proximity'), '-0.12,51.5');
});

test('with Mapbox unreachable, the embedded gazetteer answers', async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  const res = await h.app.inject({ method: 'GET', url: '/api/geocoding/london.json?types=place' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(first(res.json<FeatureCollection>().features).text, 'London');
});
