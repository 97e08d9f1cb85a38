import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHarness, type Harness } from '../test/harness.ts';
import { first } from '../test/rows.ts';
import { gazetteer } from './gazetteer.ts';
import type { FeatureCollection } from './index.ts';

/**
 * POSTCODES_IO_URL: the geocoder asks a self-hosted postcodes.io for every UK postcode, district and
 * settlement. The stand-in below speaks the part of postcodes.io's API the geocoder uses, with its
 * answer shapes (https://postcodes.io/docs), on a loopback port.
 */
const POSTCODES = [
  { postcode: 'SW1A 2AA', outcode: 'SW1A', longitude: -0.127695, latitude: 51.50354, admin_district: 'Westminster', country: 'England' },
  { postcode: 'SW1A 2AB', outcode: 'SW1A', longitude: -0.12768, latitude: 51.50364, admin_district: 'Westminster', country: 'England' },
  { postcode: 'NR21 0AA', outcode: 'NR21', longitude: 0.91516, latitude: 52.86001, admin_district: 'North Norfolk', country: 'England' },
];
const OUTCODES = [{ outcode: 'SW1A', longitude: -0.1322, latitude: 51.5045, admin_district: ['Westminster'], country: ['England'] }];
const PLACES = [
  {
    code: 'osgb4000000074544700',
    name_1: 'Little Snoring',
    local_type: 'Village',
    outcode: 'NR21',
    district_borough: 'North Norfolk',
    county_unitary: 'Norfolk',
    region: 'Eastern',
    country: 'England',
    longitude: 0.9107,
    latitude: 52.8611,
  },
];

const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const requests: string[] = [];

function standIn(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const [, kind, key] = url.pathname.split('/').map(decodeURIComponent);
    const limit = Number(url.searchParams.get('limit') || 10);
    if (kind === 'postcodes' && key) {
      const found = POSTCODES.find((p) => compact(p.postcode) === compact(key));
      return found ? send(200, { status: 200, result: found }) : send(404, { status: 404, error: 'Postcode not found' });
    }
    if (kind === 'postcodes') {
      const q = compact(url.searchParams.get('q') ?? '');
      const found = POSTCODES.filter((p) => compact(p.postcode).startsWith(q)).slice(0, limit);
      return send(200, { status: 200, result: found.length ? found : null });
    }
    if (kind === 'outcodes' && key) {
      const found = OUTCODES.find((o) => o.outcode === compact(key));
      return found ? send(200, { status: 200, result: found }) : send(404, { status: 404, error: 'Outcode not found' });
    }
    if (kind === 'places') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const found = PLACES.filter((p) => p.name_1.toLowerCase().startsWith(q)).slice(0, limit);
      return send(200, { status: 200, result: found.length ? found : null });
    }
    send(404, { status: 404, error: 'Resource not found' });
  });
}

let server: Server;
let h: Harness;

before(async () => {
  server = standIn();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  h = await createHarness({ postcodesIoUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
  // Built before serving, as the API does at start: building it holds the event loop for a second.
  await gazetteer();
});
after(async () => {
  await h.close();
  if (server.listening) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function geocode(query: string, types = 'region,place,district,postcode,locality,address') {
  const qs = new URLSearchParams({ types, limit: '7', country: 'gb,ie,es' });
  const res = await h.app.inject({ method: 'GET', url: `/api/geocoding/${encodeURIComponent(query)}.json?${qs.toString()}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<FeatureCollection>();
}

test('a full postcode no advert uses is found where postcodes.io places it, with its district and country', async () => {
  const body = await geocode('sw1a 2aa');
  const postcode = first(body.features, 'a suggestion for sw1a 2aa');
  assert.equal(postcode.text, 'SW1A 2AA');
  assert.deepEqual(postcode.place_type, ['postcode']);
  assert.deepEqual(postcode.center, [-0.127695, 51.50354]);
  assert.equal(postcode.place_name, 'SW1A 2AA, Westminster, Greater London, England, United Kingdom');
  assert.match(body.attribution, /postcodes\.io/);
});

test('a district and a partial postcode are answered from postcodes.io', async () => {
  const district = first((await geocode('SW1A', 'postcode')).features, 'the district');
  assert.equal(district.text, 'SW1A');
  assert.deepEqual(district.center, [-0.1322, 51.5045]);
  const partial = (await geocode('SW1A 2', 'postcode')).features.map((f) => f.text);
  assert.deepEqual(partial.sort(), ['SW1A 2AA', 'SW1A 2AB']);
});

test('a village the embedded gazetteer does not hold is found as a locality', async () => {
  const village = first((await geocode('little snor')).features, 'the village');
  assert.equal(village.text, 'Little Snoring');
  assert.deepEqual(village.place_type, ['locality']);
  assert.match(village.place_name, /^Little Snoring, North Norfolk/);
});

test('answers are cached; a postcode postcodes.io does not know finds nothing there and the rest still answers', async () => {
  requests.length = 0;
  await geocode('sw1a 2aa');
  assert.deepEqual(requests, [], 'the answer came from the cache');
  const unknown = await geocode('ZZ9 9ZZ', 'postcode');
  assert.deepEqual(unknown.features, []);
});

test('with postcodes.io down, the embedded gazetteer answers alone, never a server error', async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  const london = first((await geocode('london')).features, 'London from the gazetteer');
  assert.equal(london.text, 'London');
  assert.deepEqual((await geocode('NR21 0AA', 'postcode')).features, []);
});
