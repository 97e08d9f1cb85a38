import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { LONDON_BOX, LONDON_SEARCH, seededHarness } from '../seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';
import { first } from '../test/rows.ts';
import { mapPinFromWire, type MapPinColumns } from '@marketplace/shared/src/rules/mapPin.ts';
import { pinsOf } from './map-pins.testing.ts';
import { insideRing, type Position } from '../common/geometry.ts';
import { FEATURE_FILTERS } from '@marketplace/shared/src/entities/searchFilters.ts';
import { convertRent } from '@marketplace/shared/src/rules/priceBasis.ts';
import { OFFSET_PAGES } from './searchOrder.ts';

let h: Harness;
let client: TestClient;

before(async () => {
  h = await seededHarness();
  client = new TestClient(h.app);
  await client.csrf();
});
after(() => h.close());

type Pin = { id: number; latitude: number; longitude: number } & Record<string, unknown>;

const list = (body: object, page?: number) =>
  client.post(`/api/properties-list${page ? `?page=${page}` : ''}`, body as Record<string, unknown>);
/** The map answer as the browser reads it: the compact pins with their left-out fields given back. */
const map = async (body: object) => {
  const res = await client.post('/api/properties-map', body as Record<string, unknown>);
  assert.equal(res.statusCode, 200, res.body);
  const answer = res.json<{ data: MapPinColumns; meta: { total: number } }>();
  return { ...answer, data: pinsOf(answer.data).map((p) => mapPinFromWire(p) as unknown as Pin) };
};
const idsOf = (pins: Pin[]) => new Set(pins.map((p) => p.id));

type Card = { id: number; price: number; is_let: boolean; is_rent: boolean; property_rent_type_id: number | null };
/** What the list shows a let by: its price per month where it converts (shared's convertRent), else as it is. */
const monthlyEquivalent = (card: Card) =>
  (card.is_let || card.is_rent ? convertRent(Number(card.price), card.property_rent_type_id, 5) : null) ?? Number(card.price);

/**
 * A filter is right when the adverts it returns are exactly those of the unfiltered search that
 * satisfy `condition` (SQL over properties p and property_details d): nothing wrong kept, nothing
 * right lost. It must also narrow the search and match something (the seed covers every filter).
 */
async function assertFilter(base: object, filter: object, condition: ReturnType<typeof sql>) {
  const all = await map(base);
  const filtered = await map({ ...base, ...filter });
  const baseIds = [...idsOf(all.data)];
  const expected = await sql<{ id: number }>`
    select p.id from properties p join property_details d on d.property_id = p.id
    where p.id in (${sql.join(baseIds)}) and (${condition})`.execute(h.handle.db);
  assert.deepEqual(
    [...idsOf(filtered.data)].sort((a, b) => a - b),
    expected.rows.map((r) => r.id).sort((a, b) => a - b),
    JSON.stringify(filter),
  );
  assert.ok(filtered.meta.total > 0, `${JSON.stringify(filter)} matches nothing in the seed`);
  assert.ok(filtered.meta.total < all.meta.total, `${JSON.stringify(filter)} does not narrow the search`);
  const listed = await list({ ...base, ...filter });
  assert.equal(listed.json().meta.total, filtered.meta.total, 'list and map totals agree');
}

const UK = { ...LONDON_SEARCH, address: 'United Kingdom', boundary_box: [-8.7, 49.8, 1.8, 60.9] };
/** The same area as the service search's form sends it: no ad type, flags or sort of a property search. */
const { ad_type: _adType, is_sale: _sale, is_let: _let, newest: _newest, ...UK_SERVICES } = UK;

describe('search validation', () => {
  test('a search without ad type and address is refused with both errors in Laravel wording', async () => {
    const res = await list({});
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.deepEqual(body.errors.address, ['The address field is required.']);
    assert.deepEqual(body.errors.ad_type, ['The ad type field is required.']);
    assert.equal(typeof body.message, 'string');
    const mapRes = await client.post('/api/properties-map', { address: 'London' });
    assert.equal(mapRes.statusCode, 422);
    assert.deepEqual(mapRes.json().errors.ad_type, ['The ad type field is required.']);
  });

  test('an ad type outside 1-6, a malformed date or box is a 422 naming the field', async () => {
    const bad = [
      [{ ...LONDON_SEARCH, ad_type: 9 }, 'ad_type'],
      [{ ...LONDON_SEARCH, ad_type: 'sale' }, 'ad_type'],
      [{ ...LONDON_SEARCH, date_start: '2025-06-01' }, 'date_start'],
      [{ ...LONDON_SEARCH, date_start: '31-02-2025' }, 'date_start'],
      [{ ...LONDON_SEARCH, boundary_box: [1, 2, 3] }, 'boundary_box'],
      [{ ...LONDON_SEARCH, boundary_box: 'x,y,z,w' }, 'boundary_box'],
      [{ ...LONDON_SEARCH, address: 'x'.repeat(300) }, 'address'],
      [{ ...LONDON_SEARCH, drawbboxs: '[[[0,0],[1,1]]]' }, 'drawbboxs'],
      [{ ...LONDON_SEARCH, drawbboxs: '[[["a",1],[2,3],[4,5]]]' }, 'drawbboxs'],
      [{ ...LONDON_SEARCH, drawbboxs: 'not json' }, 'drawbboxs'],
      [
        {
          ...LONDON_SEARCH,
          drawbboxs: JSON.stringify([
            [
              [0, 95],
              [1, 1],
              [2, 2],
            ],
          ]),
        },
        'drawbboxs',
      ],
    ] as const;
    for (const [body, field] of bad) {
      const res = await list(body);
      assert.equal(res.statusCode, 422, JSON.stringify(body).slice(0, 120));
      assert.ok(res.json().errors[field], `${field} error for ${JSON.stringify(body).slice(0, 120)}`);
    }
  });

  test('a key the search form does not have is a 422 whatever its value, and a filter sent as anything but a tick too', async () => {
    for (const value of [true, false, 0, 1, 2, null, '']) {
      const unknown = await list({ ...LONDON_SEARCH, has_moat: value });
      assert.equal(unknown.statusCode, 422, `has_moat: ${JSON.stringify(value)}`);
      assert.deepEqual(unknown.json().errors, { has_moat: ['The has moat filter does not exist.'] });
    }
    // The page is asked in the query: in the body it is refused, not read as page 1 nor ignored.
    for (const page of [1, 2]) {
      assert.deepEqual((await list({ ...LONDON_SEARCH, page })).json().errors, { page: ['The page filter does not exist.'] });
    }
    const notATick = await list({ ...LONDON_SEARCH, garage: 'yes' });
    assert.equal(notATick.statusCode, 422);
    assert.deepEqual(notATick.json().errors, { garage: ['The garage field must be true or false.'] });
    // What the form sends as it is (the place's parts, type groups and children, sort flags) is read, not refused.
    const form = { ...LONDON_SEARCH, city: 'London', postcode: null, houses: true, detached_house: false, oldest: false, date_range: null };
    assert.equal((await list(form)).statusCode, 200);
  });

  test("every yes/no filter of shared's schema searches its own column", async () => {
    const all = { ...LONDON_SEARCH, ad_type: 6 };
    const total = (await list(all)).json().meta.total as number;
    for (const key of FEATURE_FILTERS) {
      const res = await list({ ...all, [key]: true });
      assert.equal(res.statusCode, 200, `${key}: ${res.body.slice(0, 200)}`);
      assert.ok(res.json().meta.total < total, `${key} narrows the search`);
    }
  });
});

