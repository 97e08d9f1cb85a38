import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { buildApp, HEALTH_PATH } from './app.ts';
import { TestClient } from './auth/test-client.ts';
import { seededHarness } from './seed/test-seed.ts';
import { RealtimeHub } from './realtime/index.ts';
import type { Harness } from './test/harness.ts';

/**
 * Property-based robustness: generated malformed JSON, urlencoded and multipart bodies (the known
 * forms sent each way, with bracket names for nested values, and raw multipart no browser makes), query strings,
 * extreme numbers and odd Unicode sent to every route, signed in and out. No answer may be a 5xx,
 * and the API must still answer afterwards. Bounded by runs and time so `npm test` stays quick.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 700);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS || 90_000);

// Field names the routes read, so generated bodies reach validation and queries, not only the parsers.
const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'name',
  'token',
  'remember',
  'ad_type',
  'address',
  'boundary_box',
  'drawbboxs',
  'latitude',
  'longitude',
  'radius',
  'page',
  'id',
  'ad_id',
  'address_id',
  'guest_id',
  'service_provider_id',
  'service_type_occupation_id',
  'type',
  'report_type',
  'message',
  'socket_id',
  'channel_name',
  'min_price',
  'max_price',
  'min_beds',
  'max_beds',
  'bathrooms',
  'date_start',
  'date_end',
  'property_id',
  'is_sale',
  'is_let',
  'newest',
  'lowest_price',
  'property_rent_type_id',
  'tenure',
  'types',
  'country',
  'limit',
  'proximity',
  'bbox',
  'guests',
  'pets',
  'rooms',
  'price',
  'booking_id',
  'user_id',
  'status',
  'amount',
  'description',
  'postcode',
  'title',
  'review_text',
  'review_star',
  'occupation',
  'q',
  'name',
  'data',
  'channels',
  'overwrite',
  'overwrite_id',
  'review_type',
  'communication',
  'cleanliness',
  'location',
  'value',
  'option',
];

// Valid-looking values with something slipped in: what gets past a format check to the database.
const plausible = fc
  .tuple(
    fc.constantFrom(
      'amelia@example.co.uk',
      'tenant@roofline.test',
      'London',
      'SW18 4AA',
      '01-06-2025',
      '12:00',
      '1',
      '51.5',
      'Spam',
      'Hello there',
    ),
    fc.constantFrom('\u0000', '\ud800', '💥', '%', '\u200b', "'", ''),
    fc.nat(20),
  )
  .map(([text, inserted, at]) => text.slice(0, at) + inserted + text.slice(at));
const nastyString = fc.oneof(
  plausible,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff x',
    '%',
    '%E0%A4%A',
    '💥🏠',
    '\u202e',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '',
    ' ',
    '1e309',
    '-0',
    'NaN',
    'null',
    '[]',
    '{}',
  ),
);
const extremeNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(5e-324, -5e-324, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, 1e20, 0.1, -1),
);
const leaf = fc.oneof(nastyString, extremeNumber, fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { depthSize: 'small' },
  leaf,
  fc.array(leaf, { maxLength: 6 }),
  fc.array(fc.array(fc.array(extremeNumber, { maxLength: 4 }), { maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), leaf, { maxKeys: 4 }),
);
// What each route takes when used as the product uses it; the fuzz swaps some of its fields for
// generated values, which is what reaches validation and the database rather than only the parsers.
const SEARCH = {
  ad_type: 6,
  is_sale: 1,
  is_let: 1,
  newest: true,
  address: 'London',
  latitude: 51.5073,
  longitude: -0.1277,
  radius: 1,
  boundary_box: [-0.51, 51.28, 0.33, 51.69],
};
const FORMS: Record<string, Record<string, unknown>> = {
  '/api/properties-list': SEARCH,
  '/api/properties-map': SEARCH,
  '/api/services-list': { service_type_occupation_id: 1, address: 'London', latitude: 51.5, longitude: -0.12, radius: 5 },
  '/api/services-map': { service_type_occupation_id: 1, address: 'London', latitude: 51.5, longitude: -0.12, radius: 5 },
  '/api/login': { email: 'tenant@roofline.test', password: 'password123', remember: true },
  '/api/register': { name: 'Ann', email: 'ann@example.co.uk', password: 'password1', password_confirmation: 'password1' },
  '/api/forgot-password': { email: 'tenant@roofline.test' },
  '/api/reset-password': {
    token: 'a'.repeat(64),
    email: 'tenant@roofline.test',
    password: 'password1',
    password_confirmation: 'password1',
  },
  '/api/report': { id: 1, type: 'Property', report_type: 'Spam', message: 'Looks wrong' },
  '/api/host-reviews': { ad_id: 1 },
  '/api/neighbourhood-reviews': { ad_id: 1, address_id: 1, radius: 5 },
  '/api/service-reviews': { service_provider_id: 1, service_type_occupation_id: 1 },
  '/api/guest-reviews': { guest_id: 1 },
  '/api/favourite': { property_id: 1 },
  '/api/broadcasting/auth': { socket_id: '123.456', channel_name: 'private-App.Models.User.1' },
  '/api/property-types': { id: 1 },
  '/api/property-type-details': { id: 1 },
  '/api/bookings-by-ad-id': { ad_id: 1 },
  '/api/bookings-calendar': { ad_id: 1 },
  '/api/book': {
    ad_id: 1,
    user_id: 1,
    date_start: '01-06-2030 12:00',
    date_end: '02-06-2030 12:00',
    guests: 1,
    pets: 0,
    price: 100,
    rooms: [{ id: 1, quantity: 1 }],
  },
  '/api/booking-by-id-and-type': { booking_id: 1, type: 'host' },
  '/api/donate': { amount: 10 },
  '/api/draft/store': { type: 'advert', title: 'Canal flat', data: { title: 'Canal flat', rooms: [{ id: 1, quantity: 2 }] }, overwrite: 0 },
  '/api/draft/delete': { overwrite_id: 1 },
  '/api/drafts': { type: 'advert' },
  '/api/add-review': { review_type: 'host', booking_id: 1, review_text: 'Lovely stay', communication: 5, cleanliness: 4 },
};
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), nastyString), value, { maxKeys: 8 });
/** How one field of a route's form is changed: a character slipped into its value, an extreme number, or anything. */
type Mutation = { field: number; kind: 'insert' | 'number' | 'value'; insert: string; at: number; number: number; value: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  field: fc.nat(20),
  kind: fc.constantFrom('insert', 'insert', 'number', 'value'),
  insert: fc.constantFrom('\u0000', '\ud800', '%', '💥', "'", '\u0000\u0000'),
  at: fc.nat(30),
  number: extremeNumber,
  value,
});
const mutated = (form: Record<string, unknown>, mutations: Mutation[]) => {
  const keys = Object.keys(form);
  const out = { ...form };
  for (const m of mutations) {
    const key = keys[m.field % keys.length]!;
    const text = typeof out[key] === 'string' ? out[key] : JSON.stringify(out[key]);
    out[key] = m.kind === 'insert' ? text.slice(0, m.at) + m.insert + text.slice(m.at) : m.kind === 'number' ? m.number : m.value;
  }
  return out;
};

