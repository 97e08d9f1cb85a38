// Saved searches and alerts (issue 29) over the composed product: a person saves the search they are
// looking at in one step, finds it on the dashboard's Saved searches page, and running it restores it;
// an advertiser (through the API) publishes a home the search wants and the person hears of it live,
// by mail with a working signed-out unsubscribe, and sees its reduction. Signed in through the API:
// sign-in is not the subject.
import { expect, test } from '../support/fixtures';
import { BUYER, shoot, signedInPage, type Person } from '../support/booking';
import { signInApi, signInPage } from '../support/apiSession';
import { followConfirmationMail, loggedMail } from '../support/mail';
import { resultsList, resultCards } from '../support/home';
import { expectOnTop } from '../support/sizes';

const SEARCH =
  '/?ad_type=4&min_beds=2&houses=1&detached_house=1&semi_detached_house=1&mid_terraced=1&end_terraced=1&detached_bungalow=1&semi_detached_bungalow=1&cottage=1&max_price=900000';

test('a person saves the search in view in one step, and the Saved searches page runs, renames and pauses it @phone', async ({
  browser,
  apiUrl,
}, testInfo) => {
  const { page, api } = await signedInPage(browser, testInfo, apiUrl, BUYER);
  // Whatever an earlier run left, this person starts with no saved searches.
  const before = await api('GET', 'api/user/saved-searches');
  for (const s of (before.body.data as { id: number }[]) ?? []) {
    await page.request.fetch(`${apiUrl}/api/user/saved-searches/${s.id}`, {
      method: 'DELETE',
      headers: {
        'X-XSRF-TOKEN': decodeURIComponent((await page.context().cookies(apiUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''),
      },
    });
  }

  await page.goto(SEARCH);
  await expect(resultCards(page).first()).toBeVisible();
  const save = resultsList(page).getByRole('button', { name: 'Save search' });
  await expectOnTop(save);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const nameField = dialog.getByLabel('Name');
  await expect(nameField).toHaveValue('2+ bed houses for sale in London, up to £900,000');
  // Focused as the dialog opens, the name reads from its start, however long (a phone shows half of it).
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveJSProperty('selectionEnd', 0);
  await expect(nameField).toHaveJSProperty('scrollLeft', 0);
  // Alerts are asked for: nothing is chosen until the person chooses.
  for (const radio of await dialog.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await shoot(page, testInfo, 'save search dialog');
  await dialog.getByRole('radio', { name: /Instantly/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(resultsList(page).getByRole('status')).toContainText('Search saved.');

  await page.goto('/dashboard-saved-searches');
  const item = page.getByRole('listitem', { name: '2+ bed houses for sale in London, up to £900,000' });
  await expect(item).toContainText('Alerts: Instantly');
  await expect(item).toContainText(/\d+ homes? match(es)? now/);
  await expect(item).toContainText('No alert sent yet');
  await shoot(page, testInfo, 'saved searches page');

  await item.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(item).toContainText('Alerts: Instantly (paused)');
  await item.getByRole('button', { name: 'Rename' }).click();
  await item.getByLabel('Name').fill('Family houses');
  await item.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem', { name: 'Family houses' });
  await expect(renamed).toBeVisible();
  await renamed.getByLabel('Alerts').selectOption('weekly');
  await expect(renamed).toContainText('Alerts: Weekly (paused)');

  await renamed.getByRole('button', { name: 'Run search' }).click();
  await expect(resultCards(page).first()).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get('min_beds')).toBe('2');
  expect(url.searchParams.get('max_price')).toBe('900000');
  expect(url.searchParams.get('ad_type')).toBe('4');
  await page.close();
});

const LANDLORD: Person = { email: 'landlord@roofline.test', password: 'password123', name: 'Priya Shah' };

test('an advertiser publishes a home a saved search wants: the bell counts it live, the mail’s unsubscribe link works signed out, and a reduction shows on the page and the card @phone', async ({
  browser,
  apiUrl,
}, testInfo) => {
  test.setTimeout(120_000);
  // A new person, so the bell starts from nothing unread.
  const person: Person = {
    email: `alerts-${testInfo.project.name}-${Date.now()}@example.test`,
    password: 'password123',
    name: 'Alex Morgan',
  };
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport, isMobile, hasTouch });
  await context.addInitScript(() => window.localStorage.setItem('cookie_consent', 'true'));
  const page = await context.newPage();
  await signInPage(page, apiUrl, person, { register: true });
  // Alert mails go only to a confirmed address.
  await followConfirmationMail(page, person.email);
  const api = async (path: string, data: object) =>
    page.request.post(`${apiUrl}/${path}`, {
      data,
      headers: {
        Accept: 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent((await context.cookies(apiUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''),
      },
    });
  const advertiser = await signInApi(apiUrl, LANDLORD);
  const xsrf = async () => ({
    'X-XSRF-TOKEN': decodeURIComponent((await advertiser.api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''),
  });

  // One of the advertiser's homes for sale, a different one at each screen size, taken off the market.
  const listings = (await (await advertiser.api.get('/api/user/adverts?status=published')).json()) as { data: { id: number }[] };
  let advert: { id: number; price: number; latitude: number; longitude: number } | null = null;
  for (const { id } of listings.data.slice(testInfo.project.name === 'phone' ? 6 : 0)) {
    const { data } = (await (await advertiser.api.get(`/api/properties/${id}`)).json()) as {
      data: { id: number; price: number; is_sale: boolean; is_let: boolean; address: { latitude: number; longitude: number } };
    };
    if (data.is_sale && !data.is_let && data.price > 10_000) {
      advert = { id, price: Number(data.price), latitude: data.address.latitude, longitude: data.address.longitude };
      break;
    }
  }
  expect(advert, 'a home for sale of the advertiser').not.toBeNull();
  const { id, price, latitude: lat, longitude: lng } = advert!;
  await advertiser.post(`/api/user/adverts/${id}/unpublish`, {});

  // The person's saved search around it, instant alerts asked for.
  const box = [lng - 0.01, lat - 0.01, lng + 0.01, lat + 0.01].map((n) => Number(n.toFixed(6)));
  const name = `Homes for sale near ${testInfo.project.name} ${Date.now()}`;
  const query = new URLSearchParams({ ad_type: '4', address: 'London', boundary_box: box.join(',') }).toString();
  const saved = await api('api/user/saved-searches', {
    name,
    frequency: 'instant',
    search: { ad_type: 4, is_sale: 1, address: 'London', boundary_box: box },
    query,
  });
  expect(saved.status()).toBe(201);

  await page.goto('/dashboard-saved-searches');
  const bell = page.getByRole('button', { name: /^Notifications/ }).first();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await advertiser.post(`/api/user/adverts/${id}/publish`, {});
  await expect(bell).toHaveAccessibleName('Notifications, 1 new');
  await shoot(page, testInfo, 'bell counts the alert');

  // The mail is in the API's log, with RFC 8058's headers and a link that works signed out.
  const mail = await loggedMail(person.email, `New home for “${name}”`);
  expect(mail).toMatch(/List-Unsubscribe: <http.+\/api\/alerts\/unsubscribe\?token=.+>/);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = new URL(/^Unsubscribe: (\S+)$/m.exec(mail)![1]!);
  const signedOut = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport, isMobile, hasTouch });
  const outPage = await signedOut.newPage();
  await outPage.goto(`${link.pathname}${link.search}`);
  await expect(outPage.getByRole('heading', { name: 'Unsubscribe from alerts' })).toBeVisible();
  await expect(outPage.getByText(`alerts for “${name}”`)).toBeVisible();
  const unsubscribe = outPage.getByRole('button', { name: 'Unsubscribe' });
  await expectOnTop(unsubscribe);
  await shoot(outPage, testInfo, 'unsubscribe signed out');
  await unsubscribe.click();
  await expect(outPage.getByRole('status')).toHaveText(`You will get no more alerts for “${name}”.`);
  await signedOut.close();

  // The advertiser lowers the price: the page says so, and the card carries the mark.
  const form = ((await (await advertiser.api.get(`/api/user/adverts/${id}`)).json()) as { data: Record<string, unknown> }).data;
  const put = await advertiser.api.put(`/api/user/adverts/${id}`, { data: { ...form, price: price - 5000 }, headers: await xsrf() });
  expect(put.ok(), `price change: ${put.status()}`).toBe(true);
  await page.goto(`/ad-details/${id}`);
  await expect(page.getByRole('list', { name: 'Price history' }).getByRole('listitem').first()).toHaveText(
    new RegExp(`^Reduced on \\d{2}/\\d{2}/\\d{4} from £${price.toLocaleString('en-GB')}$`),
  );
  await shoot(page, testInfo, 'advert page says reduced');
  await page.goto(`/?${query}`);
  const card = resultsList(page).locator(`article[data-advert-id="${id}"]`);
  await expect(card.getByText('Reduced', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'card marked reduced');

  await advertiser.api.dispose();
  await context.close();
});
