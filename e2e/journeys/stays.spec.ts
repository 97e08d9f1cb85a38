// Short stays (issues 42 and 43): searched by dates and guests with Instant Book ticked, a stay's total is
// the same on its card, its advert and the reserve dialog, and booking it charges it; without dates the
// card states the fees beside the nightly price. A host imports another platform's calendar from the
// dashboard, its nights close, and the stay's own calendar is at a secret address.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';
import { HOST, isoDay, shoot, signedInPage, TENANT } from '../support/booking';
import { openHome, resultsList, showList } from '../support/home';
import { onPhone } from '../support/sizes';

const LONDON = { address: 'London, Greater London, England, United Kingdom', boundary_box: '-0.5103,51.2868,0.334,51.6919' };
const dashDay = (iso: string) => iso.split('-').reverse().join('-');
const pounds = (n: number) => `£${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

interface Card {
  id: number;
  property_title: string;
  stay_total: number | null;
  stay_fees: { cleaning_fee: number | null; service_fee: number | null } | null;
  is_instant_book: boolean;
}

test('stays searched by dates and guests: the same total on the card, the advert and the reserve dialog, and booking charges it @phone', async ({
  browser,
  apiUrl,
}, testInfo) => {
  const tenant = await signedInPage(browser, testInfo, apiUrl, TENANT);
  const { page } = tenant;
  // The phone run asks for other nights than the desktop run, whose booking holds its rooms.
  const from = onPhone(testInfo) ? 11 : 4;
  const [start, end] = [isoDay(from), isoDay(from + 3)];
  const search = { ad_type: '5', is_long_short_term: '2', is_instant_book: '1', ...LONDON };
  const dated = { ...search, date_start: dashDay(start), date_end: dashDay(end), guests: '2' };
  const box = LONDON.boundary_box.split(',').map(Number);
  const listed = async (body: object) => ((await tenant.api('POST', 'api/properties-list', body)).body.data as Card[]) ?? [];
  // A stay on the first page of the search with dates and without: the card is there both times.
  const undatedIds = new Set((await listed({ ...search, boundary_box: box })).map((c) => c.id));
  const stay = (await listed({ ...dated, boundary_box: box })).find((c) => c.stay_total !== null && undatedIds.has(c.id));
  expect(stay, 'an Instant Book stay in London, free for these dates').toBeTruthy();
  if (!stay) return;
  const total = pounds(stay.stay_total ?? 0);

  const list = resultsList(page);
  /** The map home on a search, with its list open. */
  const searchFor = async (query: Record<string, string>) => {
    await openHome(page, `/?${new URLSearchParams(query).toString()}`);
    await showList(page, testInfo);
  };

  // Without dates: the nightly price, and the fees as plainly beside it.
  await searchFor(search);
  const undated = list.locator(`article[data-advert-id="${stay.id}"]`);
  await expect(undated).toContainText('per night');
  if (stay.stay_fees) await expect(undated).toContainText(/\+ £[\d,.]+ (cleaning|service)/);
  await expect(undated.getByRole('list', { name: 'Status' })).toContainText('Instant Book');

  // With them: the total for three nights, on the card.
  await searchFor(dated);
  const card = list.locator(`article[data-advert-id="${stay.id}"]`);
  await expect(card).toContainText(`${total} total for 3 nights`);
  await shoot(page, testInfo, 'card with the total for the dates');

  // The advert (beside the list on a desktop, its own page on a phone) prices the same dates.
  await card.getByRole('heading').getByRole('link').click();
  if (onPhone(testInfo)) await expect(page).toHaveURL(new RegExp(`/ad-details/${stay.id}\\?check_in=${start}&check_out=${end}&guests=2`));
  const advert = page.getByRole('article', { name: stay.property_title });
  await expect(advert.getByText(`${total} total for 3 nights`)).toBeVisible();
  await expect(advert.getByText('every fee included')).toBeVisible();
  const terms = await tenant.api('GET', `api/properties/${stay.id}/stay`);
  const instant = (terms.body.data as { instant_book: boolean }).instant_book;
  await expect(advert.getByText(/^(Instant Book(:| for)|Request to book:)/)).toBeVisible();
  await shoot(page, testInfo, 'advert with the total for the dates');

  // The dialog starts on the stay, with the rooms the total was for: the same total, and the kind of booking.
  await advert.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reservation' });
  await expect(dialog.getByTestId('booking-total')).toHaveText(total);
  await expect(
    dialog.getByText(instant ? 'Instant Book: your stay is confirmed as soon as you pay.' : /^Request to book: you pay now/),
  ).toBeVisible();
  await shoot(page, testInfo, 'reserve dialog with the same total');
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(
    dialog.getByText(instant ? `Pay ${total} to confirm your stay (Instant Book).` : `Pay ${total} to complete your request.`),
  ).toBeVisible();
  await page.context().close();
});

test("a host imports another platform's calendar: its nights close; the stay's own calendar is at a secret address @phone", async ({
  browser,
  apiUrl,
}, testInfo) => {
  // The other platform: a calendar served from this machine, which the journeys' API may read (a test-only setting).
  const nights: [string, string] = onPhone(testInfo) ? [isoDay(20), isoDay(23)] : [isoDay(16), isoDay(19)];
  const feed = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
          'BEGIN:VEVENT',
          'UID:journey@airbnb.test',
          `DTSTART;VALUE=DATE:${nights[0].replaceAll('-', '')}`,
          `DTEND;VALUE=DATE:${nights[1].replaceAll('-', '')}`,
          'SUMMARY:Airbnb (Not available)',
          'END:VEVENT',
          'END:VCALENDAR',
        ].join('\r\n'),
      );
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/${testInfo.project.name}.ics`;

  const host = await signedInPage(browser, testInfo, apiUrl, HOST);
  const { page } = host;
  const adverts = await host.api('GET', 'api/user/adverts?status=published');
  const stay = (adverts.body.data as Array<{ id: number; title: string; pricing: { is_let: boolean; is_short_term: boolean } }>).find(
    (listing) => listing.pricing.is_let && listing.pricing.is_short_term,
  );
  expect(stay, 'a short stay on the first page of the host’s portfolio').toBeTruthy();
  await page.goto('/dashboard-user-calendar');
  const picker = page.getByRole('group', { name: 'Calendar of' });
  await picker.getByRole('searchbox', { name: 'Find by title' }).fill(stay!.title);
  await expect(picker.getByRole('combobox', { name: 'Advert' }).locator(`option[value="adverts:${stay!.id}"]`)).toBeAttached();
  await picker.getByRole('combobox', { name: 'Advert' }).selectOption(`adverts:${stay!.id}`);

  const sync = page.getByRole('region', { name: 'Calendar sync' });
  await sync.getByLabel('Platform').fill('Airbnb');
  await sync.getByLabel('Calendar address (.ics)').fill(feedUrl);
  await sync.getByRole('button', { name: 'Import calendar' }).click();
  await expect(sync.getByRole('status')).toHaveText('Imported: 3 nights closed.');
  const imported = sync.getByRole('listitem').filter({ hasText: feedUrl });
  await expect(imported).toContainText('3 nights closed');

  // The month shows the nights closed by that calendar.
  if (nights[0].slice(0, 7) !== isoDay(0).slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.locator(`button[data-day="${nights[0]}"]`)).toHaveAccessibleName(/closed by Airbnb/);
  await shoot(page, testInfo, 'calendar sync with an imported calendar');

  // The stay's own calendar, for the other platforms: a secret address serving iCalendar.
  const get = sync.getByRole('button', { name: 'Get the calendar address' });
  if (await get.isVisible()) await get.click();
  const address = sync.getByLabel('Address to give Airbnb, Booking.com or Vrbo');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const ics = await page.request.get(await address.inputValue());
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');

  // Removed, its nights open again.
  await imported.getByRole('button', { name: 'Remove' }).click();
  await expect(sync.getByRole('status')).toHaveText('Airbnb removed: its nights are open again.');
  await expect(page.locator(`button[data-day="${nights[0]}"]`)).not.toHaveAccessibleName(/closed by Airbnb/);
  await page.context().close();
  feed.close();
});
