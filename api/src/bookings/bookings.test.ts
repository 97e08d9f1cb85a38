import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { first } from '../test/rows.ts';
import { dayAt, forSale, isoDay, plumber, register, shortStay, studioFlat } from './fixture.ts';
import { OWN_ADVERT, SLOT_TAKEN } from './book.ts';
import { JOB_POSTCODE_INVALID } from '@marketplace/shared/src/rules/booking.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let other: { client: TestClient; id: number };
let provider: { client: TestClient; id: number };
let stay: { id: number; double: number; single: number };
let house: number;
let studio: number;
let service: number;

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  other = await register(h, 'Sophie Turner', 'other@example.test');
  provider = await register(h, 'Mohammed Ali', 'provider@example.test');
  stay = await shortStay(h.handle.db, host.id);
  house = await forSale(h.handle.db, host.id);
  studio = await studioFlat(h.handle.db, host.id);
  service = await plumber(h.handle.db, provider.id);
});
after(() => h.close());

const viewing = (time: string, extra: Record<string, unknown> = {}) => ({
  booking_type: 'view',
  host_id: host.id,
  property_id: house,
  price: 325000,
  date_start: dayAt(3, time),
  date_end: dayAt(3, time),
  ...extra,
});

const reservation = (extra: Record<string, unknown> = {}) => ({
  booking_type: 'reserve',
  host_id: host.id,
  property_id: stay.id,
  guests: 3,
  pets: 0,
  date_start: dayAt(10, '15:00'),
  date_end: dayAt(12, '11:00'),
  picked_rooms: JSON.stringify({ [`room_${stay.double}`]: 2 }),
  // 2 doubles x 2 nights = 400, cleaning 2 x 20, service 2 x 5 = 450, less 10% for 3 guests.
  price: 405,
  ...extra,
});

const byAd = async (client: TestClient, propertyId: number | null, serviceId: number | null = null) =>
  client.post('/api/bookings-by-ad-id', {
    host_id: propertyId ? host.id : provider.id,
    booking_type: 'view',
    property_id: propertyId,
    service_id: serviceId,
  });

