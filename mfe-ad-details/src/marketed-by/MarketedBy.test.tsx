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

const agency = {
  is_letting_agent: true,
  fees_url: 'https://www.young-residential.example/fees',
  fees_text: null,
  cmp_scheme: 'safeagent',
  cmp_member_no: 'A1234',
  redress_scheme: 'property_redress_scheme',
  redress_member_no: 'PRS001234',
} as const;

it("shows a letting agent's fees and schemes on its let, and nothing of them on a private landlord's", () => {
  const { rerender } = render(<MarketedBy advert={{ contact, user: null, agency }} />);
  const list = screen.getByRole('list', { name: "Letting agent's fees and schemes" });
  const fees = within(list).getByRole('link', { name: "Agent's fees" });
  expect(fees.getAttribute('href')).toBe('https://www.young-residential.example/fees');
  expect(fees.getAttribute('rel')).toBe('noopener noreferrer');
  expect(within(list).getByText('Client money protection: Safeagent, member A1234')).toBeTruthy();
  expect(within(list).getByText('Redress: Property Redress Scheme, member PRS001234')).toBeTruthy();

  rerender(<MarketedBy advert={{ contact, user: null, agency: { ...agency, fees_url: null, fees_text: 'Tenants pay no fees.' } }} />);
  fireEvent.click(screen.getByText("Agent's fees"));
  expect(screen.getByText('Tenants pay no fees.')).toBeTruthy();

  rerender(<MarketedBy advert={{ contact, user: null, agency: null }} />);
  expect(screen.queryByRole('list', { name: "Letting agent's fees and schemes" })).toBeNull();
});
