import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register, shortStay } from '../bookings/fixture.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

/** A two-night stay starting in `startInDays` days, paid `paid` by the guest, of which `refunded` went back. */
async function paidStay(
  propertyId: number,
  hostId: number,
  userId: number,
  {
    status,
    startInDays,
    paid,
    refunded = 0,
    charge = null,
    byGuest = false,
  }: {
    status: string;
    startInDays: number;
    paid: number;
    refunded?: number;
    charge?: number | null;
    byGuest?: boolean;
  },
): Promise<number> {
  const db = h.handle.db;
  const { id } = await db
    .insertInto('bookings')
    .values({
      property_id: propertyId,
      host_id: hostId,
      user_id: userId,
      booking_type: 'reserve',
      status,
      date_start: at(startInDays),
      date_end: at(startInDays + 2),
      price: paid,
      amount_due: paid,
      price_lines: '[]',
      paid_at: at(startInDays - 10),
      refunded_amount: refunded,
      refunded_at: refunded > 0 ? at(startInDays - 5) : null,
      cancellation_charge: charge,
      cancelled_by: status === 'cancelled' ? (byGuest ? userId : hostId) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payments')
    .values({
      user_id: userId,
      booking_id: id,
      kind: 'booking',
      amount: paid,
      provider: 'test',
      status: 'succeeded',
      paid_at: at(startInDays - 10),
    })
    .execute();
  return id;
}

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  stranger = await register(h, 'Sophie Turner', 'other@example.test');
  const stay = (await shortStay(h.handle.db, host.id)).id;
  const strangersStay = (await shortStay(h.handle.db, stranger.id)).id;
  // Completed (one partly refunded), cancelled by the guest with £75 kept, declined and refunded, accepted ahead.
  await paidStay(stay, host.id, guest.id, { status: 'completed', startInDays: -30, paid: 300 });
  await paidStay(stay, host.id, guest.id, { status: 'accepted', startInDays: -20, paid: 250.5, refunded: 50 });
  await paidStay(stay, host.id, guest.id, { status: 'cancelled', startInDays: -10, paid: 300, refunded: 225, charge: 75, byGuest: true });
  await paidStay(stay, host.id, guest.id, { status: 'declined', startInDays: 5, paid: 180, refunded: 180 });
  await paidStay(stay, host.id, guest.id, { status: 'accepted', startInDays: 12, paid: 120 });
  // A booking nobody paid for moved no money; another host's money is theirs alone.
  await h.handle.db
    .insertInto('bookings')
    .values({
      property_id: stay,
      host_id: host.id,
      user_id: guest.id,
      booking_type: 'reserve',
      status: 'completed',
      date_start: at(-40),
      date_end: at(-38),
      price: 90,
      price_lines: '[]',
    })
    .execute();
  await paidStay(strangersStay, stranger.id, guest.id, { status: 'completed', startInDays: -15, paid: 999 });
});
after(() => h.close());

test("a host's payouts page: each paid booking's payment, refund and payout, latest stay first, and the totals", async () => {
  const res = await host.client.get('/api/user/payouts');
  assert.equal(res.statusCode, 200, res.body);
  const answer = res.json();
  assert.equal(answer.mode, 'test');
  assert.deepEqual(answer.meta, { current_page: 1, last_page: 1, per_page: 15, total: 5 });
  assert.deepEqual(
    answer.data.map((t: { status: string; paid: number; refunded: number; earned: number; payout: { amount: number; state: string } }) => [
      t.status,
      t.paid,
      t.refunded,
      t.earned,
      t.payout.amount,
      t.payout.state,
    ]),
    [
      ['accepted', 120, 0, 0, 120, 'scheduled'],
      ['declined', 180, 180, 0, 0, 'none'],
      ['cancelled', 300, 225, 75, 75, 'paid_out'],
      // An accepted stay past its end reads completed.
      ['completed', 250.5, 50, 200.5, 200.5, 'paid_out'],
      ['completed', 300, 0, 300, 300, 'paid_out'],
    ],
  );
  assert.equal(answer.data[0].guest_name, 'Emily Carter');
  assert.deepEqual(answer.totals, { paid: 1150.5, refunded: 455, earned: 575.5, paid_out: 575.5, upcoming: 120 });
  // The statistics page's Earnings is the same rule's sum.
  assert.equal((await host.client.get('/api/user/statistics')).json().data.earnings, 575.5);
});

test("owners only: another host reads their own money, a guest none of the host's, and signed out is a 401", async () => {
  const theirs = (await stranger.client.get('/api/user/payouts')).json();
  assert.deepEqual(theirs.totals, { paid: 999, refunded: 0, earned: 999, paid_out: 999, upcoming: 0 });
  assert.equal((await guest.client.get('/api/user/payouts')).json().meta.total, 0);
  assert.equal((await new TestClient(h.app).get('/api/user/payouts')).statusCode, 401);
  assert.equal((await host.client.get('/api/user/payouts?page=0')).statusCode, 422);
});