describe('list search', () => {
  test('the default London search returns sale and let adverts inside London, 15 a page, newest first', async () => {
    const res = await list(LONDON_SEARCH);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.data.length, 15);
    const expected = await sql<{ n: number }>`
      select count(*)::int as n from properties where is_published and (is_sale or is_let)
        and longitude between ${LONDON_BOX[0]} and ${LONDON_BOX[2]} and latitude between ${LONDON_BOX[1]} and ${LONDON_BOX[3]}`.execute(
      h.handle.db,
    );
    const { n } = first(expected.rows);
    assert.equal(body.meta.total, n);
    assert.equal(body.meta.last_page, Math.ceil(n / 15));
    for (const card of body.data) {
      assert.ok(card.is_sale || card.is_let);
      assert.ok(
        card.longitude >= LONDON_BOX[0] &&
          card.longitude <= LONDON_BOX[2] &&
          card.latitude >= LONDON_BOX[1] &&
          card.latitude <= LONDON_BOX[3],
      );
      assert.equal(card.address.city, 'London');
      for (const key of [
        'price',
        'property_title',
        'property_category',
        'created_at',
        'property_details',
        'documents_property_images',
        'property_rooms',
        'property_rent_type',
      ]) {
        assert.ok(key in card, `card has ${key}`);
      }
    }
    const dates = body.data.map((c: { created_at: string }) => Date.parse(c.created_at));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
  });

  test('pages follow links on the public URL, never overlap and end on the last page', async () => {
    const first = (await list(LONDON_SEARCH)).json();
    assert.equal(first.links.first, 'https://api.roofline.test/api/properties-list?page=1');
    assert.equal(first.links.prev, null);
    assert.equal(first.links.next, 'https://api.roofline.test/api/properties-list?page=2');
    const second = (await list(LONDON_SEARCH, 2)).json();
    assert.equal(second.meta.current_page, 2);
    assert.equal(second.links.prev, 'https://api.roofline.test/api/properties-list?page=1');
    const overlap = second.data.filter((c: { id: number }) => first.data.some((f: { id: number }) => f.id === c.id));
    assert.deepEqual(overlap, []);
    const lastPage = first.meta.last_page;
    const last = (await list(LONDON_SEARCH, lastPage)).json();
    assert.equal(last.links.next, null);
    assert.equal(last.data.length, first.meta.total - (lastPage - 1) * 15);
    const beyond = (await list(LONDON_SEARCH, lastPage + 3)).json();
    assert.deepEqual(beyond.data, []);
    // Unusable page numbers read as page 1, as Laravel's paginator does.
    assert.equal((await list(LONDON_SEARCH, 'abc' as unknown as number)).json().meta.current_page, 1);
  });

  test('all pages together hold every match exactly once, in price order when asked', async () => {
    const body = { ...UK, newest: false, lowest_price: true };
    const first = (await list(body)).json();
    const seen: Card[] = [];
    for (let page = 1; page <= first.meta.last_page; page++) seen.push(...(await list(body, page)).json().data);
    assert.equal(seen.length, first.meta.total);
    assert.equal(new Set(seen.map((c) => c.id)).size, seen.length);
    const prices = seen.map(monthlyEquivalent);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
  });

  test('a price sort compares lets by the month, as the list shows them: £300 pw (£1,300 pcm) after £1,200 pcm', async () => {
    const db = h.handle.db;
    const lets = (
      await sql<{ id: number; price: number; property_rent_type_id: number }>`
        select id, price, property_rent_type_id from properties
        where is_published and is_let and not is_short_term and property_rent_type_id = 5 order by id limit 2`.execute(db)
    ).rows;
    const [monthly, weekly] = lets;
    assert.ok(monthly && weekly, 'two long lets priced by the month');
    await sql`update properties set price = 1200 where id = ${monthly.id}`.execute(db);
    await sql`update properties set price = 300, property_rent_type_id = 4 where id = ${weekly.id}`.execute(db);
    try {
      // Between £1,100 and £1,400 a month: both, among others.
      const body = { ...UK, ad_type: 5, is_sale: 0, min_price: 1100, max_price: 1400, newest: false };
      const order = async (sort: object) => {
        const cards = (await list({ ...body, ...sort })).json().data as Card[];
        const pins = (await map({ ...body, ...sort })).data.map((p) => p.id);
        return { ids: cards.map((c) => c.id), prices: cards.map(monthlyEquivalent), pins };
      };
      const lowest = await order({ lowest_price: true });
      assert.ok(lowest.ids.indexOf(monthly.id) >= 0 && lowest.ids.indexOf(monthly.id) < lowest.ids.indexOf(weekly.id));
      assert.deepEqual(
        lowest.prices,
        [...lowest.prices].sort((a, b) => a - b),
      );
      assert.deepEqual(lowest.pins.slice(0, lowest.ids.length), lowest.ids, 'the map’s pins in the list’s order');
      const highest = await order({ highest_price: true });
      assert.ok(highest.ids.indexOf(weekly.id) < highest.ids.indexOf(monthly.id));
      assert.deepEqual(
        highest.prices,
        [...highest.prices].sort((a, b) => b - a),
      );
    } finally {
      await sql`update properties set price = ${monthly.price} where id = ${monthly.id}`.execute(db);
      await sql`update properties set price = ${weekly.price}, property_rent_type_id = 5 where id = ${weekly.id}`.execute(db);
    }
  });

  test('ad types select buy, rent, sale and let adverts', async () => {
    const cases: Array<[number, string]> = [
      [1, 'p.is_buy'],
      [2, 'p.is_rent'],
      [3, 'p.is_buy or p.is_rent'],
      [4, 'p.is_sale'],
      [5, 'p.is_let'],
      [6, 'p.is_sale or p.is_let'],
    ];
    for (const [adType, condition] of cases) {
      const res = await map({ ...UK, ad_type: adType });
      // A home sold or let has left the market: no search lists it.
      const expected = await sql<{ n: number }>`select count(*)::int as n from properties p where p.is_published and (${sql.raw(condition)})
        and p.market_status not in ('sold', 'let') and p.longitude between -8.7 and 1.8 and p.latitude between 49.8 and 60.9`.execute(
        h.handle.db,
      );
      assert.equal(res.meta.total, first(expected.rows).n, `ad type ${adType}`);
      assert.ok(res.meta.total > 0);
    }
  });
});

