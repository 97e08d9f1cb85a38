import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BOOKING_SUCCESS_MESSAGE } from '@marketplace/shared';
import { BookingDialog } from './BookingDialog';
import { advertOf, fakeApi, NOW, serviceOf } from './fixtures';
import { BookingStore, type BookingRequest } from './store';

const request = (mode: BookingRequest['mode'], adType: BookingRequest['adType'] = 'Property'): BookingRequest => ({
  kind: 'booking',
  advertId: 41,
  adType,
  mode,
  hostId: 3,
});

async function show(mode: BookingRequest['mode'], api = fakeApi(), adType: BookingRequest['adType'] = 'Property') {
  const store = new BookingStore(api, () => NOW);
  render(<BookingDialog request={request(mode, adType)} onClose={() => undefined} store={store} />);
  await waitFor(() => expect(store.loading).toBe(false));
  return { store, api };
}

test('each mode has its title and its button', async () => {
  await show('view');
  expect(screen.getByRole('dialog', { name: 'Book Viewing' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
});

test('reserve: the total reads "Pick dates please" and the rooms ask for dates until a range is picked', async () => {
  const { store } = await show('reserve');
  expect(screen.getByRole('dialog', { name: 'Reservation' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reserve' })).toBeTruthy();
  expect(screen.getByTestId('booking-total').textContent).toBe('Pick dates please');
  expect(screen.getByText('Please pick dates to see the list of available rooms')).toBeTruthy();
  expect(screen.getByText('Number of Guests: 10% off for 3 or more guests; Term: £50 off for 7 or more nights')).toBeTruthy();
  expect(screen.getByText('£20.00 per room')).toBeTruthy();
  expect(screen.getByText(/Cancel 7 or more days before check-in: full refund\. Later: first night charged\./)).toBeTruthy();
  // Reserve waits, and says why beside it.
  expect(screen.getByRole('button', { name: 'Reserve' }).getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByRole('button', { name: 'Reserve' }).getAttribute('aria-describedby')).toBe(
    screen.getByText('Pick your check-in and check-out dates first.').id,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reserve' }));
  expect(store.processing).toBe(false);
  expect(screen.getByLabelText<HTMLSelectElement>('Check-out time').disabled).toBe(true);
  act(() => store.setRange('2026-03-20', '2026-03-22'));
  fireEvent.change(screen.getByLabelText(/^Double room/), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
  expect(screen.getByTestId('booking-total').textContent).toBe('£405.00');
  const breakdown = screen.getByRole('table', { name: 'Price breakdown' });
  expect(breakdown.textContent).toContain('Double room × 2£100.00 × 2 nights£400.00');
  expect(breakdown.textContent).toContain('Number of Guests discount10% off for 3 or more guests-£45.00');
  // The calendar arrives on its own, after the dialog opens.
  expect(await screen.findByRole('grid')).toBeTruthy();
});

test('reserve: once sent, the dialog shows what happens next with the payment link, and no second Reserve', async () => {
  const { store, api } = await show('reserve');
  act(() => {
    store.setRange('2026-03-20', '2026-03-22');
    store.setRoomQuantity(7, 1);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reserve' }));
  expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
  expect(screen.getByText(BOOKING_SUCCESS_MESSAGE)).toBeTruthy();
  expect(screen.getByText('Pay £225.00 to complete your request.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Pay £225.00' }).getAttribute('href')).toBe('/booking-payment/tok');
  expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe('/dashboard-user-messages/5');
  expect(screen.getByText(/The host has until 11-03-2026 08:20 to accept or decline/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Make another request' }));
  expect(screen.getByRole('button', { name: 'Reserve' })).toBeTruthy();
  expect(api.booked).toHaveLength(1);
});

test('reserve: no room free over the range says so', async () => {
  const api = fakeApi({ advert: advertOf() });
  api.bookingsByAd = jest.fn(async () => ({
    ...(await fakeApi().bookingsByAd({ host_id: 3, booking_type: 'reserve', property_id: 41, service_id: null })),
    disabled_rooms: { '2026-03-20': [7, 8] },
  }));
  const { store } = await show('reserve', api);
  act(() => store.setRange('2026-03-20', '2026-03-21'));
  expect(screen.getByText('There are no rooms for specified dates')).toBeTruthy();
});

test("appoint: the footer shows the price per payment type and the working hours; the counter counts; 'Processing...' while sending", async () => {
  const api = fakeApi({ service: serviceOf() });
  let finish: () => void = () => undefined;
  api.bookImpl = () => new Promise((resolve) => (finish = () => resolve({ id: 1 } as never)));
  const { store } = await show('appoint', api, 'Service');
  expect(screen.getByRole('dialog', { name: 'Book Service' })).toBeTruthy();
  expect(screen.getByText('£90 per job')).toBeTruthy();
  expect(screen.getByText('08:00 - 17:30')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Brief Job Description'), { target: { value: 'The kitchen tap drips.' } });
  expect(screen.getByText('22 / 500')).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: '10 Park Row, Leeds' } });
  act(() => {
    store.setDay('2026-03-12');
    store.setHour(9);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Book' }));
  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
  await act(async () => finish());
  expect(await screen.findByText(BOOKING_SUCCESS_MESSAGE)).toBeTruthy();
  expect(api.booked[0]).toMatchObject({
    service_user_address: '10 Park Row, Leeds',
    service_user_job_description: 'The kitchen tap drips.',
  });
});

test('appoint: a short description and no address are refused before sending, under their fields', async () => {
  const { store, api } = await show('appoint', fakeApi(), 'Service');
  act(() => {
    store.setDay('2026-03-12');
    store.setHour(9);
  });
  fireEvent.change(screen.getByLabelText('Brief Job Description'), { target: { value: 'leak' } });
  fireEvent.click(screen.getByRole('button', { name: 'Book' }));
  expect(await screen.findByText('This field is required')).toBeTruthy();
  expect(screen.getByText('The minimum required length is 10 characters')).toBeTruthy();
  expect(api.booked).toEqual([]);
});

test('appoint: the address search offers places from our geocoder, and picking one fills the postcode from its context', async () => {
  const api = fakeApi({ service: serviceOf() });
  api.geocode = jest.fn(async () => [
    {
      id: 'address.1',
      place_type: ['address'],
      text: 'Park Row',
      place_name: '10 Park Row, Leeds, LS1 5HD',
      context: [{ id: 'postcode.1', text: 'LS1 5HD' }],
    },
    { id: 'postcode.2', place_type: ['postcode'], text: 'LS2 7EW', place_name: 'LS2 7EW, Leeds' },
  ]);
  const store = new BookingStore(api, () => NOW);
  const { ServiceFields } = await import('./ServiceFields');
  render(<ServiceFields store={store} api={api} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: 'Park Row' } });
  fireEvent.click(await screen.findByRole('button', { name: '10 Park Row, Leeds, LS1 5HD' }));
  expect(store.address).toBe('10 Park Row, Leeds, LS1 5HD');
  expect(store.postcode).toBe('LS1 5HD');
  expect(screen.getByText('Postcode: LS1 5HD')).toBeTruthy();
  expect(api.geocode).toHaveBeenCalledWith('Park Row');
});
