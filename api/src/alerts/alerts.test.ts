import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { KNOWN_PASSWORD } from '../seed/index.ts';
import { LONDON_SEARCH, seededHarness } from '../seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';
import { first } from '../test/rows.ts';
import { matchAdvert, searchesMatching } from './matching.ts';
import { matchColumns, storedSearch } from './search-body.ts';
import { TYPE_GROUPS } from '../db/catalogue.ts';
import { sendDueDigests } from './deliver.ts';
import { runAlone } from '../common/job.ts';
import { runDigests } from './index.ts';
import { ALERT_JOB, alertsSettled, queueAlert, runAlertQueue } from './queue.ts';
import { createBroadcaster } from '../realtime/index.ts';
import { unsubscribeToken } from './unsubscribe.ts';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

let h: Harness;
let tenant: TestClient;
let buyer: TestClient;
let owner: TestClient;
let visitor: TestClient;
/** A published sale advert in London, taken off the market for the tests to publish. */
let advert: { id: number; user_id: number; price: number; latitude: number; longitude: number; bedrooms: number };

const SALES = { ...LONDON_SEARCH, ad_type: 4, is_sale: 1, is_let: 0 };

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(h.app);
  await client.csrf();
  const res = await client.post('/api/login', { email, password: KNOWN_PASSWORD });
  assert.ok(res.statusCode < 300, res.body);
  return client;
}

const saveSearch = async (client: TestClient, search: object, frequency = 'instant') => {
  const res = await client.post('/api/user/saved-searches', { name: `Search ${Math.random()}`, frequency, search });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id as number;
};

const put = (client: TestClient, url: string, payload: Record<string, unknown>) => client.request({ method: 'PUT', url, payload });

/** The owner changes the advert's price through the edit form's round trip. */
async function setPrice(price: number) {
  const form = (await owner.get(`/api/user/adverts/${advert.id}`)).json().data;
  const res = await put(owner, `/api/user/adverts/${advert.id}`, { ...form, price });
  assert.equal(res.statusCode, 200, res.body);
  await alertsSettled(h.handle.db);
}

const mailsTo = async (email: string) =>
  (await h.handle.db.selectFrom('outbox').selectAll().where('to_email', '=', email).orderBy('id').execute()).map((m) => ({
    ...m,
    headers: typeof m.headers === 'string' ? (JSON.parse(m.headers) as Record<string, string>) : m.headers,
  }));

const alertsOf = async (email: string) =>
  (
    await sql<{ data: string | { message: string } }>`select n.data from notifications n join users u on u.id = n.notifiable_id
      where u.email = ${email} and n.type = 'saved_search_alert' order by n.created_at`.execute(h.handle.db)
  ).rows.map((r) => (typeof r.data === 'string' ? (JSON.parse(r.data) as { message: string }) : r.data).message);

before(async () => {
  h = await seededHarness();
  tenant = await signIn('tenant@roofline.test');
  buyer = await signIn('buyer@roofline.test');
  visitor = new TestClient(h.app);
  await visitor.csrf();
  const { rows } = await sql<typeof advert & { email: string }>`
    select p.id, p.user_id, p.price::float8 as price, p.latitude, p.longitude, d.bedrooms, u.email
    from properties p join property_details d on d.property_id = p.id join users u on u.id = p.user_id
    where p.is_published and p.is_sale and not p.is_let and p.price > 1000 and d.bedrooms between 1 and 9
      and p.market_status = 'available' and u.email not in ('tenant@roofline.test', 'buyer@roofline.test')
      and p.longitude between ${LONDON_SEARCH.boundary_box[0]} and ${LONDON_SEARCH.boundary_box[2]}
      and p.latitude between ${LONDON_SEARCH.boundary_box[1]} and ${LONDON_SEARCH.boundary_box[3]}
    order by p.id limit 1`.execute(h.handle.db);
  const found = first(rows, 'a published sale advert in London');
  advert = found;
  owner = await signIn(found.email);
  const off = await owner.post(`/api/user/adverts/${advert.id}/unpublish`);
  assert.equal(off.statusCode, 200, off.body);
});
after(() => h.close());