describe('reading what is taken', () => {
  test('an advert with no bookings: nothing taken, windows as HH:mm or Flexible', async () => {
    const res = await byAd(guest.client, stay.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      booked_dates: [],
      booked_date_hours: {},
      booked_date_hour_minutes: {},
      check_in_from: '15:00',
      check_in_to: '20:00',
      check_out_from: '11:00',
      check_out_to: '11:00',
      disabled_rooms: {},
      booked_rooms: {},
    });
    const ofService = (await byAd(guest.client, null, service)).json();
    assert.equal(ofService.check_in_from, 'Flexible');
  });

  test('form bodies work as JSON ones do; one of property_id and service_id is required', async () => {
    const form = await guest.client.request({
      method: 'POST',
      url: '/api/bookings-calendar',
      payload: `property_id=${stay.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.statusCode, 200, form.body);
    assert.deepEqual(form.json(), { data: [{ disabled_dates: [], disabled_hours: {} }] });
    const neither = await guest.client.post('/api/bookings-calendar', {});
    assert.equal(neither.statusCode, 422);
    assert.ok(neither.json().errors.property_id);
    const unknown = await guest.client.post('/api/bookings-by-ad-id', { property_id: 99999999 });
    assert.deepEqual(unknown.json().errors.property_id, ['The selected property id is invalid.']);
  });

  test('the calendar lists closed days and closed hours', async () => {
    await h.handle.db
      .insertInto('booking_calendar_blocks')
      .values([
        { property_id: house, day: isoDay(5), hours: null },
        { property_id: house, day: isoDay(6), hours: [9, 10] },
      ])
      .execute();
    const res = await guest.client.post('/api/bookings-calendar', { property_id: house });
    assert.deepEqual(res.json().data, [{ disabled_dates: [isoDay(5)], disabled_hours: { [isoDay(6)]: [9, 10] } }]);
  });

  test('signed out, every call answers 401', async () => {
    const client = new TestClient(h.app);
    await client.csrf();
    assert.equal((await client.post('/api/bookings-by-ad-id', { property_id: stay.id })).statusCode, 401);
    assert.equal((await client.post('/api/bookings-calendar', { property_id: stay.id })).statusCode, 401);
    assert.equal((await client.post('/api/book', viewing('10:00'))).statusCode, 401);
  });
});

describe('booking a viewing', () => {
  test('books a free hour, which is then gone for the next person, and tells the advertiser', async () => {
    const res = await guest.client.post('/api/book', viewing('11:00'));
    assert.equal(res.statusCode, 200, res.body);
    const booking = res.json().data;
    assert.equal(booking.status, 'pending');
    assert.equal(booking.user_id, guest.id);
    assert.equal(booking.amount_due, 0);
    const taken = (await byAd(other.client, house)).json();
    assert.deepEqual(taken.booked_date_hours[isoDay(3)], [11]);
    assert.deepEqual(taken.booked_date_hour_minutes[isoDay(3)], { '10': [15, 30, 45] });
    const second = await other.client.post('/api/book', viewing('11:00'));
    assert.equal(second.statusCode, 422);
    assert.deepEqual(second.json().errors.date_start, [SLOT_TAKEN]);
    assert.equal((await other.client.post('/api/book', viewing('10:30'))).statusCode, 422);
    assert.equal((await other.client.post('/api/book', viewing('12:00'))).statusCode, 200);

    const notes = await h.handle.db.selectFrom('notifications').selectAll().where('notifiable_id', '=', host.id).execute();
    assert.ok(notes.some((n) => n.data.message.startsWith('Emily Carter: I have requested a viewing of "Semi-detached house"')));
    // Each opens the conversation the request was written in.
    assert.ok(notes.every((n) => n.data.notification_id === n.id && n.data.url === '/dashboard-user-messages' && n.data.chat_room_id));
    const mail = await h.handle.db.selectFrom('outbox').selectAll().where('to_email', '=', 'host@example.test').execute();
    assert.ok(mail.some((m) => m.subject === 'New booking request: Semi-detached house' && m.body.includes('Emily Carter')));
  });

  test('the booking user is the session user: another user_id is refused, and so is your own advert', async () => {
    const res = await guest.client.post('/api/book', viewing('14:00', { user_id: other.id }));
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.user_id);
    const own = await host.client.post('/api/book', viewing('14:00'));
    assert.deepEqual(own.json().errors.property_id, [OWN_ADVERT]);
    assert.equal((await guest.client.post('/api/book', viewing('14:00'), { xsrf: false })).statusCode, 419);
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from bookings where date_start = ${new Date(`${isoDay(3)}T14:00:00Z`)}`.execute(h.handle.db);
    assert.equal(first(count.rows).n, 0);
  });

  test('refuses a price that differs, a past time, a time off the quarter hours, outside the hours or the window, or on a closed day', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [viewing('15:00', { price: 1 }), 'price'],
      [viewing('15:00', { date_start: dayAt(-1, '15:00') }), 'date_start'],
      [viewing('15:10'), 'date_start'],
      [viewing('07:00'), 'date_start'],
      [viewing('15:00', { date_start: dayAt(40, '15:00') }), 'date_start'],
      [viewing('15:00', { date_start: dayAt(5, '15:00') }), 'date_start'],
      [viewing('15:00', { date_start: dayAt(6, '10:00') }), 'date_start'],
      [viewing('15:00', { date_start: '2026-13-01 10:00' }), 'date_start'],
      [viewing('15:00', { booking_type: 'fly' }), 'booking_type'],
      [viewing('15:00', { host_id: other.id }), 'host_id'],
    ];
    for (const [body, field] of cases) {
      const res = await guest.client.post('/api/book', body);
      assert.equal(res.statusCode, 422, JSON.stringify(body));
      assert.ok(res.json().errors[field], `${field}: ${res.body}`);
    }
    assert.match((await guest.client.post('/api/book', viewing('15:00', { price: 1 }))).json().errors.price[0], /£325,000\.00/);
  });
});

