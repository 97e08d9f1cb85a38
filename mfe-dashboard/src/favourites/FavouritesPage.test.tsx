import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AdvertCard, Favourite } from '@marketplace/shared';
import FavouritesPage from './FavouritesPage';

const home = (id: number, status: Favourite['status'], card: Partial<AdvertCard>): Favourite => ({
  id,
  property_id: 100 + id,
  property: {
    id: 100 + id,
    property_title: `Home ${id}`,
    price: 1200,
    property_category: { id: 2, type: 'To Let' },
    address: { full_address: 'Jersey Street, Ancoats, Manchester' },
    documents_property_images: [],
    property_rooms: [],
    ...card,
  } as AdvertCard,
  status,
  note: id === 1 ? 'Ask about the damp' : null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

const change = jest.fn(async () => true);
jest.mock('./useFavourites', () => ({
  useFavourites: () => ({
    favourites: [home(1, 'viewing', { is_sale: false }), home(2, 'interested', { is_sale: true }), home(3, 'viewing', { is_sale: true })],
    error: null,
    change,
  }),
}));

beforeEach(() => change.mockClear());

it('shows each saved home under where the person is with it, the four columns in a move’s order', () => {
  render(<FavouritesPage />);
  const columns = screen.getAllByRole('region');
  expect(columns.map((c) => within(c).getByRole('heading').textContent)).toEqual([
    'Interested 1',
    'Viewing booked 2',
    'Offer made or Applied 0',
    'Not for me 0',
  ]);
  expect(
    within(columns[1]!)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label')),
  ).toEqual(['Home 1', 'Home 3']);
});

it('names the offer step by the home: Applied for a let, Offer made for a sale; a new status is sent at once', () => {
  render(<FavouritesPage />);
  const let_ = screen.getByRole('listitem', { name: 'Home 1' });
  const sale = screen.getByRole('listitem', { name: 'Home 2' });
  expect(within(let_).getByRole('option', { name: 'Applied' })).toBeTruthy();
  expect(within(sale).getByRole('option', { name: 'Offer made' })).toBeTruthy();
  fireEvent.change(within(sale).getByLabelText('Where you are'), { target: { value: 'offer' } });
  expect(change).toHaveBeenCalledWith(2, { status: 'offer' });
});

it('keeps the note as written and saves it only once it has changed', async () => {
  render(<FavouritesPage />);
  const item = screen.getByRole('listitem', { name: 'Home 1' });
  const note = within(item).getByLabelText<HTMLTextAreaElement>('Your note', { exact: false });
  const save = within(item).getByRole<HTMLButtonElement>('button', { name: 'Save note' });
  expect(note.value).toBe('Ask about the damp');
  expect(save.disabled).toBe(true);
  fireEvent.change(note, { target: { value: 'Ask about the damp and the boiler' } });
  fireEvent.click(save);
  expect(change).toHaveBeenCalledWith(1, { note: 'Ask about the damp and the boiler' });
  expect(await within(item).findByText('Note saved.')).toBeTruthy();
});
