import { fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_USER_IMAGE } from '@marketplace/shared';
import { installTestConfig } from '../test/fixtures';
import { MarketedBy } from './MarketedBy';

beforeAll(installTestConfig);

const contact = {
  name: 'Florence Young',
  company_name: 'Young Residential',
  email: 'florence@young.co.uk',
  mobile_prefix: '+44',
  mobile: '7700 900799',
  landing_prefix: '+44',
  landing: '20 7946 0549',
  address: { full_address: '1 High Street, Leeds' },
};

it('renders the items the API sent as shown and falls back to the default photo', () => {
  render(
    <MarketedBy advert={{ contact: { ...contact, show_email: true }, user: { id: 3, documents_user_images: { file_path: 'u/3.jpg' } } }} />,
  );
  const block = screen.getByRole('region', { name: 'Marketed By' });
  expect(within(block).getByText('Florence Young')).toBeTruthy();
  expect(within(block).getByRole('link', { name: 'florence@young.co.uk' }).getAttribute('href')).toBe('mailto:florence@young.co.uk');
  expect(within(block).queryByText('Young Residential')).toBeNull();
  const photo = within(block).getByRole('img', { name: 'Photo of Florence Young' });
  expect(photo.getAttribute('src')).toBe('http://api.test/storage/u/3.jpg');
  fireEvent.error(photo);
  expect(photo.getAttribute('src')).toBe(DEFAULT_USER_IMAGE);
});
