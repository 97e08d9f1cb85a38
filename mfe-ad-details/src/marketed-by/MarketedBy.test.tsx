import { fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_USER_IMAGE } from '@marketplace/shared';
import { installTestConfig } from '../test/fixtures';
import { MarketedBy } from './MarketedBy';
import { marketedByOf } from './model';

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

describe('Marketed By rule', () => {
  it('shows each item only where the setting is on (ids 1 to 5, value 1)', () => {
    const block = marketedByOf({
      contact,
      settings: [
        { setting_id: 1, setting_value: '1' },
        { setting_id: 2, setting_value: '0' },
        { setting_id: 3, setting_value: '1' },
        { setting_id: 5, setting_value: '1' },
      ],
      user: null,
    });
    expect(block).toMatchObject({
      name: 'Florence Young',
      companyName: 'Young Residential',
      address: null,
      mobile: '+44 7700 900799',
      landline: null,
      email: 'florence@young.co.uk',
    });
  });

  it('reads the API list of shown setting ids', () => {
    expect(marketedByOf({ contact, settings: [2, 4], user: null })).toMatchObject({
      companyName: null,
      address: '1 High Street, Leeds',
      landline: '+44 20 7946 0549',
      mobile: null,
      email: null,
    });
  });

  it('takes the show flags of a previewed advert when there is no settings list', () => {
    const block = marketedByOf({ contact: { ...contact, show_email: true, show_mobile: false }, settings: [], user: null });
    expect(block.email).toBe('florence@young.co.uk');
    expect(block.mobile).toBeNull();
  });

  it("says 'Anonymous' without a name", () => {
    expect(marketedByOf({ contact: { ...contact, name: '  ' }, settings: [], user: null }).name).toBe('Anonymous');
  });
});

it('renders the allowed items and falls back to the default photo', () => {
  render(<MarketedBy advert={{ contact, settings: [5], user: { id: 3, documents_user_images: { file_path: 'u/3.jpg' } } }} />);
  const block = screen.getByRole('region', { name: 'Marketed By' });
  expect(within(block).getByText('Florence Young')).toBeTruthy();
  expect(within(block).getByRole('link', { name: 'florence@young.co.uk' }).getAttribute('href')).toBe('mailto:florence@young.co.uk');
  expect(within(block).queryByText('Young Residential')).toBeNull();
  const photo = within(block).getByRole('img', { name: 'Photo of Florence Young' });
  expect(photo.getAttribute('src')).toBe('http://api.test/storage/u/3.jpg');
  fireEvent.error(photo);
  expect(photo.getAttribute('src')).toBe(DEFAULT_USER_IMAGE);
});
