import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import { first, only } from '../test/rows.ts';
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
  const res = await h.app.inject({ method: 'GET', url: `/api/geocoding/${encodeURIComponent(query)}.json?${qs.toString()}` });
  return { status: res.statusCode, body: res.json<FeatureCollection>() };
}

test("'lond' suggests London first, named as the spec's default location, with a bounding box", async () => {
  const { status, body } = await geocode('lond', { proximity: '-0.1276,51.5072' });
  assert.equal(status, 200);
  assert.equal(body.type, 'FeatureCollection');
  const london = first(body.features, 'a suggestion for lond');
  assert.equal(london.text, 'London');
  assert.equal(london.place_name, 'London, Greater London, England, United Kingdom');
  assert.deepEqual(london.place_type, ['place']);
  assert.match(london.id, /^place\.\d+$/);
  assert.deepEqual(london.geometry, { type: 'Point', coordinates: london.center });
  assert.ok(london.bbox, 'London has a bounding box');
  const [minLng, minLat, maxLng, maxLat] = london.bbox;
  assert.ok(minLng < -0.12 && maxLng > -0.12 && minLat < 51.5 && maxLat > 51.5, 'bbox frames central London');
  assert.ok(maxLng - minLng > 0.3, 'bbox spans the city, not a point');
  assert.deepEqual(
    london.context.map((c) => c.text),
    ['Greater London', 'England', 'United Kingdom'],
  );
  assert.equal(london.context.find((c) => c.id.startsWith('country.'))?.short_code, 'gb');
});

test('case and punctuation do not matter, and a typo still finds the town', async () => {
  for (const q of ['LONDON', 'london,', 'St. Albans', 'lndon']) {
    const { body } = await geocode(q);
    assert.ok(body.features.length > 0, q);
  }
  assert.equal(first((await geocode('St. Albans')).body.features).text, 'St Albans');
  assert.equal(first((await geocode('lndon')).body.features).text, 'London');
  assert.equal(first((await geocode('malaga')).body.features).text, 'Málaga');
});

test('an exact name beats a longer one that merely starts with it, and bigger towns come first', async () => {
  const { body } = await geocode('york', { types: 'place' });
  assert.equal(first(body.features).text, 'York');
  const { body: man } = await geocode('man', { types: 'place', country: 'gb' });
  assert.equal(first(man.features).text, 'Manchester');
});

test('types=postcode returns only postcodes: outward and full codes of the adverts, and the districts the product knows', async () => {
  const { body } = await geocode('nw1', { types: 'postcode' });
  assert.ok(body.features.length >= 3);
  assert.ok(body.features.every((f) => f.place_type[0] === 'postcode'));
  assert.equal(first(body.features).text, 'NW1', 'the outward code covering both addresses comes first');
  assert.deepEqual(body.features.map((f) => f.text).sort(), ['NW1', 'NW1 6', 'NW1 6XA', 'NW1 6XE', 'NW10']);
  const full = first((await geocode('nw16xe', { types: 'postcode' })).body.features);
  assert.equal(full.text, 'NW1 6XE');
  assert.deepEqual(full.center, [-0.1585, 51.5237]);
  assert.ok(full.context.some((c) => c.text === 'London'));
});

test("UK postcode districts and sectors ('NW1', 'NW1 6') are answered, exact matches first", async () => {
  const sector = (await geocode('NW1 6')).body.features;
  assert.equal(first(sector).text, 'NW1 6', 'the sector typed comes before the postcodes inside it');
  assert.equal(first(sector).place_type[0], 'postcode');
  assert.deepEqual(first(sector).center, [-0.1578, 51.5234], 'at the centre of its addresses');
  assert.ok(first(sector).place_name.startsWith('NW1 6, London'));
  const postcodes = sector.filter((f) => f.place_type[0] === 'postcode').map((f) => f.text);
  assert.deepEqual(postcodes.slice(1).sort(), ['NW1 6XA', 'NW1 6XE'], 'then the full postcodes of the sector');
  // Typed without its space, as people do.
  assert.equal(first((await geocode('nw16')).body.features).text, 'NW1 6');
  assert.equal(first((await geocode('NW1 6XA')).body.features).text, 'NW1 6XA');
});

test('country=ie answers only Irish places', async () => {
  const { body } = await geocode('d', { country: 'ie' });
  assert.ok(body.features.length > 0);
  for (const f of body.features) {
    assert.equal(f.context.at(-1)?.short_code ?? f.properties.short_code, 'ie', f.place_name);
  }
  assert.equal(
    first((await geocode('dublin', { country: 'ie', types: 'place' })).body.features).place_name,
    'Dublin, County Dublin, Ireland',
  );
  assert.equal((await geocode('london', { country: 'ie' })).body.features.length, 0);
});

