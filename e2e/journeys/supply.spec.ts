// Listing over the composed product: a host creates a short-term let with a room through the Add Room
// dialog, publishes it, lands on the confirmation and opens its page; another user cannot change it.
import { expect, test } from '../support/fixtures';
import { HOST, signInAs, TENANT } from '../support/booking';

test('a host lists a short-term let with a room, publishes it and another user cannot change it', async ({ page, browser, baseURL }) => {
  await signInAs(page, HOST, '/add-edit-ad');
  const form = page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();
  await expect(form.getByRole('heading', { name: 'Add Property' })).toBeVisible();

  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Please scroll up to see error messages.')).toBeVisible();

  const title = `Canal rooms ${Date.now()}`;
  await form.getByLabel('Ad type').selectOption('let');
  await form.getByLabel('Short-term (holiday) let').check();
  await form.getByLabel('Category').selectOption('1');
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByLabel('Address line').fill('12 Jamestown Road');
  await form.getByLabel('Town or city').fill('London');
  await form.getByLabel('Postcode').fill('NW1 7BY');
  await form.getByRole('button', { name: 'Find on the map' }).click();
  await expect(form.getByText(/Found on the map|Placed in London on the map/)).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByLabel('Price (£)').fill('85');
  await form.getByLabel('Rent frequency').selectOption('3');
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByLabel('Space type').selectOption('2');
  await dialog.getByLabel('Double beds').fill('1');
  await dialog.getByLabel('Max Guests').fill('2');
  await dialog.getByLabel('Price (£)').fill('90');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await form.getByRole('button', { name: /Double × 1/ }).click();
  await expect(form.getByRole('region', { name: 'Beds' })).toContainText('Double beds: 1');

  for (let step = 0; step < 4; step += 1) await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/add-submit-confirmation\/\d+\/property/);
  await expect(page.getByRole('heading', { name: 'Your advert is published' })).toBeVisible();
  const id = Number(/add-submit-confirmation\/(\d+)/.exec(page.url())?.[1]);

  await page.getByRole('link', { name: 'View your advert' }).click();
  await expect(page.getByText(title).first()).toBeVisible();

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInAs(otherPage, TENANT);
  const status = await otherPage.evaluate(async (advertId) => {
    const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch(`${apiUrl}/api/user/adverts/${advertId}/unpublish`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
    });
    return res.status;
  }, id);
  expect(status).toBe(403);
  await other.close();
});

test('a host publishes a service and the service search finds it', async ({ page }) => {
  await signInAs(page, HOST, '/add-edit-service');
  const form = page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();
  const title = `Camden plumber ${Date.now()}`;
  await form.getByLabel('Occupation').selectOption({ label: 'Plumber' });
  await form.getByLabel('Payment type').selectOption({ label: 'Hour' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Price (£)').fill('65');
  await form.getByLabel('Service address').fill('4 Parkway');
  await form.getByLabel('Town or city').fill('London');
  await form.getByLabel('Postcode').fill('NW1 7AA');
  await form.getByRole('button', { name: 'Find on the map' }).click();
  await expect(form.getByText(/Found on the map|Placed in London on the map/)).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/add-submit-confirmation\/\d+\/service/);
  await expect(page.getByRole('heading', { name: 'Your service is published' })).toBeVisible();
  const id = Number(/add-submit-confirmation\/(\d+)/.exec(page.url())?.[1]);

  const found = await page.evaluate(async (serviceId) => {
    const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch(`${apiUrl}/api/services-map`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({
        address: 'London, Greater London, England, United Kingdom',
        boundary_box: [-0.5103, 51.2868, 0.334, 51.6919],
        latitude: 51.5073,
        longitude: -0.1277,
      }),
    });
    const body = (await res.json()) as { data: Array<{ id: number }> };
    return body.data.some((s) => s.id === serviceId);
  }, id);
  expect(found).toBe(true);
});
