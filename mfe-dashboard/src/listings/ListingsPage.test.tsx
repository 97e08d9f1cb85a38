import { fireEvent, render, screen } from '@testing-library/react';
import type { DashboardListing } from '@marketplace/shared';
import { ListingsPage } from './ListingsPage';
import { ADVERTS } from './listingKinds';

const listing = (id: number): DashboardListing => ({
  id,
  title: `Advert ${id}`,
  price: 1000,
  photo: null,
  status: 'published',
  views: 0,
  enquiries: 0,
  created_at: '2026-11-01T00:00:00Z',
});

/** The API as useApi gives it: each page's answer arrives at once, for the path asked. */
jest.mock('../layout/useApi', () => ({
  useApi: (path: string) => {
    const page = Number(/page=(\d+)/.exec(path)?.[1] ?? 1);
    const rows = Array.from({ length: 15 }, (_, i) => listing((page - 1) * 15 + i + 1));
    return {
      data: { data: rows, meta: { current_page: page, last_page: 3 } },
      dataPath: path,
      error: null,
      loading: false,
      reload: () => {},
    };
  },
}));

it('opens a page turned at the pager at the list’s top, the list focused', () => {
  // jsdom lays nothing out: the scroll is asked for, not done.
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  render(<ListingsPage kind={ADVERTS} />);
  const list = screen.getByRole('list', { name: 'Your adverts' });
  expect(scrolled).not.toHaveBeenCalled();
  expect(document.activeElement).not.toBe(list);

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Advert 16')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Your adverts' }));
  expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
});
