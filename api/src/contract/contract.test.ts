import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { Ajv, type ValidateFunction } from 'ajv';
import * as TJS from 'typescript-json-schema';
import { TestClient } from '../auth/test-client.ts';
import { KNOWN_PASSWORD } from '../seed/index.ts';
import { LONDON_SEARCH, seededHarness } from '../seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';
import type { Answers } from './answers.ts';

let h: Harness;
let client: TestClient;
let validators: { [K in keyof Answers]: ValidateFunction };

/** JSON Schemas of the answer types, made from shared's TypeScript by the compiler itself. */
function compileAnswerSchemas(): typeof validators {
  const file = fileURLToPath(new URL('./answers.ts', import.meta.url));
  const program = TJS.getProgramFromFiles([file], { strict: true, skipLibCheck: true, allowImportingTsExtensions: true, noEmit: true });
  const schema = TJS.generateSchema(program, 'Answers', { required: true, ref: true, aliasRef: false, topRef: true });
  assert.ok(schema?.definitions, 'the answer types compile to a schema');
  const answers = schema.definitions.Answers as TJS.Definition;
  const ajv = new Ajv({ strict: false, allErrors: true });
  const entries = Object.entries(answers.properties ?? {}).map(([route, answer]) => [
    route,
    ajv.compile({ ...(answer as object), definitions: schema.definitions }),
  ]);
  assert.ok(entries.length >= 17, 'every answer has a schema');
  return Object.fromEntries(entries) as typeof validators;
}

/** Fails with the route, the first problems and where they are, when an answer is not what shared says. */
function assertAnswer<K extends keyof Answers>(route: K, body: unknown, which = ''): void {
  const validate = validators[route];
  if (validate(body)) return;
  const problems = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  assert.fail(`${route}${which} does not match shared's type:\n  ${problems.join('\n  ')}`);
}

const ids = async (query: ReturnType<typeof sql<{ id: number }>>) => (await query.execute(h.handle.db)).rows.map((r) => r.id);

before(async () => {
  validators = compileAnswerSchemas();
  h = await seededHarness();
  client = new TestClient(h.app);
  await client.csrf();
  const login = await client.post('/api/login', { email: 'host@roofline.test', password: KNOWN_PASSWORD });
  assert.equal(login.statusCode, 200, login.body);
});
after(() => h.close());

