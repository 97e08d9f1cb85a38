import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import {
  defaultSearchFilters,
  filtersStore,
  serviceFiltersStore,
  setRuntimeConfig,
  type RuntimeConfig,
  type SearchFilters,
} from '@marketplace/shared';
import { serviceSearchStore } from '../services/store';
import { FiltersPanel } from './FiltersPanel';
import { filtersBox } from './filtersBox';
import { CHOOSE_AD_TYPE_PROMPT } from './SearchForm';

const fakeStore = observable({ errors: {}, loading: false });
const search = jest.fn(async (filters: SearchFilters) => filtersStore.setFilters(filters));
jest.mock('../search/store', () => ({
  searchStore: {
    get errors() {
      return fakeStore.errors;
    },
    get loading() {
      return fakeStore.loading;
    },
    search: (filters: SearchFilters) => search(filters),
  },
}));

function setViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('767'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
  fireEvent.click(screen.getByRole('button', { name: 'Advanced Filters' }));
}

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);

// The whole form (every advanced filter) renders in each test: seconds each on a busy machine.
jest.setTimeout(20_000);

beforeAll(() => setRuntimeConfig({ apiUrl: 'http://api.test' } as RuntimeConfig));
beforeEach(() => {
  Object.assign(filtersBox, { shown: false, open: false });
  window.history.replaceState(null, '', '/');
  filtersStore.reset();
  search.mockClear();
  runInAction(() => (fakeStore.errors = {}));
  setViewport(false);
});