describe('filters narrow the search to exactly the matching adverts', () => {
  const sale = { ...UK, ad_type: 4 };
  const lets = { ...UK, ad_type: 5 };
  const all = { ...UK, ad_type: 6 };
  const cases: Array<[string, object, object, string]> = [
    ['min beds', all, { min_beds: 3 }, 'd.bedrooms >= 3'],
    ['max beds', all, { max_beds: 2 }, 'd.bedrooms <= 2'],
    ['beds 11+ is open-ended', all, { min_beds: 4, max_beds: 11 }, 'd.bedrooms >= 4'],
    ['price range', sale, { min_price: 200000, max_price: 600000 }, 'p.price between 200000 and 600000'],
    ['square metres', all, { min_square_meter: 50, max_square_meter: 150 }, 'p.property_square_meter between 50 and 150'],
    ['long-term lets', lets, { is_long_short_term: 1 }, 'not p.is_short_term'],
    ['short-term stays', lets, { is_long_short_term: 2 }, 'p.is_short_term'],
    ['cash only', sale, { is_cash: 2 }, 'p.is_cash'],
    ['hide cash', sale, { is_cash: 1 }, 'not p.is_cash'],
    ['auction only', sale, { is_auction: 2 }, 'p.is_auction'],
    ['investment only', sale, { is_investment: '2' }, 'p.is_investment'],
    ['hide mixed use', all, { is_mixed_use: 1 }, 'not p.is_mixed_use'],
    ['freehold', sale, { tenure: 2 }, 'p.is_freehold'],
    ['leasehold', sale, { tenure: 3 }, 'not p.is_freehold'],
    ['bathrooms 2', all, { bathrooms: 2 }, 'd.bath_room = 2'],
    ['bathrooms 5+', all, { bathrooms: '5+' }, 'd.bath_room >= 5'],
    ['floors 5+', all, { floors: 5 }, 'd.floors >= 5'],
    ['guests', lets, { guests: 4 }, 'p.tenants_guests >= 4'],
    [
      'per night',
      lets,
      { property_rent_type_id: 3 },
      'p.property_rent_type_id = 3 or exists (select 1 from property_rooms r where r.property_id = p.id and r.property_rent_type_id = 3)',
    ],
    [
      'per week',
      lets,
      { property_rent_type_id: 4 },
      'p.property_rent_type_id = 4 or exists (select 1 from property_rooms r where r.property_id = p.id and r.property_rent_type_id = 4)',
    ],
    ['coming soon', all, { is_coming_soon: true }, 'p.is_coming_soon'],
    ['garden and parking', all, { rear_garden: true, driveway: 1 }, 'd.rear_garden and d.driveway'],
    ['downstairs wc', all, { is_downstairs_wc: true }, 'd.downstairs_wc > 0'],
    ['furnished pet friendly', lets, { is_furnished: 'true', is_pet_friendly: true }, 'p.is_furnished and p.is_pet_friendly'],
    ['short-stay wifi', lets, { is_long_short_term: 2, wifi: true }, 'p.is_short_term and d.wifi'],
    ['seashore', all, { is_seashore: true }, 'p.is_seashore'],
    ['new build', sale, { is_new_build: true }, 'p.is_new_build'],
    ['houses group (all children)', all, { houses: true }, 'p.property_type_id = 1'],
    ['detached and cottages', all, { houses: true, detached_house: true, cottage: true }, 'p.property_type_details_id in (1, 7)'],
    ['studio flats', all, { flats: true, studio: true }, 'p.property_type_details_id = 8'],
    ['land group', all, { land: true }, 'p.property_type_id in (12, 13)'],
    ['special use: barns', all, { special_use: true, barn: true }, 'p.property_type_id = 20'],
    ['power plants: wind', all, { power_plants: true, wind_power: true }, 'p.property_type_details_id = 41'],
    ['warehouses (no children)', all, { warehouses: true }, 'p.property_type_id = 9'],
    ['rooms group', lets, { rooms: true }, 'p.property_category_id = 7'],
    [
      'double rooms',
      lets,
      { rooms: true, double_room: true },
      'p.property_category_id = 7 and exists (select 1 from property_rooms r where r.property_id = p.id and r.room_type_id = 2)',
    ],
    ['two groups', all, { offices: true, retail: true }, 'p.property_type_id in (3, 4)'],
  ];
  for (const [name, base, filter, condition] of cases) {
    test(name, () => assertFilter(base, filter, sql.raw(condition)));
  }

  // Short stays searched by dates must also be free on those nights: stays.test.ts.
  test('availability dates keep long lets free for the whole stay', async () => {
    await assertFilter(
      { ...lets, is_long_short_term: 1 },
      { date_start: '10-06-2025', date_end: '20-06-2025' },
      sql`(p.date_start is null or p.date_start <= '2025-06-10') and (p.date_end is null or p.date_end >= '2025-06-20')`,
    );
  });
});

