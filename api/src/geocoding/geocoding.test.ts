import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import type { FeatureCollection } from './index.ts';

let h: Harness;

before(async () => {
  h = await createHarness();
  await h.handle.db
    .insertInto('addresses')
    .values([
      {
        line_1: '221B Baker Street',
        street: 'Baker Street',
        city: 'London',
        county: 'Greater London',
        postcode: 'NW1 6XE',
        country: 'United Kingdom',
        full_address: '221B Baker Street, London, NW1 6XE, United Kingdom',
        latitude: 51.5237,
        longitude: -0.1585,
      },
      {
        line_1: '14 Baker Street',
        street: 'Baker Street',
        city: 'London',
        county: 'Greater London',
        postcode: 'NW1 6XA',
        country: 'United Kingdom',
        full_address: '14 Baker Street, London, NW1 6XA, United Kingdom',
        latitude: 51.5231,
        longitude: -0.1571,
      },
      {
        line_1: '3 Grafton Street',
        street: 'Grafton Street',
        city: 'Dublin',
        county: 'County Dublin',
        postcode: 'D02 X285',
        country: 'Ireland',
        full_address: '3 Grafton Street, Dublin 2, D02 X285, Ireland',
        latitude: 53.3419,
        longitude: -6.2597,
      },
    ])
    .execute();
});

after(() => h.close());

const SPEC_TYPES = 'region,place,district,postcode,locality,address';

async function geocode(query: string, params: Record<string, string> = {}) {
  const qs = new URLSearchParams({ types: SPEC_TYPES, limit: '7', country: 'gb,ie,es', ...params });
  const res = await h.app.inject({ method: 'GET', url: `/api/geocoding/${encodeURIComponent(query)}.json?${qs}` });
  return { status: res.statusCode, body: res.json() as FeatureCollection };
}

test("'lond' suggests London first, named as the spec's default location, with a bounding box", async () => {
  const { status, body } = await geocode('lond', { proximity: '-0.1276,51.5072' });
  assert.equal(status, 200);
  assert.equal(body.type, 'FeatureCollection');
  const [first] = body.features;
  assert.equal(first.text, 'London');
  assert.equal(first.place_name, 'London, Greater London, England, United Kingdom');
  assert.deepEqual(first.place_type, ['place']);
  assert.match(first.id, /^place\.\d+$/);
  assert.deepEqual(first.geometry, { type: 'Point', coordinates: first.center });
  const [minLng, minLat, maxLng, maxLat] = first.bbox!;
  assert.ok(minLng < -0.12 && maxLng > -0.12 && minLat < 51.5 && maxLat > 51.5, 'bbox frames central London');
  assert.ok(maxLng - minLng > 0.3, 'bbox spans the city, not a point');
  assert.deepEqual(
    first.context.map((c) => c.text),
    ['Greater London', 'England', 'United Kingdom'],
  );
  assert.equal(first.context.find((c) => c.id.startsWith('country.'))?.short_code, 'gb');
});

test('case and punctuation do not matter, and a typo still finds the town', async () => {
  for (const q of ['LONDON', 'london,', 'St. Albans', 'lndon']) {
    const { body } = await geocode(q);
    assert.ok(body.features.length > 0, q);
  }
  assert.equal((await geocode('St. Albans')).body.features[0].text, 'St Albans');
  assert.equal((await geocode('lndon')).body.features[0].text, 'London');
  assert.equal((await geocode('malaga')).body.features[0].text, 'Málaga');
});

test('an exact name beats a longer one that merely starts with it, and bigger towns come first', async () => {
  const { body } = await geocode('york', { types: 'place' });
  assert.equal(body.features[0].text, 'York');
  const { body: man } = await geocode('man', { types: 'place', country: 'gb' });
  assert.equal(man.features[0].text, 'Manchester');
});

test('types=postcode returns only postcodes: outward and full codes of the adverts', async () => {
  const { body } = await geocode('nw1', { types: 'postcode' });
  assert.ok(body.features.length >= 3);
  assert.ok(body.features.every((f) => f.place_type[0] === 'postcode'));
  assert.equal(body.features[0].text, 'NW1', 'the outward code covering both addresses comes first');
  assert.deepEqual(
    body.features.map((f) => f.text).sort(),
    ['NW1', 'NW1 6XA', 'NW1 6XE'],
  );
  const full = (await geocode('nw16xe', { types: 'postcode' })).body.features[0];
  assert.equal(full.text, 'NW1 6XE');
  assert.deepEqual(full.center, [-0.1585, 51.5237]);
  assert.ok(full.context.some((c) => c.text === 'London'));
});

test('country=ie answers only Irish places', async () => {
  const { body } = await geocode('d', { country: 'ie' });
  assert.ok(body.features.length > 0);
  for (const f of body.features) {
    assert.equal(f.context.at(-1)?.short_code ?? f.properties.short_code, 'ie', f.place_name);
  }
  assert.equal((await geocode('dublin', { country: 'ie', types: 'place' })).body.features[0].place_name, 'Dublin, County Dublin, Ireland');
  assert.equal((await geocode('london', { country: 'ie' })).body.features.length, 0);
});

test('limit is respected and capped at 7', async () => {
  assert.equal((await geocode('b', { limit: '3' })).body.features.length, 3);
  assert.equal((await geocode('b', { limit: '20' })).body.features.length, 7);
  assert.equal((await geocode('b', { limit: '' })).status, 422);
});

test('the address type finds an advert address by its street, ignoring case and punctuation', async () => {
  const { body } = await geocode('221b, baker st', { types: 'address' });
  assert.equal(body.features.length, 1);
  const [f] = body.features;
  assert.equal(f.place_name, '221B Baker Street, London, NW1 6XE, United Kingdom');
  assert.deepEqual(f.place_type, ['address']);
  assert.deepEqual(f.center, [-0.1585, 51.5237]);
  assert.equal(f.context[0].text, 'NW1 6XE');
  assert.ok(f.context[0].id.startsWith('postcode.'));
  const both = await geocode('baker street', { types: 'address' });
  assert.equal(both.body.features.length, 2);
  const irish = await geocode('grafton', { types: 'address', country: 'gb' });
  assert.equal(irish.body.features.length, 0, 'the Irish address is filtered out for gb');
});

test('regions and districts are suggested with their own bounding boxes', async () => {
  const { body } = await geocode('greater london', { types: 'district' });
  assert.equal(body.features[0].place_name, 'Greater London, England, United Kingdom');
  assert.ok(body.features[0].bbox);
  const { body: cat } = await geocode('cataluña', { types: 'region' });
  assert.equal(cat.features[0].text, 'Catalonia');
  assert.equal(cat.features[0].properties.short_code, 'ES-CT');
});

test('bad input is refused or answered empty, never a server error', async () => {
  const empty = await geocode('   ');
  assert.equal(empty.status, 200);
  assert.deepEqual(empty.body.features, []);
  assert.equal((await geocode('x'.repeat(2000))).status, 422);
  assert.equal((await geocode('london', { types: 'place,junk' })).status, 422);
  assert.equal((await geocode('london', { country: 'not-a-country' })).status, 422);
  assert.equal((await geocode('%_\'";--')).status, 200);
  const noExt = await h.app.inject({ method: 'GET', url: '/api/geocoding/london' });
  assert.equal(noExt.statusCode, 404);
});
