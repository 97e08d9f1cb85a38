// Listing over the composed product (issue 11 item 8): a new user lists a short-term let with two rooms
// and three photos and their office's address as the contact's, previews, publishes, finds it on the map
// and on its page, edits it; another user cannot. A service is published and found by the service search.
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { HOST, signInAs, TENANT } from '../support/booking';
import { callApi } from '../support/session';
import { followConfirmationMail } from '../support/mail';

// A 1x1 PNG: the server checks the bytes, re-encodes it to WebP and stores it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const LONDON = {
  address: 'London, Greater London, England, United Kingdom',
  boundary_box: [-0.5103, 51.2868, 0.334, 51.6919],
  latitude: 51.5073,
  longitude: -0.1277,
};

async function addRoom(page: Page, space: string, beds: string, guests: string, price: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByLabel('Space type').selectOption(space);
  await dialog.getByLabel(beds).fill('1');
  await dialog.getByLabel('Max Guests').fill(guests);
  await dialog.getByLabel('Price (£)').fill(price);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

test('a new user lists a short-term let with two rooms and three photos, previews, publishes and edits it; nobody else can', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Amelia Hart');
  await page.getByLabel('Email address').fill(`amelia.${stamp}@example.co.uk`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Amelia Hart' })).toBeVisible();
  // Publishing and messaging wait for a confirmed address: the mail's link, followed as its owner would.
  await followConfirmationMail(page, `amelia.${stamp}@example.co.uk`);

  await page.goto('/add-edit-ad');
  const form = page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();
  await expect(form.getByRole('heading', { name: 'Add Property' })).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Please scroll up to see error messages.')).toBeVisible();

  const title = `Canal rooms ${stamp}`;
  await form.getByLabel('Ad type').selectOption('let');
  await form.getByLabel('Short-term (holiday) let').check();
  await form.getByLabel('Category').selectOption('1');
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Flat' });
  await form.getByLabel('Type detail').selectOption({ label: 'Maisonette' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('Two bright rooms by Camden Lock.');
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByLabel('Address line').fill('12 Jamestown Road');
  await form.getByLabel('Town or city').fill('London');
  await form.getByLabel('Postcode').fill('NW1 7BY');
  await form.getByRole('button', { name: 'Find on the map' }).click();
  await expect(form.getByText(/Found on the map|Placed in London on the map/)).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByLabel('Price (£)').fill('85');
  await form.getByLabel('Rent frequency').selectOption('3');
  await form.getByLabel('Guests', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByRole('button', { name: 'Add Room' }).click();
  await addRoom(page, '2', 'Double beds', '2', '90');
  await form.getByRole('button', { name: 'Add Room' }).click();
  await addRoom(page, '1', 'Single beds', '1', '60');
  await form.getByRole('button', { name: /^Double × 1/ }).click();
  await expect(form.getByRole('region', { name: 'Beds' })).toContainText('Double beds: 1');

  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Details and amenities' })).toBeVisible();
  await form.getByLabel('Breakfast', { exact: true }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Next' }).click();

  // Photos belong to a saved advert: this step saves it, unpublished.
  await expect(form.getByRole('heading', { name: 'Photos and floorplans' })).toBeVisible();
  await form.getByRole('button', { name: 'Save and add photos' }).click();
  await expect(form.getByText('Saved. Your advert is not published yet.')).toBeVisible();
  const photos = form.getByRole('group', { name: 'Photos' });
  await photos
    .getByLabel('Add photos (JPEG, PNG or WebP, up to 10 MB each)')
    .setInputFiles(['front', 'kitchen', 'garden'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })));
  await expect(photos.getByText('3 photos added.')).toBeVisible();
  const plans = form.getByRole('group', { name: 'Floorplans' });
  await plans
    .getByLabel('Add floorplans (JPEG, PNG or WebP, up to 10 MB each)')
    .setInputFiles(['ground', 'first'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })));
  await expect(plans.getByText('2 floorplans added.')).toBeVisible();
  const shown = async () => photos.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  const uploaded = await shown();
  // From the keyboard: the first photo moves one place later.
  await photos.getByRole('button', { name: 'Later' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(photos.getByText('Photo moved to place 2.')).toBeVisible();
  expect(await shown()).toEqual([uploaded[1], uploaded[0], uploaded[2]]);
  await plans.getByRole('button', { name: 'Remove floorplan 2' }).click();
  await expect(plans.getByText('Floorplan removed.')).toBeVisible();
  await expect(plans.getByRole('img')).toHaveCount(1);
  await form.getByRole('button', { name: 'Next' }).click();

  // The agent's office is not the property: the contact gives its own address, and the adverts show it.
  await expect(form.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
  const contactAddress = form.getByRole('group', { name: 'Contact address' });
  await contactAddress.getByLabel('Address line').fill('80 Camden High Street');
  await contactAddress.getByLabel('Town or city').fill('London');
  await contactAddress.getByLabel('Postcode').fill('NW1 0LT');
  await form.getByLabel('Show address').check();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(contactAddress.getByText('Please find the address on the map')).toBeVisible();
  await contactAddress.getByRole('button', { name: 'Find on the map' }).click();
  await expect(contactAddress.getByText(/Found on the map|Placed in London on the map/)).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();

  await form.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
  await expect(preview.getByRole('article', { name: title })).toBeVisible();
  await expect(preview.getByRole('article', { name: title }).getByRole('heading', { level: 2 }).first()).toHaveText('Flat - Maisonette');
  await expect(preview.getByText('(5 miles radius)')).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Marketed By' })).toContainText('80 Camden High Street, London, NW1 0LT');
  await expect(preview.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(preview.getByRole('button', { name: /^(Book|Reserve)/ })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close preview' }).first().click();
  await expect(preview).toBeHidden();

  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/add-submit-confirmation\/\d+\/property/);
  await expect(page.getByRole('heading', { name: 'Your advert is published' })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  const id = Number(/add-submit-confirmation\/(\d+)/.exec(page.url())?.[1]);

  const map = await callApi(page, 'POST', 'api/properties-map', { ...LONDON, ad_type: 5 });
  expect(map.status).toBe(200);
  expect((map.json as { data: { id: number[] } }).data.id).toContain(id);

  await page.getByRole('link', { name: 'View your advert' }).click();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('£60 - £90 per night').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marketed By' })).toContainText('80 Camden High Street, London, NW1 0LT');
  // The page shows the photos in the order the owner set, and the floorplan that is left.
  const published = (await callApi(page, 'GET', `api/properties/${id}`)).json as {
    data: { documents_property_images: Array<{ file_path: string }>; documents_floorplans_images: unknown[] };
  };
  expect(published.data.documents_property_images.map((i) => uploaded.findIndex((src) => src.endsWith(i.file_path)))).toEqual([1, 0, 2]);
  expect(published.data.documents_floorplans_images).toHaveLength(1);

  // The owner changes the single room's price; the page shows the new range at once.
  await page.goto(`/add-edit-ad/${id}`);
  await expect(form.getByRole('heading', { name: 'Edit Property' })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  for (let step = 0; step < 3; step += 1) await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Rooms' })).toBeVisible();
  await form
    .getByRole('listitem')
    .filter({ hasText: /Single × 1/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  await form.getByRole('button', { name: 'Add Room' }).click();
  await addRoom(page, '1', 'Single beds', '1', '75');
  // Leaving with the change unsaved asks first; Go Back keeps the form as it is.
  await page.getByRole('link', { name: 'Roofline home' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Go Back' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/add-edit-ad/${id}$`));
  for (let step = 0; step < 4; step += 1) await form.getByRole('button', { name: 'Next' }).click();
  // The contact's address comes back as saved; the owner now gives the property's own instead.
  await expect(contactAddress.getByLabel('Address line')).toHaveValue('80 Camden High Street');
  await contactAddress.getByLabel("Same as the property's address").check();
  await expect(contactAddress.getByText('12 Jamestown Road, London, NW1 7BY')).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Saved.', { exact: true })).toBeVisible();
  await page.goto(`/ad-details/${id}`);
  await expect(page.getByText('£75 - £90 per night').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marketed By' })).toContainText('12 Jamestown Road, London, NW1 7BY');

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInAs(otherPage, TENANT, `/add-edit-ad/${id}`);
  await expect(otherPage.getByRole('alert').filter({ hasText: 'This advert is not yours.' })).toBeVisible();
  const edit = await callApi(otherPage, 'GET', `api/user/adverts/${id}`);
  expect(edit.status).toBe(403);
  const change = await callApi(otherPage, 'POST', `api/user/adverts/${id}/unpublish`);
  expect(change.status).toBe(403);
  await other.close();
  await page.goto(`/ad-details/${id}`);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('a host publishes a service and the service search finds it', async ({ page }) => {
  await signInAs(page, HOST, '/add-edit-service');
  const form = page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();
  const title = `Camden plumber ${Date.now()}`;
  await form.getByLabel('Occupation').selectOption({ label: 'Plumber' });
  await form.getByLabel('Payment type').selectOption({ label: 'Hour' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Price (£)').fill('65');
  const location = form.getByRole('group', { name: 'Service location' });
  await location.getByLabel('Service address').fill('4 Parkway');
  await location.getByLabel('Town or city').fill('London');
  await location.getByLabel('Postcode').fill('NW1 7AA');
  await location.getByRole('button', { name: 'Find on the map' }).click();
  await expect(form.getByText(/Found on the map|Placed in London on the map/)).toBeVisible({ timeout: 30_000 });
  // The plumber works from home: the contact's address is the service's own.
  const contactAddress = form.getByRole('group', { name: 'Contact address' });
  await contactAddress.getByLabel("Same as the service's address").check();
  await expect(contactAddress.getByText('4 Parkway, London, NW1 7AA')).toBeVisible();
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/add-submit-confirmation\/\d+\/service/);
  await expect(page.getByRole('heading', { name: 'Your service is published' })).toBeVisible();
  const id = Number(/add-submit-confirmation\/(\d+)/.exec(page.url())?.[1]);

  const mine = (await callApi(page, 'GET', `api/user/services/${id}`)).json as {
    data: { address: { id: number }; contact: { address: { id: number; full_address: string } } };
  };
  expect(mine.data.contact.address).toMatchObject({ id: mine.data.address.id, full_address: '4 Parkway, London, NW1 7AA, United Kingdom' });

  const found = await callApi(page, 'POST', 'api/services-list', LONDON);
  expect(found.status).toBe(200);
  expect((found.json as { data: Array<{ id: number }> }).data.some((service) => service.id === id)).toBe(true);
});