describe('one price filter, read per side', () => {
  const lets = { ...UK, ad_type: 5 };
  /** An advert's own price or a room's, per month or per week (pcm = pw x 52 / 12), within the bounds. */
  const rentWithin = (per: 'month' | 'week', bounds: string) => {
    const amount = (price: string, rentType: string) =>
      per === 'month'
        ? `case ${rentType} when 5 then ${price} when 4 then round(${price} * 52 / 12, 2) end`
        : `case ${rentType} when 4 then ${price} when 5 then round(${price} * 12 / 52, 2) end`;
    return `((${amount('p.price', 'p.property_rent_type_id')}) ${bounds} or exists (select 1 from property_rooms r where r.property_id = p.id and (${amount('r.price', 'r.property_rent_type_id')}) ${bounds}))`;
  };

  test('a maximum of £1,500 on lets is per month: weekly rents converted, nightly, hourly and to-be-discussed ones left out', async () => {
    await assertFilter(lets, { max_price: 1500 }, sql.raw(rentWithin('month', '<= 1500')));
    const found = await map({ ...lets, max_price: 1500 });
    const kinds = await sql<{ rent_type: number; n: number }>`
      select p.property_rent_type_id as rent_type, count(*)::int as n from properties p
      where p.id in (${sql.join([...idsOf(found.data)])}) group by 1`.execute(h.handle.db);
    const byType = Object.fromEntries(kinds.rows.map((r) => [r.rent_type, r.n]));
    assert.ok(byType[5]! > 0 && byType[4]! > 0, `monthly and weekly rents both found: ${JSON.stringify(byType)}`);
    assert.equal(byType[6], undefined, 'no to-be-discussed price');
  });

  test('a weekly rent is found by per-week bounds, and by the same rent per month (pw x 52 / 12), not below it', async () => {
    const weekly = await sql<{ id: number }>`
      select p.id from properties p where p.is_published and p.is_let and p.property_rent_type_id = 4 and p.room_prices is null
        and p.latitude between 49.8 and 60.9 order by p.id limit 1`.execute(h.handle.db);
    const { id } = first(weekly.rows);
    const { rows } = await sql<{ price: string }>`select price from properties where id = ${id}`.execute(h.handle.db);
    const pw = Number(first(rows).price);
    const pcm = Math.round(((pw * 52) / 12) * 100) / 100;
    const perWeek = idsOf((await map({ ...lets, price_rent_type_id: 4, min_price: pw, max_price: pw })).data);
    const perMonth = idsOf((await map({ ...lets, min_price: Math.floor(pcm), max_price: Math.ceil(pcm) })).data);
    assert.ok(perWeek.has(id), `£${pw} pw found per week`);
    assert.ok(perMonth.has(id), `£${pw} pw found as £${pcm} pcm`);
    assert.ok(!idsOf((await map({ ...lets, max_price: Math.floor(pcm) - 1 })).data).has(id), 'not under its monthly rent');
  });

  test('per-week bounds compare weekly rents, and monthly ones converted', async () => {
    await assertFilter(lets, { price_rent_type_id: 4, min_price: 250, max_price: 400 }, sql.raw(rentWithin('week', 'between 250 and 400')));
  });

  test('short stays are priced per night: their own price or any room', async () => {
    const amount = (price: string, rentType: string) => `case ${rentType} when 3 then ${price} end`;
    await assertFilter(
      lets,
      { is_long_short_term: 2, max_price: 100 },
      sql.raw(
        `p.is_short_term and ((${amount('p.price', 'p.property_rent_type_id')}) <= 100 or exists (select 1 from property_rooms r where r.property_id = p.id and (${amount('r.price', 'r.property_rent_type_id')}) <= 100))`,
      ),
    );
  });

  test('a chosen frequency is the price period: per hour', async () => {
    await assertFilter(
      lets,
      { property_rent_type_id: 2, max_price: 30 },
      sql.raw(
        `(p.property_rent_type_id = 2 and p.price <= 30) or exists (select 1 from property_rooms r where r.property_id = p.id and r.property_rent_type_id = 2 and r.price <= 30)`,
      ),
    );
  });

  test('for sale and to let together: sale prices as they are, rents per month', async () => {
    const both = { ...UK, ad_type: 6 };
    await assertFilter(
      both,
      { max_price: 1500 },
      sql.raw(`(p.is_sale and p.price <= 1500) or (p.is_let and ${rentWithin('month', '<= 1500')})`),
    );
    await assertFilter(
      both,
      { min_price: 500000 },
      sql.raw(`(p.is_sale and p.price >= 500000) or (p.is_let and ${rentWithin('month', '>= 500000')})`),
    );
  });

  test('people looking to rent are compared by their monthly budget', async () => {
    await assertFilter({ ...UK, ad_type: 2 }, { max_price: 1200 }, sql.raw(rentWithin('month', '<= 1200')));
  });

  test('a price period other than week or month is refused', async () => {
    const res = await list({ ...LONDON_SEARCH, price_rent_type_id: 3 });
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.price_rent_type_id);
  });
});

