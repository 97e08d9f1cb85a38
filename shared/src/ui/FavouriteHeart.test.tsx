import { act, fireEvent, render, screen } from '@testing-library/react';
import { setRuntimeConfig, type RuntimeConfig } from '../config';
import { sessionStore } from '../stores';
import type { User } from '../entities';
import { FAVOURITES_LOGIN_MESSAGE, FAVOURITES_NOTICE_MS } from '../actions';
import { FavouriteHeart } from './FavouriteHeart';

const fetchMock = jest.fn();
const reply = (body: unknown, status = 200) =>
  ({
    ok: status < 400,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => JSON.stringify(body),
  }) as unknown as Response;
const user = (favourites: Array<{ id: number; property_id: number }>) =>
  ({ id: 7, contact: { name: 'Emily', email: 'e@x.test' }, favourite_properties: favourites }) as unknown as User;

beforeEach(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test' } as RuntimeConfig);
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
  act(() => sessionStore.setUser(null));
});

test('tells a visitor to log in, for 3 seconds, without a call', () => {
  jest.useFakeTimers();
  render(<FavouriteHeart advertId={12} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' }));
  expect(screen.getByRole('alert').textContent).toBe(FAVOURITES_LOGIN_MESSAGE);
  act(() => jest.advanceTimersByTime(FAVOURITES_NOTICE_MS));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('two hearts of one advert follow each other, and a double click while processing sends one call', async () => {
  act(() => sessionStore.setUser(user([])));
  let answer: (r: Response) => void = () => undefined;
  fetchMock
    .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    .mockResolvedValueOnce(reply(user([{ id: 9, property_id: 12 }])));
  render(
    <>
      <FavouriteHeart advertId={12} />
      <FavouriteHeart advertId={12} />
    </>,
  );
  const [first] = screen.getAllByRole('button', { name: 'Add to Favourites' });
  fireEvent.click(first as HTMLElement);
  fireEvent.click(first as HTMLElement);
  await act(async () => answer(reply({ id: 9 })));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  const hearts = screen.getAllByRole('button', { name: 'Remove from Favourites' });
  expect(hearts).toHaveLength(2);
  expect(hearts.every((heart) => heart.classList.contains('existing-bookmark'))).toBe(true);
});

test('ignores any click in preview', () => {
  act(() => sessionStore.setUser(user([])));
  render(<FavouriteHeart advertId={12} preview />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' }));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('shows the first message per field when the change fails', async () => {
  act(() => sessionStore.setUser(user([])));
  fetchMock.mockResolvedValueOnce(
    reply({ message: 'The given data was invalid.', errors: { id: ['The selected id is invalid.', 'x'] } }, 422),
  );
  render(<FavouriteHeart advertId={12} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' })));
  expect(screen.getByRole('alert').textContent).toBe('The selected id is invalid.');
});
