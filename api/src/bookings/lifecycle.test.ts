// A booking's whole life through the API: the request in the conversation, its changes there with the
// host's words, the money (paid at request, refunded by the policy when it closes, once), expiry, and the
// rules a request must meet (the window to the advert's end, rooms priced by their own rent type, the
// guests the rooms take, the host's hours).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestClient } from '../auth/test-client.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { refundBooking } from '../common/refunds.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { only } from '../test/rows.ts';
import { dayAt, forSale, mixedStay, plumber, register, shortStay } from './fixture.ts';
import { settleBookings } from './settle.ts';
import type { DashboardBooking } from '@marketplace/shared/src/answers/bookings.ts';
import { guestCancellationQuote } from '@marketplace/shared/src/rules/bookingMoney.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let provider: { client: TestClient; id: number };
let stay: { id: number; double: number; single: number };
let house: number;
let service: number;
let mixed: { id: number; bedroom: number; meetingRoom: number };

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  provider = await register(h, 'Mohammed Ali', 'provider@example.test');
  stay = await shortStay(h.handle.db, host.id);
  house = await forSale(h.handle.db, host.id);
  service = await plumber(h.handle.db, provider.id);
  mixed = await mixedStay(h.handle.db, host.id);
});
after(() => h.close());

interface Booking {
  id: number;
  status: string;
  chat_room_id: number | null;
  payment_token: string;
  paid_amount: number;
  refunded_amount: number;
  price_lines: Array<{ label: string; amount: number; detail?: string; kind?: string }>;
}
interface Message {
  id: number;
  from_user_id: number;
  to_user_id: number;
  message: string;
  message_type: string;
  booking_id: number | null;
}

const viewing = (time: string, days = 3) => ({
  booking_type: 'view',
  host_id: host.id,
  property_id: house,
  price: 325000,
  date_start: dayAt(days, time),
});

/** One night in the single room (1 guest): 60 + cleaning 20 + service 5. */
const singleNight = (days: number, nights = 1) => ({
  booking_type: 'reserve',
  host_id: host.id,
  property_id: stay.id,
  guests: 1,
  pets: 0,
  date_start: dayAt(days, '15:00'),
  date_end: dayAt(days + nights, '11:00'),
  picked_rooms: { [`room_${stay.single}`]: 1 },
  price: 60 * nights + 25,
});

async function book(client: TestClient, body: Record<string, unknown>): Promise<Booking> {
  const res = await client.post('/api/book', body);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as Booking;
}

async function pay(booking: Booking): Promise<void> {
  const res = await guest.client.post(`/api/booking-payment/${booking.payment_token}/pay`);
  assert.equal(res.statusCode, 200, res.body);
}

async function thread(client: TestClient, userId: number, roomId: number) {
  const res = await client.get(`/api/user/${userId}/chat-rooms/${roomId}/messages`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ data: Message[]; bookings: Booking[] }>();
}

const messagesOf = async (booking: Booking) =>
  (await thread(guest.client, guest.id, booking.chat_room_id as number)).data.filter((m) => m.booking_id === booking.id);

const notificationsOf = (userId: number) =>
  h.handle.db.selectFrom('notifications').select(['data', 'read_at']).where('notifiable_id', '=', userId).orderBy('created_at').execute();

