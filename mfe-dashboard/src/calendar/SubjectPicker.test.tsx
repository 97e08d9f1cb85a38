import { act, render, screen } from '@testing-library/react';
import { http, type DashboardListing, type DashboardPageOf } from '@marketplace/shared';
import { SubjectPicker } from './SubjectPicker';

const page = (titles: string[]): DashboardPageOf<DashboardListing> => ({
  data: titles.map((title, i) => ({
    id: i + 1,
    title,
    price: 60,
    photo: null,
    status: 'published',
    views: 0,
    enquiries: 0,
    created_at: '2026-01-01T00:00:00Z',
  })),
  meta: { current_page: 1, last_page: 1, per_page: 15, total: titles.length },
});

afterEach(() => jest.restoreAllMocks());

test("a provider with services and no adverts gets the first service's calendar", async () => {
  jest
    .spyOn(http, 'get')
    .mockImplementation((path: string) =>
      Promise.resolve(path.startsWith('api/user/services') ? page(['Boiler repair', 'Leak fixing', 'Bathroom fitting']) : page([])),
    );
  const onChoose = jest.fn();
  await act(async () => {
    render(<SubjectPicker chosen={null} onChoose={onChoose} />);
  });
  expect(onChoose).toHaveBeenCalledWith({ kind: 'services', id: 1, title: 'Boiler repair', stay: false });
  expect(screen.queryByText('Add an advert or a service to manage its calendar.')).toBeNull();
});

test('someone with neither is asked to add one', async () => {
  jest.spyOn(http, 'get').mockImplementation(() => Promise.resolve(page([])));
  await act(async () => {
    render(<SubjectPicker chosen={null} onChoose={jest.fn()} />);
  });
  expect(screen.getByText('Add an advert or a service to manage its calendar.')).toBeTruthy();
});
