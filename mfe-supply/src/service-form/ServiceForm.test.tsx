import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpError, type Address, type OwnService } from '@marketplace/shared';
import { installTestConfig } from '../test/config';
import { ServiceForm } from './ServiceForm';
import { placeOnMap } from '../address/api';
import { serviceFormApi } from './api';

jest.mock('./api', () => ({
  serviceFormApi: {
    lookups: jest.fn(() => Promise.resolve({ occupations: [{ id: 1, type: 'Plumber' }], payment_types: [{ id: 1, type: 'Hour' }] })),
    save: jest.fn(),
    publish: jest.fn(),
    load: jest.fn(),
    upload: jest.fn(),
    removePhoto: jest.fn(),
    orderPhotos: jest.fn(),
  },
}));

jest.mock('../address/api', () => ({
  placeOnMap: jest.fn((postcode: string) =>
    Promise.resolve(
      postcode === 'NW1 0LT'
        ? { position: [-0.1405, 51.5372], status: 'Found on the map.' }
        : { position: [-0.12, 51.5], status: 'Placed in London on the map.' },
    ),
  ),
}));

const within_ = (group: string) => within(screen.getByRole('group', { name: group }));

test('the service is placed on the map from its own postcode and town', async () => {
  render(<ServiceForm />);
  fireEvent.change(within_('Service location').getByLabelText('Town or city'), { target: { value: 'London' } });
  fireEvent.change(within_('Service location').getByLabelText('Postcode'), { target: { value: 'NW1 7AA' } });
  await act(async () => {
    fireEvent.click(within_('Service location').getByRole('button', { name: 'Find on the map' }));
  });
  expect(placeOnMap).toHaveBeenCalledWith('NW1 7AA', 'London', 'United Kingdom');
  expect(await screen.findByText('Placed in London on the map.')).toBeTruthy();
});

beforeAll(installTestConfig);

/** An address in the parts the owner's forms load, nothing but what a test names. */
const placed = (parts: Pick<Address, 'id' | 'line_1' | 'city' | 'postcode' | 'latitude' | 'longitude'>) => ({
  street: null,
  line_2: null,
  county: null,
  country: 'United Kingdom',
  full_address: null,
  ...parts,
});

const plumber: OwnService = {
  id: 12,
  user_id: 4,
  service_type_occupation_id: 1,
  service_payment_type_id: 1,
  service_title: 'Emergency plumber in Camden',
  service_description: '<p>Leaks fixed today.</p>',
  price: 65,
  working_hours_from: '08:00',
  working_hours_to: '18:30',
  is_published: true,
  version: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  address: placed({ id: 30, line_1: '4 Parkway', city: 'London', postcode: 'NW1 7AA', latitude: 51.5388, longitude: -0.1445 }),
  contact: {
    name: 'Priya Shah',
    company_name: null,
    email: null,
    landing_prefix: null,
    landing: null,
    mobile_prefix: null,
    mobile: '7700900456',
    address: null,
  },
  documents_service_images: [
    { id: 3, file_path: 'services/12/a.webp', position: 1 },
    { id: 4, file_path: 'services/12/b.webp', position: 2 },
  ],
};