describe('a request lives in the conversation', () => {
  test('it opens the room between guest and advertiser with the spec’s message; the notification opens that room', async () => {
    const first = await book(guest.client, viewing('11:00'));
    assert.ok(first.chat_room_id, 'the booking names its conversation');
    const [request] = await messagesOf(first);
    assert.deepEqual(
      { type: request?.message_type, from: request?.from_user_id, to: request?.to_user_id },
      { type: 'request_viewing', from: guest.id, to: host.id },
    );
    assert.equal(request?.message, `I have requested a viewing of "Semi-detached house" on ${dayAt(3, '11:00')}.`);

    const notes = await notificationsOf(host.id);
    const note = notes.find((n) => n.data.message.startsWith('Emily Carter: I have requested a viewing'));
    assert.deepEqual({ url: note?.data.url, room: note?.data.chat_room_id }, { url: '/dashboard-user-messages', room: first.chat_room_id });
    const mail = await h.handle.db.selectFrom('outbox').select('body').where('to_email', '=', 'host@example.test').execute();
    assert.ok(mail.some((m) => m.body.includes(`/dashboard-user-messages/${first.chat_room_id}`)));

    // A second request continues the same conversation; the room page carries both bookings for their cards.
    const second = await book(guest.client, viewing('15:00'));
    assert.equal(second.chat_room_id, first.chat_room_id);
    const page = await thread(host.client, host.id, first.chat_room_id);
    assert.deepEqual(
      page.bookings.map((b) => [b.id, b.status]),
      [
        [first.id, 'pending'],
        [second.id, 'pending'],
      ],
    );

    // Opening the thread reads its notifications: the bell's count goes down.
    assert.equal((await host.client.post(`/api/user/${host.id}/chat-rooms/${first.chat_room_id}/read`)).statusCode, 200);
    const unread = (await notificationsOf(host.id)).filter((n) => n.data.chat_room_id === first.chat_room_id && !n.read_at);
    assert.equal(unread.length, 0);
  });

  test('accept and decline are said in the thread, in the host’s words when given; too long a message is refused', async () => {
    const accepted = await book(guest.client, viewing('12:00', 4));
    const declined = await book(guest.client, viewing('14:00', 4));
    const ok = await host.client.post(`/api/bookings/${accepted.id}/status`, { action: 'accept', message: 'See you at the door.' });
    assert.equal(ok.statusCode, 200, ok.body);
    const tooLong = await host.client.post(`/api/bookings/${declined.id}/status`, { action: 'decline', message: 'x'.repeat(1001) });
    assert.equal(tooLong.statusCode, 422);
    assert.deepEqual(tooLong.json().errors.message, ['The message field must not be greater than 1000 characters.']);
    assert.equal((await host.client.post(`/api/bookings/${declined.id}/status`, { action: 'decline' })).statusCode, 200);

    const said = (await messagesOf(accepted)).concat(await messagesOf(declined)).filter((m) => m.message_type.startsWith('booking_'));
    assert.deepEqual(
      said.map((m) => [m.message_type, m.from_user_id, m.message]),
      [
        ['booking_accepted', host.id, 'See you at the door.'],
        ['booking_declined', host.id, 'I am sorry, I cannot accept your request.'],
      ],
    );
    const notes = (await notificationsOf(guest.id)).map((n) => n.data);
    assert.ok(
      notes.some((n) => n.message === 'Your booking of Semi-detached house was accepted.' && n.chat_room_id === accepted.chat_room_id),
    );
    assert.ok(notes.some((n) => n.message === 'Your booking of Semi-detached house was declined.'));
  });
});

