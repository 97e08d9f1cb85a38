/**
 * When a guest pays, and what goes back: the one home of the booking's money rules (the README's
 * "Payments and refunds" says the same in prose). Airbnb's request to book is the model:
 *
 * - A stay, or a service with a price, is paid at request: the dialog's next step is the payment page,
 *   whose link stays until it is paid. A viewing costs nothing.
 * - The host has 24 hours to answer (never past the start); unanswered, the request expires.
 * - Declined, expired or cancelled by the host: everything paid goes back.
 * - Cancelled by the guest: what was paid less the charge of the cancellation policy the advert stated
 *   when the stay was booked (free, a fixed fee, the first night, or the full price; a late rule inside
 *   the policy's period).
 * - A payment that completes after its booking closed (a Stripe page left open) goes back in full.
 * - Money goes back once: one refund per payment, under one idempotency key, whoever asks.
 */
import type { Policies } from '../entities/advert';
import { BOOKING_STATUSES, type BookingStatus, type BookingType } from '../entities/booking';
import type { Booking, CancellationPolicy } from '../answers/bookings';
import { formatBookingDate, formatDateTime } from './dates';
import { CANCELLATION_RULE_IDS, cancellationCharge, REQUEST_REPLY_HOURS, type BookingParty } from './bookingStatus';
import { formatPounds } from './format';
import { nightsBetween } from './reserve';

const pennies = (value: number) => Math.round(value * 100) / 100;
const money = (amount: number) => formatPounds(amount, { decimals: 2 });

/** Who closed a booking that held money. */
export type ClosedBy = BookingParty | 'expiry';

/** What goes back to the guest of a closed booking: everything, unless the guest cancelled (then less the charge). */
export function refundDue(paid: number, closedBy: ClosedBy, charge: number | null): number {
  if (paid <= 0) return 0;
  if (closedBy !== 'guest') return pennies(paid);
  return pennies(Math.max(0, paid - (charge ?? 0)));
}

/** The idempotency key of a payment's refund: the same for every caller, so it is paid once. */
export const refundKey = (paymentId: number) => `payment-${paymentId}-refund`;

/** Said beside every price a guest is about to pay. */
export const REFUND_PROMISE = `If the host declines, cancels or does not reply within ${REQUEST_REPLY_HOURS} hours, you are refunded in full.`;

/** The columns an advert's cancellation policy is kept in (property_policies), as the API reads them. */
export interface CancellationColumns {
  cancellation_period: number | string | null;
  cancellation_rule_id: number | null;
  cancellation_late_rule_id: number | null;
  cancellation_fee: number | string | null;
}

/**
 * The policy a stay is charged by, from an advert's policy columns; null when it states none. The one rule
 * for the snapshot the API keeps with a booking and the policy the booking dialog shows before anyone pays.
 */
export function cancellationPolicyOf(columns: CancellationColumns): CancellationPolicy | null {
  if (columns.cancellation_rule_id === null && columns.cancellation_late_rule_id === null) return null;
  return {
    periodDays: columns.cancellation_period === null ? null : Number(columns.cancellation_period),
    ruleId: columns.cancellation_rule_id,
    lateRuleId: columns.cancellation_late_rule_id,
    fee: columns.cancellation_fee === null ? null : Number(columns.cancellation_fee),
  };
}

/** An advert's policies, as GET api/properties/{id} sends them, as the policy a stay would be charged by. */
export function advertCancellationPolicy(
  advert: Pick<Policies, 'cancellation_period' | 'cancellation_rule' | 'cancellation_fee' | 'cancellation_late_rule_id'>,
): CancellationPolicy | null {
  return cancellationPolicyOf({ ...advert, cancellation_rule_id: advert.cancellation_rule?.id ?? null });
}

/** Whether a rule charges nothing: free cancellation, or a fixed fee that names no fee. */
const chargesNothing = (ruleId: number | null, fee: number | null) =>
  ruleId === null || ruleId === CANCELLATION_RULE_IDS.free || (ruleId === CANCELLATION_RULE_IDS.fixedFee && !(Number(fee) > 0));

function ruleWords(ruleId: number | null, fee: number | null): string {
  if (chargesNothing(ruleId, fee)) return 'full refund';
  switch (ruleId) {
    case CANCELLATION_RULE_IDS.fixedFee:
      return `${money(Number(fee))} fee charged`;
    case CANCELLATION_RULE_IDS.firstNight:
      return 'first night charged';
    default:
      return 'full price charged';
  }
}

/**
 * A cancellation policy in words, as the dialog and the payment page show it before anyone pays:
 * 'Cancel 7 or more days before check-in: full refund. Later: first night charged.' A fixed fee that
 * names no fee charges nothing, and reads so, never as '£0.00 fee'.
 */
