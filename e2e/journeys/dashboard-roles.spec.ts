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
