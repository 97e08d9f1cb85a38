// Calculators on a sale advert (issue 43 item 4): a home for sale in England opens with the stamp duty
// for its price for a buyer moving home; choosing first-time buyer lowers it; HMRC's worked example
// (£295,000 owes £4,750) comes out when typed; the mortgage calculator beside it prices the loan.
import { expect, test } from '../support/fixtures';
import { findAdvert } from '../support/booking';
import { acceptCookies } from '../support/home';
import { snap } from '../support/sizes';

interface SaleAdvert {
  id: number;
  property_title: string;
  is_published: boolean;
  is_sale: boolean;
  is_let: boolean;
  is_room: boolean;
  property_category_id: number;
  nation: string | null;
  price: number | null;
}

test('a home for sale shows its stamp duty and a mortgage payment, and first-time buyer relief lowers the tax @phone', async ({
  page,
  request,
}, testInfo) => {
  // A published house or flat for sale in England priced where first-time buyer relief saves something.
  const advert = await findAdvert<SaleAdvert>(
    request,
    (a) =>
      a.is_published &&
      a.is_sale &&
      !a.is_let &&
      !a.is_room &&
      a.property_category_id === 1 &&
      a.nation === 'england' &&
      a.price !== null &&
      a.price > 130_000 &&
      a.price <= 500_000,
  );
  await page.goto(`/ad-details/${advert.id}`);
  await acceptCookies(page);
  const view = page.locator('[data-remote="mfe-ad-details"]').filter({ visible: true }).first();
  await expect(view.getByRole('article', { name: advert.property_title })).toBeVisible();

  const stampDuty = view.getByRole('region', { name: 'Stamp duty calculator' });
  await stampDuty.scrollIntoViewIfNeeded();
  await expect(stampDuty.getByLabel('Price')).toHaveValue(String(advert.price));
  await expect(stampDuty.getByRole('radio', { name: 'Moving home' })).toBeChecked();
  await expect(stampDuty.getByText('Stamp Duty Land Tax, rates from 1 April 2025', { exact: false })).toBeVisible();
  const total = stampDuty.getByTestId('stamp-duty-total');
  await expect(total).toHaveText(/^£[1-9][\d,]*$/);
  const moving = Number((await total.textContent())?.replace(/[£,]/g, ''));
  await expect(stampDuty.getByRole('row', { name: /£125,001 to £250,000 2%/ })).toBeVisible();
  await snap(page, testInfo, 'stamp duty for a buyer moving home');

  await stampDuty.getByText('First-time buyer').click();
  await expect(stampDuty.getByRole('radio', { name: 'First-time buyer' })).toBeChecked();
  await expect(total).not.toHaveText(`£${moving.toLocaleString('en-GB')}`);
  const firstTime = Number((await total.textContent())?.replace(/[£,]/g, ''));
  expect(firstTime).toBeLessThan(moving);

  // HMRC's worked example, typed: £295,000 owes £4,750 for a buyer moving home.
  await stampDuty.getByRole('radio', { name: 'Moving home' }).check();
  await stampDuty.getByLabel('Price').fill('295000');
  await expect(total).toHaveText('£4,750');

  const mortgage = view.getByRole('region', { name: 'Mortgage calculator' });
  await mortgage.getByLabel('Price').fill('250000');
  await mortgage.getByLabel('Deposit').fill('50000');
  await mortgage.getByLabel('Interest rate (%)').fill('5');
  await expect(mortgage.getByTestId('mortgage-monthly')).toHaveText('£1,169.18');
  await mortgage.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'the calculators');
  await stampDuty.screenshot({ path: testInfo.outputPath('stamp-duty.png') });
  await mortgage.screenshot({ path: testInfo.outputPath('mortgage.png') });
});