describe('FiltersPanel', () => {
  it('opens by itself after 600 ms on desktop', () => {
    jest.useFakeTimers();
    try {
      render(<FiltersPanel />);
      const button = screen.getByRole('button', { name: 'Search Filters' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      act(() => void jest.advanceTimersByTime(599));
      expect(button.getAttribute('aria-expanded')).toBe('false');
      act(() => void jest.advanceTimersByTime(1));
      expect(button.getAttribute('aria-expanded')).toBe('true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves alone a box the person opened and closed before it would open by itself', () => {
    jest.useFakeTimers();
    try {
      render(<FiltersPanel />);
      const button = screen.getByRole('button', { name: 'Search Filters' });
      fireEvent.click(button);
      fireEvent.click(button);
      act(() => void jest.advanceTimersByTime(600));
      expect(button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never opens by itself over the results of a search address, and is shown again as the person left it', () => {
    jest.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/?ad_type=5&address=Leeds');
      const first = render(<FiltersPanel />);
      act(() => void jest.advanceTimersByTime(2000));
      const button = () => screen.getByRole('button', { name: 'Search Filters' });
      expect(button().getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(button());
      first.unmount();
      // Back from an advert: the box is open, as it was left.
      const again = render(<FiltersPanel />);
      expect(button().getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(button());
      again.unmount();
      // Closed, it stays closed: the page's first showing is over, so nothing opens it by itself.
      window.history.replaceState(null, '', '/');
      render(<FiltersPanel />);
      act(() => void jest.advanceTimersByTime(2000));
      expect(button().getAttribute('aria-expanded')).toBe('false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays closed on mobile', () => {
    jest.useFakeTimers();
    try {
      setViewport(true);
      render(<FiltersPanel />);
      act(() => void jest.advanceTimersByTime(2000));
      expect(screen.getByRole('button', { name: 'Search Filters' }).getAttribute('aria-expanded')).toBe('false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the default search: For Sale & To Let in London', () => {
    render(<FiltersPanel />);
    openPanel();
    expect(select('Ad Type').value).toBe('6');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' }).value).toBe(
      'London, Greater London, England, United Kingdom',
    );
  });

  it('asks for an ad type before showing the advanced filters', () => {
    render(<FiltersPanel />);
    openPanel();
    expect(screen.queryByText(CHOOSE_AD_TYPE_PROMPT)).toBeNull();
    fireEvent.change(select('Ad Type'), { target: { value: '' } });
    expect(screen.getByText(CHOOSE_AD_TYPE_PROMPT)).toBeTruthy();
    expect(screen.queryByLabelText('Bathrooms')).toBeNull();
  });

  it('shows the filters of the chosen ad type', () => {
    render(<FiltersPanel />);
    openPanel();
    fireEvent.change(select('Ad Type'), { target: { value: '4' } });
    expect(screen.queryByLabelText('Tenure')).not.toBeNull();
    expect(screen.queryByLabelText('Guests')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Cash Only' })).not.toBeNull();
    expect(screen.queryByRole('switch', { name: 'Coming soon' })).not.toBeNull();

    fireEvent.change(select('Ad Type'), { target: { value: '5' } });
    expect(screen.queryByLabelText('Tenure')).toBeNull();
    expect(screen.queryByLabelText('Guests')).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'Cash Only' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Wifi' })).not.toBeNull();

    fireEvent.change(select('Let Term'), { target: { value: '1' } });
    expect(screen.queryByRole('checkbox', { name: 'Wifi' })).toBeNull();
    fireEvent.change(select('Let Term'), { target: { value: '2' } });
    expect(screen.queryByRole('switch', { name: 'Coming soon' })).toBeNull();
  });

  it("offers a sale search 'Include Under Offer, Sold STC', ticked, and searches without those homes once unticked", async () => {
    render(<FiltersPanel />);
    openPanel();
    fireEvent.change(select('Ad Type'), { target: { value: '4' } });
    const sstc = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Include Under Offer, Sold STC' });
    expect(sstc.checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Include Let Agreed' })).toBeNull();
    fireEvent.click(sstc);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toMatchObject({ ad_type: 4, include_sstc: false, include_let_agreed: true });
  });

  it("offers 'Include Let Agreed' to a search of long lets, never of short stays", () => {
    render(<FiltersPanel />);
    openPanel();
    fireEvent.change(select('Ad Type'), { target: { value: '5' } });
    fireEvent.change(select('Let Term'), { target: { value: '1' } });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Include Let Agreed' }).checked).toBe(true);
    fireEvent.change(select('Let Term'), { target: { value: '2' } });
    expect(screen.queryByRole('checkbox', { name: 'Include Let Agreed' })).toBeNull();
  });

  it('highlights Search once the form differs from the stored search, and submits it', async () => {
    render(<FiltersPanel />);
    openPanel();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('data-changed')).toBe('false');
    fireEvent.change(select('Min Beds'), { target: { value: '3' } });
    expect(button.getAttribute('data-changed')).toBe('true');
    fireEvent.change(select('Min Beds'), { target: { value: '' } });
    expect(button.getAttribute('data-changed')).toBe('false');

    fireEvent.change(select('Max Price'), { target: { value: '250000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Garage' }));
    await act(async () => void fireEvent.click(button));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toMatchObject({ max_price: 250000, garage: true, ad_type: 6 });
    expect(button.getAttribute('data-changed')).toBe('false');
  });

  it('closes after a search the API accepted and gives focus back to its button', async () => {
    render(<FiltersPanel />);
    const toggle = screen.getByRole('button', { name: 'Search Filters' });
    fireEvent.click(toggle);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(search).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'), { timeout: 8000 });
    expect(screen.queryByRole('form', { name: 'Search properties' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('stays open with the errors when the API refuses the search', async () => {
    search.mockImplementationOnce(async () => {
      runInAction(() => (fakeStore.errors = { address: ['The address field is required.'] }));
    });
    render(<FiltersPanel />);
    const toggle = screen.getByRole('button', { name: 'Search Filters' });
    fireEvent.click(toggle);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('The address field is required.')).toBeTruthy();
  });

  it('ticks a type group with all its children', () => {
    render(<FiltersPanel />);
    openPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flats' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flats types' }));
    const children = within(document.getElementById('type-group-flats')!);
    expect(children.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
  });

  it('fills date_start and date_end from the date range', async () => {
    render(<FiltersPanel />);
    openPanel();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-20' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(search.mock.calls[0]?.[0]).toMatchObject({ date_start: '01-05-2026', date_end: '20-05-2026' });
  });

  it('shows the first server error for address and ad type only', () => {
    render(<FiltersPanel />);
    openPanel();
    act(() => {
      runInAction(() => {
        fakeStore.errors = {
          address: ['The address field is required.', 'second'],
          ad_type: ['The ad type field is required.'],
          min_price: ['The min price field must be a number.'],
        };
      });
    });
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['The ad type field is required.', 'The address field is required.']);
  });

  it('replaces the form when the stored filters change', () => {
    render(<FiltersPanel />);
    openPanel();
    act(() => filtersStore.setFilters({ ...defaultSearchFilters(), min_beds: 4 }));
    expect(select('Min Beds').value).toBe('4');
  });
});

describe('on a phone', () => {
  beforeEach(() => setViewport(true));

  it('opens the filters as a full-height sheet from a button that says what is searched', async () => {
    render(<FiltersPanel />);
    const toggle = screen.getByRole('button', { name: 'Search Filters' });
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe('For Sale & To Let · London');
    fireEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Search filters' });
    expect(await within(sheet).findByRole('form', { name: 'Search properties' })).toBeTruthy();
    expect(within(sheet).getByRole('group', { name: 'Search for' })).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Ad Type'), { target: { value: '5' } });
    fireEvent.change(within(sheet).getByLabelText('Max Price'), { target: { value: '1500' } });
    await act(async () => void fireEvent.click(within(sheet).getByRole('button', { name: 'Search' })));
    expect(search.mock.calls[0]?.[0]).toMatchObject({ ad_type: 5, max_price: 1500 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe('To Let · London · up to £1,500 pcm');
  });

  it('closes the sheet on Escape without searching', () => {
    render(<FiltersPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });
});

describe('the introduction', () => {
  it('offers each ad type with what it finds, the stored one chosen, and searches in one tap', async () => {
    render(<FiltersPanel intro />);
    expect(screen.queryByRole('button', { name: 'Search Filters' })).toBeNull();
    const toLet = screen.getByRole('radio', { name: 'To Let' });
    expect(document.getElementById(toLet.getAttribute('aria-describedby')!)?.textContent).toBe('homes offered to rent');
    const toRent = screen.getByRole('radio', { name: 'To Rent' });
    expect(document.getElementById(toRent.getAttribute('aria-describedby')!)?.textContent).toBe('people looking to rent');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'For Sale & To Let' }).checked).toBe(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(search.mock.calls[0]?.[0]).toMatchObject({
      ad_type: 6,
      is_sale: 1,
      is_let: 1,
      address: 'London, Greater London, England, United Kingdom',
    });
  });

  it('searches the chosen ad type', async () => {
    render(<FiltersPanel intro />);
    fireEvent.click(screen.getByRole('radio', { name: 'To Rent' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(search.mock.calls[0]?.[0]).toMatchObject({ ad_type: 2, is_rent: 1, is_let: 0, is_sale: 0 });
  });

  it('asks for a place before searching', async () => {
    render(<FiltersPanel intro />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: '' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The address field is required.');
  });

  it('finds local services in the same place', async () => {
    serviceFiltersStore.setFilters({ ...serviceFiltersStore.filters, city: null, address: 'Leeds' });
    try {
      render(<FiltersPanel intro />);
      fireEvent.click(screen.getByRole('radio', { name: 'Local Services' }));
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
      await waitFor(() => expect(serviceSearchStore.active).toBe(true));
      expect(serviceFiltersStore.filters).toMatchObject({ address: 'London, Greater London, England, United Kingdom', city: 'London' });
      expect(search).not.toHaveBeenCalled();
    } finally {
      act(() => serviceSearchStore.setActive(false));
      serviceFiltersStore.reset();
    }
  });
});

describe('the price filter', () => {
  const optionLabels = (name: string) => [...select(name).options].map((o) => o.text);

  it('follows the ad type: sale prices for sales, rent per month for lets, per night for short stays', () => {
    render(<FiltersPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
    fireEvent.change(select('Ad Type'), { target: { value: '4' } });
    expect(optionLabels('Max Price')).toContain('£250,000');
    expect(screen.getByText('Sale price.')).toBeTruthy();
    fireEvent.change(select('Ad Type'), { target: { value: '5' } });
    expect(optionLabels('Max Price')).toContain('£1,500 pcm');
    expect(optionLabels('Max Price')).not.toContain('£250,000 pcm');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    fireEvent.change(select('Let Term'), { target: { value: '2' } });
    expect(optionLabels('Max Price')).toContain('£100 per night');
    expect(screen.queryByRole('group', { name: 'Rent shown' })).toBeNull();
  });

  it('switches rent between per month and per week, converting the bounds', async () => {
    render(<FiltersPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
    fireEvent.change(select('Ad Type'), { target: { value: '5' } });
    fireEvent.change(select('Max Price'), { target: { value: '1500' } });
    const periods = screen.getByRole('group', { name: 'Rent shown' });
    fireEvent.click(within(periods).getByRole('button', { name: 'per week' }));
    expect(within(periods).getByRole('button', { name: 'per week' }).getAttribute('aria-pressed')).toBe('true');
    expect(select('Max Price').value).toBe('346');
    expect(select('Max Price').selectedOptions[0]?.text).toBe('£346 pw');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(search.mock.calls[0]?.[0]).toMatchObject({ ad_type: 5, price_rent_type_id: 4, max_price: 346 });
  });

  it('clears bounds a sale price cannot mean when the ad type turns to lets', () => {
    render(<FiltersPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
    fireEvent.change(select('Ad Type'), { target: { value: '4' } });
    fireEvent.change(select('Min Price'), { target: { value: '250000' } });
    fireEvent.change(select('Ad Type'), { target: { value: '5' } });
    expect(select('Min Price').value).toBe('');
  });

  it('keeps the prices of stored filters that replace the form, whatever their ad type', () => {
    render(<FiltersPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
    act(() => filtersStore.setFilters({ ...defaultSearchFilters(), ad_type: 5, is_sale: 0, is_let: 1, max_price: 1500 }));
    expect(select('Max Price').value).toBe('1500');
    expect(select('Max Price').selectedOptions[0]?.text).toBe('£1,500 pcm');
  });

  it('clears monthly bounds when the let term turns to short stays, priced by the night', () => {
    render(<FiltersPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
    fireEvent.change(select('Ad Type'), { target: { value: '5' } });
    fireEvent.change(select('Max Price'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    fireEvent.change(select('Let Term'), { target: { value: '2' } });
    expect(select('Max Price').value).toBe('');
    expect([...select('Max Price').options].map((o) => o.text)).toContain('£100 per night');
  });

  it('says what the chosen ad type finds', () => {
    render(<FiltersPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
    fireEvent.change(select('Ad Type'), { target: { value: '2' } });
    expect(screen.getByText('To Rent: people looking to rent')).toBeTruthy();
  });
});
