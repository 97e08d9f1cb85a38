import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, sessionStore, type ModalRequest, type User } from '@marketplace/shared';
import { advertFixture, installTestConfig } from '../test/fixtures';
import { stubApi } from '../test/http';
import { AdvertView } from '../detail/AdvertView';
import { previewAddress } from '../preview/rules';

beforeAll(installTestConfig);
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.setUser(null);
});

const owner: User = {
  id: 66,
  contact: { name: 'Emily Carter', email: 'emily@roofline.test' },
  documents_user_images: null,
  is_host: true,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  advertiser: true,
  favourite_properties: [],
  roles: [],
  authenticated: true,
};

describe("the owner's preview", () => {
  it('shows the full address, and host and neighbourhood reviews at 5 for a long let and a sale alike', () => {
    act(() => sessionStore.setUser(owner));
    for (const over of [{ is_short_term: false }, { is_let: false, is_sale: true }]) {
      const { unmount } = render(<AdvertView advert={advertFixture(over)} preview />);
      expect(screen.getByText('217 Alexandra Terrace, Acton, London, Greater London, W3 8SL')).toBeTruthy();
      for (const name of ['Host Reviews', 'Neighbourhood Reviews']) {
        expect(within(screen.getByRole('region', { name })).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
      }
      expect(screen.getByText('(5 miles radius)')).toBeTruthy();
      unmount();
    }
  });

  it('offers Send Message but no Book or Reserve, and nothing it shows opens a modal or calls the API', () => {
    act(() => sessionStore.setUser(owner));
    const calls = stubApi({});
    const requests: ModalRequest[] = [];
    const off = bus.on('modal:open', (request) => requests.push(request));
    render(<AdvertView advert={advertFixture({ is_short_term: true })} preview />);
    expect(screen.queryByRole('button', { name: /^(Book|Reserve)/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('aria-disabled')).toBe('true');
    expect(requests).toEqual([]);
    expect(calls).toEqual([]);
    off();
  });

  it('closes by its button', () => {
    const onClose = jest.fn();
    render(<AdvertView advert={advertFixture({ is_published: false })} preview onClose={onClose} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close preview' })[0]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('previewAddress', () => {
  it('builds the address from its parts while the advert has no full address yet', () => {
    expect(previewAddress({ line_1: '3 Park Row', city: 'Leeds', postcode: 'LS1 5HD', full_address: null })).toBe(
      '3 Park Row, Leeds, LS1 5HD',
    );
  });
});
