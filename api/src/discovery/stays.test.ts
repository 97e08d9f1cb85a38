import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { dayAt, isoDay, mixedStay, register, shortStay, studioFlat } from '../bookings/fixture.ts';

/** Issue 43 item 3 and issue 42 item 8: stays searched by dates and guests, and their totals to the penny. */
let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let rooms: { id: number; double: number; single: number };
let studio: number;
let hourly: { id: number };

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  rooms = await shortStay(h.handle.db, host.id);
  studio = await studioFlat(h.handle.db, host.id);
  hourly = await mixedStay(h.handle.db, host.id);
  // The meeting room's advert, let only by the hour: no nights to sell.
  await sql`delete from property_rooms where property_id = ${hourly.id}::int and property_rent_type_id = 3`.execute(h.handle.db);
  await sql`update properties set property_rent_type_id = 2 where id = ${hourly.id}::int`.execute(h.handle.db);
  await sql`update properties set tenants_guests = 2 where id = ${studio}::int`.execute(h.handle.db);
});
after(() => h.close());

/** 'DD-MM-YYYY' some days from today, as the search form sends a date. */
const day = (from: number) => dayAt(from, '00:00').slice(0, 10);

const stays = (extra: Record<string, unknown> = {}) => ({
  ad_type: 5,
  is_let: 1,
  is_long_short_term: 2,
  address: 'Leeds, West Yorkshire, England, United Kingdom',
  boundary_box: [-1.7, 53.7, -1.4, 53.9],
  ...extra,
});
const dated = (from: number, to: number, guests?: number) =>
  stays({ date_start: day(from), date_end: day(to), ...(guests ? { guests } : {}) });

interface Card {
  id: number;
  stay_total: number | null;
  stay_fees: { cleaning_fee: number | null; service_fee: number | null } | null;
}
async function cards(body: Record<string, unknown>): Promise<Card[]> {
  const res = await guest.client.post('/api/properties-list', body);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ data: Card[] }>().data;
}
const ids = async (body: Record<string, unknown>) => (await cards(body)).map((c) => c.id).sort((a, b) => a - b);

async function pinTotals(body: Record<string, unknown>): Promise<Map<number, number | null>> {
  const res = await guest.client.post('/api/properties-map', { ...body, bbox: [-1.7, 53.7, -1.4, 53.9], zoom: 16 });
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json<{ data: { id: number[]; stay_total: Array<number | null> } }>().data;
  return new Map(data.id.map((id, i) => [id, data.stay_total[i] ?? null]));
}

