import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpError, type DashboardListing } from '@marketplace/shared';
import { MarketStatusForm } from './MarketStatusForm';

const pricing = (kind: Partial<NonNullable<DashboardListing['pricing']>>): DashboardListing['pricing'] => ({
  price: 450000,
  is_sale: false,
  is_let: false,
  is_buy: false,
  is_rent: false,
  is_short_term: false,
  is_room: false,
  property_category_id: 1,
  property_rent_type_id: 1,
  property_rooms: [],
  property_type_details: null,
  ...kind,
});

const listing = (kind: Partial<NonNullable<DashboardListing['pricing']>>, status: Partial<DashboardListing> = {}): DashboardListing => ({
  id: 7,
  title: 'Three-bed semi',
  price: 450000,
  photo: null,
  status: 'published',
  market_status: 'available',
  market_status_on: null,
  views: 0,
  enquiries: 0,
  created_at: '2026-11-01T00:00:00Z',
  pricing: pricing(kind),
  ...status,
});

afterEach(() => jest.restoreAllMocks());

const options = () => screen.getAllByRole<HTMLOptionElement>('option').map((o) => o.textContent);

it('offers a sale its statuses, asks the day, and tells once the API accepted it', async () => {
  const put = jest.spyOn(http, 'put').mockResolvedValue({});
  const saved = jest.fn();
  render(<MarketStatusForm listing={listing({ is_sale: true })} onSaved={saved} />);
  expect(options()).toEqual(['Available', 'Under offer', 'Sold STC', 'Sold']);
  expect(screen.queryByLabelText('Since')).toBeNull();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save status' }).disabled).toBe(true);

  fireEvent.change(screen.getByLabelText('Market status'), { target: { value: 'sold_stc' } });
  fireEvent.change(screen.getByLabelText('Since'), { target: { value: '2026-11-02' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
  await waitFor(() => expect(saved).toHaveBeenCalledWith('“Three-bed semi” is marked Sold STC.'));
  expect(put).toHaveBeenCalledWith('api/user/adverts/7/market-status', { market_status: 'sold_stc', market_status_on: '2026-11-02' });
});

it('offers a long let Let agreed and Let, and a short stay or a wanted home nothing', () => {
  const { unmount } = render(<MarketStatusForm listing={listing({ is_let: true })} onSaved={jest.fn()} />);
  expect(options()).toEqual(['Available', 'Let agreed', 'Let']);
  unmount();
  const { container } = render(<MarketStatusForm listing={listing({ is_let: true, is_short_term: true })} onSaved={jest.fn()} />);
  expect(container.textContent).toBe('');
  render(<MarketStatusForm listing={listing({ is_buy: true })} onSaved={jest.fn()} />);
  expect(container.textContent).toBe('');
});

it('shows the API’s message under the form when it refuses the change', async () => {
  jest
    .spyOn(http, 'put')
    .mockRejectedValue(
      new HttpError(422, { message: 'The given data was invalid.', errors: { market_status_on: ['The date must be today or before.'] } }),
    );
  render(
    <MarketStatusForm
      listing={listing({ is_let: true }, { market_status: 'let_agreed', market_status_on: '2026-10-01' })}
      onSaved={jest.fn()}
    />,
  );
  fireEvent.change(screen.getByLabelText('Market status'), { target: { value: 'let' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The date must be today or before.');
});
