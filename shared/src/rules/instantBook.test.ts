import { bookingKindLine, booksInstantly, instantBookLine } from './instantBook';

const trusted = { verifiedEmail: true, completedStays: 1 };

test('Instant Book for everyone: any guest, a visitor too', () => {
  expect(booksInstantly({ is_instant_book: true }, null)).toBe(true);
  expect(booksInstantly({ is_instant_book: true }, { verifiedEmail: false, completedStays: 0 })).toBe(true);
  expect(booksInstantly({ is_instant_book: false }, trusted)).toBe(false);
});

test('kept for trusted guests: a verified e-mail address and at least one completed stay, both', () => {
  const terms = { is_instant_book: true, instant_book_trusted_only: true };
  expect(booksInstantly(terms, trusted)).toBe(true);
  expect(booksInstantly(terms, { verifiedEmail: true, completedStays: 0 })).toBe(false);
  expect(booksInstantly(terms, { verifiedEmail: false, completedStays: 3 })).toBe(false);
  expect(booksInstantly(terms, null)).toBe(false);
  // The condition means nothing without Instant Book.
  expect(booksInstantly({ is_instant_book: false, instant_book_trusted_only: true }, trusted)).toBe(false);
});

test('the advert and the dialog say which kind of booking it is', () => {
  expect(instantBookLine({ is_instant_book: 1 })).toBe('Instant Book: your stay is confirmed as soon as you pay.');
  expect(instantBookLine({ is_instant_book: true, instant_book_trusted_only: true })).toMatch(
    /verified e-mail address and a completed stay; others request to book/,
  );
  expect(instantBookLine({ is_instant_book: 0 })).toBe('Request to book: the host has 24 hours to accept.');
  expect(bookingKindLine(false)).toMatch(/^Request to book: you pay now/);
  expect(bookingKindLine(true)).toMatch(/^Instant Book/);
});
