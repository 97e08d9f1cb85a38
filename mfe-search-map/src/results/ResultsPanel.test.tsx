import { act, fireEvent, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { bus, sessionStore, setRuntimeConfig, type AdvertCard, type Paginated, type RuntimeConfig, type User } from '@marketplace/shared';
import { NO_RESULTS_TEXT, ResultsPanel, resultCount } from './ResultsPanel';

const fake = observable({
  results: null as Paginated<AdvertCard> | null,
  loading: false,
  selectedAdvertId: null as number | null,
  viewedAdvertIds: new Set<number>(),
  sort: 1,
  listScroll: null as { page: number; top: number } | null,
});
const goToPage = jest.fn();
const setSort = jest.fn();
const openAdvert = jest.fn();
jest.mock('../search/store', () => ({
  searchStore: new Proxy(
    {},
    {
      get: (_t, key) => ({ goToPage, setSort, openAdvert })[key as 'goToPage'] ?? fake[key as keyof typeof fake],
      set: (_t, key, value) => {
        runInAction(() => Object.assign(fake, { [key]: value }));
        return true;
      },
    },
  ),
}));

const advert = {
  id: 42,
  property_title: 'Bright two-bed flat',
  price: 1250000,
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  is_sale: true,
  is_freehold: true,
  is_auction: true,
  epc_rating: 'B',
  property_category_id: 1,
  property_category: { id: 1, type: 'Residential' },
  property_type: { id: 2, type: 'Flat' },
  address: { full_address: '1 Canal St, Manchester M1 3HE' } as AdvertCard['address'],
  property_details: { bedrooms: 2, bath_room: 1 },
  documents_property_images: [{ file_path: 'a.jpg' }, { file_path: 'b.jpg' }],
} as AdvertCard;

function pageOf(current: number, last: number, data: AdvertCard[] = [advert]): Paginated<AdvertCard> {
  return {
    data,
    meta: { current_page: current, last_page: last },
    links: { first: 'x', prev: current > 1 ? 'x' : null, next: current < last ? 'x' : null },
  };
}

beforeAll(() => setRuntimeConfig({ apiUrl: 'http://api.test', imageBaseUrl: 'http://img.test' } as RuntimeConfig));
beforeEach(() => {
  jest.clearAllMocks();
  runInAction(() => {
    fake.results = null;
    fake.loading = false;
  });
  sessionStore.setUser(null);
});

describe('ResultsPanel', () => {
  it('is shown again scrolled as the person left it on that page (Back from an advert), and a new page starts at its top', () => {
    runInAction(() => (fake.results = pageOf(2, 3)));
    const first = render(<ResultsPanel />);
    const list = () => screen.getByRole('list', { name: 'Search results' }).parentElement!;
    list().scrollTop = 640;
    fireEvent.scroll(list());
    first.unmount();
    expect(fake.listScroll).toEqual({ page: 2, top: 640 });
    render(<ResultsPanel />);
    expect(list().scrollTop).toBe(640);
    act(() => {
      runInAction(() => (fake.results = pageOf(3, 3)));
    });
    expect(list().scrollTop).toBe(0);
  });

  it('shows the empty text without results', () => {
    render(<ResultsPanel />);
    expect(screen.getByText(NO_RESULTS_TEXT)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a card with price, category, title, type and address, age, tenure, counts, EPC and flags', () => {
    runInAction(() => (fake.results = pageOf(1, 1)));
    render(<ResultsPanel />);
    const card = screen.getByRole('article', { name: 'Bright two-bed flat' });
    const text = card.textContent ?? '';
    for (const part of [
      '£1,250,000',
      'Residential',
      'Residential - Flat · 1 Canal St, Manchester M1 3HE',
      'Posted 3 days ago',
      'Freehold',
      'EPC B',
      '2 Beds',
      '1 Bathrooms',
      'Auction',
    ]) {
      expect(text).toContain(part);
    }
    expect(screen.getByRole('button', { name: 'Add to Favourites' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByAltText('Bright two-bed flat, photo 2 of 2').getAttribute('src')).toBe('http://img.test/b.jpg');
  });

  it('opens the advert when the card is clicked, not when its controls are', () => {
    runInAction(() => (fake.results = pageOf(1, 1)));
    render(<ResultsPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(openAdvert).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('article'));
    expect(openAdvert).toHaveBeenCalledWith(42, 'list');
  });

  it('tells assistive technology which card is the advert open on the map and in the panel', () => {
    runInAction(() => (fake.results = pageOf(1, 1, [advert, { ...advert, id: 43 }])));
    render(<ResultsPanel />);
    const current = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-current'));
    expect(current()).toEqual([null, null]);
    act(() => {
      runInAction(() => (fake.selectedAdvertId = 43));
    });
    expect(current()).toEqual([null, 'true']);
    runInAction(() => (fake.selectedAdvertId = null));
  });

  it('asks a visitor to log in before bookmarking', () => {
    runInAction(() => (fake.results = pageOf(1, 1)));
    render(<ResultsPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' }));
    expect(screen.getByRole('alert').textContent).toBe('You must be logged in in order to use favourites feature');
  });

  it('shows Add only to a signed-in user with a contact e-mail, and the report menu', () => {
    runInAction(() => (fake.results = pageOf(1, 1)));
    render(<ResultsPanel />);
    expect(screen.queryByRole('link', { name: 'Add property' })).toBeNull();
    act(() => sessionStore.setUser({ id: 1, contact: { name: 'A', email: 'a@b.c' }, favourite_properties: [] } as unknown as User));
    expect(screen.getByRole('link', { name: 'Add property' }).getAttribute('href')).toBe('/add-edit-ad');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const menu = screen.getByRole('list', { name: 'Report this advert' });
    expect(Array.from(menu.querySelectorAll('button')).map((item) => item.textContent)).toEqual(['Spam', 'Scam', 'Abuse']);
  });

  it('says how many properties match', () => {
    runInAction(() => (fake.results = { ...pageOf(1, 1), meta: { current_page: 1, last_page: 81, total: 1204 } }));
    render(<ResultsPanel />);
    expect(screen.getByText('1,204 properties')).toBeTruthy();
    expect(resultCount(1)).toBe('1 property');
    expect(resultCount(undefined)).toBeNull();
  });

  it('sorts by the chosen option', () => {
    render(<ResultsPanel />);
    const sort = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect([...sort.options].map((o) => o.text)).toEqual(['Newest', 'Oldest', 'Lowest Price', 'Highest Price']);
    fireEvent.change(sort, { target: { value: '3' } });
    expect(setSort).toHaveBeenCalledWith(3);
  });

  it('disables previous on page 1 and next on the last page', () => {
    runInAction(() => (fake.results = pageOf(1, 3)));
    const { rerender } = render(<ResultsPanel />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(goToPage).toHaveBeenCalledWith(2);
    act(() => {
      runInAction(() => (fake.results = pageOf(3, 3)));
    });
    rerender(<ResultsPanel />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes the list through the bus', () => {
    const heard = jest.fn();
    const off = bus.on('list:open', heard);
    render(<ResultsPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Close list' }));
    off();
    expect(heard).toHaveBeenCalledWith({ open: false });
  });
});
