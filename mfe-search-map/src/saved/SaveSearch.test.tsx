import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { defaultSearchFilters, sessionStore, type SearchFilters, type User } from '@marketplace/shared';
import { SaveSearch } from './SaveSearch';
import { saveSearch } from './savedSearchApi';

const current: { filters: SearchFilters } = { filters: defaultSearchFilters() };
jest.mock('../search/store', () => ({
  searchStore: {
    get filters() {
      return current.filters;
    },
  },
}));
jest.mock('./savedSearchApi', () => ({ saveSearch: jest.fn(() => Promise.resolve({ data: {} })) }));

const ring = (n: number) => Array.from({ length: n }, (_, i): [number, number] => [-0.1 + i / 1e4, 51.5 + (i % 2) / 1e4]);

beforeAll(() => act(() => sessionStore.setUser({ id: 7, contact: { name: 'Emily', email: 'e@x.test' } } as unknown as User)));
afterEach(() => jest.mocked(saveSearch).mockClear());

async function openDialog(drawn: Array<Array<[number, number]>>) {
  current.filters = { ...defaultSearchFilters(), address: 'London', drawbboxs: drawn };
  render(<SaveSearch />);
  fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
  const dialog = screen.getByRole('dialog', { name: 'Save this search' });
  fireEvent.click(within(dialog).getByRole('radio', { name: /Once a day/ }));
  return dialog;
}

test('a drawn search says how many points its areas have against what a saved search may keep', async () => {
  const dialog = await openDialog([ring(40), ring(20)]);
  expect(dialog.textContent).toContain('Your drawn areas have 60 points; a saved search can have up to 1,000.');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' })));
  expect(saveSearch).toHaveBeenCalled();
});

test('areas over the limit are explained and not sent; the name and the choice stay as they were', async () => {
  const dialog = await openDialog([ring(500), ring(501)]);
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'My drawn search' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' })));
  expect(saveSearch).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('alert').textContent).toBe(
    "A saved search's drawn areas can have at most 1,000 points in all; these have 1,001. Draw fewer or simpler areas to save this search.",
  );
  expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('My drawn search');
  expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /Once a day/ }).checked).toBe(true);
});
