import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from '@marketplace/shared';
import { installTestConfig } from '../test/config';
import { ServiceForm } from './ServiceForm';
import { serviceFormApi, type EditableService } from './api';

jest.mock('./api', () => ({
  serviceFormApi: {
    lookups: jest.fn(() => Promise.resolve({ occupations: [{ id: 1, type: 'Plumber' }], payment_types: [{ id: 1, type: 'Hour' }] })),
    locate: jest.fn((query: string) => Promise.resolve(query === 'London' ? [-0.12, 51.5] : null)),
    save: jest.fn(),
    publish: jest.fn(),
    load: jest.fn(),
    upload: jest.fn(),
    removePhoto: jest.fn(),
    orderPhotos: jest.fn(),
  },
}));

test('a postcode the geocoder does not know is placed in its town', async () => {
  render(<ServiceForm />);
  fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: 'London' } });
  fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'NW1 7AA' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Find on the map' }));
  });
  expect(await screen.findByText('Placed in London on the map.')).toBeTruthy();
});

beforeAll(installTestConfig);

const plumber: EditableService = {
  id: 12,
  service_type_occupation_id: 1,
  service_payment_type_id: 1,
  service_title: 'Emergency plumber in Camden',
  service_description: '<p>Leaks fixed today.</p>',
  price: '65.00',
  working_hours_from: '08:00',
  working_hours_to: '18:30',
  is_published: true,
  address: { line_1: '4 Parkway', city: 'London', postcode: 'NW1 7AA', latitude: 51.5388, longitude: -0.1445 },
  contact: { name: 'Priya Shah', mobile: '7700900456' },
  documents_service_images: [
    { id: 3, file_path: 'services/12/a.webp' },
    { id: 4, file_path: 'services/12/b.webp' },
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
    expect.objectContaining({ price: 70, service_title: 'Emergency plumber in Camden' }),
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
