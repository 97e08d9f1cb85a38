import { AD_TYPE_LABELS, adTypeFlags, adTypeOf, applyAdType, sortFlags, sortOptionOf } from './adType';

test('each ad type sets its flags', () => {
  expect(adTypeFlags(1)).toEqual({ is_buy: 1, is_rent: 0, is_sale: 0, is_let: 0 });
  expect(adTypeFlags(2)).toEqual({ is_buy: 0, is_rent: 1, is_sale: 0, is_let: 0 });
  expect(adTypeFlags(3)).toEqual({ is_buy: 1, is_rent: 1, is_sale: 0, is_let: 0 });
  expect(adTypeFlags(4)).toEqual({ is_buy: 0, is_rent: 0, is_sale: 1, is_let: 0 });
  expect(adTypeFlags(5)).toEqual({ is_buy: 0, is_rent: 0, is_sale: 0, is_let: 1 });
  expect(adTypeFlags(6)).toEqual({ is_buy: 0, is_rent: 0, is_sale: 1, is_let: 1 });
});

test('types 1 to 3 clear coming soon, 4 to 6 keep it', () => {
  const filters = { ad_type: 6 as const, is_coming_soon: 1 as const, ...adTypeFlags(6) };
  for (const type of [1, 2, 3] as const) expect(applyAdType(filters, type).is_coming_soon).toBe(0);
  for (const type of [4, 5, 6] as const) expect(applyAdType(filters, type).is_coming_soon).toBe(1);
  expect(applyAdType(filters, 2)).toMatchObject({ ad_type: 2, is_rent: 1, is_sale: 0, is_let: 0, is_buy: 0 });
});

test('flags map back to their ad type', () => {
  expect(adTypeOf({ is_sale: true, is_let: 1 })).toBe(6);
  expect(adTypeOf({ is_buy: 1 })).toBe(1);
  expect(adTypeOf({})).toBeNull();
});

test('labels', () => {
  expect(AD_TYPE_LABELS[3]).toBe('To Buy & To Rent');
  expect(AD_TYPE_LABELS[6]).toBe('For Sale & To Let');
});

test('exactly one sort flag', () => {
  expect(sortFlags(3)).toEqual({ newest: 0, oldest: 0, lowest_price: 1, highest_price: 0 });
  expect(sortOptionOf(sortFlags(4))).toBe(4);
  expect(sortOptionOf({})).toBe(1);
});