test('/add-edit-service/{id} opens the saved service with its photos, and Save sends the edit to that service', async () => {
  jest.mocked(serviceFormApi.load).mockResolvedValue(plumber);
  jest.mocked(serviceFormApi.save).mockResolvedValue({ ...plumber, price: 70 });
  jest.mocked(serviceFormApi.orderPhotos).mockResolvedValue([plumber.documents_service_images[1]!, plumber.documents_service_images[0]!]);
  render(<ServiceForm serviceId={12} />);
  expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Emergency plumber in Camden');
  expect(screen.getByLabelText<HTMLInputElement>('Price (£)').value).toBe('65');
  expect(screen.getAllByRole('img')).toHaveLength(2);
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'Later' })[0]!);
  });
  expect(serviceFormApi.orderPhotos).toHaveBeenCalledWith(12, [4, 3]);
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
    expect.stringContaining('services/12/b.webp'),
    expect.stringContaining('services/12/a.webp'),
  ]);
  fireEvent.change(screen.getByLabelText('Price (£)'), { target: { value: '70' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(serviceFormApi.save).toHaveBeenCalledWith(
    12,
    expect.objectContaining({ price: 70, service_title: 'Emergency plumber in Camden', version: 3 }),
  );
  expect(serviceFormApi.publish).not.toHaveBeenCalled();
  expect(screen.getByText('Saved.')).toBeTruthy();
});

test("another user's service is refused with the API's message and no form", async () => {
  jest.mocked(serviceFormApi.load).mockRejectedValue(new HttpError(403, { message: 'This service is not yours.' }));
  render(<ServiceForm serviceId={12} />);
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This service is not yours.');
  expect(screen.queryByLabelText('Title')).toBeNull();
});

test("the contact's address: the service's own when ticked, loaded back as saved, its own placed on the map and sent", async () => {
  const office = placed({
    id: 31,
    line_1: '80 Camden High Street',
    city: 'London',
    postcode: 'NW1 0LT',
    latitude: 51.5372,
    longitude: -0.1405,
  });
  jest.mocked(serviceFormApi.load).mockResolvedValue({ ...plumber, contact: { ...plumber.contact, address: office } });
  jest.mocked(serviceFormApi.save).mockResolvedValue(plumber);
  render(<ServiceForm serviceId={12} />);
  const contact = await screen.findByRole('group', { name: 'Contact address' });
  expect(within(contact).getByLabelText<HTMLInputElement>('Address line').value).toBe('80 Camden High Street');
  fireEvent.change(within(contact).getByLabelText('Postcode'), { target: { value: 'NW1 0LT' } });
  await act(async () => {
    fireEvent.click(within(contact).getByRole('button', { name: 'Find on the map' }));
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(serviceFormApi.save).toHaveBeenLastCalledWith(
    12,
    expect.objectContaining({
      contact: expect.objectContaining({
        same_as_listing_address: false,
        address: expect.objectContaining({ line_1: '80 Camden High Street', postcode: 'NW1 0LT', latitude: 51.5372 }),
      }),
    }),
  );

  fireEvent.click(within(contact).getByLabelText("Same as the service's address"));
  expect(within(contact).getByText('4 Parkway, London, NW1 7AA, United Kingdom')).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(serviceFormApi.save).toHaveBeenLastCalledWith(
    12,
    expect.objectContaining({ contact: expect.objectContaining({ same_as_listing_address: true, address: null }) }),
  );
});

test("a contact's address with a bad postcode is not sent; the message stands under it", async () => {
  jest.mocked(serviceFormApi.load).mockResolvedValue(plumber);
  jest.mocked(serviceFormApi.save).mockClear();
  render(<ServiceForm serviceId={12} />);
  const contact = await screen.findByRole('group', { name: 'Contact address' });
  fireEvent.change(within(contact).getByLabelText('Address line'), { target: { value: '80 Camden High Street' } });
  fireEvent.change(within(contact).getByLabelText('Town or city'), { target: { value: 'London' } });
  fireEvent.change(within(contact).getByLabelText('Postcode'), { target: { value: '12345' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(serviceFormApi.save).not.toHaveBeenCalled();
  expect(within(contact).getByText('Please enter a valid UK postcode')).toBeTruthy();
});

test('a save over a newer version is refused with why; compared, the person saves theirs over it knowingly (issue 40)', async () => {
  jest.mocked(serviceFormApi.load).mockResolvedValue(plumber);
  render(<ServiceForm serviceId={12} />);
  await screen.findByLabelText('Title');
  fireEvent.change(screen.getByLabelText('Price (£)'), { target: { value: '75' } });
  jest
    .mocked(serviceFormApi.save)
    .mockRejectedValueOnce(
      new HttpError(409, { message: 'This service was changed in another window, or by someone else, after you opened it.', version: 4 }),
    );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  const dialog = screen.getByRole('dialog', { name: 'Changed since you opened it' });
  expect(within(dialog).getByRole('alert').textContent).toMatch(/changed in another window/);
  expect(screen.getByLabelText<HTMLInputElement>('Price (£)').value).toBe('75');

  jest.mocked(serviceFormApi.load).mockResolvedValueOnce({ ...plumber, price: 80, version: 4 });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Compare' })));
  expect(within(screen.getByRole('table', { name: 'What differs' })).getAllByRole('row')[1]?.textContent).toBe('Price7580');
  jest.mocked(serviceFormApi.save).mockResolvedValueOnce({ ...plumber, price: 75, version: 5 });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save mine instead' })));
  expect(serviceFormApi.save).toHaveBeenLastCalledWith(12, expect.objectContaining({ price: 75, version: 4 }));
  expect(screen.getByText('Saved.')).toBeTruthy();
});
