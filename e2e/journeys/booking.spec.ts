// Booking over the composed product: reserving a stay with two rooms (the spec's total and discounts),
// the advertiser seeing the request, paying it in test mode, booking a viewing whose hour is then gone
// for the next person (who cannot take it), and booking a service with an address and a description.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  availableOver,
  BUYER,
  findAdvert,
  findService,
  HOST,
  isoDay,
  pickDay,
  shoot,
  signedInPage,
  signInAs,
  TENANT,
  type Advert,
  type Discount,
  type Person,
} from '../support/booking';
import { expectOnTop } from '../support/sizes';

interface Service {
  id: number;
  user_id: number;
  is_published: boolean;
  working_hours_from: string | null;
}

const pounds = (n: number) => `£${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
const pennies = (n: number) => Math.round(n * 100) / 100;

/** A signed-in person in their own browser context, with their user id from the stored session. */
async function personPage(browser: Browser, baseURL: string, person: Person): Promise<{ page: Page; id: number }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, person);
  const id = await page.evaluate(async () => {
    const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
    const res = await fetch(`${apiUrl}/api/user`, { credentials: 'include', headers: { Accept: 'application/json' } });
    return ((await res.json()) as { id: number }).id;
  });
  expect(id).toBeGreaterThan(0);
  return { page, id };
}

test('reserve a stay: its breakdown and cancellation rule before Reserve, what happens next after it, then pay it: Requested, then Paid @phone', async ({
  browser,
  request,
  apiUrl,
}, testInfo) => {
  const host = await signedInPage(browser, testInfo, apiUrl, HOST);
  // The phone run books other nights than the desktop run: the rooms the first took are still held.
  const ahead = testInfo.project.name === 'phone' ? 6 : 3;
  /** Two of a room by the night for two nights, as many guests as they take up to what a guests' discount asks, and the discounts that apply. */
  const plan = (a: Advert) => {
    const room = a.property_rooms.find((r) => r.quantity >= 2 && r.property_rent_type_id === 3 && (r.guests ?? 0) >= 1);
    if (!room) return null;
    const wanted = a.discounts.find((d) => d.discount_type.type === 'Number of Guests')?.discount_term ?? 1;
    const guests = Math.min(2 * (room.guests ?? 1), Math.max(1, wanted));
    const applying = a.discounts.filter((d) =>
      d.discount_type.type === 'Number of Guests'
        ? guests >= d.discount_term
        : d.discount_type.type === 'Term'
          ? 2 >= d.discount_term
          : ahead <= d.discount_term,
    );
    return { room, guests, applying };
  };
  const advert = await findAdvert<Advert>(
    request,
    (a) =>
      a.user_id === host.id &&
      a.is_published &&
      a.is_let &&
      a.is_short_term &&
      a.property_rent_type_id === 3 &&
      a.property_type_details?.id !== 8 &&
      availableOver(a, 3, 9) &&
      plan(a) !== null,
  );
  const { room, guests, applying } = plan(advert) as NonNullable<ReturnType<typeof plan>>;
  const name = `${room.property_room_type?.type ?? 'Room'} room`;
  // The spec's price (001 §9): 2 rooms x 2 nights, fees per room, then each discount that applies.
  const subtotal =
    room.price * 2 * 2 + (Number(advert.property_details?.cleaning_fee) || 0) * 2 + (Number(advert.property_details?.service_fee) || 0) * 2;
  const amountOf = (d: Discount) =>
    pennies(Number(d.discount_fee_type) === 1 ? (subtotal * Number(d.discount_fee)) / 100 : Number(d.discount_fee));
  const total = pounds(pennies(Math.max(0, subtotal - applying.reduce((sum, d) => sum + amountOf(d), 0))));

  const guest = await signedInPage(browser, testInfo, apiUrl, TENANT);
  const page = guest.page;
  // Time is the page's to move on: the success panel is checked still there after the 5 s it once lasted.
  await page.clock.install();
  await page.goto(`/ad-details/${advert.id}`);
  const open = page.getByRole('button', { name: 'Reserve' }).first();
  await expectOnTop(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Reservation' });
  await expect(dialog.getByTestId('booking-total')).toHaveText('Pick dates please');
  await expect(dialog.getByText('Please pick dates to see the list of available rooms')).toBeVisible();
  await expect(dialog.getByText('Pick your check-in and check-out dates first.')).toBeVisible();
  await pickDay(dialog, isoDay(ahead));
  await pickDay(dialog, isoDay(ahead + 2));
  await dialog.getByLabel('Guests').selectOption(String(guests));
  await dialog.locator(`#room-${room.id}`).fill('2');

  // The breakdown before Reserve, by the rule the API charges by.
  const breakdown = dialog.getByRole('table', { name: 'Price breakdown' });
  await expect(breakdown.getByRole('row').first()).toContainText(`${name} × 2${pounds(room.price)} × 2 nights${pounds(room.price * 4)}`);
  for (const discount of applying) {
    await expect(breakdown.getByRole('row', { name: new RegExp(`^${discount.discount_type.type} discount`) })).toContainText(
      `-${pounds(amountOf(discount))}`,
    );
  }
  await expect(dialog.getByTestId('booking-total')).toHaveText(total);
  await expect(dialog.getByText(/you are refunded in full\.$/)).toBeVisible();
  await shoot(page, testInfo, 'Reservation: breakdown before Reserve');

  const booked = page.waitForResponse((res) => res.url().endsWith('/api/book'));
  const reserve = dialog.getByRole('button', { name: 'Reserve' });
  await expectOnTop(reserve);
  await reserve.click();
  const response = await booked;
  expect(response.status()).toBe(200);
  const bookingId = ((await response.json()) as { data: { id: number } }).data.id;
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(dialog.getByText('Your request was sent successfully. Please check your email for further information!')).toBeVisible();
  await expect(dialog.getByText(`Pay ${total} to complete your request.`)).toBeVisible();
  // Nothing can send it again, and the payment link stays.
  await expect(dialog.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  await page.clock.fastForward(10_000);
  const pay = dialog.getByRole('link', { name: `Pay ${total}` });
  await expect(pay).toBeVisible();
  await shoot(page, testInfo, 'Reservation: what happens next');

  await pay.click();
  await expect(page).toHaveURL(/\/booking-payment\//);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Test mode: no real payment is taken. Payments are recorded for testing only.')).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Requested');
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toContainText(`Total Price${total}`);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Paid ${total} on ` })).toHaveText(/on \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await expect(page.locator('[data-status]')).toHaveText('Paid');
  await expect(page.getByTestId('next-step')).toHaveText(/^Waiting for the host to reply by \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.$/);
  await shoot(page, testInfo, 'Payment page: paid');
  const token = new URL(page.url()).pathname.split('/').pop() as string;

  // The trip and its next step, on the guest's Trips page.
  await page.goto('/dashboard-trips');
  const trip = page.getByRole('list', { name: 'Your trips' }).locator(`[data-booking="${bookingId}"]`);
  await expect(trip.locator('[data-status]')).toHaveText('Paid');
  await expect(trip.getByRole('list', { name: 'Rooms' })).toHaveText(`${name} × 2`);
  await expect(trip.getByText(/^Waiting for the host to reply by/)).toBeVisible();
  await shoot(page, testInfo, 'Trips');

  // The advertiser sees it paid; nobody else sees it at all.
  await host.page.goto(`/booking-payment/${token}`);
  await expect(host.page.locator('[data-status]')).toHaveText('Paid');
  const stranger = await signedInPage(browser, testInfo, apiUrl, BUYER);
  await stranger.page.goto(`/booking-payment/${token}`);
  await expect(stranger.page.getByRole('alert').filter({ hasText: 'This booking is not yours.' })).toBeVisible();
});

test('book a viewing at a free hour: it is gone for the next person, who cannot take it', async ({ browser, baseURL, request }) => {
  const guest = await personPage(browser, baseURL as string, TENANT);
  const other = await personPage(browser, baseURL as string, BUYER);
  const advert = await findAdvert<Advert>(
    request,
    (a) =>
      a.is_published && a.is_sale && !a.property_rooms.length && a.user_id !== guest.id && a.user_id !== other.id && availableOver(a, 4, 4),
  );
  const day = isoDay(4);
  const open = async (page: Page) => {
    await page.goto(`/ad-details/${advert.id}`);
    await page.getByRole('button', { name: 'Book Viewing' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Viewing' });
    await pickDay(dialog, day);
    return dialog;
  };
  // The second person has 11:00 on screen while the first books it.
  const theirs = await open(other.page);
  await theirs.getByLabel('Hour').selectOption('11');
  await theirs.getByLabel('Minutes').selectOption('0');

  const mine = await open(guest.page);
  await mine.getByLabel('Hour').selectOption('11');
  await mine.getByLabel('Minutes').selectOption('0');
  await mine.getByRole('button', { name: 'Book' }).click();
  await expect(mine.getByText('Your request was sent successfully. Please check your email for further information!')).toBeVisible();

  await theirs.getByRole('button', { name: 'Book' }).click();
  await expect(theirs.getByRole('alert').filter({ hasText: 'booked' })).toContainText(
    'This time has just been booked by someone else. Please pick another.',
  );

  // Opened afresh, the hour is no longer offered.
  const again = await open(other.page);
  await expect(again.getByLabel('Hour').locator('option', { hasText: /^11$/ })).toHaveCount(0);
  await expect(again.getByLabel('Hour').locator('option', { hasText: /^12$/ })).toHaveCount(1);
});

test('book a service with an address and a description', async ({ browser, baseURL, request }) => {
  const guest = await personPage(browser, baseURL as string, TENANT);
  const service = await findService<Service>(request, (s) => s.is_published && s.user_id !== guest.id);
  await guest.page.goto(`/ad-service/${service.id}`);
  await guest.page.getByRole('button', { name: 'Book Service' }).first().click();
  const dialog = guest.page.getByRole('dialog', { name: 'Book Service' });
  await pickDay(dialog, isoDay(2));
  // The first option is the placeholder; the next is the earliest free hour.
  const [, earliest] = await dialog.getByLabel('Hour').locator('option').allTextContents();
  expect(earliest, 'a free hour is offered').toBeDefined();
  await dialog.getByLabel('Hour').selectOption(earliest ?? '');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('10 Park Row, Leeds');
  const description = 'The kitchen tap drips all night and the boiler pressure keeps dropping.';
  await dialog.getByLabel('Brief Job Description').fill(description);
  await expect(dialog.getByText(`${description.length} / 500`)).toBeVisible();
  const booked = guest.page.waitForResponse((res) => res.url().endsWith('/api/book'));
  await dialog.getByRole('button', { name: 'Book' }).click();
  const response = await booked;
  expect(response.status()).toBe(200);
  expect((await response.json()).data).toMatchObject({
    service_user_address: '10 Park Row, Leeds',
    service_user_job_description: description,
  });
  await expect(dialog.getByText('Your request was sent successfully. Please check your email for further information!')).toBeVisible();
});
