import { render, screen, within } from '@testing-library/react';
import type { HostPayouts } from '@marketplace/shared';
import PayoutsPage from './PayoutsPage';

const ANSWER: HostPayouts = {
  data: [
    {
      booking_id: 7,
      title: 'Canal-side apartment',
      guest_name: 'Emily Carter',
      booking_type: 'reserve',
      status: 'cancelled',
      date_start: '2026-05-01T14:00:00.000Z',
      date_end: '2026-05-04T10:00:00.000Z',
      paid_at: '2026-04-17T15:00:00.000Z',
      paid: 300,
      refunded: 225,
      refunded_at: '2026-04-28T14:00:00.000Z',
      earned: 75,
      payout: { amount: 75, state: 'paid_out', due: '2026-05-05T10:00:00.000Z' },
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 },
  totals: { paid: 300, refunded: 225, earned: 75, paid_out: 75, upcoming: 0 },
  mode: 'test',
};

jest.mock('../layout/useApi', () => ({
  useApi: (path: string) => ({ data: ANSWER, dataPath: path, error: null, loading: false, reload: () => {} }),
}));

it("shows the host's totals, then each paid booking's payment, refund and payout, and says test mode moves no money", () => {
  render(<PayoutsPage />);
  const totals = within(screen.getByRole('list', { name: 'Totals' }));
  expect(totals.getByText('Earnings').nextSibling?.textContent).toBe('£75.00');
  expect(totals.getByText('Refunded to guests').nextSibling?.textContent).toBe('£225.00');
  const booking = within(screen.getByRole('list', { name: 'Transactions' })).getByRole('listitem');
  expect(within(booking).getByRole('heading', { name: 'Canal-side apartment' })).toBeTruthy();
  expect(booking.textContent).toContain('Emily Carter');
  expect(within(booking).getByText('Payment').nextSibling?.textContent).toBe('£300.00 on 17-04-2026');
  expect(within(booking).getByText('Refund').nextSibling?.textContent).toBe('−£225.00 on 28-04-2026');
  expect(within(booking).getByText('Your payout').nextSibling?.textContent).toBe('£75.00 Paid out on 05-05-2026');
  expect(screen.getByText(/^Test mode/)).toBeTruthy();
});
