// Cancellation a guest can trust (issue 44.1): under a flexible policy (free until its period before
// check-in, then the first night), a guest who cancels early is told the exact amount that comes back
// before confirming, gets all of it, and the trip then shows the refund. The stay is requested and paid
// through the API: the booking dialog and the payment page have their own journeys.
import { expect, test } from '../support/fixtures';
import { availableOver, findAdvert, shoot, signedInPage, TENANT, type Advert } from '../support/booking';
import { expectOnTop } from '../support/sizes';

type FlexibleAdvert = Advert & {
  cancellation_period: number | null;
  cancellation_rule: { id?: number } | null;
  cancellation_late_rule_id: number | null;
  check_in_flexible: boolean | null;
  check_in_from: string | null;
  check_in_to: string | null;
  check_out_flexible: boolean | null;
  check_out_from: string | null;
  check_out_to: string | null;
};

/** Whether a time of day ('15:00') is one the advert's window allows: a flexible or open window, or within it. */
const within = (flexible: boolean | null, from: string | null, to: string | null, time: string) =>
  Boolean(flexible) || ((from === null || from.slice(0, 5) <= time) && (to === null || time <= to.slice(0, 5)));

const pounds = (n: number) => `£${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
/** 'DD-MM-YYYY HH:mm' of a UTC day some days from today, as the API takes dates. */
const dayAt = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-')} ${time}`;

test('a guest cancels a paid stay early under a flexible policy: told the exact refund first, gets everything back, and the trip shows it @phone', async ({
  browser,
  request,
  apiUrl,
}, testInfo) => {
  const guest = await signedInPage(browser, testInfo, apiUrl, TENANT);
  // Six weeks ahead (another night on the phone run): earlier than any seeded policy's period.
  const ahead = testInfo.project.name === 'phone' ? 44 : 42;
  const advert = await findAdvert<FlexibleAdvert>(
    request,
    (a) =>
      a.is_published &&
      a.is_let &&
      a.is_short_term &&
      a.user_id !== guest.id &&
      a.cancellation_rule?.id === 1 &&
      a.cancellation_late_rule_id === 3 &&
      (a.cancellation_period ?? 0) < ahead &&
      a.property_rent_type_id === 3 &&
      a.property_type_details?.id !== 8 &&
      a.property_rooms.some((r) => r.property_rent_type_id === 3 && (r.guests ?? 0) >= 1) &&
      availableOver(a, ahead, ahead + 1) &&
      within(a.check_in_flexible, a.check_in_from, a.check_in_to, '15:00') &&
      within(a.check_out_flexible, a.check_out_from, a.check_out_to, '11:00') &&
      // One guest for one night: no discount applies, so the price is the room's and its fees.
      a.discounts.every((d) => (d.discount_type.type === 'Last Minute' ? d.discount_term < ahead : d.discount_term > 1)),
  );
  const room = advert.property_rooms.find((r) => r.property_rent_type_id === 3 && (r.guests ?? 0) >= 1) as Advert['property_rooms'][number];
  const asked = await guest.api('POST', 'api/book', {
    booking_type: 'reserve',
    host_id: advert.user_id,
    property_id: advert.id,
    guests: 1,
    pets: 0,
    date_start: dayAt(ahead, '15:00'),
    date_end: dayAt(ahead + 1, '11:00'),
    picked_rooms: JSON.stringify({ [`room_${room.id}`]: 1 }),
    price: room.price + (Number(advert.property_details?.cleaning_fee) || 0) + (Number(advert.property_details?.service_fee) || 0),
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const booked = asked.body.data as { id: number; payment_token: string; amount_due: number };
  expect((await guest.api('POST', `api/booking-payment/${booked.payment_token}/pay`)).status).toBe(200);
  const paid = pounds(booked.amount_due);

  await guest.page.goto('/dashboard-trips');
  const trip = guest.page.locator(`[data-booking="${booked.id}"]`);
  await expect(trip.getByText(`Paid ${paid}`)).toBeVisible();
  const cancel = trip.getByRole('button', { name: 'Cancel booking' });
  await expectOnTop(cancel);
  await cancel.click();
  // The amount, to the penny, before anything happens: what the API will apply.
  const ask = guest.page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(ask).toContainText(`You get back everything you paid: ${paid}.`);
  await shoot(guest.page, testInfo, 'Cancel: the exact refund, asked first');
  await ask.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(trip.locator('[data-status]')).toHaveText('Refunded');
  await expect(trip.getByText(`Paid ${paid} · Refunded ${paid}`)).toBeVisible();
  await expect(trip.getByText(`Refunded ${paid}.`)).toBeVisible();
  await shoot(guest.page, testInfo, 'Trip: refunded in full');
});
