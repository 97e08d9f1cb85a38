import { act, render, screen } from '@testing-library/react';
import { HttpError, http } from '@marketplace/shared';
import { SubmitConfirmation } from './SubmitConfirmation';

afterEach(() => jest.restoreAllMocks());

test('confirms the published advert by its title, with the payment reference', async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue({ data: { property_title: 'Canal rooms', is_published: true } });
  render(<SubmitConfirmation id="41" type="property" paymentId="pi_123" />);
  await act(async () => undefined);
  expect(get).toHaveBeenCalledWith('api/user/adverts/41');
  expect(screen.getByRole('heading', { name: 'Your advert is published' })).toBeTruthy();
  expect(screen.getByText('Canal rooms')).toBeTruthy();
  expect(screen.getByText('Payment reference: pi_123')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View your advert' }).getAttribute('href')).toBe('/ad-details/41');
});

test('without the owner copy it still confirms and links', async () => {
  jest.spyOn(http, 'get').mockRejectedValue(new HttpError(403, { message: 'This service is not yours.' }));
  render(<SubmitConfirmation id="7" type="service" />);
  await act(async () => undefined);
  expect(screen.getByRole('heading', { name: 'Your service is published' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to my services' })).toBeTruthy();
});
