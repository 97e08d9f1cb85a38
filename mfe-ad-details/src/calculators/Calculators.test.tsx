import { fireEvent, render, screen, within } from '@testing-library/react';
import { advertFixture, installTestConfig } from '../test/fixtures';
import { Calculators } from './Calculators';
import { bandName, calculatorTable, parsePounds } from './calculators';

beforeAll(installTestConfig);

const sale = (overrides = {}) => advertFixture({ is_sale: true, is_let: false, price: 295_000, nation: 'england', ...overrides });
const stampDuty = () => screen.getByRole('region', { name: 'Stamp duty calculator' });
const mortgage = () => screen.getByRole('region', { name: 'Mortgage calculator' });

it('opens on the advert’s price for a buyer moving home, and shows the band by band working', () => {
  render(<Calculators advert={sale()} />);
  const region = stampDuty();
  expect(within(region).getByLabelText('Price')).toHaveProperty('value', '295000');
  expect(within(within(region).getByRole('group', { name: 'Buyer' })).getByRole('radio', { name: 'Moving home' })).toHaveProperty(
    'checked',
    true,
  );
  expect(within(region).getByTestId('stamp-duty-total').textContent).toBe('£4,750');
  const rows = within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['Up to £125,0000%£0', '£125,001 to £250,0002%£2,500', '£250,001 to £925,0005%£2,250']);
  expect(within(region).getByText(/Effective rate 1\.6%/)).toBeTruthy();
  expect(within(region).getByText(/Stamp Duty Land Tax, rates from 1 April 2025/)).toBeTruthy();
});

it('changes with the buyer and the price typed', () => {
  render(<Calculators advert={sale()} />);
  const region = stampDuty();
  fireEvent.click(within(region).getByRole('radio', { name: 'First-time buyer' }));
  expect(within(region).getByTestId('stamp-duty-total').textContent).toBe('£0');
  fireEvent.click(within(region).getByRole('radio', { name: 'Additional home' }));
  expect(within(region).getByTestId('stamp-duty-total').textContent).toBe('£19,500');
  fireEvent.click(within(region).getByRole('radio', { name: 'First-time buyer' }));
  fireEvent.change(within(region).getByLabelText('Price'), { target: { value: '£600,000' } });
  expect(within(region).getByTestId('stamp-duty-total').textContent).toBe('£20,000');
  expect(within(region).getByText('First-time buyer relief does not apply above £500,000: the usual rates apply.')).toBeTruthy();
  fireEvent.change(within(region).getByLabelText('Price'), { target: { value: 'a lot' } });
  expect(within(region).getByText('Enter a price in pounds, like 250000')).toBeTruthy();
  expect(within(region).queryByTestId('stamp-duty-total')).toBeNull();
});

it('names the tax of the nation the home is in, with Scotland’s supplement as its own line', () => {
  render(<Calculators advert={sale({ nation: 'scotland', price: 200_000 })} />);
  const region = stampDuty();
  expect(within(region).getByText(/Land and Buildings Transaction Tax, rates from 1 April 2025/)).toBeTruthy();
  expect(within(region).getByTestId('stamp-duty-total').textContent).toBe('£1,100');
  fireEvent.click(within(region).getByRole('radio', { name: 'Additional home' }));
  expect(within(region).getByTestId('stamp-duty-total').textContent).toBe('£17,100');
  expect(within(region).getByRole('row', { name: /Additional Dwelling Supplement/ }).textContent).toContain('£16,000');
});

it('works out the monthly payment from a 10% deposit, and refuses a deposit as large as the price', () => {
  render(<Calculators advert={sale({ price: 250_000 })} />);
  const region = mortgage();
  expect(within(region).getByLabelText('Deposit')).toHaveProperty('value', '25000');
  fireEvent.change(within(region).getByLabelText('Deposit'), { target: { value: '50000' } });
  fireEvent.change(within(region).getByLabelText('Interest rate (%)'), { target: { value: '5' } });
  expect(within(region).getByTestId('mortgage-monthly').textContent).toBe('£1,169.18');
  expect(within(region).getByText('Total repaid over 25 years').nextSibling?.textContent).toBe('£350,754');
  fireEvent.change(within(region).getByLabelText('Deposit'), { target: { value: '250000' } });
  expect(within(region).getByText('The deposit must be less than the price')).toBeTruthy();
  expect(within(region).queryByTestId('mortgage-monthly')).toBeNull();
});

it('is only on a home for sale in the UK', () => {
  expect(calculatorTable(sale())).not.toBeNull();
  expect(calculatorTable(sale({ is_sale: false, is_let: true }))).toBeNull();
  expect(calculatorTable(sale({ property_category_id: 7 }))).toBeNull();
  expect(calculatorTable(sale({ property_category_id: 2 }))).toBeNull();
  expect(calculatorTable(sale({ nation: null }))).toBeNull();
  expect(calculatorTable(sale({ price: null }))).toBeNull();
  const { container } = render(<Calculators advert={sale({ is_sale: false, is_let: true })} />);
  expect(container.innerHTML).toBe('');
});

it('names bands as the authorities do and reads pounds as typed', () => {
  expect(bandName({ from: 0, to: 12_500_000 })).toBe('Up to £125,000');
  expect(bandName({ from: 150_000_000, to: null })).toBe('Above £1,500,000');
  expect(parsePounds('£1,250,000')).toBe(125_000_000);
  expect(parsePounds('12.5')).toBe(1_250);
  expect(parsePounds('-5')).toBeNull();
});
