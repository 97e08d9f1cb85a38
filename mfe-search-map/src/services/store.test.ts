import { defaultServiceSearchFilters, HttpError, serviceFiltersStore, type Paginated, type Service } from '@marketplace/shared';
import type { ServiceMapAnswer } from './servicePins';
import { mergeServiceSearchIntoQuery, queryToServiceSearch, serviceRequestBody, ServiceSearchStore, type ServiceSearchApi } from './store';

const plumber = { id: 7, service_title: 'Emergency plumbing', latitude: 51.457, longitude: -0.193 } as Service;

function page(data: Service[], current = 1, last = 1): Paginated<Service> {
  return { data, meta: { current_page: current, last_page: last, total: data.length }, links: { first: null, prev: null, next: null } };
}

function fakeApi(overrides: Partial<ServiceSearchApi> = {}) {
  return {
    lookups: jest.fn(async () => ({ occupations: [{ id: 3, type: 'Plumber' }], payment_types: [{ id: 1, type: 'Per hour' }] })),
    list: jest.fn(async () => page([plumber])),
    map: jest.fn(async (): Promise<ServiceMapAnswer> => ({
      data: {
        id: [7],
        latitude: [51.457],
        longitude: [-0.193],
        service_title: ['Emergency plumbing'],
        occupation: ['Plumber'],
        price: [65],
        payment_type: ['Per hour'],
        city: ['London'],
        postcode: ['SW18 1AA'],
      },
      meta: { total: 1200, shown: 1, limit: 5000 },
    })),
    ...overrides,
  };
}

const sw18 = {
  ...defaultServiceSearchFilters(),
  address: 'SW18, London',
  latitude: 51.4571,
  longitude: -0.1931,
  radius: 3,
  service_type_occupation_id: 3,
  service_payment_type_id: 1,
};

beforeEach(() => serviceFiltersStore.reset());

test('a service search survives the address bar: occupation, place, point, radius, payment and page', () => {
  const query = mergeServiceSearchIntoQuery(new URLSearchParams('utm=mail'), sw18, 2);
  expect(query.get('utm')).toBe('mail');
  const restored = queryToServiceSearch(query);
  expect(restored?.page).toBe(2);
  expect(restored?.filters).toMatchObject({
    address: 'SW18, London',
    latitude: 51.4571,
    longitude: -0.1931,
    radius: 3,
    service_type_occupation_id: 3,
    service_payment_type_id: 1,
  });
});

test('the order and the price range survive the address bar; a hand-edited one falls back to none', () => {
  const sorted = { ...sw18, min_price: 20, max_price: 75, newest: 0 as const, lowest_price: 1 as const };
  const query = mergeServiceSearchIntoQuery(new URLSearchParams(), sorted, 1);
  expect(query.get('service_sort')).toBe('3');
  expect(queryToServiceSearch(query)?.filters).toMatchObject({ min_price: 20, max_price: 75, lowest_price: 1, newest: 0 });
  const odd = queryToServiceSearch(new URLSearchParams('search=services&service_sort=9&service_min=-5&service_max=abc'));
  expect(odd?.filters).toMatchObject({ min_price: null, max_price: null, newest: 1, lowest_price: 0 });
});

test('sorting by price asks the API for the first page in that order', async () => {
  const api = fakeApi();
  const store = new ServiceSearchStore(api, false);
  await store.search(sw18);
  await store.goToPage(2);
  await store.setSort(4);
  expect(store.sort).toBe(4);
  expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ highest_price: 1, newest: 0 }), 1);
});

test('the property search keeps the address bar free of service keys, and a hand-edited link still gives a valid search', () => {
  expect([...mergeServiceSearchIntoQuery(new URLSearchParams('search=services&occupation=3&ad_type=5'), null, 1).keys()]).toEqual([
    'ad_type',
  ]);
  expect(queryToServiceSearch(new URLSearchParams('ad_type=5'))).toBeNull();
  const odd = queryToServiceSearch(new URLSearchParams('search=services&occupation=abc&within=12&lat=999&lng=1&service_page=-2'));
  expect(odd?.filters).toMatchObject({ service_type_occupation_id: null, radius: 5, latitude: 51.5072 });
  expect(odd?.page).toBe(1);
});

test('the body searches a radius round the point: the geocoder box and drawn areas are left out', () => {
  const body = serviceRequestBody({ ...sw18, boundary_box: [-0.2, 51.4, -0.1, 51.5], drawbboxs: [] });
  expect(body).not.toHaveProperty('boundary_box');
  expect(body).not.toHaveProperty('drawbboxs');
  expect(body).toMatchObject({ latitude: 51.4571, longitude: -0.1931, radius: 3, service_type_occupation_id: 3 });
});

test('a search lists the providers and pins them; a later page keeps the pins', async () => {
  const api = fakeApi();
  const store = new ServiceSearchStore(api, false);
  await store.search(sw18);
  expect(store.results?.data).toEqual([plumber]);
  expect(store.pins).toEqual([
    expect.objectContaining({ id: 7, service_title: 'Emergency plumbing', latitude: 51.457, longitude: -0.193 }),
  ]);
  expect(store.pinsTotal).toBe(1200);
  expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ radius: 3 }), 1);

  await store.goToPage(2);
  expect(api.list).toHaveBeenLastCalledWith(expect.anything(), 2);
  expect(api.map).toHaveBeenCalledTimes(1);
  expect(store.pins).toHaveLength(1);
});

test('start-up loads the occupations and payment types; switching to services searches once', async () => {
  const api = fakeApi();
  const store = new ServiceSearchStore(api, false);
  await store.start();
  expect(store.lookups?.occupations).toEqual([{ id: 3, type: 'Plumber' }]);
  expect(api.list).not.toHaveBeenCalled();
  store.setActive(true);
  expect(store.active).toBe(true);
  expect(api.list).toHaveBeenCalledTimes(1);
});

test('a refused search clears the result and keeps the errors 4 seconds', async () => {
  jest.useFakeTimers();
  try {
    const refusal = new HttpError(422, { message: 'The given data was invalid.', errors: { address: ['The address field is required.'] } });
    const api = fakeApi({ list: jest.fn(async () => Promise.reject(refusal)) });
    const store = new ServiceSearchStore(api, false);
    await store.search({ ...sw18, address: '' });
    expect(store.results).toBeNull();
    expect(store.pins).toEqual([]);
    expect(store.pinsTotal).toBe(0);
    jest.advanceTimersByTime(3999);
    expect(store.errors).toEqual({ address: ['The address field is required.'] });
    jest.advanceTimersByTime(1);
    expect(store.errors).toEqual({});
  } finally {
    jest.useRealTimers();
  }
});
