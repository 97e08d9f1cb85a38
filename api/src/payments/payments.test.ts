import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { dayAt, forSale, register, shortStay } from '../bookings/fixture.ts';
import { paymentProviderFromEnv, stripeProvider, type CheckoutSessions, type Refunds } from '../payment-provider.ts';
import { NOT_YOUR_BOOKING } from './index.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };
let stayToken: string;
let viewingToken: string;

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  stranger = await register(h, 'Sophie Turner', 'other@example.test');
  const stay = await shortStay(h.handle.db, host.id);
  const house = await forSale(h.handle.db, host.id);
  const booked = await guest.client.post('/api/book', {
    booking_type: 'reserve',
    host_id: host.id,
    property_id: stay.id,
    guests: 1,
    pets: 0,
    date_start: dayAt(8, '15:00'),
    date_end: dayAt(9, '11:00'),
    picked_rooms: { [`room_${stay.single}`]: 1 },
    price: 85,
  });
  assert.equal(booked.statusCode, 200, booked.body);
  const viewing = await guest.client.post('/api/book', {
    booking_type: 'view',
    host_id: host.id,
    property_id: house,
    price: 325000,
    date_start: dayAt(2, '10:00'),
  });
  assert.equal(viewing.statusCode, 200, viewing.body);
  const tokens = await h.handle.db.selectFrom('bookings').select(['booking_type', 'payment_token']).execute();
  stayToken = tokens.find((t) => t.booking_type === 'reserve')?.payment_token as string;
  viewingToken = tokens.find((t) => t.booking_type === 'view')?.payment_token as string;
});
after(() => h.close());

describe('paying for a booking in test mode', () => {
  test('the guest sees the booking, its breakdown and that payments are in test mode', async () => {
    const res = await guest.client.post(`/api/booking-payment/${stayToken}`);
    assert.equal(res.statusCode, 200, res.body);
    const view = res.json();
    assert.equal(view.role, 'guest');
    assert.equal(view.mode, 'test');
    assert.equal(view.booking.amount_due, 85);
    assert.deepEqual(view.booking.price_lines.at(-1), { kind: 'total', label: 'Total Price', amount: 85 });
    assert.equal(view.booking.paid_at, null);
  });

  test("a token of someone else's booking is refused, and an unknown one is not found", async () => {
    const res = await stranger.client.post(`/api/booking-payment/${stayToken}`);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, NOT_YOUR_BOOKING);
    assert.equal((await stranger.client.post(`/api/booking-payment/${stayToken}/pay`)).statusCode, 403);
    assert.equal((await guest.client.post('/api/booking-payment/not-a-token')).statusCode, 404);
  });

  test('the host cannot pay; the guest pays once, and both then see it paid', async () => {
    assert.equal((await host.client.post(`/api/booking-payment/${stayToken}/pay`)).statusCode, 403);
    const paid = await guest.client.post(`/api/booking-payment/${stayToken}/pay`);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().status, 'succeeded');
    const payment = await h.handle.db.selectFrom('payments').selectAll().where('id', '=', paid.json().payment_id).executeTakeFirstOrThrow();
    assert.equal(payment.status, 'succeeded');
    assert.equal(Number(payment.amount), 85);
    assert.equal(payment.provider, 'test');
    for (const client of [guest.client, host.client]) {
      assert.ok((await client.post(`/api/booking-payment/${stayToken}`)).json().booking.paid_at);
    }
    const again = await guest.client.post(`/api/booking-payment/${stayToken}/pay`);
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json().errors.booking, ['This booking is already paid.']);
  });

  test('a viewing has nothing to pay', async () => {
    const res = await guest.client.post(`/api/booking-payment/${viewingToken}/pay`);
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.booking, ['There is nothing to pay for this booking.']);
  });
});

