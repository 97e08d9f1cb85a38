import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, sessionStore, toggleFavourite, type AdvertCard, type Favourite, type User } from '@marketplace/shared';
import { Bookmarks } from './Bookmarks';
import { favouritesApi } from './api';

jest.mock('./api', () => ({ favouritesApi: { list: jest.fn() } }));
jest.mock('@marketplace/shared', () => ({ ...jest.requireActual('@marketplace/shared'), toggleFavourite: jest.fn() }));
const api = jest.mocked(favouritesApi);
const toggle = jest.mocked(toggleFavourite);

const favourite: Favourite = {
  id: 5,
  property_id: 42,
  property: { id: 42, property_title: 'Canal-side flat', price: 950, property_category: { id: 2, type: 'To Let' } } as AdvertCard,
  status: 'interested',
  note: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};
const user = (favourites: Array<{ id: number; property_id: number }>) =>
  ({ id: 7, contact: { name: 'Emily', email: 'e@x.test' }, favourite_properties: favourites }) as unknown as User;

const page = (data: Favourite[], current = 1, total = data.length) => ({
  data,
  meta: { current_page: current, last_page: Math.ceil(total / 24), per_page: 24, total },
});

afterEach(() => {
  act(() => sessionStore.setUser(null));
  jest.resetAllMocks();
});

test('shows nothing to a visitor', () => {
  const { container } = render(<Bookmarks />);
  expect(container.textContent).toBe('');
  expect(api.list).not.toHaveBeenCalled();
});

test('lists the favourites; a click opens the advert and the remove icon removes it', async () => {
  api.list.mockResolvedValue(page([favourite]));
  toggle.mockResolvedValue(false);
  act(() => sessionStore.setUser(user([{ id: 5, property_id: 42 }])));
  await act(async () => {
    render(<Bookmarks />);
  });
  const opened = jest.fn();
  const off = bus.on('advert:open', opened);
  fireEvent.click(screen.getByRole('button', { name: /^Open Canal-side flat/ }));
  expect(opened).toHaveBeenCalledWith({ advertId: 42, source: 'bookmarks' });
  off();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Canal-side flat from favourites' })));
  expect(toggle).toHaveBeenCalledWith(42);
});

test('reloads when the favourites change and hides once none is left', async () => {
  api.list.mockResolvedValue(page([favourite]));
  act(() => sessionStore.setUser(user([{ id: 5, property_id: 42 }])));
  await act(async () => {
    render(<Bookmarks />);
  });
  expect(screen.getByRole('list', { name: 'Favourite properties' })).toBeTruthy();
  await act(async () => sessionStore.setUser(user([])));
  expect(screen.queryByRole('list', { name: 'Favourite properties' })).toBeNull();
});

test('loads the favourites a page at a time: the rest come on request, and all are reachable', async () => {
  const more: Favourite = {
    ...favourite,
    id: 6,
    property_id: 43,
    property: { ...favourite.property, id: 43, property_title: 'Mews house' } as AdvertCard,
  };
  api.list.mockResolvedValueOnce(page([favourite], 1, 25)).mockResolvedValueOnce(page([more], 2, 25));
  act(() => sessionStore.setUser(user([{ id: 5, property_id: 42 }])));
  await act(async () => {
    render(<Bookmarks />);
  });
  expect(screen.queryByRole('button', { name: /^Open Mews house/ })).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show 24 more' })));
  expect(api.list).toHaveBeenLastCalledWith(2);
  expect(screen.getByRole('button', { name: /^Open Canal-side flat/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: /^Open Mews house/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Show 23 more' })).toBeTruthy();
});
