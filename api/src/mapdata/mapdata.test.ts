import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import type { Entry } from '../geocoding/gazetteer.ts';
import {
  MIN_PLACE_POPULATION,
  placeMinZoom,
  placesFrom,
  type Area,
  type FeatureCollection,
  type Point,
  type PlaceProperties,
} from './data.ts';
import { publicUrlFor } from './style.ts';

let h: Harness;

before(async () => {
  h = await createHarness({ publicUrl: 'https://api.roofline.test' });
});
after(() => h.close());

/** Every position of a country's outline. */
const positions = (area: Area) => (area.type === 'Polygon' ? area.coordinates.flat() : area.coordinates.flat(2));

test('the style names its data at the loopback name the page reached the API at, and elsewhere at the configured URL', async () => {
  assert.equal(publicUrlFor('http://localhost:8000', '127.0.0.1:8000'), 'http://127.0.0.1:8000');
  assert.equal(publicUrlFor('http://127.0.0.1:8000', 'localhost:8000'), 'http://localhost:8000');
  assert.equal(publicUrlFor('http://localhost:8000', 'localhost:8000'), 'http://localhost:8000');
  // Another port is another server; a public name is never swapped for the one asked at.
  assert.equal(publicUrlFor('http://localhost:8000', '127.0.0.1:9000'), 'http://localhost:8000');
  assert.equal(publicUrlFor('https://api.roofline.test', '127.0.0.1'), 'https://api.roofline.test');
  assert.equal(publicUrlFor('http://localhost:8000', 'evil.example:8000'), 'http://localhost:8000');
  assert.equal(publicUrlFor('http://localhost:8000', undefined), 'http://localhost:8000');
  const res = await h.app.inject({ method: 'GET', url: '/map/style.json', headers: { host: '127.0.0.1' } });
  assert.equal(res.json().sources.places.data, 'https://api.roofline.test/map/places.geojson');
});

test('the offline style points only at this API and needs no fonts or sprites', async () => {
  const res = await h.app.inject({ method: 'GET', url: '/map/style.json' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['cache-control']), /max-age=\d+/);
  const style = res.json();
  assert.equal(style.version, 8);
  assert.equal(style.glyphs, undefined);
  assert.equal(style.sprite, undefined);
  assert.deepEqual(
    Object.values(style.sources as Record<string, { data: string }>).map((s) => s.data),
    ['https://api.roofline.test/map/countries.geojson', 'https://api.roofline.test/map/places.geojson'],
  );
  assert.equal(style.metadata['roofline:places'], 'https://api.roofline.test/map/places.geojson');
  for (const layer of style.layers as Array<{ type: string; id: string }>)
    assert.notEqual(layer.type, 'symbol', `${layer.id} would need glyphs`);
});

test('countries are the outlines of the United Kingdom, Ireland and Spain only', async () => {
  const res = await h.app.inject({ method: 'GET', url: '/map/countries.geojson' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^application\/geo\+json/);
  const body = res.json<FeatureCollection<Area, { name: string; code: string }>>();
  assert.deepEqual(body.features.map((f) => f.properties.code).sort(), ['es', 'gb', 'ie']);
  const uk = body.features.find((f) => f.properties.code === 'gb')!;
  assert.equal(uk.properties.name, 'United Kingdom');
  // Lands End to Shetland, Northern Ireland to East Anglia: the outline spans the whole country.
  const lngs = positions(uk.geometry).map((p) => p[0]);
  const lats = positions(uk.geometry).map((p) => p[1]);
  assert.ok(Math.min(...lngs) < -8 && Math.max(...lngs) > 1.5, 'longitudes of the UK');
  assert.ok(Math.min(...lats) < 50.1 && Math.max(...lats) > 60.5, 'latitudes of the UK');
});

test('places are the major towns of the gazetteer with the zoom their label shows from', async () => {
  const res = await h.app.inject({ method: 'GET', url: '/map/places.geojson' });
  assert.equal(res.statusCode, 200);
  const body = res.json<FeatureCollection<Point, PlaceProperties>>();
  const byName = new Map(body.features.map((f) => [f.properties.name, f]));
  const london = byName.get('London')!;
  assert.ok(
    Math.abs(london.geometry.coordinates[0] + 0.13) < 0.1 && Math.abs(london.geometry.coordinates[1] - 51.5) < 0.1,
    'London is where London is',
  );
  assert.equal(london.properties.minzoom, 0);
  for (const name of ['Dublin', 'Madrid', 'Manchester', 'Cardiff', 'Edinburgh']) assert.ok(byName.has(name), name);
  assert.ok(body.features.every((f) => f.properties.population >= MIN_PLACE_POPULATION));
  assert.deepEqual([...new Set(body.features.map((f) => f.properties.country))].sort(), ['es', 'gb', 'ie']);
});

test('a cached copy is confirmed without sending the data again', async () => {
  const first = await h.app.inject({ method: 'GET', url: '/map/countries.geojson' });
  const etag = String(first.headers.etag);
  const again = await h.app.inject({ method: 'GET', url: '/map/countries.geojson', headers: { 'if-none-match': etag } });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');
});

test('smaller towns wait for a closer zoom; neighbourhoods and villages are left out', () => {
  assert.deepEqual([2_000_000, 300_000, 120_000, 60_000].map(placeMinZoom), [0, 5, 7, 9]);
  const entry = (text: string, type: Entry['type'], importance: number) =>
    ({ id: `${type}.${text}`, type, country: 'gb', text, center: [-1, 52], importance }) as unknown as Entry;
  const places = placesFrom([
    entry('Village', 'place', 900),
    entry('Soho', 'locality', 90_000),
    entry('Leicester', 'place', 350_000),
    entry('York', 'place', 150_000),
  ]);
  assert.deepEqual(
    places.features.map((f) => f.properties.name),
    ['Leicester', 'York'],
  );
});
