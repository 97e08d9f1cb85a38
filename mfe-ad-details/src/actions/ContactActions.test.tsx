import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { sessionStore, type User } from '@marketplace/shared';
import { installTestConfig } from '../test/fixtures';
import { ContactActions } from './ContactActions';

beforeAll(installTestConfig);

it("a signed-out visitor's Login link brings them back to the advert", () => {
  act(() => sessionStore.setUser(null));
  window.history.pushState({}, '', '/ad-property/42?tab=reviews');
  render(<ContactActions advertId={42} advertiserId={3} adType="Property" booking={null} />);
  const href = screen.getByRole('link', { name: 'Login' }).getAttribute('href') ?? '';
  expect(new URL(href, window.location.origin).searchParams.get('redirect')).toBe('/ad-property/42?tab=reviews');
});

describe("the owner's own advert", () => {
  const owner: User = {
    id: 3,
    is_host: true,
    email_verified_at: '2025-01-01T00:00:00.000Z',
    advertiser: true,
    contact: { name: 'James Whitfield', email: 'host@roofline.test' },
    documents_user_images: null,
    favourite_properties: [],
    roles: [],
    authenticated: true,
  };
  afterEach(() => act(() => sessionStore.setUser(null)));

  it('offers Edit and Preview instead of Send Message and the booking button', () => {
    act(() => sessionStore.setUser(owner));
    render(
      <ContactActions
        advertId={42}
        advertiserId={3}
        adType="Property"
        booking={{ label: 'Reserve', mode: 'reserve' }}
        ownerPreview={(close) => (
          <button type="button" onClick={close}>
            Close the preview
          </button>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/add-edit-ad/42');
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Preview' })).getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a provider's service is edited on the service form; anyone else still books and messages", () => {
    act(() => sessionStore.setUser(owner));
    const { unmount } = render(
      <ContactActions advertId={7} advertiserId={3} adType="Service" booking={{ label: 'Book Service', mode: 'appoint' }} />,
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/add-edit-service/7');
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    unmount();
    act(() => sessionStore.setUser({ ...owner, id: 9 }));
    render(<ContactActions advertId={7} advertiserId={3} adType="Service" booking={{ label: 'Book Service', mode: 'appoint' }} />);
    expect(screen.getByRole('button', { name: 'Book Service' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
