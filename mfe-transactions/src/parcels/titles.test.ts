import { addReviewTitle, bookingTitle } from './titles';

it('titles the booking dialog by its kind', () => {
  expect(bookingTitle('view')).toBe('Book Viewing');
  expect(bookingTitle('reserve')).toBe('Reservation');
  expect(bookingTitle('appoint')).toBe('Book Service');
  expect(bookingTitle('something else')).toBe('Booking');
});

it('titles the add review dialog by review type', () => {
  expect(addReviewTitle('neighbourhood')).toBe('Add Neighbourhood Review');
  expect(addReviewTitle('host')).toBe('Add Host Review');
  expect(addReviewTitle('service')).toBe('Add Service Review');
  expect(addReviewTitle('guest')).toBe('Add Guest Review');
});