describe('reserving a stay', () => {
  test('two rooms for two nights: the server computes the same total and keeps the breakdown', async () => {
    const res = await guest.client.post('/api/book', reservation());
    assert.equal(res.statusCode, 200, res.body);
    const booking = res.json().data;
    assert.equal(booking.price, 405);
    assert.deepEqual(booking.price_lines, [
      { kind: 'room', label: 'Double room × 2', detail: '£100.00 × 2 nights', amount: 400 },
      { kind: 'fee', label: 'Cleaning fee', detail: '£20.00 × 2 rooms', amount: 40 },
      { kind: 'fee', label: 'Service fee', detail: '£5.00 × 2 rooms', amount: 10 },
      { kind: 'discount', label: 'Number of Guests discount', detail: '10% off for 3 or more guests', amount: -45 },
      { kind: 'total', label: 'Total Price', amount: 405 },
    ]);
    assert.deepEqual(booking.rooms, [{ property_room_id: stay.double, quantity: 2, name: 'Double room' }]);
    const taken = (await byAd(other.client, stay.id)).json();
    assert.deepEqual(taken.disabled_rooms, { [isoDay(10)]: [stay.double], [isoDay(11)]: [stay.double] });
    assert.deepEqual(taken.booked_rooms[isoDay(10)], { [stay.double]: 2 });
  });

  test('rooms beyond what is left, a wrong price, pets where none are allowed, no guests or no rooms are refused', async () => {
    const full = await other.client.post(
      '/api/book',
      reservation({
        date_start: dayAt(11, '15:00'),
        date_end: dayAt(12, '11:00'),
        guests: 2,
        picked_rooms: { [`room_${stay.double}`]: 1 },
        price: 125,
      }),
    );
    assert.equal(full.statusCode, 422, full.body);
    assert.ok(full.json().errors.picked_rooms);
    const tooMany = await other.client.post(
      '/api/book',
      reservation({ date_start: dayAt(14, '15:00'), date_end: dayAt(15, '11:00'), picked_rooms: { [`room_${stay.single}`]: 2 }, price: 1 }),
    );
    assert.ok(tooMany.json().errors.picked_rooms);
    const price = await other.client.post(
      '/api/book',
      reservation({
        date_start: dayAt(14, '15:00'),
        date_end: dayAt(15, '11:00'),
        guests: 1,
        picked_rooms: { [`room_${stay.single}`]: 1 },
        price: 60,
      }),
    );
    assert.ok(price.json().errors.price);
    const checkIn = await other.client.post('/api/book', reservation({ date_start: dayAt(14, '10:00'), date_end: dayAt(15, '11:00') }));
    assert.ok(checkIn.json().errors.date_start);
    const noGuests = await other.client.post('/api/book', reservation({ guests: '' }));
    assert.ok(noGuests.json().errors.guests);
    const noRooms = await other.client.post('/api/book', reservation({ picked_rooms: '{}' }));
    assert.ok(noRooms.json().errors.picked_rooms);
    const pets = await other.client.post('/api/book', {
      ...reservation(),
      property_id: studio,
      picked_rooms: undefined,
      pets: 1,
      price: 70,
    });
    assert.deepEqual(pets.json().errors.pets, ['This place does not accept pets.']);
  });

  test('a form-encoded booking works as a JSON one does (picked_rooms as a JSON string)', async () => {
    const fields = reservation({
      date_start: dayAt(16, '15:00'),
      date_end: dayAt(17, '11:00'),
      guests: 1,
      picked_rooms: JSON.stringify({ [`room_${stay.double}`]: 1 }),
      price: 125,
    });
    const res = await guest.client.request({
      method: 'POST',
      url: '/api/book',
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.price, 125);
  });

  test('a Studio Flat books whole at its price, and its nights are then booked dates', async () => {
    const body = {
      ...reservation(),
      property_id: studio,
      guests: 1,
      picked_rooms: undefined,
      date_start: dayAt(4, '16:00'),
      date_end: dayAt(6, '10:00'),
      price: 140,
    };
    const res = await guest.client.post('/api/book', body);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual((await byAd(other.client, studio)).json().booked_dates, [isoDay(4), isoDay(5)]);
    const again = await other.client.post('/api/book', { ...body, date_start: dayAt(5, '16:00'), price: 70 });
    assert.equal(again.statusCode, 422);
    // Checking in on the day the last guest checks out is fine.
    assert.equal(
      (await other.client.post('/api/book', { ...body, date_start: dayAt(6, '16:00'), date_end: dayAt(7, '10:00'), price: 70 })).statusCode,
      200,
    );
  });
});

describe('appointing a service', () => {
  const appointment = (extra: Record<string, unknown> = {}) => ({
    booking_type: 'appoint',
    host_id: provider.id,
    service_id: service,
    price: 90,
    date_start: dayAt(2, '09:00'),
    date_end: dayAt(2, '09:00'),
    service_user_address: '10 Park Row, Leeds',
    service_user_postcode: 'LS1 5HD',
    service_user_job_description: 'The kitchen tap drips all night.',
    ...extra,
  });

  test('books with an address and a job description, within the working hours', async () => {
    const res = await guest.client.post('/api/book', appointment());
    assert.equal(res.statusCode, 200, res.body);
    const booking = res.json().data;
    assert.equal(booking.service_user_postcode, 'LS1 5HD');
    assert.equal(booking.amount_due, 90);
    assert.equal((await guest.client.post('/api/book', appointment({ date_start: dayAt(2, '17:30') }))).statusCode, 422);
    assert.equal((await guest.client.post('/api/book', appointment({ date_start: dayAt(2, '17:15') }))).statusCode, 200);
  });

  test('the address and the description are required and checked for length', async () => {
    const res = await guest.client.post(
      '/api/book',
      appointment({ service_user_address: 'ab', service_user_job_description: 'short', date_start: dayAt(2, '12:00') }),
    );
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.service_user_address, ['The service user address field must be at least 3 characters.']);
    assert.deepEqual(res.json().errors.service_user_job_description, [
      'The service user job description field must be at least 10 characters.',
    ]);
    const missing = await guest.client.post(
      '/api/book',
      appointment({ service_user_address: '', service_user_job_description: 'x'.repeat(501) }),
    );
    assert.deepEqual(missing.json().errors.service_user_address, ['The service user address field is required.']);
    assert.ok(missing.json().errors.service_user_job_description);
  });

  test('a typed address keeps its postcode; a postcode that is not a UK one is refused', async () => {
    const typed = await guest.client.post(
      '/api/book',
      appointment({
        service_user_address: '10 Downing Street, London sw1a2aa',
        service_user_postcode: undefined,
        date_start: dayAt(3, '10:00'),
      }),
    );
    assert.equal(typed.statusCode, 200, typed.body);
    assert.equal(typed.json().data.service_user_postcode, 'SW1A 2AA');
    const wrong = await guest.client.post('/api/book', appointment({ service_user_postcode: 'SW1A 2A', date_start: dayAt(3, '11:00') }));
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors.service_user_postcode, [JOB_POSTCODE_INVALID]);
  });
});

