// The advert detail remote over the composed product: the panel from the results list, the page from
// its URL, the reviews modal, sharing, the signed-out and signed-in actions, and an unknown advert.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { acceptCookies } from '../support/home';
import { expectOnTop, onPhone, snap } from '../support/sizes';
import { signInApi } from '../support/apiSession';
import { HOST } from '../support/booking';

/** A seeded short-term let with photos, floorplans, rooms, policies, discounts and house rules. */
const ADVERT_ID = 48;

interface SeededAdvert {
  id: number;
  is_short_term: boolean;
  is_let: boolean;
  property_title: string;
  contact: { name: string; company_name: string | null };
  documents_floorplans_images: unknown[];
  discounts: unknown[];
  rules: unknown[];
  check_in_from: string | null;
  check_in_flexible: boolean | null;
}

async function runtimeConfig(request: APIRequestContext): Promise<{ apiUrl: string; siteUrl: string }> {
  return (await request.get('/config.json')).json();
}

/** The advert as the API serves it, so the journey checks the sections this advert really has. */
async function seededAdvert(request: APIRequestContext): Promise<SeededAdvert> {
  const { apiUrl } = await runtimeConfig(request);
  const res = await request.get(`${apiUrl}/api/properties/${ADVERT_ID}`, { headers: { Accept: 'application/json' } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

const details = (page: Page) => page.locator('[data-remote="mfe-ad-details"]').filter({ visible: true }).first();

test('an advert opens in the panel from the results list, and the chevron closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'List' }).click();
  const firstCard = page.getByRole('list', { name: 'Search results' }).locator('article[data-advert-id]').first();
  await expect(firstCard).toBeVisible();
  const advertId = await firstCard.getAttribute('data-advert-id');
  const detailRequest = page.waitForResponse((res) => res.url().endsWith(`/api/properties/${advertId}`));
  await firstCard.locator('h2, h3').first().click();
  await detailRequest;

  const panel = page.getByRole('region', { name: 'Advert details' });
  await expect(panel.getByRole('article')).toBeVisible();
  await expect(panel.getByText(/^(FOR SALE|TO LET|TO BUY|TO RENT)$/)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Premises Details' })).toBeVisible();

  await panel.getByRole('button', { name: 'Close advert details' }).click();
  await expect(panel.getByRole('article')).toHaveCount(0);
});

test('an advert opens from its URL with each section it has @phone', async ({ page, request }, testInfo) => {
  const advert = await seededAdvert(request);
  expect(advert.is_let && advert.is_short_term).toBe(true);
  const order: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\/api\/(properties\/\d+|host-reviews|neighbourhood-reviews)$/.test(path)) order.push(path.replace(/^.*\/api\//, ''));
  });
  await page.goto(`/ad-details/${ADVERT_ID}`);
  await acceptCookies(page);
  const view = details(page);
  await expect(view.getByRole('article', { name: advert.property_title })).toBeVisible();
  await expect(view.getByText('TO LET', { exact: true })).toBeVisible();
  await expect(view.getByText('Availability:')).toBeVisible();
  await expect(view.getByRole('region', { name: 'Photos' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Add to Favourites' })).toBeVisible();
  for (const control of [view.getByRole('button', { name: 'Add to Favourites' }), view.getByRole('button', { name: 'Share' })]) {
    await expectOnTop(control);
  }
  await snap(page, testInfo, 'advert page');

  const sections = [
    'Premises Details',
    'Rooms',
    'Kitchen',
    'Bathroom',
    'Structural',
    'Services & Amenities',
    'Description',
    'Host Reviews',
    'Neighbourhood Reviews',
    'Marketed By',
  ];
  if (advert.check_in_from || advert.check_in_flexible) sections.push('Policies');
  if (advert.discounts.length) sections.push('Discounts');
  if (advert.rules.length) sections.push('House Rules');
  if (advert.documents_floorplans_images.length) sections.push('Floorplans');
  for (const name of sections) await expect(view.getByRole('region', { name, exact: true })).toBeVisible();
  await expect(view.getByRole('region', { name: 'Premises Details' })).toContainText(/Price£[\d,.]+( - £[\d,.]+)? per (night|hour)/);
  await expect(view.getByRole('region', { name: 'Neighbourhood Reviews' })).toContainText('(5 miles radius)');
  const marketedBy = view.getByRole('region', { name: 'Marketed By' });
  await expect(marketedBy).toContainText(advert.contact.name);
  if (advert.contact.company_name) await expect(marketedBy).toContainText(advert.contact.company_name);

  // The mini map is a picture of the spot until the person reaches for it; then it loads its library
  // and draws the advert's marker.
  const map = view.getByRole('region', { name: "Map of the advert's location" });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas')).toHaveCount(0);
  await view.getByRole('button', { name: 'Move and zoom the map' }).click();
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.locator('.maplibregl-marker')).toBeVisible();

  expect(order).toEqual([`properties/${ADVERT_ID}`, 'host-reviews', 'neighbourhood-reviews']);
});

/** A finger's swipe across `target`, from its right to its left, through the browser's own touch input. */
async function swipeLeft(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const y = box.y + box.height / 2;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * 0.5, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * 0.2, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

/** Two fingers moving apart over `target`'s centre, through the browser's own touch input. */
async function pinchOut(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to pinch');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const fingers = (apart: number) => [
    { x: x - apart, y, id: 0 },
    { x: x + apart, y, id: 1 },
  ];
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
  for (const apart of [60, 90, 120]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

test('a photo opens full screen: arrows or a swipe move, Escape gives the focus back; a floorplan zooms by button, pinch or wheel @phone', async ({
  page,
  request,
}, testInfo) => {
  const advert = await seededAdvert(request);
  expect(advert.documents_floorplans_images.length).toBeGreaterThan(0);
  await page.goto(`/ad-details/${ADVERT_ID}`);
  await acceptCookies(page);
  const photos = details(page).getByRole('region', { name: 'Photos' });
  const opener = photos.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ });
  const count = Number((await opener.getAttribute('aria-label'))?.match(/of (\d+)/)?.[1]);
  expect(count).toBeGreaterThan(1);

  if (onPhone(testInfo)) await opener.tap();
  else {
    await opener.focus();
    await page.keyboard.press('Enter');
  }
  const viewer = page.getByRole('dialog', { name: 'Photos' });
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
  await expect(viewer.getByRole('img', { name: `Photo 1 of ${count}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, testInfo, 'photo viewer');

  if (onPhone(testInfo)) await swipeLeft(page, viewer.getByRole('img', { name: `Photo 1 of ${count}` }));
  else await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
  await expect(viewer.locator('figcaption')).toHaveText(`Photo 2 of ${count}`);
  if (!onPhone(testInfo)) {
    // Tab goes round the viewer's controls and never reaches the page behind it.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(photos.getByRole('button', { name: `Open photo 2 of ${count} full screen` })).toBeFocused();

  const floorplans = details(page).getByRole('region', { name: 'Floorplans', exact: true });
  await floorplans.getByRole('button', { name: /^Open floorplan 1 of \d+ full screen$/ }).click();
  const plan = page.getByRole('dialog', { name: 'Floorplans' });
  const zoom = plan.getByRole('group', { name: 'Zoom' });
  const level = async () => parseInt((await zoom.locator('[aria-live]').textContent()) ?? '', 10);
  await expect.poll(level).toBe(100);
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(level).toBeGreaterThan(100);
  const byButton = await level();
  const floorplan = plan.getByRole('img', { name: /^Floorplan 1 of/ });
  if (onPhone(testInfo)) await pinchOut(page, floorplan);
  else {
    const box = await floorplan.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
  }
  await expect.poll(level).toBeGreaterThan(byButton);
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, testInfo, 'floorplan viewer zoomed');
  await plan.getByRole('button', { name: 'Close floorplans' }).click();
  await expect(plan).toHaveCount(0);
});

test('the reviews modal filters by stars and refetches for another radius', async ({ page }) => {
  await page.goto(`/ad-details/${ADVERT_ID}`);
  await details(page).getByRole('button', { name: 'Read neighbourhood reviews' }).click();
  const modal = page.getByRole('dialog', { name: 'Neighbourhood Reviews' });
  const cards = modal.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  for (const band of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) await expect(modal.getByLabel(band)).toBeChecked();

  for (const band of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) await modal.getByLabel(band).uncheck();
  await expect(modal.getByText('No reviews to show')).toBeVisible();
  await modal.getByLabel('4 stars').check();
  const fourStars = await cards.count();
  expect(fourStars).toBeLessThanOrEqual(all);

  for (const band of ['1 star', '2 stars', '3 stars', '5 stars']) await modal.getByLabel(band).check();
  await expect(cards).toHaveCount(all);
  const refetch = page.waitForRequest((req) => req.url().endsWith('/api/neighbourhood-reviews') && (req.postData() ?? '').includes('15'));
  await modal.getByLabel('Radius').selectOption('15');
  await refetch;
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(all);

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
});

test('the share menu copies the advert link', async ({ page, context, request }) => {
  const { siteUrl } = await runtimeConfig(request);
  const link = `${siteUrl.replace(/\/$/, '')}/ad-details/${ADVERT_ID}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/ad-details/${ADVERT_ID}`);
  const view = details(page);
  await view.getByRole('button', { name: 'Share' }).click();
  const menu = page.getByRole('dialog', { name: 'Share this advert' });
  await expect(menu.getByRole('link')).toHaveText(['WhatsApp', 'Email', 'X', 'Facebook', 'Linkedin']);
  await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', new RegExp(encodeURIComponent(link)));
  // On a 900 px tall screen it opens in view, below its button or above it.
  await expect.poll(async () => (await menu.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  const box = await menu.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(900);

  const copy = menu.getByRole('button', { name: 'Copy Link' });
  await copy.hover();
  await expect(menu.getByRole('tooltip')).toHaveText('Copy to clipboard');
  await copy.click();
  await expect(menu.getByRole('tooltip')).toHaveText(`Copied: ${link}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.mouse.move(0, 0);
  await expect(menu.getByRole('tooltip')).toHaveText('Copy to clipboard', { useInnerText: false });
});

/** A published sale or long let of the seed's host, whose Messages the enquiry reaches. */
async function hostsViewableAdvert(apiUrl: string): Promise<{ id: number; property_title: string }> {
  const host = await signInApi(apiUrl, HOST);
  try {
    const listings = (await (await host.api.get('/api/user/adverts')).json()) as { data: Array<{ id: number; status: string }> };
    for (const listing of listings.data.filter((l) => l.status === 'published')) {
      const advert = (await (await host.api.get(`/api/properties/${listing.id}`)).json()).data as SeededAdvert & { is_sale: boolean };
      if (advert.is_sale || (advert.is_let && !advert.is_short_term)) return advert;
    }
    throw new Error('the seed host has no published sale or long let');
  } finally {
    await host.api.dispose();
  }
}

test("a visitor sends a viewing request without an account; it reaches the advertiser's Messages; signed in, the contact buttons", async ({
  page,
  request,
}, testInfo) => {
  const { apiUrl } = await runtimeConfig(request);
  const target = await hostsViewableAdvert(apiUrl);
  await page.goto(`/ad-details/${target.id}`);
  await acceptCookies(page);
  const contact = details(page).getByRole('group', { name: 'Contact the advertiser' });
  await expect(contact.getByRole('button', { name: 'Email agent' })).toBeVisible();
  await contact.getByRole('button', { name: 'Request a viewing' }).click();
  const form = page.getByRole('dialog', { name: 'Request a viewing' });
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(/^I would like to arrange a viewing of /);
  const visitor = `Priya Shah ${testInfo.project.name}`;
  await form.getByRole('textbox', { name: 'Name' }).fill(visitor);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('not an address');
  await form.getByRole('button', { name: 'Send' }).click();
  // The API's 422 under each field it refused, and the summary above them.
  await expect(form.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'The email field must be a valid email address.',
  );
  await expect(form.getByRole('textbox', { name: /Preferred times for a viewing/ })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(`priya.${Date.now()}@example.test`);
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('07700 900123');
  await form.getByRole('textbox', { name: /Preferred times for a viewing/ }).fill('Weekday evenings');
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, testInfo, 'enquiry form');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Your enquiry has been sent. The advertiser will reply to your e-mail.');
  await form.getByRole('button', { name: 'Close' }).first().click();

  // A short stay is emailed to its host; reserving it is for a signed-in person, and the way back goes along.
  await page.goto(`/ad-details/${ADVERT_ID}`);
  const view = details(page);
  await expect(view.getByRole('group', { name: 'Contact the advertiser' }).getByRole('button')).toHaveText(['Email host']);
  await expect(view.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/ad-details/${ADVERT_ID}`)}`,
  );
  await view.getByRole('button', { name: 'Add to Favourites' }).click();
  await expect(view.getByRole('alert')).toHaveText('You must be logged in in order to use favourites feature');
  await expect(view.getByRole('button', { name: 'Send Message' })).toHaveCount(0);

  // The advertiser finds the request in Messages, from the name the visitor gave.
  await signIn(page, '/dashboard-user-messages');
  const conversations = page.getByRole('complementary', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: new RegExp(visitor) }).first()).toContainText('Viewing request');

  await page.goto(`/ad-details/${ADVERT_ID}`);
  const signedIn = details(page);
  await expect(signedIn.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(signedIn.getByRole('button', { name: 'Reserve' })).toBeVisible();
  await expect(signedIn.getByRole('button', { name: 'Email host' })).toBeVisible();
  await expect(signedIn.getByRole('button', { name: 'Add Neighbourhood Review' })).toBeVisible();
});

test("an unknown or non-numeric advert id shows the spec's no-data text and says why", async ({ page }) => {
  await page.goto('/ad-details/99999999');
  await expect(details(page).getByRole('heading', { name: 'No results to show' })).toBeVisible();
  await expect(details(page).getByText('Please choose property advertise')).toBeVisible();
  await expect(details(page)).toContainText('no published advert number 99999999');

  await page.goto('/ad-details/not-a-number');
  await expect(details(page).getByRole('heading', { name: 'No results to show' })).toBeVisible();
});
