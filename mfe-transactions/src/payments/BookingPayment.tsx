import { useCallback, useEffect, useState } from 'react';
import { formatPounds, isHttpError, type BookingPaymentView } from '@marketplace/shared';
import { paymentsApi, TEST_MODE_NOTICE, type PaymentsApi } from './api';
import * as styles from './payments.module.css';

const KINDS = { view: 'Viewing', reserve: 'Reservation', appoint: 'Service appointment' } as const;
const when = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${iso.slice(11, 16)}`;

function messageOf(error: unknown): string {
  if (isHttpError(error)) {
    const first = error.data.errors ? Object.values(error.data.errors)[0]?.[0] : undefined;
    if (error.status === 404) return 'This payment link is not valid.';
    return first ?? error.data.message ?? 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
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
        <dt>From</dt>
        <dd>{when(booking.date_start)}</dd>
        {booking.date_end && booking.booking_type === 'reserve' ? (
          <>
            <dt>To</dt>
            <dd>{when(booking.date_end)}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>{booking.status.charAt(0).toUpperCase() + booking.status.slice(1)}</dd>
      </dl>
      {booking.price_lines.length ? (
        <table className={styles.lines} aria-label="Price breakdown">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {booking.price_lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{formatPounds(line.amount, { decimals: 2 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {booking.paid_at ? (
        <p className={styles.paid} role="status">
          Paid on {when(booking.paid_at)}
        </p>
      ) : booking.amount_due <= 0 ? (
        <p>There is nothing to pay for this booking.</p>
      ) : role === 'guest' ? (
        <button type="button" className={styles.button} disabled={busy} onClick={() => void pay()}>
          {busy ? 'Processing...' : `Pay ${formatPounds(booking.amount_due, { decimals: 2 })}`}
        </button>
      ) : (
        <p>Not paid yet: {formatPounds(booking.amount_due, { decimals: 2 })} due from the guest.</p>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