test('limit is respected and capped at 7', async () => {
  assert.equal((await geocode('b', { limit: '3' })).body.features.length, 3);
  assert.equal((await geocode('b', { limit: '20' })).body.features.length, 7);
  assert.equal((await geocode('b', { limit: '' })).status, 422);
});

test('the address type finds an advert address by its street, ignoring case and punctuation', async () => {
  const { body } = await geocode('221b, baker st', { types: 'address' });
  const f = only(body.features, 'one address');
  assert.equal(f.place_name, '221B Baker Street, London, NW1 6XE, United Kingdom');
  assert.deepEqual(f.place_type, ['address']);
  assert.deepEqual(f.center, [-0.1585, 51.5237]);
  const postcode = first(f.context, 'a context item');
  assert.equal(postcode.text, 'NW1 6XE');
  assert.ok(postcode.id.startsWith('postcode.'));
  const both = await geocode('baker street', { types: 'address' });
  assert.deepEqual(
    both.body.features.map((f) => f.place_name),
    [
      'Baker Street, London, NW1, United Kingdom',
      '14 Baker Street, London, NW1 6XA, United Kingdom',
      '221B Baker Street, London, NW1 6XE, United Kingdom',
    ],
  );
  const irish = await geocode('grafton', { types: 'address', country: 'gb' });
  assert.equal(irish.body.features.length, 0, 'the Irish address is filtered out for gb');
});

test('a street of the adverts is found once, and a house we do not list is placed on its street with its postcode district', async () => {
  const street = only((await geocode('baker', { types: 'address', country: 'gb' })).body.features.filter((f) => !/^\d/.test(f.text)));
  assert.equal(street.text, 'Baker Street');
  assert.deepEqual(street.center, [-0.1578, 51.5234]);
  assert.ok(street.bbox, 'a street has a box around its addresses');
  const house = first((await geocode('10 Baker', { types: 'address' })).body.features, 'a suggestion for 10 Baker');
  assert.equal(house.text, '10 Baker Street');
  assert.equal(house.place_name, '10 Baker Street, London, NW1, United Kingdom');
  assert.equal(house.context.find((c) => c.id.startsWith('postcode.'))?.text, 'NW1');
  // A house we do list answers for itself, once.
  const listed = (await geocode('221B Baker', { types: 'address' })).body.features.filter((f) => f.text.startsWith('221B'));
  assert.deepEqual(
    listed.map((f) => f.place_name),
    ['221B Baker Street, London, NW1 6XE, United Kingdom'],
  );
  const dublin = first((await geocode('7 grafton', { types: 'address' })).body.features);
  assert.equal(dublin.place_name, '7 Grafton Street, Dublin, D02 X285, Ireland');
});

test('regions and districts are suggested with their own bounding boxes', async () => {
  const { body } = await geocode('greater london', { types: 'district' });
  const district = first(body.features);
  assert.equal(district.place_name, 'Greater London, England, United Kingdom');
  assert.ok(district.bbox);
  const { body: cat } = await geocode('cataluña', { types: 'region' });
  const region = first(cat.features);
  assert.equal(region.text, 'Catalonia');
  assert.equal(region.properties.short_code, 'ES-CT');
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

test('a postcode no advert uses is placed in its district, a sector too, and a district alone is found', async () => {
  const full = await geocode('SW1A 2AA');
  assert.equal(full.status, 200);
  const downing = first(full.body.features);
  assert.equal(downing.text, 'SW1A 2AA');
  assert.deepEqual(downing.place_type, ['postcode']);
  // Westminster, where the SW1A district lies: within a couple of kilometres of Downing Street.
  assert.ok(Math.abs(downing.center[0] - -0.1276) < 0.03 && Math.abs(downing.center[1] - 51.5034) < 0.03, downing.center.join());
  assert.match(downing.place_name, /^SW1A 2AA, City of Westminster/);

  const sector = first((await geocode('sw1a 2')).body.features);
  assert.equal(sector.text, 'SW1A 2');

  const manchester = first((await geocode('M4')).body.features);
  assert.equal(manchester.text, 'M4');
  assert.ok(Math.abs(manchester.center[1] - 53.48) < 0.1, manchester.center.join());

  // A valid postcode of a district the product does not know, and a postcode cut short, find no postcode.
  assert.ok(!(await geocode('ZE1 0AA')).body.features.some((f) => f.place_type.includes('postcode')));
  assert.ok(!(await geocode('SW1A 2A')).body.features.some((f) => f.place_type.includes('postcode')));
});

test("an advert's own postcode answers for its district rather than the district's rough point", async () => {
  const nw1 = only((await geocode('NW1 6XE')).body.features.filter((f) => f.text === 'NW1 6XE'));
  assert.ok(Math.abs(nw1.center[0] - -0.1585) < 0.001);
});
