import { useState } from 'react';
import {
  Alert,
  AppLink,
  BOOKING_STATUSES,
  Card,
  EmptyState,
  formatDateTime,
  formatPounds,
  Pager,
  PAYOUT_STATE_LABELS,
  type HostPayouts,
  type HostTransaction,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { KIND, when } from '../bookings/BookingCard';
import * as styles from './payouts.module.css';

const money = (amount: number) => formatPounds(amount, { decimals: 2 });
const day = (iso: string) => formatDateTime(iso).slice(0, 10);

/** The totals in reading order: Earnings first, as the statistics page shows it. */
const TOTALS: ReadonlyArray<{ key: keyof HostPayouts['totals']; label: string }> = [
  { key: 'earned', label: 'Earnings' },
  { key: 'paid_out', label: 'Paid out' },
  { key: 'upcoming', label: 'Upcoming payouts' },
  { key: 'paid', label: 'Paid by guests' },
  { key: 'refunded', label: 'Refunded to guests' },
];

/** What happened to a booking's payout, in words: when it was or will be paid, or why there is none. */
function payoutWords(t: HostTransaction): string {
  const { state, due } = t.payout;
  if (state === 'paid_out' && due) return `${PAYOUT_STATE_LABELS.paid_out} on ${day(due)}`;
  if (state === 'scheduled' && due) return `Due on ${day(due)}`;
  return PAYOUT_STATE_LABELS[state];
}

function Transaction({ t }: { t: HostTransaction }) {
  return (
    <Card as="li" className={styles.transaction} data-booking={t.booking_id}>
      <div className={styles.head}>
        <h2 className={styles.title}>{t.title ?? 'Removed listing'}</h2>
        <span className={styles.status}>{BOOKING_STATUSES[t.status]}</span>
      </div>
      <p className={styles.meta}>
        {KIND[t.booking_type]} · {when(t)} · {t.guest_name}
      </p>
      <dl className={styles.money}>
        <div>
          <dt>Payment</dt>
          <dd>
            {money(t.paid)}
            {t.paid_at && <span className={styles.when}>{` on ${day(t.paid_at)}`}</span>}
          </dd>
        </div>
        <div>
          <dt>Refund</dt>
          <dd>
            {t.refunded > 0 ? `−${money(t.refunded)}` : money(0)}
            {t.refunded > 0 && t.refunded_at && <span className={styles.when}>{` on ${day(t.refunded_at)}`}</span>}
          </dd>
        </div>
        <div>
          <dt>Your payout</dt>
          <dd>
            <strong>{money(t.payout.amount)}</strong>
            <span className={styles.when}>{` ${payoutWords(t)}`}</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * /dashboard-payouts: a host's money. The totals (Earnings is the statistics page's figure, by the same
 * rule in shared), then each booking a guest paid for: its payment, its refund and the host's payout.
 */
export default function PayoutsPage() {
  const [page, setPage] = useState(1);
  const { data, error } = useApi<HostPayouts>(`api/user/payouts${page > 1 ? `?page=${page}` : ''}`);
  return (
    <>
      <Alert tone="error">{error}</Alert>
      {data?.mode === 'test' && <p className={styles.mode}>Test mode: payments and payouts are recorded here, and no money moves.</p>}
      <ul className={styles.totals} aria-label="Totals" aria-busy={!data}>
        {TOTALS.map(({ key, label }) => (
          <Card as="li" key={key} data-total={key}>
            <span className={styles.totalLabel}>{label}</span>
            <span className={styles.totalValue}>{data ? money(data.totals[key]) : '\u00a0'}</span>
          </Card>
        ))}
      </ul>
      <p className={styles.rule}>
        Earnings are what guests paid for completed stays and appointments, less refunds, and what a guest&apos;s cancellation left you
        under your policy. Each stay is paid out the day after it ends. Requests and answers are in{' '}
        <AppLink to="/dashboard-bookings">Bookings</AppLink>.
      </p>
      {data && data.data.length === 0 && (
        <EmptyState title="No payments yet" headingLevel={2}>
          A booking appears here once its guest has paid, with its refund and your payout.
        </EmptyState>
      )}
      {data && data.data.length > 0 && (
        <ul className={styles.list} aria-label="Transactions">
          {data.data.map((t) => (
            <Transaction key={t.booking_id} t={t} />
          ))}
        </ul>
      )}
      {data && <Pager page={page} lastPage={data.meta.last_page} onPage={setPage} />}
    </>
  );
}