describe('area shapes', () => {
  // Roughly Camden, Islington and Hackney, drawn as the map's draw control gives it.
  const ring: Position[] = [
    [-0.19, 51.52],
    [-0.12, 51.575],
    [-0.03, 51.565],
    [-0.02, 51.52],
    [-0.1, 51.5],
    [-0.19, 51.52],
  ];

  test('a drawn polygon returns exactly the adverts inside it', async () => {
    const inLondon = await map(LONDON_SEARCH);
    const drawn = await map({ ...LONDON_SEARCH, drawbboxs: JSON.stringify([ring]) });
    assert.ok(drawn.data.length > 0 && drawn.data.length < inLondon.data.length);
    for (const pin of drawn.data) assert.ok(insideRing([pin.longitude, pin.latitude], ring), `pin ${pin.id} is outside the drawing`);
    const expected = inLondon.data
      .filter((p) => insideRing([p.longitude, p.latitude], ring))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    assert.deepEqual(
      [...idsOf(drawn.data)].sort((a, b) => a - b),
      expected,
    );
    // The same drawing as GeoJSON (the draw control's FeatureCollection) and as an array.
    const geojson = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] } }] };
    assert.equal((await map({ ...LONDON_SEARCH, drawbboxs: geojson })).meta.total, drawn.meta.total);
    assert.equal((await list({ ...LONDON_SEARCH, drawbboxs: [ring] })).json().meta.total, drawn.meta.total);
  });

  test('two drawn areas return the adverts of either', async () => {
    const east: Position[] = [
      [0.0, 51.45],
      [0.1, 51.45],
      [0.1, 51.55],
      [0.0, 51.55],
    ];
    const a = await map({ ...LONDON_SEARCH, drawbboxs: [ring] });
    const b = await map({ ...LONDON_SEARCH, drawbboxs: [east] });
    const both = await map({ ...LONDON_SEARCH, drawbboxs: [ring, east] });
    assert.equal(both.meta.total, new Set([...idsOf(a.data), ...idsOf(b.data)]).size);
  });

  test('a point and radius finds adverts within that many miles; a bare address matches by place name', async () => {
    const near = await map({ ...LONDON_SEARCH, boundary_box: undefined, latitude: 51.5073, longitude: -0.1277, radius: 3 });
    assert.ok(near.meta.total > 0);
    const rows = await sql<{ id: number; miles: number }>`
      select id, earth_distance(ll_to_earth(51.5073, -0.1277), ll_to_earth(latitude, longitude)) / 1609.344 as miles
      from properties where id in (${sql.join([...idsOf(near.data)])})`.execute(h.handle.db);
    for (const r of rows.rows) assert.ok(r.miles <= 3.0001, `advert ${r.id} is ${r.miles} miles away`);
    const byName = await map({ ad_type: 6, address: 'Manchester, Greater Manchester, England' });
    assert.ok(byName.meta.total > 0);
    const cities = await sql<{
      city: string;
    }>`select distinct a.city from properties p join addresses a on a.id = p.address_id where p.id in (${sql.join([...idsOf(byName.data)])})`.execute(
      h.handle.db,
    );
    assert.deepEqual(
      cities.rows.map((r) => r.city),
      ['Manchester'],
    );
  });

  test('map pins carry what the popup shows and follow the list order', async () => {
    const pins = await map(LONDON_SEARCH);
    const page1 = (await list(LONDON_SEARCH)).json();
    assert.deepEqual(
      pins.data.slice(0, 15).map((p) => p.id),
      page1.data.map((c: { id: number }) => c.id),
    );
    const pin = first(pins.data, 'a pin');
    for (const key of [
      'latitude',
      'longitude',
      'price',
      'property_title',
      'category',
      'type',
      'type_detail',
      'full_address',
      'date_start',
      'date_end',
      'is_freehold',
      'property_details',
      'image',
      'is_cash',
      'rent_type',
      'property_rooms',
    ]) {
      assert.ok(key in pin, `pin has ${key}`);
    }
    const { rows } = await sql<{ full_address: string; bedrooms: number; file_path: string | null }>`
      select a.full_address, d.bedrooms, (select file_path from property_images i where i.property_id = p.id order by position limit 1) as file_path
      from properties p join addresses a on a.id = p.address_id join property_details d on d.property_id = p.id where p.id = ${pin.id}`.execute(
      h.handle.db,
    );
    const row = first(rows);
    assert.equal(pin.full_address, row.full_address);
    assert.equal((pin.property_details as { bedrooms: number }).bedrooms, row.bedrooms);
    assert.equal(pin.image, row.file_path);
  });
});

describe('advert detail', () => {
  test('a short-term let carries rooms, policies, discounts and rules', async () => {
    const { rows } = await sql<{ id: number }>`
      select p.id from properties p where p.is_published and p.is_short_term and p.is_let
        and exists (select 1 from property_discounts x where x.property_id = p.id)
        and exists (select 1 from property_rooms r where r.property_id = p.id) order by p.id limit 1`.execute(h.handle.db);
    const { id } = first(rows);
    const res = await client.get(`/api/properties/${id}`);
    assert.equal(res.statusCode, 200);
    const ad = res.json().data;
    assert.equal(ad.id, id);
    assert.ok(ad.property_rooms.length > 0);
    assert.ok(ad.property_rooms[0].property_room_type.type);
    assert.ok(ad.property_rooms[0].property_room_detail);
    assert.ok(ad.discounts[0].discount_type.type);
    assert.ok(ad.rules.length > 0);
    assert.ok(ad.cancellation_rule?.rule);
    assert.ok(ad.check_in_flexible || /^\d{2}:\d{2}$/.test(ad.check_in_from));
    assert.ok(ad.property_details && 'bedrooms' in ad.property_details);
    assert.ok(ad.address.full_address && ad.address.latitude);
    assert.ok(Array.isArray(ad.settings));
  });

  test('an investment advert carries its figures; a studio flat is type detail 8', async () => {
    const inv = await sql<{
      property_id: number;
    }>`select i.property_id from investment_property_details i join properties p on p.id = i.property_id where p.is_published limit 1`.execute(
      h.handle.db,
    );
    const ad = (await client.get(`/api/properties/${first(inv.rows).property_id}`)).json().data;
    assert.ok(ad.is_investment);
    assert.equal(typeof ad.investment_property_details.roi, 'number');
    const studio = await sql<{ id: number }>`select id from properties where property_type_details_id = 8 and is_published limit 1`.execute(
      h.handle.db,
    );
    const s = (await client.get(`/api/properties/${first(studio.rows).id}`)).json().data;
    assert.equal(s.property_type_details.type_detail, 'Studio Flat');
  });

  test('a new build says so on its advert and card; other adverts say they are not', async () => {
    const built = await sql<{ id: number }>`select id from properties where is_new_build and is_published limit 1`.execute(h.handle.db);
    const id = first(built.rows).id;
    assert.equal((await client.get(`/api/properties/${id}`)).json().data.is_new_build, true);
    const older = await sql<{ id: number }>`select id from properties where not is_new_build and is_published limit 1`.execute(h.handle.db);
    assert.equal((await client.get(`/api/properties/${first(older.rows).id}`)).json().data.is_new_build, false);
    const cards = (await list({ ...UK, ad_type: 4, is_new_build: true })).json().data as Array<{ is_new_build: boolean }>;
    assert.ok(cards.length > 0 && cards.every((card) => card.is_new_build === true));
  });

  test('unknown, unpublished or malformed ids are 404 ad_does_not_exist', async () => {
    const hidden = await sql<{ id: number }>`select id from properties where not is_published limit 1`.execute(h.handle.db);
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999999', "1'%20or%20'1'='1", String(first(hidden.rows).id)]) {
      const res = await client.get(`/api/properties/${id}`);
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json().message, 'ad_does_not_exist');
    }
  });

  test('descriptions are sanitised even when stored unsafe', async () => {
    const { rows } = await sql<{ id: number }>`select id from properties where is_published order by id limit 1`.execute(h.handle.db);
    const { id } = first(rows);
    await sql`update properties set property_description = ${'<p onmouseover="x()">Hi<script>steal()</script><img src=x onerror=alert(1)><a href="javascript:evil()">l</a></p>'} where id = ${id}`.execute(
      h.handle.db,
    );
    const ad = (await client.get(`/api/properties/${id}`)).json().data;
    assert.equal(ad.property_description, '<p>Hi<a rel="nofollow noopener noreferrer" target="_blank">l</a></p>');
  });
});

