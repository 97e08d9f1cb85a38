import type { AdType, LetTerm } from '../entities';
import {
  canSwitchRentPeriod,
  convertRent,
  isServicePriceToBeDiscussed,
  priceBasis,
  rentConversionFactor,
  servicePriceText,
} from './priceBasis';

const search = (ad_type: AdType | null, more: { term?: LetTerm; frequency?: number | null; per?: number | null } = {}) => ({
  ad_type,
  is_long_short_term: more.term ?? 3,
  property_rent_type_id: more.frequency ?? null,
  price_rent_type_id: more.per ?? null,
});

describe('convertRent', () => {
  test('a weekly rent is 52 weeks over 12 months, to the penny, and back', () => {
    expect(convertRent(300, 4, 5)).toBe(1300);
    expect(convertRent(346.15, 4, 5)).toBe(1499.98);
    expect(convertRent(1500, 5, 4)).toBe(346.15);
    expect(convertRent(1300, 5, 4)).toBe(300);
  });

  test('a price in its own period stays as it is', () => {
    for (const period of [2, 3, 4, 5] as const) expect(convertRent(87.5, period, period)).toBe(87.5);
  });

  test('nights and hours are not months or weeks, and N/A or To Be Discussed is no period', () => {
    expect(convertRent(120, 3, 5)).toBeNull();
    expect(convertRent(20, 2, 3)).toBeNull();
    expect(convertRent(1500, 5, 3)).toBeNull();
    expect(convertRent(0, 6, 5)).toBeNull();
    expect(convertRent(1000, 1, 5)).toBeNull();
    expect(convertRent(1000, null, 5)).toBeNull();
    expect(rentConversionFactor(4, 5)).toBeCloseTo(4.3333, 4);
  });
});

describe('priceBasis', () => {
  test('sales and wanted-to-buy adverts compare the price as it is', () => {
    expect(priceBasis(search(4))).toEqual({ sale: true, period: null });
    expect(priceBasis(search(1))).toEqual({ sale: true, period: null });
  });

  test('lets and rents compare rent per month, or per week when asked', () => {
    expect(priceBasis(search(5))).toEqual({ sale: false, period: 5 });
    expect(priceBasis(search(2))).toEqual({ sale: false, period: 5 });
    expect(priceBasis(search(5, { per: 4 }))).toEqual({ sale: false, period: 4 });
    expect(priceBasis(search(2, { per: 4 }))).toEqual({ sale: false, period: 4 });
  });

  test('short stays compare by the night', () => {
    expect(priceBasis(search(5, { term: 2 }))).toEqual({ sale: false, period: 3 });
    expect(priceBasis(search(6, { term: 2, per: 4 }))).toEqual({ sale: true, period: 3 });
    // Long-term lets, or both kinds, stay by the month.
    expect(priceBasis(search(5, { term: 1 }))).toEqual({ sale: false, period: 5 });
  });

  test('a chosen frequency is the period', () => {
    expect(priceBasis(search(5, { frequency: 2 }))).toEqual({ sale: false, period: 2 });
    expect(priceBasis(search(5, { term: 2, frequency: 4 }))).toEqual({ sale: false, period: 4 });
    // N/A and To Be Discussed are no period: the default applies.
    expect(priceBasis(search(5, { frequency: 6 }))).toEqual({ sale: false, period: 5 });
  });

  test('mixed searches compare sale prices and rents each in their own way', () => {
    expect(priceBasis(search(6))).toEqual({ sale: true, period: 5 });
    expect(priceBasis(search(3, { per: 4 }))).toEqual({ sale: true, period: 4 });
  });

  test('no ad type, no basis', () => {
    expect(priceBasis(search(null))).toEqual({ sale: false, period: null });
  });
});

test('per month and per week can be switched for monthly or weekly rent the frequency does not fix', () => {
  expect(canSwitchRentPeriod(search(5))).toBe(true);
  expect(canSwitchRentPeriod(search(6, { per: 4 }))).toBe(true);
  expect(canSwitchRentPeriod(search(4))).toBe(false);
  expect(canSwitchRentPeriod(search(5, { term: 2 }))).toBe(false);
  expect(canSwitchRentPeriod(search(5, { frequency: 5 }))).toBe(false);
});

test("a service's price names what it is per, and a price to be discussed reads so, never '£0'", () => {
  expect(servicePriceText(45, 'Hour')).toBe('£45 per hour');
  expect(servicePriceText(1200, 'Job')).toBe('£1,200 per job');
  expect(servicePriceText(60, null)).toBe('£60');
  expect(servicePriceText(0, 'To Be Discussed')).toBe('To Be Discussed');
  expect(servicePriceText(80, 'To Be Discussed')).toBe('To Be Discussed');
  expect(servicePriceText(0, 'Hour')).toBe('To Be Discussed');
  expect(servicePriceText(null, null)).toBe('');
  expect(isServicePriceToBeDiscussed(80, 'To Be Discussed')).toBe(true);
  expect(isServicePriceToBeDiscussed(45, 'Hour')).toBe(false);
});