/** Whether the search lists the advert (api/properties-list's answer), and whether matching says so, by each search's own WHERE and by its columns. */
async function compareWithSearch(id: number, bodies: Record<string, object>) {
  const expected: Record<string, boolean> = {};
  const saved: { id: number; body: Record<string, unknown>; body_version: number; name: string }[] = [];
  for (const [name, body] of Object.entries(bodies)) {
    const listed = await visitor.post(`/api/properties-list?position_of=${id}`, body as Record<string, unknown>);
    assert.ok([200, 404].includes(listed.statusCode), `${name}: ${listed.body}`);
    expected[name] = listed.statusCode === 200;
    saved.push({ id: saved.length + 1, body: body as Record<string, unknown>, body_version: 1, name });
  }
  const byWhere = new Set(await searchesMatching(h.handle.db, id, saved));
  assert.deepEqual(Object.fromEntries(saved.map((s) => [s.name, byWhere.has(s.id)])), expected);

  // Saved for real, the columns decide as the search does: none dropped that it lists, none kept that it does not.
  const { rows: people } = await sql<{
    id: number;
  }>`insert into users (email, password_hash) values ('columns@bench.test', 'x') returning id`.execute(h.handle.db);
  try {
    const stored = await h.handle.db
      .insertInto('saved_searches')
      .values(
        saved.map((s) => ({
          user_id: people[0]!.id,
          name: s.name,
          body: JSON.stringify(s.body),
          frequency: 'daily' as const,
          ...matchColumns(storedSearch(s.body, 0)!),
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const byColumns = new Set(await matchAdvert(h.handle.db, id));
    assert.deepEqual(Object.fromEntries(stored.map((s) => [s.name, byColumns.has(s.id)])), expected);
  } finally {
    await sql`delete from users where id = ${people[0]!.id}`.execute(h.handle.db);
  }
  return expected;
}

describe('matching runs the search’s own rules', () => {
  test('for every filter family and drawn areas, a saved search matches a sale exactly when the search lists it', async () => {
    const { id, latitude: lat, longitude: lng, price, bedrooms } = advert;
    const around = (d: number) => [
      [lng - d, lat - d],
      [lng + d, lat - d],
      [lng + d, lat + d],
      [lng - d, lat + d],
    ];
    const { rows } = await sql<{
      bath_room: number;
      floors: number;
      sqm: number | null;
      type_id: number;
      detail_id: number | null;
      postcode: string;
    }>`
      select d.bath_room, d.floors, p.property_square_meter::float8 as sqm, p.property_type_id as type_id, p.property_type_details_id as detail_id,
        a.postcode
      from properties p join property_details d on d.property_id = p.id join addresses a on a.id = p.address_id where p.id = ${id}`.execute(
      h.handle.db,
    );
    const facts = first(rows, 'the advert’s details');
    const detail = TYPE_GROUPS.flatMap((g) => g.children).find((c) => c.detailId === facts.detail_id)?.key;
    const otherDetail = TYPE_GROUPS.flatMap((g) => g.children).find((c) => c.detailId && c.detailId !== facts.detail_id)!.key;
    const bodies: Record<string, object> = {
      place: SALES,
      'another ad type': { ...SALES, ad_type: 5, is_sale: 0, is_let: 0 },
      'to buy': { ...SALES, ad_type: 1 },
      'price up to it': { ...SALES, max_price: price },
      'price below it': { ...SALES, max_price: price - 1 },
      'price from it': { ...SALES, min_price: price },
      'price from above it': { ...SALES, min_price: price + 1 },
      'its beds': { ...SALES, min_beds: bedrooms },
      'more beds': { ...SALES, min_beds: bedrooms + 1 },
      'at most its beds': { ...SALES, max_beds: bedrooms },
      'fewer beds': { ...SALES, max_beds: bedrooms - 1 },
      'its bathrooms': { ...SALES, bathrooms: Math.min(facts.bath_room, 5) },
      'other bathrooms': { ...SALES, bathrooms: facts.bath_room === 1 ? 2 : 1 },
      '5+ bathrooms': { ...SALES, bathrooms: 5 },
      'its floors': { ...SALES, floors: Math.min(facts.floors, 5) },
      'other floors': { ...SALES, floors: facts.floors === 1 ? 2 : 1 },
      'area from': { ...SALES, min_square_meter: 1 },
      'area up to': { ...SALES, max_square_meter: 2 },
      'a feature': { ...SALES, sauna: true },
      'a counted feature': { ...SALES, is_downstairs_wc: true },
      'an advert flag': { ...SALES, is_pet_friendly: true },
      houses: { ...SALES, houses: true },
      flats: { ...SALES, flats: true },
      ...(detail && { 'its detail type': { ...SALES, [detail]: true } }),
      'another detail type': { ...SALES, [otherDetail]: true },
      rooms: { ...SALES, rooms: true },
      'auctions only': { ...SALES, is_auction: 2 },
      'no auctions': { ...SALES, is_auction: 1 },
      'no cash only': { ...SALES, is_cash: 1 },
      freehold: { ...SALES, tenure: 2 },
      leasehold: { ...SALES, tenure: 3 },
      'coming soon only': { ...SALES, is_coming_soon: 1 },
      'reduced lately': { ...SALES, is_reduced: 1 },
      'added lately': { ...SALES, is_new: 1 },
      'drawn around it': { ...SALES, drawbboxs: [around(0.01)] },
      'drawn elsewhere': { ...SALES, drawbboxs: [around(0.01).map(([x, y]) => [x! + 0.2, y!])] },
      'two drawn, one around it': { ...SALES, drawbboxs: [around(0.01).map(([x, y]) => [x! + 0.2, y!]), around(0.005)] },
      'within a mile': { ...SALES, boundary_box: undefined, latitude: lat, longitude: lng, radius: 1 },
      'far away': { ...SALES, boundary_box: [-2.3, 53.4, -2.2, 53.5], latitude: 53.48, longitude: -2.24 },
      'by its town': { ad_type: 4, address: 'London' },
      'by another town': { ad_type: 4, address: 'Leeds' },
      'by a wildcard': { ad_type: 4, address: '%' },
      'by its postcode’s start': { ad_type: 4, address: facts.postcode.slice(0, 3).toLowerCase() },
      'by another postcode': { ad_type: 4, address: 'ZZ9 9ZZ' },
    };
    // The search's answer, with the advert published for the moment.
    await sql`update properties set is_published = true where id = ${id}`.execute(h.handle.db);
    try {
      const got = await compareWithSearch(id, bodies);
      assert.equal(new Set(Object.values(got)).size, 2, 'the cases hold matches and misses');
      for (const name of [
        'place',
        'price up to it',
        'its beds',
        'drawn around it',
        'two drawn, one around it',
        'within a mile',
        'by its town',
        'by its postcode’s start',
      ]) {
        assert.equal(got[name], true, name);
      }
      for (const name of [
        'another ad type',
        'price below it',
        'more beds',
        'drawn elsewhere',
        'far away',
        'by another town',
        'by a wildcard',
      ])
        assert.equal(got[name], false, name);
    } finally {
      await sql`update properties set is_published = false where id = ${id}`.execute(h.handle.db);
    }
  });

  test('for lets and short stays (price per period, rooms, dates, guests, let term, rent type), the same', async () => {
    // A short stay (with rooms, if any) and a long let.
    const { rows: found } = await sql<{ id: number; price: number; guests: number }>`
      select id, price, guests from (
        select distinct on (p.is_short_term) p.id, p.price::float8 as price, p.tenants_guests as guests
        from properties p
        where p.is_published and p.is_let and p.price > 0 and p.market_status = 'available'
          and p.longitude between ${LONDON_SEARCH.boundary_box[0]} and ${LONDON_SEARCH.boundary_box[2]}
          and p.latitude between ${LONDON_SEARCH.boundary_box[1]} and ${LONDON_SEARCH.boundary_box[3]}
        order by p.is_short_term, exists (select 1 from property_rooms r where r.property_id = p.id) desc, p.id) two`.execute(h.handle.db);
    assert.equal(found.length, 2, 'a short stay and a long let in London');
    for (const lets of found) {
      const LETS = { ...LONDON_SEARCH, ad_type: 5, is_sale: 0, is_let: 1 };
      const periods = Object.fromEntries(
        [2, 3, 4, 5].flatMap((period) => [
          [`per period ${period}, up to a lot`, { ...LETS, property_rent_type_id: period, max_price: 1_000_000 }],
          [`per period ${period}, up to 1`, { ...LETS, property_rent_type_id: period, max_price: 1 }],
          [`per period ${period}, from its price`, { ...LETS, property_rent_type_id: period, min_price: lets.price }],
        ]),
      );
      const got = await compareWithSearch(lets.id, {
        lets: LETS,
        sales: SALES,
        'to rent': { ...LETS, ad_type: 2 },
        'up to its price': { ...LETS, max_price: lets.price },
        'below its price': { ...LETS, max_price: lets.price - 1 },
        ...periods,
        'priced per month': { ...LETS, price_rent_type_id: 4, max_price: lets.price },
        'priced per week': { ...LETS, price_rent_type_id: 5, max_price: lets.price },
        'long term': { ...LETS, is_long_short_term: 1 },
        'short term': { ...LETS, is_long_short_term: 2 },
        'its guests': { ...LETS, guests: Math.max(1, Math.min(lets.guests, 20)) },
        'many guests': { ...LETS, guests: 20 },
        'dates next year': { ...LETS, date_start: '01-06-2027', date_end: '08-06-2027' },
        'a start date': { ...LETS, date_start: '01-06-2027' },
        'a long time ago': { ...LETS, date_start: '01-01-2001', date_end: '02-01-2001' },
        'a stay filter': { ...LETS, is_long_short_term: 2, wifi: true },
        'a room type': { ...LETS, double_room: true },
        rooms: { ...LETS, rooms: true },
        'events allowed': { ...LETS, events_allowed: true },
      });
      assert.equal(got.lets, true);
      assert.equal(got.sales, false);
    }
  });

  test('a search saved before its columns is decided by its own WHERE clause, then given them', async () => {
    const near = await saveSearch(tenant, SALES);
    const far = await saveSearch(tenant, { ...SALES, max_price: 1 });
    // As 0103 left the searches saved before it: no columns beyond the prefilter's.
    await sql`update saved_searches set exact_check = true, area_kind = null, max_price = null where id in (${near}, ${far})`.execute(
      h.handle.db,
    );
    await sql`update properties set is_published = true where id = ${advert.id}`.execute(h.handle.db);
    try {
      for (const round of ['by its WHERE clause', 'by the columns it was then given']) {
        const matched = await matchAdvert(h.handle.db, advert.id);
        assert.ok(matched.includes(near), round);
        assert.ok(!matched.includes(far), round);
      }
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from saved_searches
        where id in (${near}, ${far}) and not exact_check and area_kind = 'box'`.execute(h.handle.db);
      assert.equal(rows[0]!.n, 2);
    } finally {
      await sql`update properties set is_published = false where id = ${advert.id}`.execute(h.handle.db);
      for (const id of [far, near]) await tenant.request({ method: 'DELETE', url: `/api/user/saved-searches/${id}` });
    }
  });
});

let instantSearch: number;
let ownSearch: number;

describe('alerts', () => {
  test('publishing tells an instant search in the bell and by mail with RFC 8058 headers; a daily search waits for its digest', async () => {
    instantSearch = await saveSearch(tenant, SALES, 'instant');
    await saveSearch(buyer, { ...SALES, max_price: advert.price }, 'daily');
    await saveSearch(buyer, { ...SALES, max_price: advert.price - 1 }, 'daily');
    await saveSearch(tenant, { ...SALES, min_beds: advert.bedrooms + 1 }, 'instant');
    // The advertiser's own search never alerts them about their own advert.
    ownSearch = await saveSearch(owner, SALES, 'instant');

    const res = await owner.post(`/api/user/adverts/${advert.id}/publish`);
    assert.equal(res.statusCode, 200, res.body);
    // The publish answers before the matching: the alert job tells the searches.
    await alertsSettled(h.handle.db);

    const bell = await alertsOf('tenant@roofline.test');
    assert.equal(bell.length, 1, 'one alert: the search that asks for more beds does not match');
    assert.match(bell[0]!, /^New home, £[\d,]+: \d+ bed [a-z -]+, [A-Z][\w ]+ · for “Search [\d.]+”$/);
    const [mail] = await mailsTo('tenant@roofline.test');
    assert.ok(mail, 'an alert mail');
    assert.match(mail.subject, /^New home for “Search/);
    assert.match(mail.body, new RegExp(`/ad-details/${advert.id}`));
    assert.match(mail.headers['List-Unsubscribe']!, /^<http.+\/api\/alerts\/unsubscribe\?token=s\d+\.\d+\.[\w-]{43}>$/);
    assert.equal(mail.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.match(mail.body, /Unsubscribe: http.+\/unsubscribe\?token=/);
    assert.match(mail.body, /Manage your alerts: http.+\/dashboard-saved-searches/);
    assert.deepEqual(await mailsTo('buyer@roofline.test'), [], 'daily: nothing yet');
    assert.deepEqual(await alertsOf('buyer@roofline.test'), []);
    const owners = await h.handle.db.selectFrom('alert_matches').select('id').where('saved_search_id', '=', ownSearch).execute();
    assert.equal(owners.length, 0);
    const listed = (await tenant.get('/api/user/saved-searches')).json().data.find((s: { id: number }) => s.id === instantSearch);
    assert.ok(listed.last_alert_at, 'the list says when the last alert went');
  });

  test('back on the market, an advert already told about is not told again', async () => {
    await owner.post(`/api/user/adverts/${advert.id}/unpublish`);
    await owner.post(`/api/user/adverts/${advert.id}/publish`);
    await alertsSettled(h.handle.db);
    assert.equal((await alertsOf('tenant@roofline.test')).length, 1);
  });

  test('a price rise is kept but is no alert; a fall is one, once per price', async () => {
    await setPrice(advert.price + 5000);
    assert.equal((await alertsOf('tenant@roofline.test')).length, 1);
    await setPrice(advert.price - 10000);
    const bell = await alertsOf('tenant@roofline.test');
    assert.equal(bell.length, 2);
    assert.match(bell[1]!, /^Price reduced to £[\d,]+: \d+ bed [a-z -]+, [A-Z][\w ]+ · for “Search [\d.]+”$/);
    const mails = await mailsTo('tenant@roofline.test');
    assert.match(mails.at(-1)!.body, new RegExp(`Reduced from £${(advert.price + 5000).toLocaleString('en-GB')}`));
    // Up and down to the same lower price: nothing new to say.
    await setPrice(advert.price);
    await setPrice(advert.price - 10000);
    assert.equal((await alertsOf('tenant@roofline.test')).length, 2);
    const history = await h.handle.db
      .selectFrom('price_history')
      .select(['old_price', 'new_price'])
      .where('property_id', '=', advert.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      history.map((r) => [Number(r.old_price), Number(r.new_price)]),
      [
        [advert.price, advert.price + 5000],
        [advert.price + 5000, advert.price - 10000],
        [advert.price - 10000, advert.price],
        [advert.price, advert.price - 10000],
      ],
    );
  });

  test('a fall marks the card and the page, and the filters find reduced and newly added adverts', async () => {
    const listed = async (body: object) =>
      (await visitor.post(`/api/properties-list?position_of=${advert.id}`, body as Record<string, unknown>)).statusCode === 200;
    assert.equal(await listed({ ...SALES, is_reduced: 1 }), true, 'reduced in the last 14 days');
    assert.equal(await listed({ ...SALES, is_new: 1 }), true, 'first published in the last 24 hours');
    const page = (await visitor.get(`/api/properties/${advert.id}`)).json().data;
    assert.ok(page.reduced_at);
    assert.equal(page.price_history.length, 4);
    assert.equal(Number(page.price_history.at(-1).old_price), advert.price);
    const { data } = (await visitor.post('/api/properties-list', { ...SALES, is_reduced: 1 })).json();
    assert.ok(
      data.every((card: { reduced_at: string | null }) => card.reduced_at),
      'every reduced card carries its mark',
    );
    const map = (await visitor.post('/api/properties-map', { ...SALES, is_reduced: 1 })).json();
    const pin = (map.data.id as number[]).indexOf(advert.id);
    assert.ok(pin >= 0 && map.data.reduced_at[pin], 'its pin carries the mark too');
    // A rise clears the mark.
    await setPrice(advert.price);
    assert.equal(await listed({ ...SALES, is_reduced: 1 }), false);
    assert.equal((await visitor.get(`/api/properties/${advert.id}`)).json().data.reduced_at, null);
    await setPrice(advert.price - 10000);
  });

  test('the alert job runs alone: a change queued while another process holds it waits for it, then is told once', async () => {
    const ctx = { db: h.handle.db, config: h.config, broadcaster: createBroadcaster(h.config.realtime) };
    const before = (await alertsOf('tenant@roofline.test')).length;
    await sql`update properties set price = ${advert.price - 20000} where id = ${advert.id}`.execute(h.handle.db);
    await queueAlert(h.handle.db, advert.id, { kind: 'reduced', oldPrice: advert.price - 10000, price: advert.price - 20000 });
    const elsewhere = await runAlone(h.handle.db, ALERT_JOB, () => runAlertQueue(ctx));
    assert.deepEqual(elsewhere, { ran: true, result: 0 }, 'another process holding the job: this one steps aside');
    assert.equal((await h.handle.db.selectFrom('alert_queue').select('id').execute()).length, 1, 'the change waits');
    assert.equal(await runAlertQueue(ctx), 1);
    assert.equal(await runAlertQueue(ctx), 0, 'told once');
    assert.equal((await alertsOf('tenant@roofline.test')).length, before + 1);
    await sql`update properties set price = ${advert.price - 10000} where id = ${advert.id}`.execute(h.handle.db);
  });

  test('a daily digest is one mail per person with New and Reduced sections, sent once', async () => {
    const sent = await sendDueDigests({ db: h.handle.db, config: h.config });
    assert.ok(sent >= 1);
    const mails = await mailsTo('buyer@roofline.test');
    assert.equal(mails.length, 1, 'one digest for both of the buyer’s searches');
    const [digest] = mails;
    assert.match(digest!.subject, /^\d+ homes? for your saved searches$/);
    assert.match(digest!.body, /^New$/m);
    assert.match(digest!.body, /^Reduced$/m);
    assert.match(digest!.body, /Reduced from £/);
    assert.match(digest!.headers['List-Unsubscribe']!, /token=p\d+\./);
    assert.equal(await sendDueDigests({ db: h.handle.db, config: h.config }), 0, 'nothing is due again the same day');
  });

  test('two runners at once: one runs the digests, the other steps aside', async () => {
    let inside = 0;
    let most = 0;
    const job = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside -= 1;
      return 1;
    };
    const runs = await Promise.all([runAlone(h.handle.db, 'test_job', job), runAlone(h.handle.db, 'test_job', job)]);
    assert.deepEqual(runs.map((r) => r.ran).sort(), [false, true]);
    assert.equal(most, 1);
    // Released after the run: the next one may go.
    assert.equal((await runAlone(h.handle.db, 'test_job', job)).ran, true);
    assert.deepEqual((await runDigests({ db: h.handle.db, config: h.config })).ran, true);
  });

  test('a home under offer, sold STC or let agreed is never announced, whatever the search includes', async () => {
    const { rows } = await sql<{ id: number; email: string }>`
      select p.id, u.email from properties p join users u on u.id = p.user_id
      where p.is_published and p.is_sale and not p.is_let and p.market_status = 'available' and p.id <> ${advert.id}::int
        and u.email not in ('tenant@roofline.test', 'buyer@roofline.test')
        and p.longitude between ${LONDON_SEARCH.boundary_box[0]} and ${LONDON_SEARCH.boundary_box[2]}
        and p.latitude between ${LONDON_SEARCH.boundary_box[1]} and ${LONDON_SEARCH.boundary_box[3]}
      order by p.id limit 1`.execute(h.handle.db);
    const other = first(rows, 'another published sale in London');
    const itsOwner = await signIn(other.email);
    assert.ok((await matchAdvert(h.handle.db, other.id)).includes(instantSearch), 'on the market, the search matches it');
    const marked = await put(itsOwner, `/api/user/adverts/${other.id}/market-status`, {
      market_status: 'under_offer',
      market_status_on: '2026-01-05',
    });
    assert.equal(marked.statusCode, 200, marked.body);
    assert.deepEqual(await matchAdvert(h.handle.db, other.id), []);
    const before = await alertsOf('tenant@roofline.test');
    await queueAlert(h.handle.db, other.id, { kind: 'new' });
    await runAlertQueue({ db: h.handle.db, config: h.config, broadcaster: createBroadcaster(h.config.realtime) });
    await alertsSettled(h.handle.db);
    assert.deepEqual(await alertsOf('tenant@roofline.test'), before);
  });
});

/**
 * One API process's digest runner, as a process of its own on the database at DATABASE_URL: it says
 * 'ready', takes the digest job's lease on 'go' (saying 'holding' inside it and sending the due digests
 * on 'release'), then prints how its run went.
 */
const DIGEST_RUNNER = `
const src = process.argv[1];
const { loadConfig } = await import(src + '/config.ts');
const { openDatabase } = await import(src + '/db/index.ts');
const { withRealtimeSecret } = await import(src + '/realtime/secret.ts');
const { runAlone } = await import(src + '/common/job.ts');
const { sendDueDigests } = await import(src + '/alerts/deliver.ts');
const { DIGEST_JOB } = await import(src + '/alerts/index.ts');
const { createInterface } = await import('node:readline');
const said = [];
let wake = () => {};
createInterface({ input: process.stdin }).on('line', (line) => { said.push(line); wake(); });
const heard = async (word) => { while (!said.includes(word)) await new Promise((resolve) => (wake = resolve)); };
const loaded = loadConfig();
const handle = await openDatabase(loaded);
const config = await withRealtimeSecret(handle.db, loaded);
console.log('ready');
await heard('go');
const run = await runAlone(handle.db, DIGEST_JOB, async () => {
  console.log('holding');
  await heard('release');
  return sendDueDigests({ db: handle.db, config });
});
console.log(JSON.stringify(run.ran ? { ran: true, mails: run.result } : { ran: false }));
await handle.close();
process.exit(0);
`;

/** A digest runner process and the lines it has printed, awaited one by one. */
function startRunner(databaseUrl: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', DIGEST_RUNNER, fileURLToPath(new URL('..', import.meta.url))],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'pipe' },
  );
  const lines: string[] = [];
  let wake = () => {};
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    wake();
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    lines,
    say: (word: string) => child.stdin.write(`${word}\n`),
    /** The first line `match` accepts, once printed; rejects if the process ends first or it never comes. */
    async printed(match: (line: string) => boolean): Promise<string> {
      let ended = false;
      void exited.then(() => {
        ended = true;
        wake();
      });
      const deadline = setTimeout(() => {
        ended = true;
        wake();
      }, 30_000);
      try {
        for (;;) {
          const found = lines.find(match);
          if (found) return found;
          if (ended) throw new Error(`the runner did not say it: ${lines.join(' | ')} ${errors}`);
          await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        clearTimeout(deadline);
      }
    },
    exited,
    stop: () => child.kill(),
  };
}

describe('the digest runner across processes', () => {
  test(
    'two processes on one database try the digests at once: one sends them, the other steps aside',
    { skip: process.env.DATABASE_URL ? false : 'the embedded PGlite database opens in one process only: the PostgreSQL pass runs this' },
    async (t) => {
      const db = h.handle.db;
      // The daily digests made due again: their matches unsent, their last digest forgotten.
      await sql`update alert_matches set sent_at = null where saved_search_id in (select id from saved_searches where frequency = 'daily')`.execute(
        db,
      );
      await sql`update saved_searches set last_alert_at = null where frequency = 'daily'`.execute(db);
      const mailsBefore = (await db.selectFrom('outbox').select('id').execute()).length;
      const runners = [startRunner(h.config.databaseUrl!), startRunner(h.config.databaseUrl!)];
      t.after(() => runners.forEach((r) => r.stop()));
      await Promise.all(runners.map((r) => r.printed((line) => line === 'ready')));
      for (const r of runners) r.say('go');
      // One holds the lease; the other, trying meanwhile, steps aside.
      const holder = await Promise.race(runners.map((r) => r.printed((line) => line === 'holding').then(() => r)));
      const other = runners.find((r) => r !== holder)!;
      assert.deepEqual(JSON.parse(await other.printed((line) => line.startsWith('{'))), { ran: false });
      holder.say('release');
      const held = JSON.parse(await holder.printed((line) => line.startsWith('{'))) as { ran: boolean; mails: number };
      await Promise.all(runners.map((r) => r.exited));
      assert.equal(held.ran, true);
      assert.ok(held.mails >= 1, 'the due digests were sent');
      assert.equal(other.lines.includes('holding'), false);
      const mailsAfter = (await db.selectFrom('outbox').select('id').execute()).length;
      assert.equal(mailsAfter - mailsBefore, held.mails, 'each digest queued once, by the one runner');
    },
  );
});

describe('one-click unsubscribe', () => {
  const tokenOf = (header: string) => decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);

  test('works signed out, says what it turns off, and is spent once used', async () => {
    const [mail] = await mailsTo('tenant@roofline.test');
    const token = tokenOf(mail!.headers['List-Unsubscribe']!);
    const signedOut = new TestClient(h.app);
    const told = await signedOut.get(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    assert.equal(told.statusCode, 200, told.body);
    assert.equal(told.json().data.scope, 'search');
    // RFC 8058: a form POST of List-Unsubscribe=One-Click to the header's URL, no cookies, no CSRF token.
    const res = await signedOut.request({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().message, /^You will get no more alerts for “Search/);
    const row = await h.handle.db
      .selectFrom('saved_searches')
      .select('frequency')
      .where('id', '=', instantSearch)
      .executeTakeFirstOrThrow();
    assert.equal(row.frequency, 'off');
    const again = await signedOut.request({ method: 'POST', url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}` });
    assert.equal(again.statusCode, 410, 'a used link is spent');
    // Turned back on later, the old mail's link cannot turn it off again.
    await put(tenant, `/api/user/saved-searches/${instantSearch}`, { frequency: 'weekly' });
    const old = await signedOut.request({ method: 'POST', url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}` });
    assert.equal(old.statusCode, 410);
  });

  test('a forged or expired token changes nothing', async () => {
    const good = await unsubscribeToken(h.handle.db, { kind: 'search', id: instantSearch });
    const forged = good.replace(/^s\d+/, `s${ownSearch}`);
    const res = await visitor.request({ method: 'POST', url: `/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}` });
    assert.equal(res.statusCode, 404);
    const junk = await visitor.request({ method: 'POST', url: '/api/alerts/unsubscribe?token=nonsense' });
    assert.equal(junk.statusCode, 404);
    const old = await unsubscribeToken(h.handle.db, { kind: 'search', id: ownSearch }, new Date(Date.now() - 91 * 86_400_000));
    const expired = await visitor.request({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token: old } });
    assert.equal(expired.statusCode, 410);
    const row = await h.handle.db.selectFrom('saved_searches').select('frequency').where('id', '=', ownSearch).executeTakeFirstOrThrow();
    assert.equal(row.frequency, 'instant');
  });
});