describe('privacy', () => {
  async function advertOf(email: string) {
    const { rows } = await sql<{
      id: number;
    }>`select p.id from properties p join users u on u.id = p.user_id where u.email = ${email} and p.is_published order by p.id limit 1`.execute(
      h.handle.db,
    );
    const res = await client.get(`/api/properties/${first(rows, `a published advert of ${email}`).id}`);
    return { body: res.body, ad: res.json().data };
  }

  test('an advertiser who hides every contact item shows only a name', async () => {
    const { body, ad } = await advertOf('private@roofline.test');
    assert.deepEqual(ad.settings, []);
    assert.equal(ad.contact.name, 'Daniel Hughes');
    for (const k of ['email', 'mobile', 'mobile_prefix', 'landing', 'landing_prefix', 'company_name', 'address'])
      assert.equal(ad.contact[k], null, k);
    assert.equal(body.includes('private@roofline.test'), false);
    assert.equal(body.includes('7700 900'), false);
  });

  test('an advertiser who shows everything shows every item', async () => {
    const { ad } = await advertOf('landlord@roofline.test');
    assert.deepEqual(ad.settings, [1, 2, 3, 4, 5]);
    assert.equal(ad.contact.email, 'landlord@roofline.test');
    assert.equal(ad.contact.company_name, 'Shah & Co Lettings');
    assert.ok(ad.contact.mobile && ad.contact.landing && ad.contact.address.full_address);
    assert.equal(ad.contact.show_email, true);
  });

  test('no discovery answer carries password hashes, sessions or hidden e-mails', async () => {
    const hidden = await sql<{ email: string }>`
      select u.email from users u join user_settings s on s.user_id = u.id and s.setting_id = 5 and s.setting_value = '0'`.execute(
      h.handle.db,
    );
    const bodies = [
      (await list(UK)).body,
      (await client.post('/api/properties-map', UK)).body,
      (await client.post('/api/services-list', UK_SERVICES)).body,
      (await client.post('/api/services-map', UK_SERVICES)).body,
    ];
    const ids = await sql<{ id: number }>`select id from properties where is_published order by id limit 40`.execute(h.handle.db);
    for (const r of ids.rows) bodies.push((await client.get(`/api/properties/${r.id}`)).body);
    const all = bodies.join('\n');
    assert.equal(/password|scrypt\$|csrf_token|session/i.test(all), false);
    for (const r of hidden.rows) assert.equal(all.includes(r.email), false, r.email);
  });
});

describe('services', () => {
  test('sorted by price, a price to be discussed comes last either way, and a price range leaves it out', async () => {
    const page = async (extra: object) =>
      (await client.post('/api/services-list', { ...UK_SERVICES, newest: false, ...extra })).json().data as Array<{
        price: number;
        service_payment_type: { type: string };
      }>;
    const discussed = (s: { price: number; service_payment_type: { type: string } }) =>
      Number(s.price) === 0 || s.service_payment_type.type === 'To Be Discussed';
    for (const sort of [{ lowest_price: true }, { highest_price: true }]) {
      const rows = await page(sort);
      const firstDiscussed = rows.findIndex(discussed);
      if (firstDiscussed >= 0) assert.ok(rows.slice(firstDiscussed).every(discussed), JSON.stringify(sort));
      const priced = rows.filter((s) => !discussed(s)).map((s) => Number(s.price));
      assert.deepEqual(
        priced,
        [...priced].sort((a, b) => ('lowest_price' in sort ? a - b : b - a)),
      );
    }
    const bounded = await page({ lowest_price: true, min_price: 0, max_price: 80 });
    assert.ok(bounded.length > 0);
    assert.ok(bounded.every((s) => !discussed(s) && Number(s.price) <= 80));
  });

  test('services list and map search an area and narrow by occupation', async () => {
    const all = (await client.post('/api/services-list', UK_SERVICES)).json();
    assert.ok(all.meta.total > 0);
    const plumbers = (await client.post('/api/services-list', { ...UK_SERVICES, service_type_occupation_id: 1 })).json();
    assert.ok(plumbers.meta.total > 0 && plumbers.meta.total < all.meta.total);
    for (const s of plumbers.data) assert.equal(s.occupation.type, 'Plumber');
    const pins = (await client.post('/api/services-map', { ...UK_SERVICES, service_type_occupation_id: 1 })).json();
    // By field, in the list's order, with what a provider's popup shows.
    assert.deepEqual(pins.meta, { total: plumbers.meta.total, shown: plumbers.meta.total, limit: 5000 });
    assert.equal(pins.data.id.length, plumbers.meta.total);
    assert.deepEqual(
      pins.data.id.slice(0, plumbers.data.length),
      plumbers.data.map((s: { id: number }) => s.id),
    );
    const [listed] = plumbers.data;
    assert.equal(pins.data.occupation[0], 'Plumber');
    assert.equal(pins.data.service_title[0], listed.service_title);
    assert.equal(pins.data.payment_type[0], listed.service_payment_type.type);
    assert.equal(pins.data.postcode[0], listed.address.postcode);
    assert.equal(Number(pins.data.price[0]), Number(listed.price));
    assert.ok(Math.abs(pins.data.latitude[0] - Number(listed.latitude)) < 1e-5);
    assert.equal((await client.post('/api/services-list', {})).statusCode, 422);
    // As the property search, a key the service search does not have is refused whatever its value.
    const unknown = await client.post('/api/services-list', { ...UK_SERVICES, ad_type: 0 });
    assert.deepEqual(unknown.json().errors, { ad_type: ['The ad type filter does not exist.'] });
    const one = await client.get(`/api/services/${plumbers.data[0].id}`);
    assert.equal(one.statusCode, 200);
    assert.ok(one.json().data.service_payment_type.type);
    assert.equal((await client.get('/api/services/nope')).statusCode, 404);
  });
});

