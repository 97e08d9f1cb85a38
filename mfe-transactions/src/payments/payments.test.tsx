import { fireEvent, render, screen } from '@testing-library/react';
import { HttpError, type Booking, type BookingPaymentView } from '@marketplace/shared';
import { bookingOf } from '../booking/fixtures';
import type { PaymentsApi } from './api';
import { TEST_MODE_NOTICE } from './api';
import { BookingPayment } from './BookingPayment';
import { Donate } from './Donate';

const booking: Booking = bookingOf({
  id: 12,
  date_start: '2026-03-20T15:00:00.000Z',
  date_end: '2026-03-22T11:00:00.000Z',
  guests: 3,
  price: 405,
  amount_due: 405,
  price_lines: [
    { kind: 'room', label: 'Double room × 2', detail: '£100.00 × 2 nights', amount: 400 },
    { kind: 'fee', label: 'Cleaning fee', detail: '£20.00 × 2 rooms', amount: 40 },
    { kind: 'fee', label: 'Service fee', detail: '£5.00 × 2 rooms', amount: 10 },
    { kind: 'discount', label: 'Number of Guests discount', detail: '10% off for 3 or more guests', amount: -45 },
    { kind: 'total', label: 'Total Price', amount: 405 },
  ],
  rooms: [{ property_room_id: 7, quantity: 2, name: 'Double room' }],
  cancellation_policy: { periodDays: 7, ruleId: 1, lateRuleId: 3, fee: null },
});

function apiWith(view: BookingPaymentView): PaymentsApi & { paid: boolean } {
  const api: PaymentsApi & { paid: boolean } = {
    paid: false,
    bookingPayment: jest.fn(async (): Promise<BookingPaymentView> => ({
      ...view,
      booking: {
        ...view.booking,
        paid_at: api.paid ? '2026-03-10T08:25:00.000Z' : null,
        paid_amount: api.paid ? view.booking.amount_due : 0,
      },
    })),
    pay: jest.fn(async () => {
      api.paid = true;
      return { status: 'succeeded' as const, payment_id: 1 };
    }),
    confirm: jest.fn(async () => ({ status: 'succeeded' as const })),
    donate: jest.fn(async () => ({ status: 'succeeded' as const, payment_id: 2, mode: 'test' as const })),
    mode: jest.fn(async () => 'test' as const),
  };
  return api;
}

test('the guest sees the breakdown, the cancellation rule and the test-mode notice, pays, and then sees it Paid', async () => {
  const api = apiWith({ booking, role: 'guest', mode: 'test' });
  render(<BookingPayment token="tok" api={api} />);
  expect(await screen.findByText(TEST_MODE_NOTICE)).toBeTruthy();
  expect(screen.getByText('-£45.00')).toBeTruthy();
  expect(screen.getByText('£100.00 × 2 nights')).toBeTruthy();
  expect(screen.getByText('Reservation #12: Canal-side rooms')).toBeTruthy();
  // In the booking's facts and in the breakdown.
  expect(screen.getAllByText('Double room × 2')).toHaveLength(2);
  expect(screen.getByText(/Cancel 7 or more days before check-in: full refund\. Later: first night charged\./)).toBeTruthy();
  expect(screen.getByText('Requested')).toBeTruthy();
  expect(screen.getByTestId('next-step').textContent).toBe('Pay £405.00 to complete your request.');
  fireEvent.click(screen.getByRole('button', { name: 'Pay £405.00' }));
  expect(await screen.findByText('Paid £405.00 on 10-03-2026 08:25')).toBeTruthy();
  expect(screen.getByText('Paid')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  expect(api.pay).toHaveBeenCalledWith('tok');
});

test('a declined booking reads Refunded, with the host’s words and the amount, to both parties', async () => {
  for (const role of ['guest', 'host'] as const) {
    const refunded = {
      ...booking,
      status: 'declined' as const,
      paid_at: '2026-03-10T08:25:00.000Z',
      paid_amount: 405,
      refunded_amount: 405,
      refunded_at: '2026-03-10T09:00:00.000Z',
      status_note: 'Sorry, we are closed that week.',
    };
    const { unmount } = render(<BookingPayment token="tok" api={apiWith({ booking: refunded, role, mode: 'test' })} />);
    expect(await screen.findByText('Refunded £405.00 on 10-03-2026 09:00')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.getByText('Sorry, we are closed that week.')).toBeTruthy();
    unmount();
  }
});

test('the host has no Pay button; Stripe mode has no test notice and goes to Checkout', async () => {
  render(<BookingPayment token="tok" api={apiWith({ booking, role: 'host', mode: 'test' })} />);
  expect(await screen.findByText('Not paid yet: £405.00 due from the guest.')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

test('a Stripe payment opens the Checkout page', async () => {
  const api = apiWith({ booking, role: 'guest', mode: 'stripe' });
  api.pay = jest.fn(async () => ({ status: 'redirect' as const, url: 'https://checkout.stripe.com/c/pay/cs_1' }));
  const go = jest.fn();
  render(<BookingPayment token="tok" api={api} go={go} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Pay £405.00' }));
  await screen.findByRole('button', { name: 'Pay £405.00' });
  expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  expect(screen.queryByText(TEST_MODE_NOTICE)).toBeNull();
});

test("someone else's booking shows the refusal", async () => {
  const api = apiWith({ booking, role: 'guest', mode: 'test' });
  api.bookingPayment = jest.fn(async () => {
    throw new HttpError(403, { message: 'This booking is not yours.' });
  });
  render(<BookingPayment token="tok" api={api} />);
  expect((await screen.findByRole('alert')).textContent).toBe('This booking is not yours.');
});

test('donating records the amount in test mode and thanks the donor; a refused amount shows why', async () => {
  const api = apiWith({ booking, role: 'guest', mode: 'test' });
  render(<Donate api={api} />);
  expect(await screen.findByText(TEST_MODE_NOTICE)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Amount (£)'), { target: { value: '12.50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
  expect(await screen.findByText('Thank you for your donation! £12.50 was recorded.')).toBeTruthy();
  expect(api.donate).toHaveBeenCalledWith(12.5);
  api.donate = jest.fn(async () => {
    throw new HttpError(422, { message: 'bad', errors: { amount: ['The amount field must be between 1 and 10000.'] } });
  });
  fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The amount field must be between 1 and 10000.');
});
