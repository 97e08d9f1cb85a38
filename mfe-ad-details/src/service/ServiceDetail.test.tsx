import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Service } from '@marketplace/shared';
import { contactFixture, installTestConfig } from '../test/fixtures';
import { stubApi } from '../test/http';
import { ServiceDetail } from './ServiceDetail';

beforeAll(installTestConfig);
afterEach(() => jest.restoreAllMocks());

const plumber = (over: Partial<Service> = {}): Service => ({
  id: 12,
  user_id: 4,
  user: { id: 4, documents_user_images: null },
  service_title: 'Emergency plumber in Camden',
  service_description: '<p>Leaks fixed the same day.</p>',
  price: 65,
  created_at: '2026-11-01T09:00:00Z',
  latitude: null,
  longitude: null,
  service_type_occupation_id: 1,
  occupation: { id: 1, type: 'Plumber' },
  service_payment_type_id: 1,
  service_payment_type: { id: 1, type: 'Hour' },
  working_hours_from: '08:00',
  working_hours_to: '17:30',
  is_published: true,
  address: {
    id: 30,
    line_1: '12 Camden High Street',
    street: 'Camden High Street',
    city: 'London',
    county: null,
    postcode: 'NW1 0JH',
    full_address: '12 Camden High Street, London NW1 0JH',
    latitude: null,
    longitude: null,
  },
  settings: [],
  contact: contactFixture({ name: 'Ali Plumbing' }),
  reviews: { count: 0, rating: null },
  ...over,
});

async function open(service: Service) {
  stubApi({ 'GET api/services/12': { data: service }, 'POST api/service-reviews': { data: [] } });
  render(<ServiceDetail serviceId={12} />);
  await act(async () => undefined);
  return screen.getByRole('region', { name: 'Photos' });
}

test("a service's page shows its photos in its provider's order, as an advert's page does", async () => {
  const photos = await open(
    plumber({
      documents_service_images: [
        { id: 4, file_path: 'services/12/van.webp' },
        { id: 3, file_path: 'services/12/tools.webp' },
      ],
    }),
  );
  expect(within(photos).getByRole('img', { name: 'Photo 1 of 2' }).getAttribute('src')).toContain('services/12/van.webp');
  fireEvent.click(within(photos).getByRole('button', { name: 'Next photo' }));
  expect(within(photos).getByRole('img', { name: 'Photo 2 of 2' }).getAttribute('src')).toContain('services/12/tools.webp');
});

test('a service without photos shows the placeholder picture', async () => {
  const photos = await open(plumber({ documents_service_images: [] }));
  expect(within(photos).getByRole('img', { name: 'No photos' })).toBeTruthy();
});
