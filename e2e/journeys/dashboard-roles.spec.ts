// The dashboard as a provider, a host and a guest expect it (issue 25 items 5 and 10): the provider's
// calendar and clients, the portfolio priced as the advert page prices, British dates, and a guest's
// reviews read in the detailed mode.
import { expect, test } from '../support/fixtures';
import { HOST, TENANT, type Person } from '../support/booking';
import { callApi, openSignedIn } from '../support/session';

const PROVIDER: Person = { email: 'provider@roofline.test', password: 'password123', name: 'Mohammed Ali' };

test("@phone a provider manages a service's calendar and meets clients, not guests", async ({ page, apiUrl }) => {
  await openSignedIn(page, apiUrl, PROVIDER, '/dashboard-user-calendar');
  const picker = page.getByRole('group', { name: 'Calendar of' });
  await expect(picker.getByRole('combobox', { name: 'Service' })).toBeVisible();
  await expect(page.getByText('Add an advert or a service to manage its calendar.')).toHaveCount(0);
  await expect(page.locator('button[data-day]').first()).toBeVisible();
  await page.goto('/dashboard-bookings');
  const meta = page.getByRole('list', { name: 'Bookings' }).locator('[data-booking]').first();
  await expect(meta).toContainText('Client:');
  await expect(meta).not.toContainText('Guest:');
});

test("@phone the portfolio prices a let by its rooms as its page does; the statistics' days are British", async ({ page, apiUrl }) => {
  await openSignedIn(page, apiUrl, HOST, '/dashboard-statistics');
  await expect(
    page
      .getByRole('region', { name: /Activity per day/ })
      .locator('time')
      .first(),
  ).toHaveText(/^\d{1,2} [A-Z][a-z]{2}$/);
  const { json } = await callApi<{ data: Array<{ id: number; title: string; status: string }> }>(
    page,
    'GET',
    'api/user/adverts?status=published',
  );
  let priced: { id: number; title: string } | null = null;
  for (const listing of json.data) {
    const advert = (
      await callApi<{ data: { is_short_term: boolean; property_rooms: Array<{ price: string }> } }>(
        page,
        'GET',
        `api/properties/${listing.id}`,
      )
    ).json.data;
    const prices = new Set(advert.property_rooms.map((r) => Number(r.price)));
    if (advert.is_short_term && prices.size > 1) {
      priced = listing;
      break;
    }
  }
  expect(priced, 'a published short let with rooms of different prices on the first page').not.toBeNull();
  await page.goto(`/ad-details/${priced!.id}`);
  const pagePrice =
    (await page
      .getByRole('article', { name: priced!.title })
      .getByText(/^£[\d,.]+ - £[\d,.]+ per \w+$/)
      .first()
      .textContent()) ?? '';
  expect(pagePrice).toMatch(/ - /);
  await page.goto('/dashboard-portfolio');
  await expect(page.locator(`[data-listing="${priced!.id}"]`)).toContainText(pagePrice);
});

test("@phone a guest reads hosts' reviews of them with the guest's picture and each host's name", async ({ page, apiUrl }) => {
  await openSignedIn(page, apiUrl, TENANT, '/dashboard-reviews');
  const item = page.getByRole('listitem').filter({ hasText: 'Hosts’ reviews of you as a guest' });
  await item.getByRole('button', { name: 'Read reviews' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guest Reviews' });
  await expect(dialog.getByRole('img', { name: 'Guest' }).first()).toBeVisible();
  await expect(dialog.getByText(/^Host: /).first()).toBeVisible();
});

test("@phone a host's statistics page comes with its frame and cards in the HTML, in the boxes the dashboard then fills", async ({
  page,
  browser,
  apiUrl,
}) => {
  await openSignedIn(page, apiUrl, HOST, '/dashboard-statistics');
  const figures = page.getByRole('list', { name: 'Your figures' });
  await expect(figures.locator('[data-figure="views"]')).toBeVisible();
  /** Where the heading and each figure's card and label stand (the served page without the no-script line). */
  const boxes = (p: typeof page) =>
    p.evaluate(() => {
      document.querySelector('noscript')?.remove();
      const box = (element: Element | null) => {
        const r = element!.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].map(Math.round).join(' ');
      };
      const cards = [...document.querySelectorAll('[aria-label="Your figures"] > li')];
      return [
        box(document.querySelector('h1')),
        ...cards.flatMap((card) => [card.querySelector('span')?.textContent, box(card), box(card.querySelector('span'))]),
      ];
    });
  const mounted = await boxes(page);

  // The page as the web origin serves it, before any script: the same words in the same places.
  const served = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
    javaScriptEnabled: false,
  });
  const html = await served.newPage();
  await html.goto(page.url());
  await expect(html.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(html.getByRole('list', { name: 'Your figures' }).getByText('Bookings awaiting you')).toBeVisible();
  expect(await boxes(html)).toEqual(mounted);
  await served.close();
});
