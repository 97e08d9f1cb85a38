// The browser and the API must not disagree on what a guest is told: the booking dialog works out a stay's
// price, its lines and the policy a cancellation is charged by from the advert page's answer with shared's
// rules (as mfe-transactions' booking store does), the API from its own tables when it books, charges and
// refunds. For the same stay both must come to the same figures and the same dates.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Advert, BookingsByAd } from '@marketplace/shared/src/entities/index.ts';
import { requestMessage, roomLabel, roomsFreeOverRange } from '@marketplace/shared/src/rules/booking.ts';
import { advertCancellationPolicy, refundDue } from '@marketplace/shared/src/rules/bookingMoney.ts';
import { cancellationCharge } from '@marketplace/shared/src/rules/bookingStatus.ts';
import { reserveLines, reserveQuote } from '@marketplace/shared/src/rules/reserve.ts';
import type { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { dayAt, register, shortStay } from './fixture.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let stay: { id: number; double: number; single: number };

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@agreement.test');
  guest = await register(h, 'Emily Carter', 'guest@agreement.test');
  stay = await shortStay(h.handle.db, host.id);
});
after(() => h.close());

/** The instant a 'DD-MM-YYYY HH:mm' of dayAt names, as the dialog's picker holds it (the API reads it as UTC). */
function instant(text: string): Date {
  const [day = 0, month = 0, year = 0, hour = 0, minute = 0] = text.split(/[- :]/).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** What the booking dialog works out for a stay of these rooms, from what the advert page and api/bookings-by-ad-id answer. */
async function dialogQuote(days: number, nights: number, picked: Record<number, number>, guests: number, pets: number) {
  const advert = (await guest.client.get(`/api/properties/${stay.id}`)).json().data as Advert;
  const taken = (await guest.client.post('/api/bookings-by-ad-id', { property_id: stay.id })).json<BookingsByAd>();
  const [start, end] = [instant(dayAt(days, '15:00')), instant(dayAt(days + nights, '11:00'))];
  const rooms = roomsFreeOverRange(advert.property_rooms, taken, start, end)
    .filter((room) => (picked[room.id] ?? 0) > 0)
    .map((room) => ({
      price: Number(room.price),
      quantity: picked[room.id] ?? 0,
      rentTypeId: room.property_rent_type_id,
      name: roomLabel(room.property_room_type?.type),
    }));
  const quote = reserveQuote({
    rentTypeId: advert.property_rent_type_id ?? 3,
    rooms,
    start,
    end,
    guests,
    pets,
    cleaningFee: advert.property_details?.cleaning_fee ?? null,
    serviceFee: advert.property_details?.service_fee ?? null,
    petFee: advert.pet_friendly_paid ? advert.pet_friendly_fee : null,
    discounts: advert.discounts,
  });
  return { advert, start, end, quote, policy: advertCancellationPolicy(advert) };
}

test('a stay costs what the booking dialog said, line by line, and its request names the dates the guest picked', async () => {
  const picked = { [stay.double]: 1, [stay.single]: 1 };
  const { start, end, quote } = await dialogQuote(20, 3, picked, 3, 1);
  const res = await guest.client.post('/api/book', {
    booking_type: 'reserve',
    host_id: host.id,
    property_id: stay.id,
    guests: 3,
    pets: 1,
    date_start: dayAt(20, '15:00'),
    date_end: dayAt(23, '11:00'),
    picked_rooms: Object.fromEntries(Object.entries(picked).map(([id, quantity]) => [`room_${id}`, quantity])),
    price: quote.total,
  });
  assert.equal(res.statusCode, 200, res.body);
  const booking = res.json().data;
  assert.equal(booking.price, quote.total);
  assert.deepEqual(booking.price_lines, reserveLines(quote));
  // On the wire a booking's moments are the instants the guest picked; the request reads them as the dialog does.
  assert.deepEqual([booking.date_start, booking.date_end], [start.toISOString(), end.toISOString()]);
  const thread = (await host.client.get(`/api/user/${host.id}/chat-rooms/${booking.chat_room_id}/messages`)).json().data;
  const request = thread.find((m: { message_type: string }) => m.message_type === 'request_reservation');
  assert.equal(request.message, requestMessage('reserve', 'Canal-side rooms', start, end));
});

test("a guest's cancellation is charged by the policy the dialog showed, and the refund is what that policy leaves", async () => {
  for (const days of [3, 25]) {
    const picked = { [stay.single]: 1 };
    const { start, quote, policy } = await dialogQuote(days, 2, picked, 1, 0);
    const booked = await guest.client.post('/api/book', {
      booking_type: 'reserve',
      host_id: host.id,
      property_id: stay.id,
      guests: 1,
      pets: 0,
      date_start: dayAt(days, '15:00'),
      date_end: dayAt(days + 2, '11:00'),
      picked_rooms: { [`room_${stay.single}`]: 1 },
      price: quote.total,
    });
    assert.equal(booked.statusCode, 200, booked.body);
    const booking = booked.json().data;
    assert.deepEqual(booking.cancellation_policy, policy, 'the policy kept with the booking is the one the dialog showed');
    assert.equal((await guest.client.post(`/api/booking-payment/${booking.payment_token}/pay`)).statusCode, 200);
    const cancelled = (await guest.client.post(`/api/bookings/${booking.id}/status`, { action: 'cancel' })).json();
    const firstNight = (quote.rooms[0]?.amount ?? 0) / 2;
    const charge = cancellationCharge(policy, { price: quote.total, firstNight, start }, 'guest', new Date());
    assert.equal(cancelled.cancellation_charge, charge, `${days} days before`);
    assert.equal(cancelled.refunded, refundDue(quote.total, 'guest', charge), `${days} days before`);
  }
});
