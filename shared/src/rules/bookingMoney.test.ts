import {
  advertCancellationPolicy,
  bookingNextStep,
  bookingStatusLabel,
  cancellationPolicyText,
  owesPayment,
  refundDue,
  refundKey,
  REFUND_PROMISE,
  statusChangeQuestion,
} from './bookingMoney';

describe('what goes back to the guest', () => {
  test('declined, expired or cancelled by the host: everything paid', () => {
    expect(refundDue(405, 'host', null)).toBe(405);
    expect(refundDue(405, 'expiry', null)).toBe(405);
    // A charge is the guest's alone: a host's cancellation never keeps any of it.
    expect(refundDue(405, 'host', 60)).toBe(405);
  });

  test("cancelled by the guest: what was paid less the policy's charge, never below nothing", () => {
    expect(refundDue(405, 'guest', 0)).toBe(405);
    expect(refundDue(405, 'guest', 60)).toBe(345);
    expect(refundDue(405, 'guest', 500)).toBe(0);
    expect(refundDue(0, 'host', null)).toBe(0);
  });

  test('one key per payment, whoever asks', () => {
    expect(refundKey(42)).toBe('payment-42-refund');
  });
});

describe('the cancellation policy in words', () => {
  const policy = { periodDays: 7, ruleId: 1, lateRuleId: 3, fee: null };
  test('an early rule and a late one', () => {
    expect(cancellationPolicyText(policy)).toBe('Cancel 7 or more days before check-in: full refund. Later: first night charged.');
    expect(cancellationPolicyText({ periodDays: 1, ruleId: 2, lateRuleId: 4, fee: 50 })).toBe(
      'Cancel 1 or more days before check-in: £50.00 fee charged. Later: full price charged.',
    );
  });

  test("an advert's policies as it sends them", () => {
    expect(
      advertCancellationPolicy({
        cancellation_period: '7',
        cancellation_rule: { id: 2, rule: 'Fixed Fee Charged' },
        cancellation_fee: 40,
        cancellation_late_rule_id: 4,
      }),
    ).toEqual({ periodDays: 7, ruleId: 2, lateRuleId: 4, fee: 40 });
    expect(
      advertCancellationPolicy({
        cancellation_period: null,
        cancellation_rule: null,
        cancellation_fee: null,
        cancellation_late_rule_id: null,
      }),
    ).toBeNull();
  });

  test('one rule whenever, or none at all', () => {
    expect(cancellationPolicyText({ ...policy, periodDays: null })).toBe('If you cancel: full refund.');
    expect(cancellationPolicyText({ ...policy, lateRuleId: 1 })).toBe('If you cancel: full refund.');
    expect(cancellationPolicyText(null)).toBe('If you cancel: full refund.');
    expect(REFUND_PROMISE).toBe('If the host declines, cancels or does not reply within 24 hours, you are refunded in full.');
  });
});