export function cancellationPolicyText(policy: CancellationPolicy | null): string {
  if (!policy) return 'If you cancel: full refund.';
  const early = ruleWords(policy.ruleId, policy.fee);
  const late = ruleWords(policy.lateRuleId ?? policy.ruleId, policy.fee);
  if (policy.periodDays === null || policy.periodDays <= 0 || early === late) return `If you cancel: ${early}.`;
  return `Cancel ${policy.periodDays} or more days before check-in: ${early}. Later: ${late}.`;
}

/**
 * Whether a later cancellation never costs less than an earlier one, for any stay: the late rule is
 * the early one, or the early rule charges nothing, or the late rule keeps the full price. (A fixed fee
 * and the first night cannot be ordered: which is more depends on the stay.) Hosts choose such policies;
 * the seed holds to it.
 */
export function laterNeverCheaper(policy: CancellationPolicy): boolean {
  const late = policy.lateRuleId ?? policy.ruleId;
  if (policy.periodDays === null || late === policy.ruleId) return true;
  return chargesNothing(policy.ruleId, policy.fee) || late === CANCELLATION_RULE_IDS.fullPrice;
}

type StayMoney = Pick<Booking, 'booking_type' | 'property_id' | 'price' | 'price_lines' | 'date_start' | 'date_end' | 'amount_due'>;

/** The rooms' share of a stay's price: its room lines (the 'Rooms' line of older bookings), else the whole price. */
function roomsPrice(b: Pick<Booking, 'price' | 'price_lines'>): number {
  const lines = b.price_lines.filter((line) => line.kind === 'room' || (line.kind === undefined && line.label === 'Rooms'));
  return lines.length ? lines.reduce((sum, line) => sum + line.amount, 0) : b.price;
}

/**
 * What a party who cancels a booking now is charged under its policy: a stay's guest by the policy it
 * was booked under (the first night is the rooms' price over the nights); a viewing, an appointment or
 * a host's cancellation costs nothing. The API records it and the cancel dialog quotes it.
 */
export function cancellationChargeOf(b: StayMoney & Pick<Booking, 'cancellation_policy'>, by: BookingParty, now: Date): number | null {
  if (b.booking_type !== 'reserve' || b.property_id === null) return null;
  const start = new Date(b.date_start);
  const firstNight = roomsPrice(b) / nightsBetween(start, b.date_end ?? start);
  return cancellationCharge(b.cancellation_policy, { price: b.amount_due, firstNight, start }, by, now);
}

/** What cancelling now means to a guest's money: what they paid, what comes back and what is kept. */
export interface CancellationQuote {
  paid: number;
  refund: number;
  kept: number;
}

/** The guest's money if they cancel now: the charge of cancellationChargeOf taken from what they paid (refundDue). */
export function guestCancellationQuote(b: StayMoney & Pick<Booking, 'cancellation_policy' | 'paid_amount'>, now: Date): CancellationQuote {
  const refund = refundDue(b.paid_amount, 'guest', cancellationChargeOf(b, 'guest', now));
  return { paid: pennies(b.paid_amount), refund, kept: pennies(b.paid_amount - refund) };
}

/** What a person reads as a booking's status. */
export type BookingStatusLabel = (typeof BOOKING_STATUSES)[BookingStatus] | 'Paid' | 'Refunded';

type Money = Pick<Booking, 'amount_due' | 'paid_amount' | 'refunded_amount'>;

/**
 * The status as it reads: 'Requested', 'Paid' once a request is paid, 'Accepted', then 'Declined',
 * 'Cancelled' or 'Expired', and 'Refunded' once money went back; 'Completed' after the stay.
 */
export function bookingStatusLabel(b: Money & { status: BookingStatus }): BookingStatusLabel {
  if (b.refunded_amount > 0) return 'Refunded';
  if (b.status === 'pending' && b.paid_amount > 0) return 'Paid';
  return BOOKING_STATUSES[b.status];
}

/** Whether the guest still has something to pay. */
export function owesPayment(b: Money & { status: BookingStatus }): boolean {
  return (b.status === 'pending' || b.status === 'accepted') && b.amount_due > 0 && b.paid_amount <= 0;
}

const appointmentWord: Record<BookingType, string> = { view: 'viewing', reserve: 'stay', appoint: 'appointment' };

type NextStepBooking = Money &
  Pick<Booking, 'status' | 'booking_type' | 'date_start' | 'expires_at' | 'cancellation_charge'> & {
    paid_at?: string | null;
    instant_book?: boolean;
  };