describe('never double-booking', () => {
  test('two requests at once for the last free hour or room: exactly one wins, many times over', async () => {
    for (let round = 0; round < 16; round++) {
      const hour = String(9 + (round % 9)).padStart(2, '0');
      const body =
        round % 2 === 0
          ? viewing(`${hour}:45`, { date_start: dayAt(20 + Math.floor(round / 2), `${hour}:45`) })
          : reservation({
              date_start: dayAt(13 + round, '15:00'),
              date_end: dayAt(14 + round, '11:00'),
              guests: 1,
              picked_rooms: { [`room_${stay.single}`]: 1 },
              price: 85,
            });
      const results = await Promise.all([guest.client.post('/api/book', body), other.client.post('/api/book', body)]);
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [200, 422], `round ${round}: ${results.map((r) => r.body).join(' | ')}`);
      const loser = results.find((r) => r.statusCode === 422);
      assert.ok(loser && (loser.json().errors.date_start || loser.json().errors.picked_rooms));
    }
    const doubles = await sql<{ n: number }>`
      select count(*)::int as n from bookings a join bookings b on a.id < b.id and a.property_id = b.property_id
      where a.booking_type = 'view' and b.booking_type = 'view' and a.date_start = b.date_start and a.status in ('pending', 'accepted') and b.status in ('pending', 'accepted')`.execute(
      h.handle.db,
    );
    assert.equal(first(doubles.rows).n, 0);
  });
});