async function stayTerms(id: number, query: string) {
  const res = await guest.client.get(`/api/properties/${id}/stay?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    instant_book: boolean;
    dated: boolean;
    offer: { total: number; nights: number; guests: number; rooms: Array<{ id: number; quantity: number }> } | null;
  };
}

/** The guest books a stay from a check-in day to a check-out day (days from today), its rooms picked when let by them. */
const book = (advert: number, [from, to]: [number, number], guests: number, price: number | null, picked?: Record<string, number>) =>
  guest.client.post('/api/book', {
    booking_type: 'reserve',
    host_id: host.id,
    property_id: advert,
    guests,
    pets: 0,
    date_start: dayAt(from, '15:00'),
    date_end: dayAt(to, '11:00'),
    ...(picked ? { picked_rooms: JSON.stringify(picked) } : {}),
    price,
  });

describe('totals', () => {
  test("the search's total is what booking those dates charges, on the card, the pin and the advert", async () => {
    // Three guests for two nights: a double (2 x 100) and the single (2 x 60) beat two doubles, each with its fees.
    const body = dated(20, 22, 3);
    const card = (await cards(body)).find((c) => c.id === rooms.id);
    assert.ok(card, 'the stay is listed');
    assert.equal(card.stay_total, 2 * 100 + 2 * 60 + 2 * (20 + 5) - 0.1 * (2 * 100 + 2 * 60 + 2 * (20 + 5)));
    assert.equal((await pinTotals(body)).get(rooms.id), card.stay_total);
    const terms = await stayTerms(rooms.id, `date_start=${day(20)}&date_end=${day(22)}&guests=3`);
    assert.equal(terms.offer?.total, card.stay_total);
    assert.deepEqual(terms.offer?.rooms, [
      { id: rooms.double, quantity: 1 },
      { id: rooms.single, quantity: 1 },
    ]);

    const picked = Object.fromEntries(terms.offer.rooms.map((r) => [`room_${r.id}`, r.quantity]));
    const booked = await book(rooms.id, [20, 22], 3, card.stay_total, picked);
    assert.equal(booked.statusCode, 200, booked.body);
    assert.equal(booked.json().data.amount_due, card.stay_total);
  });

  test('a place booked whole: its nights and fees, and its party at most what it sleeps', async () => {
    const card = (await cards(dated(2, 5, 2))).find((c) => c.id === studio);
    assert.equal(card?.stay_total, 3 * 70);
    assert.ok(!(await ids(dated(2, 5, 3))).includes(studio));
  });

  test('without dates: no total, and the mandatory fees beside the nightly price', async () => {
    const card = (await cards(stays())).find((c) => c.id === rooms.id);
    assert.equal(card?.stay_total, null);
    assert.deepEqual(card?.stay_fees, { cleaning_fee: 20, service_fee: 5 });
    assert.equal((await cards(stays())).find((c) => c.id === studio)?.stay_fees, null);
    assert.equal((await pinTotals(stays())).get(rooms.id), null);
    const terms = await stayTerms(rooms.id, '');
    assert.deepEqual([terms.dated, terms.offer], [false, null]);
  });
});

describe('free for the dates and the party', () => {
  test('a stay taken on one night is not found for a party its free rooms cannot sleep, and is for one they can', async () => {
    // The booking above holds a double and the single on nights 20 and 21: a double is left.
    assert.ok(!(await ids(dated(21, 23, 3))).includes(rooms.id));
    assert.ok((await ids(dated(21, 23, 2))).includes(rooms.id));
    assert.equal((await stayTerms(rooms.id, `date_start=${day(21)}&date_end=${day(23)}&guests=3`)).offer, null);
    // The night the stay checks out on is free.
    assert.ok((await ids(dated(22, 24, 5))).includes(rooms.id));
    // Five guests fill the place; six are more than it sleeps.
    assert.ok(!(await ids(dated(26, 28, 6))).includes(rooms.id));
  });

  test('a request that expired unanswered, or was declined, no longer holds its nights', async () => {
    await sql`update bookings set expires_at = now() - interval '1 minute' where property_id = ${rooms.id}::int`.execute(h.handle.db);
    // A bump stands for the settle round that marks it expired within a minute.
    await sql`update search_generation set n = n + 1`.execute(h.handle.db);
    assert.ok((await ids(dated(21, 23, 3))).includes(rooms.id));
    await sql`update bookings set expires_at = now() + interval '1 day' where property_id = ${rooms.id}::int`.execute(h.handle.db);
  });

  test('a night the host closed leaves the stay out; some closed hours do not', async () => {
    const closed = await host.client.post('/api/user/calendar-blocks', { property_id: studio, day: isoDay(15) });
    assert.equal(closed.statusCode, 200, closed.body);
    assert.ok(!(await ids(dated(14, 17, 1))).includes(studio));
    assert.ok((await ids(dated(16, 18, 1))).includes(studio));
    await host.client.post('/api/user/calendar-blocks', { property_id: studio, day: isoDay(25), hours: [9, 10] });
    assert.ok((await ids(dated(24, 26, 1))).includes(studio));
  });

  test('a place booked whole is gone for any night its booking holds', async () => {
    const booked = await book(studio, [8, 10], 1, 140);
    assert.equal(booked.statusCode, 200, booked.body);
    assert.ok(!(await ids(dated(9, 12, 1))).includes(studio));
    assert.ok((await ids(dated(10, 12, 1))).includes(studio));
    assert.ok((await ids(dated(6, 8, 1))).includes(studio));
  });

  test('a room booked on one night and again on the next is taken once on each night, not twice', async () => {
    for (const from of [24, 25]) {
      const terms = await stayTerms(rooms.id, `date_start=${day(from)}&date_end=${day(from + 1)}&guests=2`);
      assert.deepEqual(terms.offer?.rooms, [{ id: rooms.double, quantity: 1 }]);
      const booked = await book(rooms.id, [from, from + 1], 2, terms.offer.total, { [`room_${rooms.double}`]: 1 });
      assert.equal(booked.statusCode, 200, booked.body);
    }
    // A double and the single are free on both nights: three guests, not four.
    assert.ok((await ids(dated(24, 26, 3))).includes(rooms.id));
    assert.ok(!(await ids(dated(24, 26, 4))).includes(rooms.id));
    assert.equal((await stayTerms(rooms.id, `date_start=${day(24)}&date_end=${day(26)}&guests=3`)).offer?.guests, 3);
  });

  test('a check-in alone asks for one night; a stay let only by the hour is not found by dates', async () => {
    const one = (await cards(stays({ date_start: day(5) }))).find((c) => c.id === studio);
    assert.equal(one?.stay_total, 70);
    assert.ok((await ids(stays())).includes(hourly.id));
    assert.ok(!(await ids(dated(10, 11))).includes(hourly.id));
  });

  test('long lets searched with dates still need only their availability', async () => {
    const both = await guest.client.post('/api/properties-list', { ...dated(21, 23, 3), is_long_short_term: 3 });
    assert.equal(both.statusCode, 200, both.body);
  });

  test('nights that cannot be booked are not offered: past, or past the booking window of a stay without an end date', async () => {
    assert.ok(!(await ids(dated(-2, 1, 1))).includes(studio));
    assert.ok((await ids(dated(29, 31, 1))).includes(studio));
    assert.ok(!(await ids(dated(30, 32, 1))).includes(studio));
    assert.equal((await stayTerms(studio, `date_start=${day(30)}&date_end=${day(32)}`)).offer, null);
  });

  test('a check-out before the check-in is refused with the field named', async () => {
    const res = await guest.client.get(`/api/properties/${rooms.id}/stay?date_start=${day(10)}&date_end=${day(9)}`);
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.date_end);
    assert.equal((await guest.client.get('/api/properties/999999/stay')).statusCode, 404);
  });
});