describe("the API's answers are what shared's entity types say the browser reads", () => {
  test('the signed-in user', async () => {
    const res = await client.get('/api/user');
    assert.equal(res.statusCode, 200, res.body);
    assertAnswer('GET api/user', res.json());
  });

  test('three pages of the London search, cheapest first', async () => {
    for (const page of [1, 2, 3]) {
      const res = await client.post(`/api/properties-list?page=${page}`, { ...LONDON_SEARCH, lowest_price: true });
      assert.equal(res.statusCode, 200, res.body);
      const answer = res.json<{ data: unknown[] }>();
      assert.ok(answer.data.length > 0, `page ${page} lists adverts`);
      assertAnswer('POST api/properties-list', answer, ` page ${page}`);
    }
  });

  test("the map's circles and pins over London at city and street zoom", async () => {
    for (const zoom of [9, 16]) {
      const res = await client.post('/api/properties-map', { ...LONDON_SEARCH, bbox: [-0.2, 51.45, 0.0, 51.56], zoom });
      assert.equal(res.statusCode, 200, res.body);
      const answer = res.json<{ clusters: unknown[]; data: { id: number[] } }>();
      assert.ok(answer.clusters.length + answer.data.id.length > 0, `something in view at zoom ${zoom}`);
      assertAnswer('POST api/properties-map with a view', answer, ` at zoom ${zoom}`);
    }
  });

  test('the detail of adverts of every kind: stays with rooms, lets, sales, rooms, investments, land', async () => {
    const sample = await ids(sql<{ id: number }>`
      select id from (
        select p.id, row_number() over (partition by p.is_short_term, p.is_room, p.is_sale, p.is_investment, p.property_category_id order by p.id) as n
        from properties p where p.is_published) kinds
      where n <= 2 order by id`);
    assert.ok(sample.length >= 12, `a sample of every kind (${sample.length})`);
    for (const id of sample) {
      const res = await client.get(`/api/properties/${id}`);
      assert.equal(res.statusCode, 200, res.body);
      assertAnswer('GET api/properties/{id}', res.json(), ` (advert ${id})`);
    }
  });

  test('services and their reviews', async () => {
    const services = await ids(sql<{ id: number }>`select id from services where is_published order by id limit 10`);
    assert.ok(services.length > 0);
    // Two photos on the first service, listed in their order (the seed gives services none).
    await h.handle.db
      .insertInto('service_images')
      .values([
        { service_id: services[0]!, file_path: 'services/contract/second.webp', position: 2 },
        { service_id: services[0]!, file_path: 'services/contract/first.webp', position: 1 },
      ])
      .execute();
    for (const id of services) {
      const res = await client.get(`/api/services/${id}`);
      assert.equal(res.statusCode, 200, res.body);
      const { data } = res.json<{ data: { user_id: number; service_type_occupation_id: number } }>();
      assertAnswer('GET api/services/{id}', res.json(), ` (service ${id})`);
      if (id === services[0])
        assert.deepEqual(
          res
            .json<{ data: { documents_service_images: Array<{ file_path: string }> } }>()
            .data.documents_service_images.map((i) => i.file_path),
          ['services/contract/first.webp', 'services/contract/second.webp'],
        );
      const reviews = await client.post('/api/service-reviews', {
        service_provider_id: data.user_id,
        service_type_occupation_id: data.service_type_occupation_id,
      });
      assert.equal(reviews.statusCode, 200, reviews.body);
      assertAnswer('POST api/service-reviews', reviews.json(), ` (provider ${data.user_id})`);
    }
  });

  test('host, neighbourhood and guest reviews where the seed wrote some', async () => {
    const reviewed = await ids(sql<{ id: number }>`select distinct property_id as id from host_reviews order by 1 limit 5`);
    const neighbourhoods = await ids(sql<{ id: number }>`select distinct property_id as id from neighbourhood_reviews order by 1 limit 5`);
    const guests = await ids(
      sql<{ id: number }>`select distinct b.user_id as id from guest_reviews g join bookings b on b.id = g.booking_id order by 1 limit 5`,
    );
    assert.ok(reviewed.length && neighbourhoods.length && guests.length, 'the seed has reviews of each kind');
    for (const id of reviewed) {
      const res = await client.post('/api/host-reviews', { ad_id: id });
      assert.ok(res.json<{ data: unknown[] }>().data.length > 0, `advert ${id} has host reviews`);
      assertAnswer('POST api/host-reviews', res.json(), ` (advert ${id})`);
    }
    for (const id of neighbourhoods) {
      const res = await client.post('/api/neighbourhood-reviews', { ad_id: id, radius: 5 });
      assertAnswer('POST api/neighbourhood-reviews', res.json(), ` (advert ${id})`);
    }
    for (const id of guests) {
      const res = await client.post('/api/guest-reviews', { guest_id: id });
      assert.ok(res.json<{ data: { data: unknown[] } }>().data.data.length > 0, `guest ${id} has reviews`);
      assertAnswer('POST api/guest-reviews', res.json(), ` (guest ${id})`);
    }
  });

  test("the host's dashboard: statistics over each period, listings, bookings both ways, reviews given, settings", async () => {
    for (const days of [7, 30, 90]) {
      const res = await client.get(`/api/user/statistics?days=${days}`);
      assert.equal(res.statusCode, 200, res.body);
      assertAnswer('GET api/user/statistics', res.json(), ` (${days} days)`);
    }
    const pages: Array<[keyof Answers, string]> = [
      ['GET api/user/adverts', '/api/user/adverts'],
      ['GET api/user/adverts', '/api/user/adverts?status=unpublished&page=2'],
      ['GET api/user/services', '/api/user/services'],
      ['GET api/user/bookings', '/api/user/bookings?as=host'],
      ['GET api/user/bookings', '/api/user/bookings?as=guest'],
      ['GET api/user/reviews-given', '/api/user/reviews-given'],
      ['GET api/user/settings', '/api/user/settings'],
    ];
    for (const [route, url] of pages) {
      const res = await client.get(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      assertAnswer(route, res.json(), ` (${url})`);
    }
    const listed = (await client.get('/api/user/adverts')).json<{ data: Array<{ id: number }> }>().data;
    assert.ok(listed.length > 0, 'the host has adverts');
    for (const { id } of listed.slice(0, 5)) {
      const res = await client.get(`/api/user/adverts/${id}`);
      assert.equal(res.statusCode, 200, res.body);
      assertAnswer('GET api/user/adverts/{id}', res.json(), ` (advert ${id})`);
    }
  });

  test("what is taken of short-term lets with bookings, and their host's calendar", async () => {
    const { rows } = await sql<{ id: number; user_id: number }>`
      select p.id, p.user_id from properties p
      where p.is_published and p.is_short_term and exists (select 1 from bookings b where b.property_id = p.id)
      order by p.id limit 5`.execute(h.handle.db);
    assert.ok(rows.length > 0, 'the seed has booked stays');
    for (const { id, user_id } of rows) {
      const taken = await client.post('/api/bookings-by-ad-id', { host_id: user_id, booking_type: 'reserve', property_id: id });
      assert.equal(taken.statusCode, 200, taken.body);
      assertAnswer('POST api/bookings-by-ad-id', taken.json(), ` (advert ${id})`);
      const calendar = await client.post('/api/bookings-calendar', { property_id: id });
      assert.equal(calendar.statusCode, 200, calendar.body);
      assertAnswer('POST api/bookings-calendar', calendar.json(), ` (advert ${id})`);
    }
  });
});
