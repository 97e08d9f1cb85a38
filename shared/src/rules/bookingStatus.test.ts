import type { CancellationPolicy } from '../answers/bookings';
import { cancellationCharge, effectiveStatus, holdsSlot, requestExpiry, transition } from './bookingStatus';

const now = new Date('2026-03-10T12:00:00Z');
const future = { start: new Date('2026-03-20T15:00:00Z'), end: new Date('2026-03-22T11:00:00Z') };
const past = { start: new Date('2026-03-01T15:00:00Z'), end: new Date('2026-03-03T11:00:00Z') };

describe('the booking status machine', () => {
  test('the host accepts or declines a pending request; the guest cannot', () => {
    expect(transition({ status: 'pending', ...future }, 'accept', 'host', now)).toEqual({ ok: true, status: 'accepted' });
    expect(transition({ status: 'pending', ...future }, 'decline', 'host', now)).toEqual({ ok: true, status: 'declined' });
    expect(transition({ status: 'pending', ...future }, 'accept', 'guest', now).ok).toBe(false);
    expect(transition({ status: 'accepted', ...future }, 'decline', 'host', now).ok).toBe(false);
  });

  test('either party cancels a pending or accepted booking before it starts, and not after', () => {
    for (const by of ['host', 'guest'] as const) {
      expect(transition({ status: 'pending', ...future }, 'cancel', by, now)).toEqual({ ok: true, status: 'cancelled' });
      expect(transition({ status: 'accepted', ...future }, 'cancel', by, now)).toEqual({ ok: true, status: 'cancelled' });
      expect(transition({ status: 'pending', start: now, end: future.end }, 'cancel', by, now).ok).toBe(false);
    }
  });

  test('a request unanswered for 24 hours, or by its start, expires: the host can no longer accept it', () => {
    const made = new Date('2026-03-10T09:00:00Z');
    expect(requestExpiry(made, future.start).toISOString()).toBe('2026-03-11T09:00:00.000Z');
    expect(requestExpiry(made, new Date('2026-03-10T18:00:00Z')).toISOString()).toBe('2026-03-10T18:00:00.000Z');
    const expiresAt = new Date('2026-03-10T11:59:00Z');
    expect(effectiveStatus('pending', future.end, future.start, now, expiresAt)).toBe('expired');
    expect(effectiveStatus('accepted', future.end, future.start, now, expiresAt)).toBe('accepted');
    expect(effectiveStatus('pending', future.end, future.start, now, new Date('2026-03-10T12:01:00Z'))).toBe('pending');
    expect(transition({ status: 'pending', ...future, expiresAt }, 'accept', 'host', now)).toEqual({
      ok: false,
      reason: 'An expired booking cannot be accepted.',
    });
  });

  test('declined, cancelled, expired and completed are final', () => {
    for (const status of ['declined', 'cancelled', 'expired', 'completed'] as const) {
      for (const action of ['accept', 'decline', 'cancel'] as const) {
        expect(transition({ status, ...future }, action, 'host', now).ok).toBe(false);
      }
    }
  });

  test('an accepted booking whose end has passed is completed, a pending one is not', () => {
    expect(effectiveStatus('accepted', past.end, past.start, now)).toBe('completed');
    expect(effectiveStatus('accepted', null, past.start, now)).toBe('completed');
    expect(effectiveStatus('accepted', future.end, future.start, now)).toBe('accepted');
    expect(effectiveStatus('pending', past.end, past.start, now)).toBe('pending');
    expect(transition({ status: 'accepted', ...past }, 'cancel', 'guest', now).ok).toBe(false);
  });

  test('pending and accepted hold the slot; declined and cancelled free it', () => {
    expect(['pending', 'accepted', 'declined', 'cancelled', 'completed'].filter((s) => holdsSlot(s as never))).toEqual([
      'pending',
      'accepted',
    ]);
  });
});

describe('cancellation policy', () => {
  const booking = { price: 300, firstNight: 100, start: future.start };
  const policy = (overrides: Partial<CancellationPolicy>): CancellationPolicy => ({
    periodDays: 7,
    ruleId: 1,
    lateRuleId: 3,
    fee: 40,
    ...overrides,
  });

  test('the rule applies outside the period, the late rule inside it', () => {
    expect(cancellationCharge(policy({}), booking, 'guest', now)).toBe(0);
    expect(cancellationCharge(policy({}), booking, 'guest', new Date('2026-03-15T12:00:00Z'))).toBe(100);
    expect(cancellationCharge(policy({ ruleId: 2 }), booking, 'guest', now)).toBe(40);
    expect(cancellationCharge(policy({ lateRuleId: 4 }), booking, 'guest', new Date('2026-03-19T12:00:00Z'))).toBe(300);
  });

  test('exactly the period before the start is not late', () => {
    expect(cancellationCharge(policy({}), booking, 'guest', new Date('2026-03-13T15:00:00Z'))).toBe(0);
    expect(cancellationCharge(policy({}), booking, 'guest', new Date('2026-03-13T15:00:01Z'))).toBe(100);
  });

  test('a host cancelling, or no policy, costs the guest nothing; a charge never exceeds the price', () => {
    expect(cancellationCharge(policy({ ruleId: 4 }), booking, 'host', now)).toBe(0);
    expect(cancellationCharge(null, booking, 'guest', now)).toBe(0);
    expect(cancellationCharge(policy({ ruleId: 2, fee: 500 }), booking, 'guest', now)).toBe(300);
  });
});