describe('money follows the booking', () => {
  test('paid at request, then declined: refunded in full once, and both people see it in the booking and the thread', async () => {
    const booking = await book(guest.client, singleNight(20));
    await pay(booking);
    const paid = await messagesOf(booking);
    assert.deepEqual(paid.at(-1) && [paid.at(-1)?.message_type, paid.at(-1)?.message], ['booking_paid', 'I have paid £85.00.']);

    const res = await host.client.post(`/api/bookings/${booking.id}/status`, {
      action: 'decline',
      message: 'Sorry, the house is closed for repairs that week.',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().refunded, 85);
    assert.deepEqual([res.json().data.status, res.json().data.refunded_amount], ['declined', 85]);

    const refund = only(await h.handle.db.selectFrom('refunds').selectAll().where('booking_id', '=', booking.id).execute());
    assert.deepEqual(
      [Number(refund.amount), refund.provider, refund.status, refund.provider_ref],
      [85, 'test', 'succeeded', `test_refund_${refund.idempotency_key}`],
    );
    const said = (await messagesOf(booking)).slice(-2).map((m) => [m.message_type, m.message]);
    assert.deepEqual(said, [
      ['booking_declined', 'Sorry, the house is closed for repairs that week.'],
      ['booking_refunded', 'Refunded £85.00 for Canal-side rooms.'],
    ]);
    for (const client of [guest.client, host.client]) {
      const view = (await client.post(`/api/booking-payment/${booking.payment_token}`)).json();
      assert.deepEqual([view.booking.paid_amount, view.booking.refunded_amount], [85, 85]);
    }
    assert.ok((await notificationsOf(guest.id)).some((n) => n.data.message === 'Refunded £85.00 for your booking of Canal-side rooms.'));
    // The guest's trips and the host's bookings show the same.
    for (const [client, as] of [
      [guest.client, 'guest'],
      [host.client, 'host'],
    ] as const) {
      const rows = (await client.get(`/api/user/bookings?as=${as}&status=declined`)).json().data as Array<Record<string, unknown>>;
      assert.deepEqual(
        rows.filter((row) => row.id === booking.id).map((row) => [row.rooms, row.paid_amount, row.refunded_amount, row.chat_room_id]),
        [[[{ name: 'Single room', quantity: 1 }], 85, 85, booking.chat_room_id]],
      );
    }
    // Nothing more goes back on a second try.
    assert.equal(await refundBooking({ db: h.handle.db, broadcaster: silent }, booking.id), 0);
  });

  test('a guest cancelling inside the policy’s period gets back what was paid less the first night; earlier, all of it', async () => {
    const late = await book(guest.client, singleNight(3, 2));
    await pay(late);
    const res = await guest.client.post(`/api/bookings/${late.id}/status`, { action: 'cancel', message: 'My train was cancelled.' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().cancellation_charge, res.json().refunded], [60, 85]);
    const early = await book(guest.client, singleNight(25));
    await pay(early);
    const free = await guest.client.post(`/api/bookings/${early.id}/status`, { action: 'cancel' });
    assert.deepEqual([free.json().cancellation_charge, free.json().refunded], [0, 85]);
    assert.equal((await messagesOf(early)).find((m) => m.message_type === 'booking_cancelled')?.message, 'I have cancelled my request.');
  });

  test('the cancel dialog quotes, from the booking its trips list sends, exactly what the API then gives back', async () => {
    const trips = async () => (await guest.client.get('/api/user/bookings?as=guest')).json().data as DashboardBooking[];
    for (const days of [1, 12]) {
      const booking = await book(guest.client, singleNight(days, 2));
      await pay(booking);
      const listed = (await trips()).find((b) => b.id === booking.id);
      assert.ok(listed);
      assert.deepEqual(listed.cancellation_policy, { periodDays: 7, ruleId: 1, lateRuleId: 3, fee: null });
      const quote = guestCancellationQuote(listed, new Date());
      const res = await guest.client.post(`/api/bookings/${booking.id}/status`, { action: 'cancel' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([res.json().refunded, res.json().cancellation_charge], [quote.refund, quote.kept]);
      assert.deepEqual(quote, days === 1 ? { paid: 145, refund: 85, kept: 60 } : { paid: 145, refund: 145, kept: 0 });
      // Afterwards the trip shows the refund and what was kept.
      const after = (await trips()).find((b) => b.id === booking.id);
      assert.deepEqual([after?.status, after?.refunded_amount, after?.cancellation_charge], ['cancelled', quote.refund, quote.kept]);
    }
  });

  test("a stay booked before policies were kept with bookings is quoted and charged by its advert's policy of today", async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const row = await h.handle.db
      .insertInto('bookings')
      .values({
        property_id: stay.id,
        user_id: guest.id,
        host_id: host.id,
        booking_type: 'reserve',
        status: 'accepted',
        date_start: start,
        date_end: new Date(start.getTime() + 86_400_000),
        price: 85,
        amount_due: 85,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = await guest.client.post('/api/booking-by-id-and-type', { type: 'Property', id: row.id });
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json().data.cancellation_policy, { periodDays: 7, ruleId: 1, lateRuleId: 3, fee: null });
    const res = await guest.client.post(`/api/bookings/${row.id}/status`, { action: 'cancel' });
    // No room lines: the first night is the price over the one night.
    assert.equal(res.json().cancellation_charge, 85);
  });

  test('ten parallel declines and cancels of one paid booking: one moves it, and one refund is paid', async () => {
    const booking = await book(guest.client, singleNight(22));
    await pay(booking);
    const moves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? host.client.post(`/api/bookings/${booking.id}/status`, { action: 'decline' })
          : guest.client.post(`/api/bookings/${booking.id}/status`, { action: 'cancel' }),
      ),
    );
    assert.equal(moves.filter((r) => r.statusCode === 200).length, 1, moves.map((r) => r.body).join('\n'));
    const refunds = await h.handle.db.selectFrom('refunds').select('amount').where('booking_id', '=', booking.id).execute();
    assert.deepEqual(
      refunds.map((r) => Number(r.amount)),
      [85],
    );
  });

  test('ten refunds of one closed booking at once ask the provider once, under one idempotency key', async () => {
    const booking = await book(guest.client, singleNight(24));
    await pay(booking);
    // As if the process stopped between closing the booking and refunding it.
    await h.handle.db.updateTable('bookings').set({ status: 'declined' }).where('id', '=', booking.id).execute();
    const asked: string[] = [];
    const counting = refunding(async (key) => {
      asked.push(key);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ref: `counted_${key}` };
    });
    const ctx = { db: h.handle.db, broadcaster: silent, payments: counting };
    const refunded = await Promise.all(Array.from({ length: 10 }, () => refundBooking(ctx, booking.id)));
    assert.deepEqual(
      refunded.filter((n) => n > 0),
      [85],
    );
    assert.equal(asked.length, 1);
    assert.equal((await messagesOf(booking)).filter((m) => m.message_type === 'booking_refunded').length, 1);
  });

  test('a refund the provider refuses is tried again, under the same key, until it is paid', async () => {
    const booking = await book(guest.client, singleNight(26));
    await pay(booking);
    await h.handle.db.updateTable('bookings').set({ status: 'declined' }).where('id', '=', booking.id).execute();
    const keys: string[] = [];
    const flaky = refunding(async (key) => {
      keys.push(key);
      if (keys.length === 1) throw new Error('card network unavailable');
      return { ref: 'later' };
    });
    const ctx = { db: h.handle.db, broadcaster: silent, payments: flaky };
    assert.equal(await refundBooking(ctx, booking.id), 0);
    const failed = only(await h.handle.db.selectFrom('refunds').selectAll().where('booking_id', '=', booking.id).execute());
    assert.deepEqual([failed.status, failed.failure], ['failed', 'card network unavailable']);
    assert.equal(await refundBooking(ctx, booking.id), 85);
    assert.equal(new Set(keys).size, 1);
  });

  test('a payment that completes after its booking was declined goes straight back', async () => {
    const booking = await book(guest.client, singleNight(27));
    // A checkout page left open: its payment is still pending when the host declines.
    await h.handle.db
      .insertInto('payments')
      .values({ user_id: guest.id, booking_id: booking.id, kind: 'booking', amount: 85, provider: 'test', provider_ref: 'test_late' })
      .execute();
    assert.equal((await host.client.post(`/api/bookings/${booking.id}/status`, { action: 'decline' })).statusCode, 200);
    const confirmed = await guest.client.post('/api/payments/confirm', { session_id: 'test_late' });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const view = (await guest.client.post(`/api/booking-payment/${booking.payment_token}`)).json();
    assert.deepEqual([view.booking.paid_amount, view.booking.refunded_amount], [85, 85]);
    assert.equal(
      (await guest.client.post(`/api/booking-payment/${booking.payment_token}/pay`)).json().errors.booking[0],
      'A declined booking cannot be paid.',
    );
  });
});

