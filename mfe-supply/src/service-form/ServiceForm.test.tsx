import { act, fireEvent, render, screen } from '@testing-library/react';
import { ServiceForm } from './ServiceForm';

jest.mock('./api', () => ({
  serviceFormApi: {
    lookups: jest.fn(() => Promise.resolve({ occupations: [{ id: 1, type: 'Plumber' }], payment_types: [{ id: 1, type: 'Hour' }] })),
    locate: jest.fn((query: string) => Promise.resolve(query === 'London' ? [-0.12, 51.5] : null)),
    save: jest.fn(),
    publish: jest.fn(),
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
