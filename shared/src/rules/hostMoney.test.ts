import { hostEarned, hostMoneyTotals, hostPayout, payoutDay, type HostBookingMoney } from './hostMoney';

const now = new Date('2026-06-15T12:00:00Z');
/** A two-night stay that ended on 10 June, paid £300 and never refunded. */
const stay = (over: Partial<HostBookingMoney> = {}): HostBookingMoney => ({
  status: 'completed',
  cancelled_by_guest: false,
  paid: 300,
  refunded: 0,
  cancellation_charge: null,
  date_start: '2026-06-08T14:00:00Z',
  date_end: '2026-06-10T10:00:00Z',
  ...over,
});

describe('what a booking earns its host', () => {
  test('a completed, paid stay: what the guest paid less what went back', () => {
    expect(hostEarned(stay())).toBe(300);
    expect(hostEarned(stay({ refunded: 45.5 }))).toBe(254.5);
    // Never below nothing, and nothing from a stay nobody paid for.
    expect(hostEarned(stay({ refunded: 400 }))).toBe(0);
    expect(hostEarned(stay({ paid: 0 }))).toBe(0);
  });

  test("a guest's cancellation: what the policy kept, no more than what was paid and not given back", () => {
    expect(hostEarned(stay({ status: 'cancelled', cancelled_by_guest: true, cancellation_charge: 100, refunded: 200 }))).toBe(100);
    // The refund not made yet: still only the charge is the host's.
    expect(hostEarned(stay({ status: 'cancelled', cancelled_by_guest: true, cancellation_charge: 100 }))).toBe(100);
    expect(hostEarned(stay({ status: 'cancelled', cancelled_by_guest: true, cancellation_charge: 500 }))).toBe(300);
    expect(hostEarned(stay({ status: 'cancelled', cancelled_by_guest: true, cancellation_charge: null, refunded: 300 }))).toBe(0);
  });

  test('nothing from a request, an upcoming stay, a decline, an expiry or the host cancelling', () => {
    for (const status of ['pending', 'accepted', 'declined', 'expired', 'cancelled'] as const)
      expect(hostEarned(stay({ status, cancellation_charge: 100 }))).toBe(0);
  });
});

describe("a booking's payout", () => {
  test('paid out the day after the stay ends; scheduled until then', () => {
    expect(payoutDay(stay())).toBe('2026-06-11T10:00:00.000Z');
    expect(hostPayout(stay(), now)).toEqual({ amount: 300, state: 'paid_out', due: '2026-06-11T10:00:00.000Z' });
    expect(hostPayout(stay(), new Date('2026-06-11T09:59:00Z')).state).toBe('scheduled');
    // A viewing or an appointment without an end: the day after it starts.
    expect(payoutDay(stay({ date_end: null }))).toBe('2026-06-09T14:00:00.000Z');
  });

  test("an accepted stay's money is scheduled; a paid request's is held until the host accepts", () => {
    const ahead = { date_start: '2026-07-01T14:00:00Z', date_end: '2026-07-04T10:00:00Z' };
    expect(hostPayout(stay({ status: 'accepted', ...ahead }), now)).toEqual({
      amount: 300,
      state: 'scheduled',
      due: '2026-07-05T10:00:00.000Z',
    });
    expect(hostPayout(stay({ status: 'pending', ...ahead }), now)).toEqual({ amount: 300, state: 'on_hold', due: null });
    expect(hostPayout(stay({ status: 'accepted', paid: 0, ...ahead }), now)).toEqual({ amount: 0, state: 'none', due: null });
  });

  test('none for a decline, refunded in full', () => {
    expect(hostPayout(stay({ status: 'declined', refunded: 300 }), now)).toEqual({ amount: 0, state: 'none', due: null });
  });
});

test("a host's totals add up each booking by these rules; Earnings is what completed stays and kept charges earned", () => {
  const bookings = [
    stay(),
    stay({ refunded: 50 }),
    stay({ status: 'cancelled', cancelled_by_guest: true, cancellation_charge: 75, refunded: 225 }),
    stay({ status: 'declined', refunded: 300 }),
    stay({ status: 'accepted', paid: 120.1, date_start: '2026-07-01T14:00:00Z', date_end: '2026-07-02T10:00:00Z' }),
    stay({ status: 'pending', paid: 80, date_start: '2026-08-01T14:00:00Z', date_end: '2026-08-02T10:00:00Z' }),
  ];
  expect(hostMoneyTotals(bookings, now)).toEqual({ paid: 1400.1, refunded: 575, earned: 625, paid_out: 625, upcoming: 120.1 });
  expect(hostMoneyTotals([], now)).toEqual({ paid: 0, refunded: 0, earned: 0, paid_out: 0, upcoming: 0 });
});