describe('what a request must meet', () => {
  test('a room’s guests within its capacity', async () => {
    const res = await guest.client.post('/api/book', { ...singleNight(28), guests: 2 });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.guests, ['These rooms take at most 1 guest. Please add a room or choose fewer guests.']);
  });

  test('a viewing or an appointment outside the host’s hours is told the hours', async () => {
    const early = await guest.client.post('/api/book', viewing('07:00', 5));
    assert.deepEqual(early.json().errors.date_start, ['Viewings are from 09:00 to 19:00. Please pick a time between them.']);
    const late = await guest.client.post('/api/book', {
      booking_type: 'appoint',
      host_id: provider.id,
      service_id: service,
      price: 90,
      date_start: dayAt(2, '18:00'),
      service_user_address: '10 Park Row, Leeds',
      service_user_job_description: 'The kitchen tap drips all night.',
    });
    assert.deepEqual(late.json().errors.date_start, ['This provider works from 08:00 to 17:30. Please pick a time between them.']);
  });

  test('the booking window runs to the advert’s end date, past 30 days', async () => {
    const far = await guest.client.post('/api/book', {
      booking_type: 'reserve',
      host_id: host.id,
      property_id: mixed.id,
      guests: 2,
      date_start: dayAt(60, '15:00'),
      date_end: dayAt(61, '11:00'),
      picked_rooms: { [`room_${mixed.bedroom}`]: 1 },
      price: 90,
    });
    assert.equal(far.statusCode, 200, far.body);
    const beyond = await guest.client.post('/api/book', {
      booking_type: 'reserve',
      host_id: host.id,
      property_id: mixed.id,
      guests: 2,
      date_start: dayAt(92, '15:00'),
      date_end: dayAt(93, '11:00'),
      picked_rooms: { [`room_${mixed.bedroom}`]: 1 },
      price: 90,
    });
    assert.equal(beyond.statusCode, 422);
    assert.ok(beyond.json().errors.date_start);
  });

  test('each room is priced by its own rent type: a room by the hour in an advert by the night is charged by the hour', async () => {
    const body = {
      booking_type: 'reserve',
      host_id: host.id,
      property_id: mixed.id,
      guests: 3,
      date_start: dayAt(40, '15:00'),
      date_end: dayAt(42, '11:00'),
      picked_rooms: { [`room_${mixed.bedroom}`]: 1, [`room_${mixed.meetingRoom}`]: 1 },
      // 2 nights x £90, and 44 hours x £14.
      price: 180 + 616,
    };
    const wrong = await guest.client.post('/api/book', { ...body, price: 180 + 28 });
    assert.deepEqual(wrong.json().errors.price, ['The price has changed to £796.00. Please check it and try again.']);
    const booking = await book(guest.client, body);
    assert.deepEqual(
      booking.price_lines.map((line) => [line.label, line.detail, line.amount]),
      [
        ['Double room', '£90.00 × 2 nights', 180],
        ['Single room', '£14.00 × 44 hours', 616],
        ['Total Price', undefined, 796],
      ],
    );
  });
});

