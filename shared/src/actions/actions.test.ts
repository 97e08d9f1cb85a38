import { setRuntimeConfig, type RuntimeConfig } from '../config';
import { bus } from '../events';
import { sessionStore } from '../stores';
import type { User } from '../entities';
import { favouriteLabel, favouriteOf, reportAdvert, toggleFavourite } from '.';

const fetchMock = jest.fn();
const reply = (body: unknown) =>
  ({
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => JSON.stringify(body),
  }) as unknown as Response;
const user = (favourites: Array<{ id: number; property_id: number }>) =>
  ({
    id: 7,
    contact: { name: 'Emily', email: 'e@x.test' },
    documents_user_images: null,
    is_host: false,
    email_verified_at: '2025-01-01T00:00:00.000Z',
    advertiser: false,
    authenticated: true,
    favourite_properties: favourites,
  }) as unknown as User;

beforeEach(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test' } as RuntimeConfig);
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

test('the tooltip follows the spec words', () => {
  expect(favouriteLabel(false)).toBe('Add to Favourites');
  expect(favouriteLabel(true)).toBe('Remove from Favourites');
});

test('finds the favourite of an advert even when the API sends the id as text', () => {
  expect(favouriteOf([{ id: 3, property_id: '12' as unknown as number }], 12)?.id).toBe(3);
  expect(favouriteOf(undefined, 12)).toBeUndefined();
});

test('adds an advert that is not a favourite and refreshes the user', async () => {
  sessionStore.setUser(user([]));
  fetchMock.mockResolvedValueOnce(reply({ id: 9 })).mockResolvedValueOnce(reply(user([{ id: 9, property_id: 12 }])));
  await expect(toggleFavourite(12)).resolves.toBe(true);
  expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/api/favourite');
  expect(fetchMock.mock.calls[0][1].body).toBe('{"id":12,"type":"Property"}');
  expect(sessionStore.user?.favourite_properties).toEqual([{ id: 9, property_id: 12 }]);
});

test('removes an advert that is a favourite by its favourite id', async () => {
  sessionStore.setUser(user([{ id: 9, property_id: 12 }]));
  fetchMock.mockResolvedValueOnce(reply({ message: 'Removed from favourites' })).mockResolvedValueOnce(reply(user([])));
  await expect(toggleFavourite(12)).resolves.toBe(false);
  expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/api/favourites/9/delete');
});

test('a report posts the form fields and resolves with the server message', async () => {
  fetchMock.mockResolvedValueOnce(reply({ message: 'Thank you, we will look into it.' }));
  await expect(reportAdvert(4, 'Scam')).resolves.toBe('Thank you, we will look into it.');
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('http://api.test/api/report/');
  const form = init.body as URLSearchParams;
  expect([form.get('id'), form.get('type'), form.get('report_type')]).toEqual(['4', 'Property', 'Scam']);
});

test('an accepted report tells the lists to refresh; a refused one does not', async () => {
  const heard = jest.fn();
  const off = bus.on('advert:reported', heard);
  fetchMock.mockResolvedValueOnce(reply({ message: 'Thank you, we will look into it.' }));
  await reportAdvert(4, 'Spam');
  expect(heard).toHaveBeenCalledWith({ advertId: 4, adType: 'Property' });

  heard.mockClear();
  fetchMock.mockResolvedValueOnce({
    ok: false,
    status: 422,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => JSON.stringify({ message: 'The selected report type is invalid.', errors: {} }),
  });
  await expect(reportAdvert(4, 'Spam')).rejects.toBeTruthy();
  expect(heard).not.toHaveBeenCalled();
  off();
});
