import { SHORTLIST_STATUSES } from '../entities';
import { byShortlistStatus, SHORTLIST_COLUMNS, shortlistLabel } from './shortlist';

describe("a mover's shortlist", () => {
  test('an offer is made on a home for sale and an application on a let; the rest read the same on both', () => {
    expect(shortlistLabel('offer', { is_sale: true })).toBe('Offer made');
    expect(shortlistLabel('offer', { is_buy: true })).toBe('Offer made');
    expect(shortlistLabel('offer', { is_sale: false, is_buy: false })).toBe('Applied');
    expect(shortlistLabel('offer', null)).toBe('Applied');
    expect(SHORTLIST_STATUSES.map((s) => shortlistLabel(s, { is_sale: true }))).toEqual([
      'Interested',
      'Viewing booked',
      'Offer made',
      'Not for me',
    ]);
    expect(Object.values(SHORTLIST_COLUMNS)).toEqual(['Interested', 'Viewing booked', 'Offer made or Applied', 'Not for me']);
  });

  test('the board groups homes by status in its own order, every column there even when empty, each keeping the order given', () => {
    const homes = [
      { id: 1, status: 'viewing' as const },
      { id: 2, status: 'interested' as const },
      { id: 3, status: 'viewing' as const },
    ];
    expect(byShortlistStatus(homes, SHORTLIST_STATUSES).map((c) => [c.status, c.items.map((h) => h.id)])).toEqual([
      ['interested', [2]],
      ['viewing', [1, 3]],
      ['offer', []],
      ['not_for_me', []],
    ]);
  });
});
