import type { AdvertCard } from '@marketplace/shared';
import { bookmarkLine, favouritesKey } from './rules';

test('a bookmark shows the price and the type of property', () => {
  const line = bookmarkLine({ id: 1, price: 250000, is_sale: true, property_category: { id: 1, type: 'For Sale' } } as AdvertCard);
  expect(line.price).toContain('250,000');
  expect(line.type).toBe('For Sale');
  expect(line.fees).toBeNull();
});

test("a short stay's bookmark states its mandatory fees beside its nightly price", () => {
  const stay = {
    id: 2,
    price: 90,
    is_let: true,
    is_short_term: true,
    property_rent_type_id: 3,
    property_rooms: [],
    stay_fees: { cleaning_fee: 40, service_fee: null },
  } as unknown as AdvertCard;
  expect(bookmarkLine(stay)).toMatchObject({ price: '£90 per night', fees: '+ £40 cleaning per stay' });
});

test('the bar reloads only when the set of favourites changes', () => {
  expect(favouritesKey([{ id: 3 }, { id: 9 }])).toBe('3,9');
  expect(favouritesKey(undefined)).toBe('');
});