describe('changes show at once', () => {
  test('a moved address, a new cover picture, new details and a new advert reach the search straight away', async () => {
    const before = await map(LONDON_SEARCH);
    const total = (await list(LONDON_SEARCH)).json().meta.total;
    const pin = first(before.data, 'a pin');
    const db = h.handle.db;
    const { rows } = await sql<{
      address_id: number;
      user_id: number;
    }>`select address_id, user_id from properties where id = ${pin.id}`.execute(db);
    const advert = first(rows);
    // Move the advert's address to Leeds: it leaves the London search and its pin follows the address.
    await sql`update addresses set latitude = 53.8, longitude = -1.55, full_address = 'Moved, Leeds' where id = ${advert.address_id}`.execute(
      db,
    );
    const moved = await map(LONDON_SEARCH);
    assert.equal(moved.meta.total, before.meta.total - 1);
    assert.equal((await list(LONDON_SEARCH)).json().meta.total, total - 1);
    const inLeeds = await map({ ...LONDON_SEARCH, boundary_box: [-1.6, 53.75, -1.5, 53.85] });
    assert.equal(inLeeds.data.find((p) => p.id === pin.id)?.full_address, 'Moved, Leeds');
    await sql`update addresses set latitude = ${pin.latitude}, longitude = ${pin.longitude} where id = ${advert.address_id}`.execute(db);
    assert.equal((await list(LONDON_SEARCH)).json().meta.total, total);

    await sql`insert into property_images (property_id, file_path, position) values (${pin.id}, 'seed/house-024.svg', -1)`.execute(db);
    await sql`update property_details set double_room = double_room + 7 where property_id = ${pin.id}`.execute(db);
    const updated = (await map(LONDON_SEARCH)).data.find((p) => p.id === pin.id)!;
    assert.equal(updated.image, 'seed/house-024.svg');
    assert.equal((updated.property_details as { bedrooms: number }).bedrooms, (pin.property_details as { bedrooms: number }).bedrooms + 7);

    const address = await sql<{ id: number }>`
      insert into addresses (line_1, city, county, postcode, country, full_address, latitude, longitude)
      values ('1 Test Street', 'London', 'Greater London', 'SE1 7PB', 'United Kingdom', '1 Test Street, London', 51.5, -0.11) returning id`.execute(
      db,
    );
    await sql`
      insert into properties (user_id, address_id, property_category_id, property_title, is_sale, price)
      values (${advert.user_id}, ${first(address.rows).id}, 1, 'Brand new listing', true, 1)`.execute(db);
    const after = (await list(LONDON_SEARCH)).json();
    assert.equal(after.meta.total, total + 1);
    assert.equal(after.data[0].property_title, 'Brand new listing');
  });
});

