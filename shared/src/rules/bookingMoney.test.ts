import type { Booking, CancellationPolicy } from '../answers/bookings';
import { isUkPostcode, jobAddress, jobPostcode } from './booking';
import {
  acceptQuestion,
  advertCancellationPolicy,
  bookingNextStep,
  bookingStatusLabel,
  cancellationChargeOf,
  cancellationPolicyText,
  guestCancellationQuote,
  laterNeverCheaper,
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

  test('a fixed fee that names no fee charges nothing, and never reads as a £0.00 fee', () => {
    expect(cancellationPolicyText({ periodDays: 7, ruleId: 1, lateRuleId: 2, fee: null })).toBe('If you cancel: full refund.');
    expect(cancellationPolicyText({ periodDays: 7, ruleId: 2, lateRuleId: 4, fee: 0 })).toBe(
      'Cancel 7 or more days before check-in: full refund. Later: full price charged.',
    );
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
    expect(
      bookingNextStep({ ...stay, status: 'cancelled', paid_amount: 405, refunded_amount: 305, cancellation_charge: 100 }, 'guest'),
    ).toBe('Refunded £305.00; £100.00 kept under the cancellation policy.');
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

describe('what cancelling costs a guest, at the edges of each policy', () => {
  // Check-in 20 March 15:00, three nights of £100 plus a £30 cleaning fee, all paid.
  const stay: Pick<
    Booking,
    | 'booking_type'
    | 'property_id'
    | 'price'
    | 'price_lines'
    | 'date_start'
    | 'date_end'
    | 'amount_due'
    | 'paid_amount'
    | 'cancellation_policy'
  > = {
    booking_type: 'reserve',
    property_id: 7,
    price: 330,
    amount_due: 330,
    paid_amount: 330,
    price_lines: [
      { label: 'Double room', amount: 300, kind: 'room', detail: '£100.00 × 3 nights' },
      { label: 'Cleaning fee', amount: 30, kind: 'fee' },
      { label: 'Total', amount: 330, kind: 'total' },
    ],
    date_start: '2026-03-20T15:00:00.000Z',
    date_end: '2026-03-23T11:00:00.000Z',
    cancellation_policy: null,
  };
  const at = (iso: string) => new Date(iso);
  const under = (policy: CancellationPolicy | null) => ({ ...stay, cancellation_policy: policy });
  const quote = (policy: CancellationPolicy | null, when: string) => guestCancellationQuote(under(policy), at(when));

  test('flexible (free until a day before, then the first night): everything back exactly a day before', () => {
    const flexible = { periodDays: 1, ruleId: 1, lateRuleId: 3, fee: null };
    expect(quote(flexible, '2026-03-19T15:00:00Z')).toEqual({ paid: 330, refund: 330, kept: 0 });
    expect(quote(flexible, '2026-03-19T15:00:01Z')).toEqual({ paid: 330, refund: 230, kept: 100 });
  });

  test('strict (free until 14 days before, then the full price)', () => {
    const strict = { periodDays: 14, ruleId: 1, lateRuleId: 4, fee: null };
    expect(quote(strict, '2026-03-06T15:00:00Z')).toEqual({ paid: 330, refund: 330, kept: 0 });
    expect(quote(strict, '2026-03-06T15:00:01Z')).toEqual({ paid: 330, refund: 0, kept: 330 });
  });

  test('a fixed fee early, the full price late', () => {
    const fee = { periodDays: 7, ruleId: 2, lateRuleId: 4, fee: 45 };
    expect(quote(fee, '2026-03-13T15:00:00Z')).toEqual({ paid: 330, refund: 285, kept: 45 });
    expect(quote(fee, '2026-03-13T15:00:01Z')).toEqual({ paid: 330, refund: 0, kept: 330 });
  });

  test('non-refundable, and no policy at all', () => {
    expect(quote({ periodDays: null, ruleId: 4, lateRuleId: 4, fee: null }, '2026-01-01T00:00:00Z').refund).toBe(0);
    expect(quote(null, '2026-03-20T14:00:00Z')).toEqual({ paid: 330, refund: 330, kept: 0 });
  });

  test('nothing paid, nothing back; a viewing or a host never pays a charge', () => {
    expect(quote({ periodDays: 14, ruleId: 1, lateRuleId: 4, fee: null }, '2026-03-19T00:00:00Z').kept).toBe(330);
    expect(
      guestCancellationQuote(
        { ...under({ periodDays: 14, ruleId: 4, lateRuleId: 4, fee: null }), paid_amount: 0 },
        at('2026-03-19T00:00:00Z'),
      ),
    ).toEqual({
      paid: 0,
      refund: 0,
      kept: 0,
    });
    const strict = under({ periodDays: 14, ruleId: 4, lateRuleId: 4, fee: null });
    expect(cancellationChargeOf(strict, 'host', at('2026-03-19T00:00:00Z'))).toBe(0);
    expect(cancellationChargeOf({ ...strict, booking_type: 'view' }, 'guest', at('2026-03-19T00:00:00Z'))).toBeNull();
  });

  test('a later cancellation never costs less: the policies a host would choose', () => {
    expect(laterNeverCheaper({ periodDays: 1, ruleId: 1, lateRuleId: 3, fee: null })).toBe(true);
    expect(laterNeverCheaper({ periodDays: 7, ruleId: 2, lateRuleId: 4, fee: 45 })).toBe(true);
    expect(laterNeverCheaper({ periodDays: null, ruleId: 4, lateRuleId: 1, fee: null })).toBe(true);
    // The seed's old draws: the full price early and a fee late; the first night early and a fee late.
    expect(laterNeverCheaper({ periodDays: 1, ruleId: 4, lateRuleId: 2, fee: 50 })).toBe(false);
    expect(laterNeverCheaper({ periodDays: 7, ruleId: 3, lateRuleId: 2, fee: 50 })).toBe(false);
  });
});

describe('what each move asks first', () => {
  const paid = {
    booking_type: 'reserve' as const,
    property_id: 7,
    price: 200,
    amount_due: 200,
    paid_amount: 200,
    price_lines: [{ label: 'Double room', amount: 200, kind: 'room' as const }],
    date_start: '2026-03-20T15:00:00.000Z',
    date_end: '2026-03-22T11:00:00.000Z',
    cancellation_policy: { periodDays: 7, ruleId: 1, lateRuleId: 3, fee: null },
  };
  const early = new Date('2026-03-01T12:00:00Z');
  const late = new Date('2026-03-18T12:00:00Z');

  it('declining says who is told, and that everything goes back', () => {
    expect(statusChangeQuestion(paid, 'host', 'decline', early)).toEqual({
      title: 'Decline this request?',
      message:
        'The guest reads your answer in your conversation, with your message if you add one. What they paid goes back to them in full.',
      confirmLabel: 'Decline',
    });
  });

  it("a guest's cancel states the exact amount back and what is kept, by the policy", () => {
    expect(statusChangeQuestion(paid, 'guest', 'cancel', early).message).toBe(
      'The host is told in your conversation, with your message if you add one. You get back everything you paid: £200.00.',
    );
    expect(statusChangeQuestion(paid, 'guest', 'cancel', late).message).toBe(
      'The host is told in your conversation, with your message if you add one. You get back £100.00 of the £200.00 you paid; £100.00 is kept under the cancellation policy (Cancel 7 or more days before check-in: full refund. Later: first night charged.).',
    );
    const strict = { ...paid, cancellation_policy: { periodDays: 14, ruleId: 1, lateRuleId: 4, fee: null } };
    expect(statusChangeQuestion(strict, 'guest', 'cancel', late).message).toContain(
      'You get nothing back: the £200.00 you paid is kept under the cancellation policy',
    );
    expect(statusChangeQuestion({ ...paid, booking_type: 'appoint', paid_amount: 0 }, 'host', 'cancel').message).toBe(
      'The client is told in your conversation, with your message if you add one.',
    );
  });

  it('accepting names the guest, the dates and the payout', () => {
    expect(acceptQuestion(paid, 'Emily Carter')).toEqual({
      title: 'Accept this request?',
      message:
        "Emily Carter's stay from 20-03-2026 15:00 to 22-03-2026 11:00 is confirmed, and they are told in your conversation. Your payout: £200.00, already paid.",
      confirmLabel: 'Accept',
    });
    expect(acceptQuestion({ ...paid, paid_amount: 0 }, 'Emily Carter').message).toContain('Your payout: £200.00, once they pay.');
    expect(acceptQuestion({ ...paid, booking_type: 'view', amount_due: 0, paid_amount: 0 }, 'Sophie Turner').message).toBe(
      "Sophie Turner's viewing on 20-03-2026 15:00 is confirmed, and they are told in your conversation.",
    );
  });
});

describe("where an appointment's job is", () => {
  it('the address as entered, with its postcode unless it already holds it', () => {
    expect(jobAddress({ service_user_address: '10 Downing Street, London', service_user_postcode: 'SW1A 2AA' })).toBe(
      '10 Downing Street, London, SW1A 2AA',
    );
    expect(jobAddress({ service_user_address: '10 Downing Street, London SW1A 2AA', service_user_postcode: 'sw1a2aa' })).toBe(
      '10 Downing Street, London SW1A 2AA',
    );
    expect(jobAddress({ service_user_address: '10 Downing Street, London sw1a2aa', service_user_postcode: 'SW1A 2AA' })).toBe(
      '10 Downing Street, London SW1A 2AA',
    );
    expect(jobAddress({ service_user_address: null, service_user_postcode: null })).toBeNull();
  });
});

describe("an appointment's postcode", () => {
  it('is the one picked with the address when it is a UK postcode, else the last one the typed address holds, written as the Royal Mail does', () => {
    expect(jobPostcode('Downing Street, London', 'sw1a2aa')).toBe('SW1A 2AA');
    expect(jobPostcode('10 Downing Street, London sw1a 2aa', null)).toBe('SW1A 2AA');
    expect(jobPostcode('Flat 2, M4 5JD, moved from SW18 4AB? no: 12 Oak Road, M1 1AE', null)).toBe('M1 1AE');
    expect(jobPostcode('3 Grafton Street, Dublin D02 X285', 'D02 X285')).toBeNull();
    expect(jobPostcode('12 Oak Road', null)).toBeNull();
    expect(jobPostcode(null, null)).toBeNull();
  });

  it('is checked by the postcode library: a cut-short or foreign code is none', () => {
    expect(isUkPostcode('SW1A 2AA')).toBe(true);
    expect(isUkPostcode('SW1A 2A')).toBe(false);
    expect(isUkPostcode('28013')).toBe(false);
  });
});
