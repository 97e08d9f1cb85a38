import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, HttpError, sessionStore, type ModalRequest, type User } from '@marketplace/shared';
import { FAVOURITES_LOGIN_MESSAGE } from '@marketplace/shared';
import { advertFixture, detailsFixture, installTestConfig, roomFixture } from '../test/fixtures';
import { stubApi } from '../test/http';
import { AdvertView } from './AdvertView';
import { OwnPage } from '../common/headings';

beforeAll(installTestConfig);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStore.setUser(null);
});

const user: User = {
  id: 9,
  contact: { name: 'Emily Carter', email: 'emily@roofline.test' },
  documents_user_images: null,
  is_host: false,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  advertiser: false,
  favourite_properties: [],
  roles: [],
  authenticated: true,
};

function opened(kind: ModalRequest['kind']) {
  const requests: ModalRequest[] = [];
  const off = bus.on('modal:open', (request) => request.kind === kind && requests.push(request));
  return { requests, off };
}

const ready = { status: 'ready' as const, reviews: [] };

describe('headline and header', () => {
  it('shows type and detail, the posted date, the badge and the address', () => {
    render(<AdvertView advert={advertFixture({ is_let: false, is_sale: true })} neighbourhood={ready} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('House - Detached');
    expect(screen.getByText('FOR SALE')).toBeTruthy();
    expect(screen.getByText(/^Posted 20\/05\/2025/)).toBeTruthy();
    expect(screen.getByText('Greater London, London, 217 Alexandra Terrace, W3 8SL')).toBeTruthy();
    expect(screen.queryByText('Availability:')).toBeNull();
  });

  it('on its own page, the headline is the page’s h1 and the sections under it h2; beside the list, h2 and h3', () => {
    const { unmount } = render(
      <OwnPage>
        <AdvertView advert={advertFixture({ is_let: false, is_sale: true })} neighbourhood={ready} />
      </OwnPage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('House - Detached');
    expect(screen.getByRole('heading', { level: 2, name: 'Description' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    unmount();
    render(<AdvertView advert={advertFixture({ is_let: false, is_sale: true })} neighbourhood={ready} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Description' })).toBeTruthy();
  });

  it('says a home is sold subject to contract, and since when; nothing while it is available', () => {
    const { unmount } = render(
      <AdvertView
        advert={advertFixture({ is_let: false, is_sale: true, market_status: 'sold_stc', market_status_on: '2026-03-03' })}
        neighbourhood={ready}
      />,
    );
    expect(screen.getByText('Sold STC')).toBeTruthy();
    expect(screen.getByText('Sold STC since 03/03/2026')).toBeTruthy();
    unmount();
    render(<AdvertView advert={advertFixture({ is_let: false, is_sale: true })} neighbourhood={ready} />);
    expect(screen.queryByText(/Sold STC|Under offer/)).toBeNull();
  });

  it('shows the category alone for rooms and without a type', () => {
    const { unmount } = render(
      <AdvertView advert={advertFixture({ property_category_id: 7, property_category: { id: 7, type: 'Room' } })} neighbourhood={ready} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Room');
    unmount();
    render(<AdvertView advert={advertFixture({ property_type: null, property_type_details: null })} neighbourhood={ready} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Residential');
  });

  it("shows 'Required Dates:' for rent, and 'None' without a start", () => {
    render(<AdvertView advert={advertFixture({ is_let: false, is_rent: true, date_start: null })} neighbourhood={ready} />);
    expect(screen.getByText('Required Dates:').parentElement?.textContent).toBe('Required Dates: None');
    expect(screen.getByText('TO RENT')).toBeTruthy();
  });

  it('shows availability from start to end', () => {
    render(<AdvertView advert={advertFixture({ date_start: '2026-01-05', date_end: '2026-03-31' })} neighbourhood={ready} />);
    expect(screen.getByText('Availability:').parentElement?.textContent).toBe('Availability: 05/01/2026 - 31/03/2026');
  });
});

describe('sections', () => {
  it('shows the sections with content, discounts, house rules and the description', async () => {
    render(
      <AdvertView
        advert={advertFixture({
          is_short_term: true,
          property_details: detailsFixture({ double_room: 2, wifi: true }),
          discounts: [
            {
              id: 1,
              discount_type_id: 2,
              discount_type: { id: 2, type: 'Term' },
              discount_term: 7,
              discount_fee: 10,
              discount_fee_type: 1,
            },
          ],
          rules: [{ id: 1, rule: 'No parties' }],
          property_description: '<p>Bright <em>rooms</em><script>alert(1)</script></p>',
        })}
        host={ready}
        neighbourhood={ready}
      />,
    );
    for (const name of ['Premises Details', 'Rooms', 'Services & Amenities', 'Discounts', 'House Rules', 'Description']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    for (const name of ['Status', 'Investment', 'Kitchen', 'Policies']) expect(screen.queryByRole('region', { name })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Discounts' })).getByText('10%')).toBeTruthy();
    const description = screen.getByRole('region', { name: 'Description' });
    expect((await within(description).findByText('rooms')).tagName).toBe('EM');
    expect(description.querySelector('script')).toBeNull();
  });

  it('shows the placeholder without photos and floorplans except for rent and buy', () => {
    const floorplans = [{ file_path: 'plan.svg' }];
    const { unmount } = render(<AdvertView advert={advertFixture({ documents_floorplans_images: floorplans })} neighbourhood={ready} />);
    expect(screen.getByRole('img', { name: 'No photos' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Floorplans' })).toBeTruthy();
    unmount();
    render(
      <AdvertView
        advert={advertFixture({ is_let: false, is_rent: true, documents_floorplans_images: floorplans })}
        neighbourhood={ready}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Floorplans' })).toBeNull();
  });

  it('reads in the order people look: price, contact, description, rooms, features, map, reviews', () => {
    render(<AdvertView advert={advertFixture({ property_rooms: [roomFixture({ price: 120 })] })} neighbourhood={ready} />);
    const names = [
      'Material information',
      'Description',
      'Rooms and prices',
      'Premises Details',
      "Map of the advert's location",
      'Neighbourhood Reviews',
      'Marketed By',
    ];
    const regions = names.map((name) => screen.getByRole('region', { name }));
    for (let i = 1; i < regions.length; i += 1) {
      expect(regions[i - 1]!.compareDocumentPosition(regions[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'Rooms and prices' })).getByText('£120 per night')).toBeTruthy();
  });

  it('does not repeat a title that only says the headline', () => {
    render(
      <AdvertView
        advert={advertFixture({
          property_title: 'flat',
          property_type: { id: 2, type: 'Flat' },
          property_type_details: { id: 9, type_detail: 'Flat' },
        })}
        neighbourhood={ready}
      />,
    );
    expect(screen.getAllByText(/^flat$/i)).toHaveLength(1);
  });

  it('shows the mini map only with a category and a position', () => {
    const { unmount } = render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    expect(screen.getByRole('region', { name: "Map of the advert's location" })).toBeTruthy();
    unmount();
    const address = { ...advertFixture().address, latitude: null };
    render(<AdvertView advert={advertFixture({ address })} neighbourhood={ready} />);
    expect(screen.queryByRole('region', { name: "Map of the advert's location" })).toBeNull();
  });
});

describe('signed out', () => {
  it('offers Email agent and Request a viewing, with a way to log in to message and book', () => {
    render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    const contact = screen.getByRole('group', { name: 'Contact the advertiser' });
    expect(
      within(contact)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Email agent', 'Request a viewing']);
    expect(screen.queryByText(/to send private messages or book via platform/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?redirect=%2F');
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Neighbourhood Review' })).toBeNull();
  });

  it('a short stay is emailed to its host, with no viewing to request', () => {
    render(<AdvertView advert={advertFixture({ is_short_term: true })} neighbourhood={ready} />);
    const contact = screen.getByRole('group', { name: 'Contact the advertiser' });
    expect(
      within(contact)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Email host']);
  });

  it('sends a viewing request without an account, shows the fields the API refused, then that it was sent', async () => {
    let refuse = true;
    const calls = stubApi({
      'POST api/enquiries': () =>
        refuse
          ? new HttpError(422, {
              message: 'The given data was invalid.',
              errors: { viewing_times: ['The viewing times field is required.'] },
            })
          : { message: 'Your enquiry has been sent. The advertiser will reply to your e-mail.' },
    });
    render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request a viewing' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a viewing' });
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toMatch(
      /^I would like to arrange a viewing of Modern villa/,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Priya Shah' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'priya@example.test' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), { target: { value: '07700 900123' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Preferred times for a viewing/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getAllByText('The viewing times field is required.').length).toBeGreaterThan(0);

    refuse = false;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Preferred times for a viewing/ }), {
      target: { value: 'Weekday evenings' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    expect(within(dialog).getByRole('status').textContent).toBe('Your enquiry has been sent. The advertiser will reply to your e-mail.');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: 'api/enquiries',
      body: expect.objectContaining({
        property_id: 48,
        kind: 'viewing',
        name: 'Priya Shah',
        email: 'priya@example.test',
        phone: '07700 900123',
        viewing_times: 'Weekday evenings',
        website: '',
      }),
    });
  });

  it('tells a visitor to log in to use favourites, for 3 seconds', () => {
    jest.useFakeTimers();
    render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' }));
    expect(screen.getByRole('alert').textContent).toBe(FAVOURITES_LOGIN_MESSAGE);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the heart only on a published advert', () => {
    render(<AdvertView advert={advertFixture({ is_published: false })} neighbourhood={ready} />);
    expect(screen.queryByRole('button', { name: 'Add to Favourites' })).toBeNull();
  });
});

describe('signed in', () => {
  beforeEach(() => act(() => sessionStore.setUser(user)));

  it('sends a message and books a viewing of a long-term let', () => {
    const message = opened('message');
    const booking = opened('booking');
    render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Viewing' }));
    expect(message.requests).toEqual([{ kind: 'message', toUserId: 66, adId: 48, adType: 'Property' }]);
    expect(booking.requests).toEqual([{ kind: 'booking', advertId: 48, adType: 'Property', mode: 'view', hostId: 66 }]);
    expect(screen.queryByText(/to send private messages/)).toBeNull();
    message.off();
    booking.off();
  });

  it('offers Email agent as well, with their name and e-mail filled in', () => {
    render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Email agent' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Emily Carter');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ }).value).toBe('emily@roofline.test');
    expect(within(dialog).queryByRole('textbox', { name: /Preferred times/ })).toBeNull();
  });

  it('reserves a short-term let and adds a neighbourhood review', () => {
    const booking = opened('booking');
    const review = opened('add-review');
    render(<AdvertView advert={advertFixture({ is_short_term: true })} host={ready} neighbourhood={ready} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Neighbourhood Review' }));
    expect(booking.requests[0]).toMatchObject({ mode: 'reserve' });
    expect(review.requests).toEqual([{ kind: 'add-review', reviewType: 'neighbourhood', adId: 48, adType: 'Property' }]);
    booking.off();
    review.off();
  });

  it('adds a favourite and refreshes the user', async () => {
    const favourite = { id: 31, property_id: 48 };
    const calls = stubApi({ 'POST api/favourite': { id: 31 }, 'GET api/user': { ...user, favourite_properties: [favourite] } });
    render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' })));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', 'api/favourite', { id: 48, type: 'Property' }],
      ['GET', 'api/user', undefined],
    ]);
    const heart = screen.getByRole('button', { name: 'Remove from Favourites' });
    expect(heart.className).toContain('existing-bookmark');
  });

  it('removes an existing favourite and shows the first server error when it fails', async () => {
    act(() => sessionStore.setUser({ ...user, favourite_properties: [{ id: 31, property_id: 48 }] }));
    const calls = stubApi({
      'POST api/favourites/31/delete': new HttpError(422, { message: 'Invalid', errors: { id: ['The favourite is not yours.'] } }),
    });
    render(<AdvertView advert={advertFixture()} neighbourhood={ready} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove from Favourites' })));
    expect(calls.map((c) => c.path)).toEqual(['api/favourites/31/delete']);
    expect(screen.getByRole('alert').textContent).toBe('The favourite is not yours.');
  });
});

describe('preview', () => {
  it('disables share links, ignores the heart and shows the placeholder rating 5', () => {
    act(() => sessionStore.setUser(user));
    const calls = stubApi({});
    render(<AdvertView advert={advertFixture({ is_short_term: true })} preview />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favourites' }));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBeNull();
    expect(facebook.getAttribute('aria-disabled')).toBe('true');
    for (const name of ['Host Reviews', 'Neighbourhood Reviews']) {
      expect(within(screen.getByRole('region', { name })).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    }
  });
});