describe('junk input', () => {
  const junk: unknown[] = [
    null,
    1,
    'x',
    [],
    [1, 2],
    { ad_type: [] },
    { ad_type: {} },
    { ad_type: '1; drop table properties' },
    { ad_type: 6, address: { $ne: 1 } },
    { ad_type: 6, address: "London' or 1=1 --" },
    { ad_type: 1e308, address: 'x' },
    { ad_type: 6, address: 'London', boundary_box: { a: 1 } },
    { ad_type: 6, address: 'London', boundary_box: [NaN, 1, 2, 3] },
    {
      ad_type: 6,
      address: 'London',
      drawbboxs: [
        [
          [Infinity, 1],
          [2, 2],
          [3, 3],
        ],
      ],
    },
    { ad_type: 6, address: 'London', drawbboxs: { type: 'FeatureCollection' } },
    {
      ad_type: 6,
      address: 'London',
      drawbboxs: Array.from({ length: 30 }, () => [
        [0, 0],
        [1, 1],
        [1, 0],
      ]),
    },
    { ad_type: 6, address: 'London', drawbboxs: [Array.from({ length: 2000 }, (_, i) => [i / 1000, i / 2000])] },
    { ad_type: 6, address: 'London', min_price: '1e5x', max_beds: -3, guests: 'many', floors: '5++', radius: 1e9 },
    { ad_type: 6, address: 'London', latitude: 'north', longitude: 200 },
    { ad_type: 6, address: '%_\\', is_cash: 'maybe', houses: ['x'] },
    { ad_type: 6, address: 'x'.repeat(100_000) },
    {
      ad_id: '1 or 1=1',
      address_id: [],
      radius: 'far',
      guest_id: {},
      service_provider_id: -5,
      service_type_occupation_id: 'x',
      id: 'abc',
      type: 'Drop',
      report_type: 1,
    },
    { ad_id: 2147483648, guest_id: '99999999999', service_provider_id: 1.5, id: 1e20 },
  ];
  const endpoints = [
    '/api/properties-list',
    '/api/properties-list?page=-1',
    '/api/properties-list?page=99999999999',
    '/api/properties-map',
    '/api/services-list',
    '/api/services-map',
    '/api/host-reviews',
    '/api/neighbourhood-reviews',
    '/api/service-reviews',
    '/api/guest-reviews',
    '/api/report/',
    '/api/property-categories',
    '/api/property-types',
    '/api/property-type-details',
  ];

  test('every endpoint answers junk with a 4xx (or 200), never a 5xx', async () => {
    for (const url of endpoints) {
      for (const body of junk) {
        const res = await client.request({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        assert.ok(res.statusCode < 500, `${url} ${JSON.stringify(body)?.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const form = await client.request({
        method: 'POST',
        url,
        payload: 'ad_type=6&address=London&drawbboxs=%5B%5B&boundary_box=1,2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.ok(form.statusCode < 500, `${url} form -> ${form.statusCode}`);
      const broken = await client.request({
        method: 'POST',
        url,
        payload: '{"ad_type": 6,',
        headers: { 'content-type': 'application/json' },
      });
      assert.ok(broken.statusCode >= 400 && broken.statusCode < 500, `${url} broken JSON -> ${broken.statusCode}`);
    }
    for (const path of ['/api/properties/%00', '/api/properties/..%2F..%2Fetc', '/api/properties/1e3', '/api/services/%27']) {
      assert.ok((await client.get(path)).statusCode < 500, path);
    }
    // The tables are still there after the injection attempts.
    const still = await sql<{ n: number }>`select count(*)::int as n from properties`.execute(h.handle.db);
    assert.ok(first(still.rows).n > 0);
  });
});

test('the seed writes each advert’s guests by the night and mandatory fees as the triggers keep them', async () => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from properties p left join property_details d on d.property_id = p.id
    where p.stay_guests is distinct from stay_guests_of(p.id, p.property_type_details_id, p.property_rent_type_id, p.tenants_guests)
      or (p.stay_fees is null) <> (coalesce(d.cleaning_fee, 0) = 0 and coalesce(d.service_fee, 0) = 0)`.execute(h.handle.db);
  assert.equal(first(rows).n, 0);
});

describe('list pages kept between requests', () => {
  test('a deep page, read from the search’s kept order, moves up one card when an advert before it is unpublished', async () => {
    const ids = async (page: number) => {
      const body = (await list(UK, page)).json<{ data: Array<{ id: number }>; meta: { total: number; last_page: number } }>();
      return { ids: body.data.map((c) => c.id), meta: body.meta };
    };
    const deep = OFFSET_PAGES + 1;
    const before = await ids(deep);
    assert.ok(before.meta.last_page > deep, 'the seed has pages past the ones read with OFFSET');
    const next = await ids(deep + 1);
    const gone = (await ids(deep - 1)).ids.at(-1)!;
    await sql`update properties set is_published = false where id = ${gone}`.execute(h.handle.db);
    try {
      const after = await ids(deep);
      assert.equal(after.meta.total, before.meta.total - 1);
      assert.deepEqual(after.ids, [...before.ids.slice(1), next.ids[0]]);
    } finally {
      await sql`update properties set is_published = true where id = ${gone}`.execute(h.handle.db);
    }
    assert.deepEqual((await ids(deep)).ids, before.ids);
  });
  test('the same page is answered again until an advert changes, then afresh', async () => {
    const firstPage = async () =>
      (await list(LONDON_SEARCH)).json<{ data: Array<{ id: number; property_title: string }>; meta: { total: number } }>();
    const before = await firstPage();
    assert.deepEqual(await firstPage(), before);
    const [top] = before.data;
    await sql`update properties set property_title = 'Retitled while the page was kept' where id = ${top!.id}`.execute(h.handle.db);
    try {
      const after = await firstPage();
      assert.equal(after.data[0]?.property_title, 'Retitled while the page was kept');
      await sql`update properties set is_published = false where id = ${top!.id}`.execute(h.handle.db);
      const unpublished = await firstPage();
      assert.ok(!unpublished.data.some((a) => a.id === top!.id));
      assert.equal(unpublished.meta.total, before.meta.total - 1);
    } finally {
      await sql`update properties set is_published = true, property_title = ${top!.property_title} where id = ${top!.id}`.execute(
        h.handle.db,
      );
    }
  });
});

describe('keywords', () => {
  /** How many listed homes in the UK box the condition finds, counted straight from the table. */
  const counted = async (condition: string) =>
    first(
      (
        await sql<{ n: number }>`select count(*)::int as n from properties p where p.is_published and (p.is_sale or p.is_let)
          and p.market_status not in ('sold', 'let') and p.longitude between -8.7 and 1.8 and p.latitude between 49.8 and 60.9
          and (${sql.raw(condition)})`.execute(h.handle.db)
      ).rows,
    ).n;

  test('a phrase in quotes finds exactly the homes whose words hold it, and a -word leaves out those that hold it', async () => {
    const phrase = await map({ ...UK, keywords: '"walk-in wardrobe"' });
    const expected = await counted(`p.property_description ilike '%walk-in wardrobe%' or p.property_title ilike '%walk-in wardrobe%'`);
    assert.ok(expected > 0, 'the seed describes some walk-in wardrobes');
    assert.equal(phrase.meta.total, expected);
    const without = await map({ ...UK, keywords: '"walk-in wardrobe" -garage' });
    assert.ok(without.meta.total > 0 && without.meta.total < phrase.meta.total, 'homes with a garage left out');
  });

  test('words combine with the other filters, and words that are no text are a 422 under keywords', async () => {
    const all = await map({ ...UK, keywords: 'garden' });
    const bigger = await map({ ...UK, keywords: 'garden', min_beds: 4 });
    assert.ok(bigger.meta.total > 0 && bigger.meta.total < all.meta.total);
    assert.ok(bigger.data.every((pin) => ((pin.property_details as { bedrooms?: number } | null)?.bedrooms ?? 0) >= 4));
    const res = await client.post('/api/properties-map', { ...UK, keywords: 'x'.repeat(201) });
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.keywords);
  });
});