describe('donating', () => {
  test('records a donation in test mode; refuses amounts out of range or not in pence; 401 signed out', async () => {
    const res = await guest.client.post('/api/donate', { amount: '12.50' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'succeeded');
    assert.equal(res.json().mode, 'test');
    const expected: Record<string, string> = {
      '': 'The amount field is required.',
      '0.5': 'The amount field must be between 1 and 10000.',
      '10001': 'The amount field must be between 1 and 10000.',
      abc: 'The amount field must be a number.',
      '1.234': 'The amount must be in pounds and pence.',
    };
    for (const [amount, message] of Object.entries(expected)) {
      const bad = await guest.client.post('/api/donate', { amount });
      assert.equal(bad.statusCode, 422, amount);
      assert.deepEqual(bad.json(), { message, errors: { amount: [message] } }, amount);
    }
    const visitor = new TestClient(h.app);
    await visitor.csrf();
    assert.equal((await visitor.post('/api/donate', { amount: 5 })).statusCode, 401);
    // Signed out comes before invalid, as Laravel's auth middleware runs before validation.
    assert.equal((await visitor.post('/api/donate', { amount: 'abc' })).statusCode, 401);
  });
});

describe('the Stripe Checkout adapter (the SDK stubbed; Stripe is never contacted)', () => {
  test('creates a Checkout Session in pence and sends the payer to its page', async () => {
    const created: unknown[] = [];
    const sessions: CheckoutSessions = {
      async create(params) {
        created.push(params);
        return { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' };
      },
      async retrieve(id) {
        return { payment_status: id === 'cs_test_1' ? 'paid' : 'unpaid', payment_intent: id === 'cs_test_1' ? 'pi_test_1' : null };
      },
    };
    const refunds: Refunds = {
      async create() {
        throw new Error('not asked here');
      },
    };
    const provider = stripeProvider({ sessions, refunds });
    const result = await provider.checkout({
      paymentId: 7,
      amount: 85.5,
      description: 'Booking #3',
      email: 'guest@example.test',
      successUrl: 'https://x/ok?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://x/',
    });
    assert.deepEqual(result, { status: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_1', ref: 'cs_test_1' });
    assert.deepEqual(created, [
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 8550, product_data: { name: 'Booking #3' } } }],
        customer_email: 'guest@example.test',
        client_reference_id: '7',
        success_url: 'https://x/ok?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://x/',
      },
    ]);
    assert.equal(await provider.isPaid('cs_test_1'), true);
    assert.equal(await provider.isPaid('cs_test_2'), false);
  });

  test("refunds through Stripe's Refunds API on the session's PaymentIntent, in pence, with our idempotency key", async () => {
    const asked: unknown[] = [];
    const sessions: CheckoutSessions = {
      async create() {
        throw new Error('not asked here');
      },
      async retrieve(id) {
        return { payment_status: 'paid', payment_intent: id === 'cs_paid' ? { id: 'pi_paid' } : null };
      },
    };
    const refunds: Refunds = {
      async create(params, options) {
        asked.push({ params, options });
        return { id: 're_1' };
      },
    };
    const provider = stripeProvider({ sessions, refunds });
    assert.deepEqual(await provider.refund({ paymentRef: 'cs_paid', amount: 345.5, idempotencyKey: 'payment-7-refund' }), { ref: 're_1' });
    assert.deepEqual(asked, [
      {
        params: {
          payment_intent: 'pi_paid',
          amount: 34550,
          reason: 'requested_by_customer',
          metadata: { idempotency_key: 'payment-7-refund' },
        },
        options: { idempotencyKey: 'payment-7-refund' },
      },
    ]);
    await assert.rejects(provider.refund({ paymentRef: 'cs_open', amount: 1, idempotencyKey: 'payment-8-refund' }), /no payment to refund/);
  });

  test('STRIPE_SECRET_KEY picks Stripe; without it payments run in test mode', () => {
    assert.equal(paymentProviderFromEnv({}).mode, 'test');
    assert.equal(paymentProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_test_123' }).mode, 'stripe');
  });
});
