import { act, screen } from '@testing-library/react';
import { HttpError } from '@marketplace/shared';
import { advertFixture, installTestConfig } from '../test/fixtures';
import { stubApi } from '../test/http';
import { mountParcel } from '../test/parcels';
import advertPage from './AdvertPage';
import advertPreview from './AdvertPreview';

beforeAll(installTestConfig);
afterEach(() => jest.restoreAllMocks());

async function mount(parcel: typeof advertPage | typeof advertPreview, props: Record<string, unknown>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  await mountParcel(parcel as typeof advertPage, { domElement, ...props } as never);
  return async () => {
    await act(() => parcel.unmount({ domElement } as never));
    domElement.remove();
  };
}

it('says clearly that a non-numeric id names no advert, without asking the API', async () => {
  const calls = stubApi({});
  const unmount = await mount(advertPage, { advertId: null, kind: 'property' });
  expect(screen.getByRole('heading', { name: 'No results to show' })).toBeTruthy();
  expect(calls).toEqual([]);
  await unmount();
});

it('says clearly that an unknown id names no advert', async () => {
  stubApi({ 'GET api/properties/123456': new HttpError(404, { message: 'ad_does_not_exist' }) });
  const unmount = await mount(advertPage, { advertId: 123456, kind: 'property' });
  expect(screen.getByRole('heading', { name: 'No results to show' })).toBeTruthy();
  expect(screen.getByText('Please choose property advertise')).toBeTruthy();
  expect(screen.getByText(/no published advert number 123456/)).toBeTruthy();
  await unmount();
});

it('shows an advert page inside the remote frame', async () => {
  stubApi({ 'GET api/properties/48': { data: advertFixture() }, 'POST api/neighbourhood-reviews': { data: [] } });
  const unmount = await mount(advertPage, { advertId: 48, kind: 'property' });
  const frame = document.querySelector('[data-remote="mfe-ad-details"]');
  expect(frame?.getAttribute('aria-label')).toBe('Property details');
  expect(screen.getByRole('heading', { name: 'House - Detached' })).toBeTruthy();
  await unmount();
});

it('takes the advert the shell asked for at boot instead of asking again, and only for that advert', async () => {
  const calls = stubApi({ 'GET api/properties/': { data: advertFixture() }, 'POST api/neighbourhood-reviews': { data: [] } });
  const started = { path: 'api/properties/48', answer: Promise.resolve({ data: advertFixture({ property_title: 'Asked at boot' }) }) };
  const unmount = await mount(advertPage, { advertId: 48, kind: 'property', started });
  expect(screen.getAllByText('Asked at boot').length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.method === 'GET')).toEqual([]);
  await unmount();

  // Another advert's page asks for its own.
  const again = await mount(advertPage, { advertId: 49, kind: 'property', started });
  expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(['api/properties/49']);
  await again();
});

it("renders the advert at once when the shell's answer came before the page mounted, with no loading state between", async () => {
  const calls = stubApi({ 'POST api/neighbourhood-reviews': { data: [] } });
  const value = { data: advertFixture({ property_title: 'Answered before mounting' }) };
  const started = { path: 'api/properties/48', answer: Promise.resolve(value), answered: { value } };
  const domElement = document.createElement('div');
  document.body.append(domElement);
  let atMount = '';
  await act(async () => {
    void advertPage.mount({ domElement, advertId: 48, kind: 'property', started } as never).then(() => {
      atMount = domElement.textContent ?? '';
    });
  });
  // The render that settled mount already held the advert (the shell swaps its preview for it then).
  expect(atMount).toContain('Answered before mounting');
  expect(calls.filter((call) => call.method === 'GET')).toEqual([]);
  await act(() => advertPage.unmount({ domElement } as never));
  domElement.remove();
});

it('shows a service page with its reviews, working hours and booking', async () => {
  stubApi({
    'GET api/services/1': {
      data: {
        id: 1,
        user_id: 5,
        service_title: 'Plumber in London',
        service_description: '<p>Reliable plumber.</p>',
        price: 50,
        created_at: '2025-10-21T11:29:26.000Z',
        service_type_occupation_id: 1,
        occupation: { id: 1, type: 'Plumber' },
        service_payment_type: { id: 1, type: 'Hour' },
        working_hours_from: '08:00',
        working_hours_to: '16:00',
        address: {
          id: 261,
          line_1: '164 Cromwell Terrace',
          city: 'London',
          county: 'Greater London',
          postcode: 'E14 5RQ',
          latitude: 51.5,
          longitude: -0.01,
        },
        settings: [1],
        contact: { name: 'Mohammed Ali', company_name: 'Ali Plumbing & Heating', email: null, show_company_name: true },
        user: { id: 5, documents_user_images: null },
      },
    },
    'POST api/service-reviews': { data: [] },
  });
  const unmount = await mount(advertPage, { advertId: 1, kind: 'service' });
  expect(screen.getByRole('heading', { name: 'Plumber' })).toBeTruthy();
  expect(screen.getByText('£50 per hour')).toBeTruthy();
  expect(screen.getByText('Working hours:').parentElement?.textContent).toBe('Working hours: 08:00 - 16:00');
  expect(screen.getByRole('region', { name: 'Service Reviews' })).toBeTruthy();
  expect(screen.getByText('Ali Plumbing & Heating')).toBeTruthy();
  await unmount();
});

it('previews advert data without calling the API', async () => {
  const calls = stubApi({});
  const unmount = await mount(advertPreview, { advert: advertFixture({ property_title: 'My new flat' }) });
  expect(screen.getByRole('article', { name: 'My new flat' })).toBeTruthy();
  expect(calls).toEqual([]);
  await unmount();
});
