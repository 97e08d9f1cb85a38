import { useEffect, useId, useState } from 'react';
import { formatPounds, isHttpError, type PaymentMode } from '@marketplace/shared';
import { paymentsApi, TEST_MODE_NOTICE, type PaymentsApi } from './api';
import * as styles from './payments.module.css';

export const DONATION_THANKS = 'Thank you for your donation!';

export interface DonateProps {
  sessionId?: string | null;
  api?: PaymentsApi;
  go?(url: string): void;
}

/** /donate: an amount in pounds, paid through the same payment provider as bookings. */
export function Donate({ sessionId = null, api = paymentsApi, go = (url) => window.location.assign(url) }: DonateProps) {
  const amountId = useId();
  const errorId = useId();
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [amount, setAmount] = useState('10');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  useEffect(() => {
    api.mode().then(setMode, () => setMode(null));
    if (sessionId) {
      api.confirm(sessionId).then(
        (result) => result.status === 'succeeded' && setThanks(DONATION_THANKS),
        () => undefined,
      );
    }
  }, [api, sessionId]);

  const donate = async () => {
    setBusy(true);
    setError(null);
    setThanks(null);
    try {
      const value = Number(amount);
      const started = await api.donate(value);
      if (started.status === 'redirect') go(started.url);
      else setThanks(`${DONATION_THANKS} ${formatPounds(value, { decimals: 2 })} was recorded.`);
    } catch (e) {
      setError(isHttpError(e) ? (e.data.errors?.amount?.[0] ?? e.data.message ?? 'Something went wrong.') : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="donate-heading">
      <h1 id="donate-heading" className={styles.heading}>
        Donate
      </h1>
      {mode === 'test' ? (
        <p className={styles.notice} role="note">
          {TEST_MODE_NOTICE}
        </p>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void donate();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={amountId}>Amount (£)</label>
          <input
            id={amountId}
            type="number"
            min={1}
            max={10000}
            step={0.01}
            required
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Processing...' : 'Donate'}
        </button>
      </form>
      {error ? (
        <p role="alert" id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {thanks ? (
        <p role="status" className={styles.paid}>
          {thanks}
        </p>
      ) : null}
    </section>
  );
}