/** A body to send; `fields` are sent as a multipart form, as the browser's FormData makes one. */
type Body = { contentType?: string; payload?: string | Buffer; fields?: Array<[string, string]> };
const asFormValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Names and values as a browser's form sends nested values: PHP bracket names (`rooms[0][id]`), as Laravel reads them. */
function formPairs(value: unknown, name = ''): Array<[string, string]> {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return name ? [[name, '']] : [];
    return entries.flatMap(([key, inner]) => formPairs(inner, name ? `${name}[${key}]` : key));
  }
  return [[name || 'value', value === null || value === undefined ? '' : String(value)]];
}
const urlencoded = (form: Record<string, unknown>): Body => ({
  contentType: 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(formPairs(form)).toString(),
});

/** The multipart body the browser would send for these fields. */
async function multipartOf(fields: Array<[string, string]>): Promise<{ contentType: string; payload: Buffer }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type') ?? '', payload: Buffer.from(await request.arrayBuffer()) };
}
const generatedBody: fc.Arbitrary<Body> = fc.oneof(
  fields.map((f) => ({ contentType: 'application/json', payload: JSON.stringify(f) })),
  fc
    .oneof(
      nastyString,
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '{"email":"\\u0000"}',
        '{"latitude":1e999}',
        'null',
        '"text"',
        '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      ),
    )
    .map((payload) => ({ contentType: 'application/json', payload })),
  fields.map(urlencoded),
  fields.map((f) => ({ fields: formPairs(f) })),
  fc
    .tuple(fc.constantFrom('multipart/form-data; boundary=XyZ', 'multipart/form-data', 'multipart/form-data; boundary='), nastyString)
    .map(([contentType, tail]) => ({
      contentType,
      payload: `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${tail}`,
    })),
  // A field whose name or value carries raw bytes no browser would send, a truncated part, a bare boundary.
  fc.tuple(nastyString, nastyString, fc.constantFrom('\r\n--XyZ--\r\n', '', '\r\n--XyZ\r\n', '--')).map(([name, value, end]) => ({
    contentType: 'multipart/form-data; boundary=XyZ',
    payload: Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}${end}`, 'latin1'),
  })),
  fc.constantFrom({ contentType: 'text/plain', payload: 'hello' }, { contentType: 'application/json' }, {}),
);
const query = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), leaf, { maxKeys: 4 })
    .map((q) => new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, asFormValue(v)])).toString()),
  fc.constantFrom('types=place&types=postcode', 'page=1&page=2', 'a=%', 'page=99999999999999999999', 'limit=-1', ''),
);
/** A lone surrogate cannot be percent-encoded as text: send its raw bytes instead, which is what a stranger would. */
const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};
const pathSegment = fc.oneof(
  fc.integer({ min: -5, max: 2500 }).map(String),
  nastyString.map(encodeSegment),
  fc.constantFrom('%', '%E0%A4%A', '..', '1e308', '-0', '2147483648', 'london.json', '%00.json', 'seed/house-001.svg'),
);

interface Route {
  method: HTTPMethods;
  url: string;
}

let h: Harness;
let app: FastifyInstance;
const routes: Route[] = [];

before(async () => {
  h = await seededHarness(100);
  app = await buildApp(
    { config: h.config, db: h.handle.db, dbKind: h.handle.kind, broadcaster: new RealtimeHub() },
    {
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: r.url });
      },
    },
  );
  await app.ready();
});
after(async () => {
  await app.close();
  await h.close();
});

test('no generated request to any route gets a 5xx, and the API answers afterwards', async () => {
  assert.ok(routes.length >= 20, `found ${routes.length} routes`);
  const visitor = new TestClient(app);
  await visitor.csrf();
  const member = new TestClient(app);
  await member.csrf();
  const register = await member.post('/api/register', {
    name: 'Fuzz Tester',
    email: 'fuzz@example.co.uk',
    password: 'fuzz password 1',
    password_confirmation: 'fuzz password 1',
  });
  assert.equal(register.statusCode, 201);

  // Half the requests go to routes whose forms we know, where generated values reach the database.
  const withForms = routes.flatMap((r, i) => (FORMS[r.url.replace(/\/$/, '')] ? [i] : []));
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.nat(routes.length - 1), fc.constantFrom(...withForms)),
      fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
      generatedBody,
      query,
      fc.boolean(),
      fc.array(mutation, { minLength: 1, maxLength: 2 }),
      fc.constantFrom('form', 'multipart', 'json', 'generated', 'generated'),
      async (index, segments, generated, q, signedIn, swaps, shape) => {
        const route = routes[index]!;
        const form = FORMS[route.url.replace(/\/$/, '')];
        const chosen: Body =
          !form || shape === 'generated'
            ? generated
            : shape === 'json'
              ? { contentType: 'application/json', payload: JSON.stringify(mutated(form, swaps)) }
              : shape === 'multipart'
                ? { fields: formPairs(mutated(form, swaps)) }
                : urlencoded(mutated(form, swaps));
        const b: Body = chosen.fields ? await multipartOf(chosen.fields) : chosen;
        let n = 0;
        const path = route.url.replace(/:[A-Za-z_]+|\*/g, () => segments[n++ % segments.length]!);
        const client = signedIn ? member : visitor;
        const res = await client.request({
          method: route.method,
          url: q ? `${path}?${q}` : path,
          headers: b.contentType ? { 'content-type': b.contentType } : {},
          ...(route.method === 'GET' || b.payload === undefined ? {} : { payload: b.payload }),
        });
        if (res.statusCode >= 500 && res.statusCode !== 503)
          failures.push(
            `${route.method} ${path}?${q} [${b.contentType}] ${String(b.payload).slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        return res.statusCode < 500 || res.statusCode === 503;
      },
    ),
    { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
  );
  assert.deepEqual(failures, []);
  assert.equal((await app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode, 200);
  const search = await visitor.post('/api/properties-list', { ad_type: 6, is_sale: 1, is_let: 1, address: 'London' });
  assert.equal(search.statusCode, 200, 'an ordinary search still works');
});