describe('booking statuses', () => {
  test('the host accepts; the guest cannot; a stranger cannot see it', async () => {
    const booking = (await guest.client.post('/api/book', viewing('16:00'))).json().data;
    const byGuest = await guest.client.post(`/api/bookings/${booking.id}/status`, { action: 'accept' });
    assert.equal(byGuest.statusCode, 422);
    assert.equal((await other.client.post(`/api/bookings/${booking.id}/status`, { action: 'cancel' })).statusCode, 403);
    const accepted = await host.client.post(`/api/bookings/${booking.id}/status`, { action: 'accept' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.json().data.status, 'accepted');
    assert.equal((await host.client.post(`/api/bookings/${booking.id}/status`, { action: 'decline' })).statusCode, 422);
    const unknown = await host.client.post(`/api/bookings/${booking.id}/status`, { action: 'approve' });
    assert.deepEqual(unknown.json().errors, { action: ['The selected action is invalid.'] });
    for (const malformed of ['abc', '-1', '99999999999']) {
      assert.equal((await host.client.post(`/api/bookings/${malformed}/status`, { action: 'cancel' })).statusCode, 404, malformed);
    }
    const note = await h.handle.db.selectFrom('notifications').select('data').where('notifiable_id', '=', guest.id).execute();
    assert.ok(note.some((n) => n.data.message === 'Your booking of Semi-detached house was accepted.'));
  });

  test('a cancelled or declined booking frees its slot; a cancelled one cannot come back', async () => {
    const booking = (await guest.client.post('/api/book', viewing('17:00'))).json().data;
    assert.equal((await other.client.post('/api/book', viewing('17:00'))).statusCode, 422);
    const cancelled = await guest.client.post(`/api/bookings/${booking.id}/status`, { action: 'cancel' });
    assert.equal(cancelled.json().data.status, 'cancelled');
    assert.equal(cancelled.json().cancellation_charge, null);
    const rebooked = await other.client.post('/api/book', viewing('17:00'));
    assert.equal(rebooked.statusCode, 200, rebooked.body);
    assert.equal((await guest.client.post(`/api/bookings/${booking.id}/status`, { action: 'cancel' })).statusCode, 422);
    const declined = await host.client.post(`/api/bookings/${rebooked.json().data.id}/status`, { action: 'decline' });
    assert.equal(declined.json().data.status, 'declined');
    assert.equal((await guest.client.post('/api/book', viewing('17:00'))).statusCode, 200);
  });

  test('a guest cancelling a stay inside the cancellation period owes the late rule (first night)', async () => {
    const booking = (
      await other.client.post(
        '/api/book',
        reservation({
          date_start: dayAt(3, '15:00'),
          date_end: dayAt(5, '11:00'),
          guests: 1,
          picked_rooms: { [`room_${stay.single}`]: 1 },
          price: 145,
        }),
      )
    ).json().data;
    const res = await other.client.post(`/api/bookings/${booking.id}/status`, { action: 'cancel' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().cancellation_charge, 60);
  });

  test('the add-review page reads a booking of its guest or host, and nobody else', async () => {
    const booking = (await guest.client.post('/api/book', viewing('18:00'))).json().data;
    const boundary = 'roofline-test-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const mine = await guest.client.request({
      method: 'POST',
      url: '/api/booking-by-id-and-type',
      payload: `${part('type', 'host')}${part('id', String(booking.id))}${part('user_id', String(guest.id))}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(mine.json().data.id, booking.id);
    assert.equal((await host.client.post('/api/booking-by-id-and-type', { type: 'guest', id: booking.id })).statusCode, 200);
    assert.equal((await other.client.post('/api/booking-by-id-and-type', { type: 'host', id: booking.id })).statusCode, 404);
    assert.equal(
      (await guest.client.post('/api/booking-by-id-and-type', { type: 'host', id: booking.id, user_id: other.id })).statusCode,
      422,
    );
  });
});
