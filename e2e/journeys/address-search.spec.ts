// Addresses without a Mapbox token (issue 25, item 9): the service booking's address search finds a
// street of the adverts' own addresses with the house number typed before it, and picking it fills
// the postcode the booking sends.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { findAdvert, findService, isoDay, pickDay, TENANT } from '../support/booking';

interface Advert {
  address: { street: string | null; city: string | null; postcode: string | null; country: string | null };
}
interface Service {
  id: number;
  user_id: number;
  is_published: boolean;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in through the API, as the page's own http client does: sign-in is not this journey's subject. */
async function signInByApi(page: Page, apiUrl: string): Promise<void> {
  await page.request.get(`${apiUrl}/sanctum/csrf-cookie`);
  const token = (await page.context().cookies(apiUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(`${apiUrl}/api/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
    data: { email: TENANT.email, password: TENANT.password },
  });
  expect(res.status()).toBe(200);
}

test('a service booking finds a house on a listed street by its number and street, with its postcode @phone', async ({
  page,
  request,
  apiUrl,
}) => {
  const advert = await findAdvert<Advert>(request, (a) =>
    Boolean(a.address.street && a.address.postcode && a.address.country === 'United Kingdom'),
  );
  const street = advert.address.street ?? '';
  const district = (advert.address.postcode ?? '').split(' ')[0] ?? '';
  const service = await findService<Service>(request, (s) => s.is_published);
  await signInByApi(page, apiUrl);

  await page.goto(`/ad-service/${service.id}`);
  await page.getByRole('button', { name: 'Book Service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await pickDay(dialog, isoDay(2));
  await dialog.getByRole('textbox', { name: 'Address' }).fill(`7 ${street}`);
  const suggestion = dialog
    .getByRole('list', { name: 'Address suggestions' })
    .getByRole('button', { name: new RegExp(`^7 ${literally(street)}, ${literally(advert.address.city ?? '')}, ${district}`) });
  await expect(suggestion.first()).toBeVisible();
  await suggestion.first().click();
  await expect(dialog.getByText(new RegExp(`^Postcode: ${district}`))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue(new RegExp(`^7 ${literally(street)}, `));
});
