import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { INSTANT_BOOK_CONFIRMED } from '../payments/index.ts';
import { dayAt, register, studioFlat } from './fixture.ts';

/** Issue 43 item 6: Instant Book, confirmed on payment, and the search's filter. */
let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let instant: number;
let request: number;

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  instant = await studioFlat(h.handle.db, host.id);
  request = await studioFlat(h.handle.db, host.id);
  await sql`update properties set is_instant_book = true where id = ${instant}::int`.execute(h.handle.db);
});
after(() => h.close());

const stayAt = (property: number, from: number, to: number) => ({
  booking_type: 'reserve',
  host_id: host.id,
  property_id: property,
  guests: 1,
  pets: 0,
  date_start: dayAt(from, '15:00'),
  date_end: dayAt(to, '11:00'),
  price: (to - from) * 70,
});

async function bookAndPay(property: number, from: number, to: number) {
  const booked = await guest.client.post('/api/book', stayAt(property, from, to));
  assert.equal(booked.statusCode, 200, booked.body);
  const booking = booked.json().data as { id: number; payment_token: string; instant_book: boolean; status: string };
  const paid = await guest.client.post(`/api/booking-payment/${booking.payment_token}/pay`);
  assert.equal(paid.statusCode, 200, paid.body);
  const after = (await guest.client.post(`/api/booking-payment/${booking.payment_token}`)).json().booking as { status: string };
  return { booking, status: after.status };
}

const termsOf = async (client: TestClient, id: number) =>
  (await client.get(`/api/properties/${id}/stay`)).json().data.instant_book as boolean;

describe('Instant Book', () => {
  test('a guest of an Instant Book stay is confirmed as soon as they pay, and the thread says so', async () => {
    assert.equal(await termsOf(guest.client, instant), true);
    const { booking, status } = await bookAndPay(instant, 3, 5);
    assert.equal(booking.instant_book, true);
    assert.equal(booking.status, 'pending');
    assert.equal(status, 'accepted');
    const { rows } = await sql<{ message: string; message_type: string }>`
      select message, message_type from messages where booking_id = ${booking.id}::int order by id`.execute(h.handle.db);
    assert.deepEqual(
      rows.map((r) => r.message_type),
      ['request_reservation', 'booking_paid', 'booking_accepted'],
    );
    assert.equal(rows.at(-1)?.message, INSTANT_BOOK_CONFIRMED);
  });

  test('a stay booked by request stays a request after payment, for the host to answer', async () => {
    assert.equal(await termsOf(guest.client, request), false);
    const { booking, status } = await bookAndPay(request, 3, 5);
    assert.equal(booking.instant_book, false);
    assert.equal(status, 'pending');
  });

  test('kept for trusted guests: a guest without a verified e-mail address and a completed stay requests to book', async () => {
    await sql`update properties set instant_book_trusted_only = true where id = ${instant}::int`.execute(h.handle.db);
    assert.equal(await termsOf(guest.client, instant), false);
    const first = await guest.client.post('/api/book', stayAt(instant, 8, 9));
    assert.equal(first.json().data.instant_book, false);

    await sql`update users set email_verified_at = now() where id = ${guest.id}::int`.execute(h.handle.db);
    // Verified but never stayed: still a request.
    assert.equal(await termsOf(guest.client, instant), false);
    await sql`update bookings set status = 'completed', date_start = now() - interval '5 days', date_end = now() - interval '3 days'
      where id = ${first.json().data.id}::int`.execute(h.handle.db);
    assert.equal(await termsOf(guest.client, instant), true);
    assert.equal((await guest.client.post('/api/book', stayAt(instant, 12, 13))).json().data.instant_book, true);
    // A visitor not signed in is told the stay is a request for them.
    assert.equal(await termsOf(new TestClient(h.app), instant), false);
  });

  test('the search finds Instant Book stays by its filter, and the card carries the flag', async () => {
    const body = {
      ad_type: 5,
      is_let: 1,
      is_long_short_term: 2,
      address: 'Leeds, West Yorkshire, England, United Kingdom',
      boundary_box: [-1.7, 53.7, -1.4, 53.9],
    };
    const all = (await guest.client.post('/api/properties-list', body)).json().data as Array<{ id: number; is_instant_book: boolean }>;
    assert.deepEqual(all.map((c) => c.id).sort(), [instant, request].sort());
    const only = (await guest.client.post('/api/properties-list', { ...body, is_instant_book: true })).json().data as Array<{
      id: number;
      is_instant_book: boolean;
    }>;
    assert.deepEqual(
      only.map((c) => [c.id, c.is_instant_book]),
      [[instant, true]],
    );
  });

  test('only a short stay may be booked instantly: a long let sent with the switch is refused, naming both switches', async () => {
    const body = {
      property_category_id: 1,
      property_type_id: 2,
      property_type_details_id: 9,
      property_rent_type_id: 5,
      property_title: 'Flat to let',
      property_description: '<p>A flat.</p>',
      price: 1300,
      is_let: true,
      is_short_term: false,
      is_instant_book: true,
      instant_book_trusted_only: true,
      tenants_guests: 2,
      epc_rating: 'C',
      address: { line_1: '1 High Street', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA', latitude: 53.8, longitude: -1.55 },
      contact: { name: 'James Whitfield', mobile_prefix: '+44', mobile: '7700900123', email: 'james@example.test' },
      details: { bath_room: 1, kitchen: 1 },
    };
    // Shared's field groups say which ad types a field belongs to; the form never shows these on a let.
    const res = await host.client.post('/api/user/adverts', body);
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort(), [
      'instant_book_trusted_only',
      'is_instant_book',
    ]);
    const withoutSwitches = await host.client.post('/api/user/adverts', {
      ...body,
      is_instant_book: false,
      instant_book_trusted_only: false,
    });
    assert.equal(withoutSwitches.statusCode, 201, withoutSwitches.body);
  });
});