describe('a booking as it reads', () => {
  const stay = {
    booking_type: 'reserve' as const,
    status: 'pending' as const,
    date_start: '2026-03-20T15:00:00.000Z',
    expires_at: '2026-03-11T09:00:00.000Z',
    amount_due: 405,
    paid_amount: 0,
    refunded_amount: 0,
    cancellation_charge: null,
  };

  test('the statuses a person follows: Requested, Paid, Accepted, then Declined, Cancelled, Expired or Refunded', () => {
    expect(bookingStatusLabel(stay)).toBe('Requested');
    expect(bookingStatusLabel({ ...stay, paid_amount: 405 })).toBe('Paid');
    expect(bookingStatusLabel({ ...stay, status: 'accepted', paid_amount: 405 })).toBe('Accepted');
    expect(bookingStatusLabel({ ...stay, status: 'declined' })).toBe('Declined');
    expect(bookingStatusLabel({ ...stay, status: 'cancelled' })).toBe('Cancelled');
    expect(bookingStatusLabel({ ...stay, status: 'expired' })).toBe('Expired');
    expect(bookingStatusLabel({ ...stay, status: 'declined', paid_amount: 405, refunded_amount: 405 })).toBe('Refunded');
    expect(bookingStatusLabel({ ...stay, status: 'completed', paid_amount: 405 })).toBe('Completed');
  });

  test("the guest's next step", () => {
    expect(bookingNextStep(stay, 'guest')).toBe('Pay £405.00 to complete your request.');
    expect(bookingNextStep({ ...stay, paid_amount: 405 }, 'guest')).toBe('Waiting for the host to reply by 11-03-2026 09:00.');
    expect(bookingNextStep({ ...stay, status: 'accepted' }, 'guest')).toBe('Accepted: pay £405.00 before 20-03-2026 15:00.');
    expect(bookingNextStep({ ...stay, status: 'accepted', paid_amount: 405 }, 'guest')).toBe('Confirmed: check-in on 20-03-2026 15:00.');
    expect(bookingNextStep({ ...stay, status: 'declined', paid_amount: 405, refunded_amount: 405 }, 'guest')).toBe('Refunded £405.00.');
    expect(bookingNextStep({ ...stay, status: 'declined' }, 'guest')).toBe('Nothing was charged.');
    expect(bookingNextStep({ ...stay, status: 'cancelled', paid_amount: 405, cancellation_charge: 405 }, 'guest')).toBe(
      '£405.00 kept under the cancellation policy.',
    );
    const viewing = { ...stay, booking_type: 'view' as const, amount_due: 0 };
    expect(bookingNextStep(viewing, 'guest')).toBe('Waiting for the host to reply by 11-03-2026 09:00.');
    expect(bookingNextStep({ ...viewing, status: 'accepted' }, 'guest')).toBe('Confirmed: the viewing is on 20-03-2026 15:00.');
    expect(bookingNextStep({ ...viewing, booking_type: 'appoint', expires_at: null }, 'guest')).toBe('Waiting for the provider to reply.');
  });

  test("the host's next step", () => {
    expect(bookingNextStep(stay, 'host')).toBe('Accept or decline by 11-03-2026 09:00.');
    expect(bookingNextStep({ ...stay, paid_amount: 405 }, 'host')).toBe('Paid £405.00: accept or decline by 11-03-2026 09:00.');
    expect(bookingNextStep({ ...stay, status: 'accepted' }, 'host')).toBe('Waiting for the guest to pay £405.00.');
    expect(bookingNextStep({ ...stay, status: 'expired', paid_amount: 405, refunded_amount: 405 }, 'host')).toBe(
      'Refunded £405.00 to the guest.',
    );
  });

  test('only an open, unpaid booking with something due owes payment', () => {
    expect(owesPayment(stay)).toBe(true);
    expect(owesPayment({ ...stay, paid_amount: 405 })).toBe(false);
    expect(owesPayment({ ...stay, status: 'declined' })).toBe(false);
    expect(owesPayment({ ...stay, amount_due: 0 })).toBe(false);
  });
});

describe('what declining and cancelling ask first', () => {
  it('says who is told, and what happens to the money', () => {
    expect(statusChangeQuestion({ booking_type: 'reserve', paid_amount: 200 }, 'host', 'decline')).toEqual({
      title: 'Decline this request?',
      message:
        'The guest reads your answer in your conversation, with your message if you add one. What they paid goes back to them in full.',
      confirmLabel: 'Decline',
    });
    expect(statusChangeQuestion({ booking_type: 'reserve', paid_amount: 200 }, 'guest', 'cancel').message).toBe(
      'The host is told in your conversation, with your message if you add one. You get back what you paid, less any charge of the cancellation policy you booked under.',
    );
    expect(statusChangeQuestion({ booking_type: 'appoint', paid_amount: 0 }, 'host', 'cancel').message).toBe(
      'The client is told in your conversation, with your message if you add one.',
    );
  });
});
