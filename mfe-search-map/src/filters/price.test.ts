import type { AdType, LetTerm } from '@marketplace/shared';
import { priceBasis } from '@marketplace/shared';
import { PRICE_STEPS } from './options';
import { priceHint, priceOptions, pricesForBasis, priceSteps } from './price';

const search = (ad_type: AdType | null, more: { term?: LetTerm; frequency?: number | null; per?: number | null } = {}) => ({
  ad_type,
  is_long_short_term: more.term ?? 3,
  property_rent_type_id: more.frequency ?? null,
  price_rent_type_id: more.per ?? null,
});
const basisOf = (...args: Parameters<typeof search>) => priceBasis(search(...args));

test('each basis offers the spec’s steps that fit it, and an hour its own small ones', () => {
  const sale = priceSteps(basisOf(4));
  expect(sale[0]).toBe(10_000);
  expect(sale.at(-1)).toBe(20_000_000);
  expect(priceSteps(basisOf(5))).toEqual([
    100, 150, 200, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 3000, 4000, 5000, 10000, 20000, 30000, 40000, 50000,
  ]);
  expect(priceSteps(basisOf(5, { per: 4 }))).toEqual([
    50, 100, 150, 200, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 3000, 4000, 5000, 10000,
  ]);
  expect(priceSteps(basisOf(5, { term: 2 }))).toEqual([50, 100, 150, 200, 250, 500, 750, 1000]);
  expect(priceSteps(basisOf(5, { frequency: 2 }))[0]).toBe(10);
  for (const basis of [basisOf(4), basisOf(5), basisOf(5, { per: 4 }), basisOf(5, { term: 2 })]) {
    for (const step of priceSteps(basis)) expect(PRICE_STEPS).toContain(step);
  }
  // Sales and lets together: every step but £0.
  expect(priceSteps(basisOf(6))).toEqual(PRICE_STEPS.slice(1));
});

test('each option says what the price is per, as UK portals write it', () => {
  const label = (basis: ReturnType<typeof basisOf>, value: number) => priceOptions(basis).find((o) => o.value === value)?.label;
  expect(label(basisOf(5), 1500)).toBe('£1,500 pcm');
  expect(label(basisOf(2, { per: 4 }), 350)).toBeUndefined();
  expect(label(basisOf(2, { per: 4 }), 250)).toBe('£250 pw');
  expect(label(basisOf(5, { term: 2 }), 100)).toBe('£100 per night');
  expect(label(basisOf(5, { frequency: 2 }), 20)).toBe('£20 per hour');
  expect(label(basisOf(4), 1_250_000)).toBe('£1,250,000');
  expect(label(basisOf(6), 1500)).toBe('£1,500');
});

test('a value the steps lack, from a shared link, is offered in its place', () => {
  const options = priceOptions(basisOf(5), [1600, null]);
  const values = options.map((o) => o.value);
  expect(values).toContain(1600);
  expect(values.indexOf(1600)).toBe(values.indexOf(1500) + 1);
});

test('switching per month and per week converts the bounds to the pound; any other change clears them', () => {
  const bounds = { min_price: 1000, max_price: 1500 };
  // £1,000 pcm is £230.77 pw, £1,500 pcm is £346.15 pw.
  expect(pricesForBasis(bounds, basisOf(5), basisOf(5, { per: 4 }))).toEqual({ min_price: 231, max_price: 346 });
  expect(pricesForBasis({ min_price: null, max_price: 500 }, basisOf(5, { per: 4 }), basisOf(5))).toEqual({
    min_price: null,
    max_price: 2167,
  });
  expect(pricesForBasis(bounds, basisOf(5), basisOf(4))).toEqual({ min_price: null, max_price: null });
  expect(pricesForBasis(bounds, basisOf(5), basisOf(5, { term: 2 }))).toEqual({ min_price: null, max_price: null });
  expect(pricesForBasis(bounds, basisOf(6), basisOf(6, { per: 4 }))).toEqual({ min_price: null, max_price: null });
  expect(pricesForBasis(bounds, basisOf(5), basisOf(2))).toEqual(bounds);
});

test('the words beside the price say what it compares', () => {
  expect(priceHint(search(4))).toBe('Sale price.');
  expect(priceHint(search(6))).toBe('Sale price, or rent per month.');
  expect(priceHint(search(5, { term: 1 }))).toBe('Rent per month (pcm = pw × 52 ÷ 12).');
  expect(priceHint(search(5))).toMatch(/^Rent per month .* Short stays are priced per night/);
  expect(priceHint(search(5, { term: 2 }))).toBe('Rent per night.');
  expect(priceHint(search(null))).toBe('');
});
