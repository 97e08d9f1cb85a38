// Booking over the composed product: reserving a stay with two rooms (the spec's total and discounts),
// the advertiser seeing the request, paying it in test mode, booking a viewing whose hour is then gone
// for the next person (who cannot take it), and booking a service with an address and a description.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { availableOver, BUYER, findAdvert, findService, HOST, isoDay, pickDay, signInAs, TENANT, type Person } from '../support/booking';

interface Discount {
  discount_type: { type: string };
  discount_term: number;
  discount_fee: number;
  discount_fee_type: number;
}
interface Advert {
  id: number;
  user_id: number;
  property_title: string;
  is_published: boolean;
  is_sale: boolean;
  is_let: boolean;
  is_short_term: boolean;
  property_rent_type_id: number | null;
  property_type_details: { id: number } | null;
  date_start: string | null;
  date_end: string | null;
  property_details: { cleaning_fee: number | null; service_fee: number | null } | null;
  property_rooms: Array<{ id: number; price: number; quantity: number; property_room_type: { type: string } | null }>;
  discounts: Discount[];
}
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

test.describe.serial('reserving a stay and paying for it', () => {
  let token = '';
  let total = '';

  test('reserve a short stay with two rooms: the total and discounts the spec computes, then the advertiser sees the request', async ({
    browser,
    baseURL,
    request,
  }) => {
    const host = await personPage(browser, baseURL as string, HOST);
    const advert = await findAdvert<Advert>(
      request,
      (a) =>
        a.user_id === host.id &&
        a.is_published &&
        a.is_let &&
        a.is_short_term &&
        a.property_rent_type_id === 3 &&
        a.property_type_details?.id !== 8 &&
        a.property_rooms.some((room) => room.quantity >= 2) &&
        availableOver(a, 3, 6) &&
        a.discounts.some((d) => d.discount_type.type !== 'Term' && d.discount_term <= 20),
    );
    const room = advert.property_rooms.find((r) => r.quantity >= 2) as Advert['property_rooms'][number];
    // As many guests as the Number of Guests discount asks for, so it applies (2 otherwise).
    const guests = Math.max(2, advert.discounts.find((d) => d.discount_type.type === 'Number of Guests')?.discount_term ?? 2);
    // The spec's price (001 §9): 2 rooms x 2 nights, fees per room, then each discount that applies to these guests, 2 nights, 3 days ahead.
    const subtotal =
      room.price * 2 * 2 +
      (Number(advert.property_details?.cleaning_fee) || 0) * 2 +
      (Number(advert.property_details?.service_fee) || 0) * 2;
    const applying = advert.discounts.filter((d) =>
      d.discount_type.type === 'Number of Guests'
        ? guests >= d.discount_term
        : d.discount_type.type === 'Term'
          ? 2 >= d.discount_term
          : 3 <= d.discount_term,
    );
    expect(applying.length).toBeGreaterThan(0);
    const amountOf = (d: Discount) =>
      pennies(Number(d.discount_fee_type) === 1 ? (subtotal * Number(d.discount_fee)) / 100 : Number(d.discount_fee));
    const off = applying.reduce((sum, d) => sum + amountOf(d), 0);
    total = pounds(pennies(Math.max(0, subtotal - off)));

    const guest = await personPage(browser, baseURL as string, TENANT);
    await guest.page.goto(`/ad-details/${advert.id}`);
    await guest.page.getByRole('button', { name: 'Reserve' }).first().click();
    const dialog = guest.page.getByRole('dialog', { name: 'Reservation' });
    await expect(dialog.getByTestId('booking-total')).toHaveText('Pick dates please');
    await expect(dialog.getByText('Please pick dates to see the list of available rooms')).toBeVisible();
    await pickDay(dialog, isoDay(3));
    await pickDay(dialog, isoDay(5));
    await dialog.getByLabel('Guests').selectOption(String(guests));
    await dialog.locator(`#room-${room.id}`).fill('2');
    await expect(dialog.getByTestId('booking-total')).toHaveText(total);
    for (const discount of applying) {
      const line = dialog.locator('dl > div', { hasText: `${discount.discount_type.type} discount applied` });
      await expect(line).toContainText(`-${pounds(amountOf(discount))}`);
    }

    const booked = guest.page.waitForResponse((res) => res.url().endsWith('/api/book'));
    await dialog.getByRole('button', { name: 'Reserve' }).click();
    const response = await booked;
    expect(response.status()).toBe(200);
    token = (await response.json()).data.payment_token;
    await expect(dialog.getByText('Your request was sent successfully. Please check your email for further information!')).toBeVisible();

    // The advertiser opens the booking from the link they were sent.
    await host.page.goto(`/booking-payment/${token}`);
    await expect(host.page.getByText(`${advert.property_title}`, { exact: false }).first()).toBeVisible();
    await expect(host.page.getByText(`Not paid yet: ${total} due from the guest.`)).toBeVisible();
    await expect(host.page.getByRole('table', { name: 'Price breakdown' })).toContainText('Total Price');
  });

  test('pay a booking in test mode, and both parties see it paid', async ({ browser, baseURL }) => {
    expect(token).not.toBe('');
    const guest = await personPage(browser, baseURL as string, TENANT);
    await guest.page.goto(`/booking-payment/${token}`);
    await expect(guest.page.getByText('Test mode: no real payment is taken. Payments are recorded for testing only.')).toBeVisible();
    await guest.page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(guest.page.getByText(/^Paid on \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
    const host = await personPage(browser, baseURL as string, HOST);
    await host.page.goto(`/booking-payment/${token}`);
    await expect(host.page.getByText(/^Paid on /)).toBeVisible();
    const stranger = await personPage(browser, baseURL as string, BUYER);
    await stranger.page.goto(`/booking-payment/${token}`);
    await expect(stranger.page.getByRole('alert').filter({ hasText: 'This booking is not yours.' })).toBeVisible();
  });
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