test('a request unanswered in time expires: it says so in the thread to both, its slot frees, and what was paid goes back', async () => {
  const booking = await book(guest.client, singleNight(29));
  await pay(booking);
  const expires = (await h.handle.db.selectFrom('bookings').select('expires_at').where('id', '=', booking.id).executeTakeFirstOrThrow())
    .expires_at as Date;
  const heard: Array<{ channel: string; event: string; data: unknown }> = [];
  const recorder: Broadcaster = {
    async publish(channel, event, data) {
      heard.push({ channel, event, data });
    },
    async toUser(userId, notification) {
      heard.push({ channel: `user.${userId}`, event: 'notification', data: notification });
    },
  };
  const settled = await settleBookings({ db: h.handle.db, broadcaster: recorder }, new Date(expires.getTime() + 60_000));
  assert.ok(settled.expired >= 1 && settled.refunded >= 85, JSON.stringify(settled));
  const said = (await messagesOf(booking)).slice(-2).map((m) => [m.message_type, m.message]);
  assert.deepEqual(said, [
    ['booking_expired', 'This request expired without a reply.'],
    ['booking_refunded', 'Refunded £85.00 for Canal-side rooms.'],
  ]);
  // Both people's pages heard the expiry, with the booking as it now stands.
  const live = heard.filter(
    (e) =>
      e.event === 'chat.message' && (e.data as Message).message_type === 'booking_expired' && (e.data as Message).booking_id === booking.id,
  );
  assert.deepEqual(live.map((e) => e.channel).sort(), [`private-App.Models.User.${guest.id}`, `private-App.Models.User.${host.id}`].sort());
  assert.equal((live[0]?.data as { booking: Booking }).booking.status, 'expired');
  const told = heard.filter((e) => e.event === 'notification' && String((e.data as { message: string }).message).includes('expired'));
  assert.ok(told.some((e) => e.channel === `user.${guest.id}`) && told.some((e) => e.channel === `user.${host.id}`));
  const accept = await host.client.post(`/api/bookings/${booking.id}/status`, { action: 'accept' });
  assert.deepEqual(accept.json().errors.action, ['An expired booking cannot be accepted.']);
  // The single room is free again for those nights.
  await book(guest.client, singleNight(29));
});

/** A payment provider whose refunds the test decides (nothing else is asked of it here). */
function refunding(refund: (idempotencyKey: string) => Promise<{ ref: string }>): PaymentProvider {
  return {
    mode: 'test',
    checkout: () => Promise.reject(new Error('not asked here')),
    isPaid: () => Promise.resolve(true),
    refund: (request) => refund(request.idempotencyKey),
  };
}

/** A broadcaster for calls whose live side is not under test. */
const silent: Broadcaster = { publish: async () => undefined, toUser: async () => undefined };