/** The booking's next step for one side, in a sentence: what the guest or the host does or waits for now. */
export function bookingNextStep(b: NextStepBooking, role: BookingParty): string {
  const host = b.booking_type === 'appoint' ? 'provider' : 'host';
  const start = formatDateTime(b.date_start);
  const until = b.expires_at ? ` by ${formatDateTime(b.expires_at)}` : '';
  const due = owesPayment(b);
  switch (b.status) {
    case 'pending':
      if (role === 'host')
        return b.paid_amount > 0 ? `Paid ${money(b.paid_amount)}: accept or decline${until}.` : `Accept or decline${until}.`;
      if (due)
        return b.instant_book
          ? `Pay ${money(b.amount_due)} to confirm your stay (Instant Book).`
          : `Pay ${money(b.amount_due)} to complete your request.`;
      return `Waiting for the ${host} to reply${until}.`;
    case 'accepted':
      if (due)
        return role === 'guest'
          ? `Accepted: pay ${money(b.amount_due)} before ${start}.`
          : `Waiting for the guest to pay ${money(b.amount_due)}.`;
      return b.booking_type === 'reserve'
        ? `Confirmed: check-in on ${start}.`
        : `Confirmed: the ${appointmentWord[b.booking_type]} is on ${start}.`;
    case 'completed':
      return 'Completed.';
    default: {
      if (b.refunded_amount > 0) {
        const kept = pennies(b.paid_amount - b.refunded_amount);
        const refunded = `Refunded ${money(b.refunded_amount)}${role === 'host' ? ' to the guest' : ''}`;
        return kept > 0 ? `${refunded}; ${money(kept)} kept under the cancellation policy.` : `${refunded}.`;
      }
      if (b.paid_amount <= 0) return 'Nothing was charged.';
      const kept = b.cancellation_charge ?? 0;
      if (kept >= b.paid_amount) return `${money(b.paid_amount)} kept under the cancellation policy.`;
      return 'The refund is on its way.';
    }
  }
}

/** What declining or cancelling asks first (the confirmation dialog, 002 §2.4, with its optional message). */
export interface StatusChangeQuestion {
  title: string;
  message: string;
  confirmLabel: string;
}

/** A booking as the confirmation reads it: who the parties are, and for a guest's cancel its money and policy. */
type QuestionBooking = StayMoney & Pick<Booking, 'cancellation_policy' | 'paid_amount'>;

/** What a guest who cancels now gets back, in the amounts the API will apply (guestCancellationQuote). */
function guestMoneyWords(b: QuestionBooking, now: Date): string {
  const quote = guestCancellationQuote(b, now);
  if (quote.kept <= 0) return ` You get back everything you paid: ${money(quote.refund)}.`;
  const policy = ` (${cancellationPolicyText(b.cancellation_policy)})`;
  if (quote.refund <= 0) return ` You get nothing back: the ${money(quote.kept)} you paid is kept under the cancellation policy${policy}.`;
  return ` You get back ${money(quote.refund)} of the ${money(quote.paid)} you paid; ${money(quote.kept)} is kept under the cancellation policy${policy}.`;
}

/** The question before a decline or a cancel: who is told, and what happens to the money, to the penny. */
export function statusChangeQuestion(
  b: QuestionBooking,
  role: BookingParty,
  action: 'decline' | 'cancel',
  now = new Date(),
): StatusChangeQuestion {
  const other = role === 'host' ? (b.booking_type === 'appoint' ? 'client' : 'guest') : b.booking_type === 'appoint' ? 'provider' : 'host';
  const money = b.paid_amount <= 0 ? '' : role === 'host' ? ' What they paid goes back to them in full.' : guestMoneyWords(b, now);
  return action === 'decline'
    ? {
        title: 'Decline this request?',
        message: `The ${other} reads your answer in your conversation, with your message if you add one.${money}`,
        confirmLabel: 'Decline',
      }
    : {
        title: 'Cancel this booking?',
        message: `The ${other} is told in your conversation, with your message if you add one.${money}`,
        confirmLabel: 'Cancel booking',
      };
}

/**
 * The question before a host accepts: whose booking, when, and what they are paid for it (everything
 * the guest pays goes to the host; a viewing pays nothing), so a mistaken tap costs nothing.
 */
export function acceptQuestion(
  b: Pick<Booking, 'booking_type' | 'date_start' | 'date_end' | 'amount_due' | 'paid_amount'>,
  guestName: string,
): StatusChangeQuestion {
  const start = formatBookingDate(new Date(b.date_start));
  const when = b.booking_type === 'reserve' && b.date_end ? `from ${start} to ${formatBookingDate(new Date(b.date_end))}` : `on ${start}`;
  const payout =
    b.paid_amount > 0
      ? ` Your payout: ${money(b.paid_amount)}, already paid.`
      : b.amount_due > 0
        ? ` Your payout: ${money(b.amount_due)}, once they pay.`
        : '';
  return {
    title: 'Accept this request?',
    message: `${guestName}'s ${appointmentWord[b.booking_type]} ${when} is confirmed, and they are told in your conversation.${payout}`,
    confirmLabel: 'Accept',
  };
}
