import type { AdvertCard } from '@marketplace/shared';
import { bookmarkLine, favouritesKey } from './rules';

test('a bookmark shows the price and the type of property', () => {
  const line = bookmarkLine({ id: 1, price: 250000, is_sale: true, property_category: { id: 1, type: 'For Sale' } } as AdvertCard);
  expect(line.price).toContain('250,000');
  expect(line.type).toBe('For Sale');
});

test('the bar reloads only when the set of favourites changes', () => {
  expect(favouritesKey([{ id: 3 }, { id: 9 }])).toBe('3,9');
  expect(favouritesKey(undefined)).toBe('');
});
