import { bookingAction } from './booking';

const flags = { is_let: false, is_short_term: false, is_sale: false };

it('reserves short-term lets and books viewings of long-term lets and sales', () => {
  expect(bookingAction({ ...flags, is_let: true, is_short_term: true })).toEqual({ label: 'Reserve', mode: 'reserve' });
  expect(bookingAction({ ...flags, is_let: true })).toEqual({ label: 'Book Viewing', mode: 'view' });
  expect(bookingAction({ ...flags, is_sale: true })).toEqual({ label: 'Book Viewing', mode: 'view' });
});

it('offers no booking on wanted adverts (to buy, to rent)', () => {
  expect(bookingAction(flags)).toBeNull();
});
