import { defaultSearchFilters, DEFAULT_LOCATION_TEXT, FilterStore } from './filters';
import { autorun } from 'mobx';

test('the default search is For Sale & To Let in London, everything shown, newest first', () => {
  const filters = defaultSearchFilters();
  expect(filters).toMatchObject({
    ad_type: 6,
    is_sale: 1,
    is_let: 1,
    is_buy: 0,
    is_rent: 0,
    address: DEFAULT_LOCATION_TEXT,
    latitude: 51.5072,
    longitude: -0.1276,
    is_cash: 3,
    is_auction: 3,
    is_investment: 3,
    is_mixed_use: 3,
    is_long_short_term: 3,
    newest: 1,
    oldest: 0,
    lowest_price: 0,
    highest_price: 0,
    houses: false,
    detached_house: false,
    wifi: false,
  });
  expect(DEFAULT_LOCATION_TEXT).toBe('London, Greater London, England, United Kingdom');
  const [minLng, minLat, maxLng, maxLat] = filters.boundary_box!;
  expect(filters.longitude!).toBeGreaterThan(minLng);
  expect(filters.longitude!).toBeLessThan(maxLng);
  expect(filters.latitude!).toBeGreaterThan(minLat);
  expect(filters.latitude!).toBeLessThan(maxLat);
});

test('setFilters replaces the filters (observers see one new object) and reset restores the defaults', () => {
  const store = new FilterStore(defaultSearchFilters);
  const seen: number[] = [];
  const stop = autorun(() => seen.push(store.filters.ad_type ?? 0));
  store.setFilters({ ...defaultSearchFilters(), ad_type: 2, is_sale: 0, is_let: 0, is_rent: 1 });
  expect(store.filters.is_rent).toBe(1);
  store.reset();
  expect(store.filters).toEqual(defaultSearchFilters());
  stop();
  expect(seen).toEqual([6, 2, 6]);
});
