import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus, HttpError, sessionStore, setNavigator } from '@marketplace/shared';
import { advertFixture, installTestConfig } from '../test/fixtures';
import { formFields, stubApi } from '../test/http';
import { mountParcel } from '../test/parcels';
import detailPanel from './DetailPanel';

beforeAll(installTestConfig);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStore.setUser(null);
});

async function mountPanel() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  await mountParcel(detailPanel, { domElement });
  return async () => {
    // The panel keeps its advert while the page is away: each test leaves it closed.
    await act(async () => bus.emit('advert:close', { advertId: 0 }));
    await act(() => detailPanel.unmount({ domElement }));
    domElement.remove();
  };
}

const shortTermLet = advertFixture({
  id: 48,
  is_short_term: true,
  date_start: '2026-11-23',
  date_end: null,
  property_category_id: 5,
  property_category: { id: 5, type: 'Luxury' },
  property_type: { id: 15, type: 'Villa' },
  property_type_details: null,
});

it('loads the advert, then host reviews, then neighbourhood reviews, and shows them', async () => {
  const calls = stubApi({
    'GET api/properties/48': { data: shortTermLet },
    'POST api/host-reviews': {
      data: [
        {
          id: 1,
          created_at: '2026-01-01',
          review_text: null,
          review_communication: 4,
          review_cleanliness: 4,
          review_location: 4,
          review_value: 4,
        },
      ],
    },
    'POST api/neighbourhood-reviews': { data: [] },
  });
  const unmount = await mountPanel();
  expect(screen.queryByRole('button', { name: 'Close advert details' })).toBeNull();

  await act(async () => bus.emit('advert:open', { advertId: 48, source: 'list' }));

  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET api/properties/48',
    'POST api/host-reviews',
    'POST api/neighbourhood-reviews',
  ]);
  expect(formFields(calls[2]?.body)).toEqual({ ad_id: '48', address_id: '369', radius: '5' });
  expect(screen.getByRole('heading', { name: 'Luxury - Villa' })).toBeTruthy();
  expect(screen.getByText('TO LET')).toBeTruthy();
  expect(screen.getByText('Greater London, London, 217 Alexandra Terrace, W3 8SL')).toBeTruthy();
  expect(screen.getByText('Availability:').parentElement?.textContent).toBe('Availability: 23/11/2026 - TBD');
  const host = screen.getByRole('region', { name: 'Host Reviews' });
  expect(within(host).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Neighbourhood Reviews' })).getByText('(5 miles radius)')).toBeTruthy();

  const closed = jest.fn();
  const off = bus.on('advert:close', closed);
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Close advert details' }));
  });
  expect(closed).toHaveBeenCalledWith({ advertId: 48 });
  expect(screen.queryByRole('heading', { name: 'Luxury - Villa' })).toBeNull();
  off();
  await unmount();
});

it('skips host reviews for adverts other than short-term lets', async () => {
  const calls = stubApi({ 'GET api/properties/7': { data: advertFixture({ id: 7 }) }, 'POST api/neighbourhood-reviews': { data: [] } });
  const unmount = await mountPanel();
  await act(async () => bus.emit('advert:open', { advertId: 7, source: 'map' }));
  expect(calls.map((c) => c.path)).toEqual(['api/properties/7', 'api/neighbourhood-reviews']);
  expect(screen.queryByRole('region', { name: 'Host Reviews' })).toBeNull();
  await unmount();
});

it('shows a missing advert for 4 seconds, refreshes the user, then closes the panel', async () => {
  jest.useFakeTimers();
  sessionStore.setUser({
    id: 1,
    contact: { name: 'Emily Carter', email: 'e@x.test' },
    documents_user_images: null,
    is_host: false,
    email_verified_at: '2025-01-01T00:00:00.000Z',
    advertiser: false,
    favourite_properties: [],
    roles: [],
    authenticated: true,
  });
  const calls = stubApi({
    'GET api/properties/999': new HttpError(404, { message: 'ad_does_not_exist' }),
    'GET api/user': sessionStore.user,
  });
  const unmount = await mountPanel();
  const closed = jest.fn();
  const off = bus.on('advert:close', closed);

  await act(async () => bus.emit('advert:open', { advertId: 999, source: 'list' }));
  expect(screen.getByRole('alert').textContent).toBe('This advert does not exist or is no longer published.');
  expect(screen.getByText('No results to show')).toBeTruthy();
  expect(closed).not.toHaveBeenCalled();
  expect(calls.map((c) => c.path)).toEqual(['api/properties/999']);

  await act(async () => jest.advanceTimersByTime(4000));
  expect(calls.map((c) => c.path)).toEqual(['api/properties/999', 'api/user']);
  expect(closed).toHaveBeenCalledWith({ advertId: 999 });
  expect(screen.queryByRole('alert')).toBeNull();
  off();
  await unmount();
});

