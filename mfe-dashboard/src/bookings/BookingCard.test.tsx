import { fireEvent, render, within } from '@testing-library/react';
import { bus, type DashboardBooking } from '@marketplace/shared';
import { BookingCard } from './BookingCard';
import { booking } from './fixtures';

const now = new Date('2026-06-01T12:00:00Z');
const stay = (over: Partial<DashboardBooking> = {}) =>
  booking({
    rooms: [
      { name: 'Double room', quantity: 1 },
      { name: 'Twin room', quantity: 2 },
    ],
    payment_token: 'tok/1',
    ...over,
  });

const card = (b: DashboardBooking, onAction = jest.fn(() => Promise.resolve())) => {
  const { container, unmount } = render(
    <ul>
      <BookingCard booking={b} userId={9} now={now} onAction={onAction} />
    </ul>,
  );
  return { item: within(container).getAllByRole('listitem')[0]!, onAction, unmount };
};

it('says what, when on the UK clock (June is an hour ahead of UTC), with whom and which rooms', () => {
  const { item } = card(stay());
  expect(within(item).getByRole('link', { name: 'Canal-side rooms' }).getAttribute('href')).toBe('/ad-details/7');
  expect(item.textContent).toContain('Stay · 10-06-2026 16:00 to 12-06-2026 12:00');
  expect(item.textContent).toContain('Guest: Emily Carter · 2 guests');
  const rooms = within(item).getByRole('list', { name: 'Rooms' });
  expect(
    within(rooms)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Double room', 'Twin room × 2']);
});

it('a viewing shows its start alone, and a removed advert says so', () => {
  const { item } = card(stay({ booking_type: 'view', title: null, date_end: null, rooms: [] }));
  expect(item.textContent).toContain('Viewing · 10-06-2026 16:00');
  expect(item.textContent).not.toContain(' to ');
  expect(within(item).getByRole('heading').textContent).toBe('Removed advert');
  expect(within(item).queryByRole('list', { name: 'Rooms' })).toBeNull();
});

it('says what changed hands: still to pay, paid, or paid and refunded', () => {
  const shown = (b: DashboardBooking) => {
    const { item, unmount } = card(b);
    const text = item.textContent;
    unmount();
    return text;
  };
  expect(shown(stay())).toContain('£200.00 · Not paid');
  expect(shown(stay({ paid: true, paid_amount: 200, amount_due: 0 }))).toMatch(/Paid £200\.00(?! ·)/);
  const refunded = card(stay({ paid: true, paid_amount: 200, amount_due: 0, refunded_amount: 150 })).item;
  expect(refunded.textContent).toContain('Paid £200.00 · Refunded £150.00');
});

it("a host's buttons answer the request through onAction; the guest who owes pays on the payment page", () => {
  const { item, onAction, unmount } = card(stay());
  const actions = within(item).getByRole('group', { name: 'Actions for booking 1' });
  expect(within(actions).queryByRole('link', { name: /^Pay/ })).toBeNull();
  fireEvent.click(within(actions).getByRole('button', { name: 'Accept' }));
  expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'accept');
  unmount();
  const guest = card(stay({ role: 'guest', status: 'accepted' })).item;
  expect(within(guest).getByRole('link', { name: 'Pay £200.00' }).getAttribute('href')).toBe('/booking-payment/tok%2F1');
  expect(within(guest).getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe('/dashboard-user-messages/4');
});

it('Raise Issue opens the raise-issue modal for this booking and its advert', () => {
  const opened = jest.fn();
  const off = bus.on('modal:open', opened);
  const { item } = card(stay({ booking_type: 'appoint', property_id: null, service_id: 5 }));
  fireEvent.click(within(item).getByRole('button', { name: 'Raise Issue' }));
  expect(opened).toHaveBeenCalledWith({ kind: 'raise-issue', bookingId: 1, adId: 5, adType: 'Service' });
  off();
});
