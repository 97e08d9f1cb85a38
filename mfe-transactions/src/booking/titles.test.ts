import { bookingTitle } from './titles';

it('titles the booking dialog by its kind', () => {
  expect(bookingTitle('view')).toBe('Book Viewing');
  expect(bookingTitle('reserve')).toBe('Reservation');
  expect(bookingTitle('appoint')).toBe('Book Service');
  expect(bookingTitle('something else')).toBe('Booking');
});