it('shows another error for 4 seconds and keeps the panel open', async () => {
  jest.useFakeTimers();
  stubApi({ 'GET api/properties/5': new HttpError(429, { message: 'Too many requests, try again shortly.' }) });
  const unmount = await mountPanel();
  const closed = jest.fn();
  const off = bus.on('advert:close', closed);
  await act(async () => bus.emit('advert:open', { advertId: 5, source: 'list' }));
  expect(screen.getByRole('alert').textContent).toBe('Too many requests, try again shortly.');
  await act(async () => jest.advanceTimersByTime(4000));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(closed).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Close advert details' })).toBeTruthy();
  off();
  await unmount();
});

it('starts the photo carousel at the first photo for each new advert', async () => {
  const photos = [{ file_path: 'a.jpg' }, { file_path: 'b.jpg' }, { file_path: 'c.jpg' }];
  stubApi({
    'GET api/properties/1': { data: advertFixture({ id: 1, documents_property_images: photos }) },
    'GET api/properties/2': { data: advertFixture({ id: 2, documents_property_images: photos }) },
    'POST api/neighbourhood-reviews': { data: [] },
  });
  const unmount = await mountPanel();
  await act(async () => bus.emit('advert:open', { advertId: 1, source: 'list' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(screen.getByRole('img', { name: 'Photo 2 of 3' })).toBeTruthy();
  await act(async () => bus.emit('advert:open', { advertId: 2, source: 'list' }));
  expect(screen.getByRole('img', { name: 'Photo 1 of 3' })).toBeTruthy();
  await unmount();
});

it('links to the advert’s full page, and on a phone opens that page instead of the panel', async () => {
  stubApi({ 'GET api/properties/7': { data: advertFixture({ id: 7 }) }, 'POST api/neighbourhood-reviews': { data: [] } });
  const unmount = await mountPanel();
  await act(async () => bus.emit('advert:open', { advertId: 7, source: 'list' }));
  expect(screen.getByRole('link', { name: 'View full advert' }).getAttribute('href')).toBe('/ad-details/7');
  await act(async () => bus.emit('advert:close', { advertId: 7 }));

  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('767'), media: query })) as unknown as typeof window.matchMedia;
  const opened: string[] = [];
  const unregister = setNavigator((to) => opened.push(to));
  try {
    await act(async () => bus.emit('advert:open', { advertId: 9, source: 'bookmarks' }));
    expect(opened).toEqual(['/ad-details/9']);
    expect(screen.queryByRole('button', { name: 'Close advert details' })).toBeNull();
  } finally {
    unregister();
    window.matchMedia = matchMedia;
    await unmount();
  }
});

it('comes back with its advert when the map home comes back (the full page opened, then Back)', async () => {
  stubApi({
    'GET api/properties/7': { data: advertFixture({ id: 7, property_title: 'Flat seven' }) },
    'POST api/neighbourhood-reviews': { data: [] },
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  await mountParcel(detailPanel, { domElement });
  await act(async () => bus.emit('advert:open', { advertId: 7, source: 'list' }));
  await act(() => detailPanel.unmount({ domElement }));
  await mountParcel(detailPanel, { domElement });
  expect(await screen.findByRole('button', { name: 'Close advert details' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View full advert' }).getAttribute('href')).toBe('/ad-details/7');
  await act(async () => bus.emit('advert:close', { advertId: 7 }));
  await act(() => detailPanel.unmount({ domElement }));
  domElement.remove();
});

it('placed by the first advert opened, shows that advert, whose event came before it', async () => {
  const calls = stubApi({
    'GET api/properties/11': { data: advertFixture({ id: 11, property_title: 'Flat eleven' }) },
    'POST api/neighbourhood-reviews': { data: [] },
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  await mountParcel(detailPanel, { domElement, openedAdvertId: 11 });
  expect(await screen.findByRole('button', { name: 'Close advert details' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View full advert' }).getAttribute('href')).toBe('/ad-details/11');
  expect(calls[0]?.path).toBe('api/properties/11');
  await act(async () => bus.emit('advert:close', { advertId: 11 }));
  await act(() => detailPanel.unmount({ domElement }));
  domElement.remove();
});

it('on a phone, opens the handed-over advert’s page once: placed again with it (Back to the map), it stays on the map', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('767'), media: query })) as unknown as typeof window.matchMedia;
  const opened: string[] = [];
  const unregister = setNavigator((to) => opened.push(to));
  const domElement = document.createElement('div');
  document.body.append(domElement);
  try {
    await mountParcel(detailPanel, { domElement, openedAdvertId: 12 });
    expect(opened).toEqual(['/ad-details/12']);
    await act(() => detailPanel.unmount({ domElement }));
    await mountParcel(detailPanel, { domElement, openedAdvertId: 12 });
    expect(opened).toEqual(['/ad-details/12']);
  } finally {
    unregister();
    window.matchMedia = matchMedia;
    await act(() => detailPanel.unmount({ domElement }));
    domElement.remove();
  }
});
