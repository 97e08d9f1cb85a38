import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  AppLink,
  bookingNextStep,
  BookingStatusChip,
  Button,
  bus,
  cancellationPolicyText,
  formatDateTime,
  formatPounds,
  apiMessageOf,
  isHttpError,
  jobAddress,
  owesPayment,
  REFUND_PROMISE,
  type BookingPaymentView,
} from '@marketplace/shared';
import { PriceBreakdown } from '../price/PriceBreakdown';
import { paymentsApi, TEST_MODE_NOTICE, type PaymentsApi } from './api';
import * as styles from './payments.module.css';

const KINDS = { view: 'Viewing', reserve: 'Reservation', appoint: 'Service appointment' } as const;
const money = (amount: number) => formatPounds(amount, { decimals: 2 });

function messageOf(error: unknown): string {
  if (isHttpError(error) && error.status === 404) return 'This payment link is not valid.';
  return apiMessageOf(error, 'Something went wrong. Please try again.');
}

export interface BookingPaymentProps {
  token: string;
  /** Stripe's `session_id` when the payer comes back from Checkout. */
  sessionId?: string | null;
  api?: PaymentsApi;
  /** Where a Stripe Checkout page is opened (the browser's location by default). */
  go?(url: string): void;
}

/**
 * /booking-payment/{token}: the booking, its price breakdown and a Pay button for its guest; its host
 * sees whether it is paid. A token of someone else's booking shows the API's refusal.
 */
export function BookingPayment({
  token,
  sessionId = null,
  api = paymentsApi,
  go = (url) => window.location.assign(url),
}: BookingPaymentProps) {
  const [view, setView] = useState<BookingPaymentView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      if (sessionId) await api.confirm(sessionId);
      setView(await api.bookingPayment(token));
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [api, token, sessionId]);
  useEffect(() => {
    void load();
  }, [load]);
  // The other party's answer (accepted, declined, refunded) arrives as a notification: the page follows it.
  useEffect(() => bus.on('notification:received', () => void load()), [load]);

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const started = await api.pay(token);
      if (started.status === 'redirect') go(started.url);
      else await load();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (!view) {
    return (
      <section className={styles.page} aria-labelledby="booking-payment-heading">
        <h1 id="booking-payment-heading" className={styles.heading}>
          Booking Payment
        </h1>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : (
          <p>Loading…</p>
        )}
      </section>
    );
  }
  const { booking, role, mode } = view;
  const due = owesPayment(booking);
  const where = jobAddress(booking);
  return (
    <section className={styles.page} aria-labelledby="booking-payment-heading">
      <h1 id="booking-payment-heading" className={styles.heading}>
        Booking Payment
      </h1>
      {mode === 'test' ? (
        <p className={styles.notice} role="note">
          {TEST_MODE_NOTICE}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>Booking</dt>
        <dd>
          {KINDS[booking.booking_type]} #{booking.id}: {booking.title}
        </dd>
        <dt>{booking.booking_type === 'reserve' ? 'Check-in' : 'When'}</dt>
        <dd>{formatDateTime(booking.date_start)}</dd>
        {booking.date_end && booking.booking_type === 'reserve' ? (
          <>
            <dt>Check-out</dt>
            <dd>{formatDateTime(booking.date_end)}</dd>
          </>
        ) : null}
        {where ? (
          <>
            <dt>Address</dt>
            <dd>{where}</dd>
          </>
        ) : null}
        {booking.service_user_job_description ? (
          <>
            <dt>Job</dt>
            <dd className={styles.job}>{booking.service_user_job_description}</dd>
          </>
        ) : null}
        {booking.rooms.length ? (
          <>
            <dt>Rooms</dt>
            <dd>{booking.rooms.map((room) => (room.quantity > 1 ? `${room.name} × ${room.quantity}` : room.name)).join(', ')}</dd>
          </>
        ) : null}
        {booking.booking_type === 'reserve' ? (
          <>
            <dt>Guests</dt>
            <dd>
              {booking.guests}
              {booking.pets ? `, ${booking.pets} pet${booking.pets === 1 ? '' : 's'}` : ''}
            </dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <BookingStatusChip booking={booking} />
        </dd>
        <dt>Next</dt>
        <dd data-testid="next-step">{bookingNextStep(booking, role)}</dd>
      </dl>
      {booking.status_note ? (
        <blockquote className={styles.note}>
          <p>{booking.status_note}</p>
        </blockquote>
      ) : null}
      {booking.price_lines.length ? <PriceBreakdown lines={booking.price_lines} /> : null}
      {booking.booking_type === 'reserve' ? (
        <p className={styles.policy}>
          <strong>Cancellation:</strong> {cancellationPolicyText(booking.cancellation_policy)} {REFUND_PROMISE}
        </p>
      ) : null}
      {booking.paid_amount > 0 ? (
        <Alert tone="success">
          Paid {money(booking.paid_amount)}
          {booking.paid_at ? ` on ${formatDateTime(booking.paid_at)}` : ''}
        </Alert>
      ) : null}
      {booking.refunded_amount > 0 ? (
        <Alert tone="info">
          Refunded {money(booking.refunded_amount)}
          {booking.refunded_at ? ` on ${formatDateTime(booking.refunded_at)}` : ''}
        </Alert>
      ) : null}
      {!due ? null : role === 'guest' ? (
        <Button variant="primary" size="large" busy={busy} onClick={() => void pay()}>
          Pay {money(booking.amount_due)}
        </Button>
      ) : (
        <p>Not paid yet: {money(booking.amount_due)} due from the guest.</p>
      )}
      {booking.amount_due <= 0 && booking.booking_type !== 'reserve' ? <p>There is nothing to pay for this booking.</p> : null}
      <Alert tone="error">{error}</Alert>
      {booking.chat_room_id ? (
        <p>
          <AppLink to={`/dashboard-user-messages/${booking.chat_room_id}`}>Open the conversation</AppLink>
        </p>
      ) : null}
    </section>
  );
}
