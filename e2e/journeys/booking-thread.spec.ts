// Booking requests live in the conversation (issue 25.3, 26.3), two people in two browsers: a guest's
// two stay requests (one paid) reach the host, whose notification opens their conversation; the host
// accepts one and declines the paid one with a message in the thread while the guest watches; the
// guest sees both answers arrive live and the refund, and both people's payment pages read Refunded.
// The requests are made through the API: the dialog has its own journey (booking.spec.ts).
import { expect, test } from '../support/fixtures';
import { availableOver, findAdvert, HOST, shoot, signedInPage, TENANT, type Advert } from '../support/booking';
import { expectOnTop } from '../support/sizes';

interface Booked {
  id: number;
  chat_room_id: number;
  payment_token: string;
}

const pounds = (n: number) => `£${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'DD-MM-YYYY HH:mm' of a UTC day some days from today, as the API takes dates. */
const dayAt = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-')} ${time}`;

test('the host answers requests in their conversation while the guest watches: one accepted, one declined with a message and refunded, seen by both @phone', async ({
  browser,
  request,
  apiUrl,
}, testInfo) => {
  const host = await signedInPage(browser, testInfo, apiUrl, HOST);
  const guest = await signedInPage(browser, testInfo, apiUrl, TENANT);
  // Nights well ahead, other ones on the phone run, for one guest in one room: no discount applies.
  const ahead = testInfo.project.name === 'phone' ? 24 : 18;
  const advert = await findAdvert<Advert>(
    request,
    (a) =>
      a.user_id === host.id &&
      a.is_published &&
      a.is_let &&
      a.is_short_term &&
      a.property_rent_type_id === 3 &&
      a.property_type_details?.id !== 8 &&
      a.property_rooms.some((r) => r.property_rent_type_id === 3 && (r.guests ?? 0) >= 1) &&
      availableOver(a, 18, 28) &&
      a.discounts.every((d) => (d.discount_type.type === 'Last Minute' ? d.discount_term < 18 : d.discount_term > 1)),
  );
  const room = advert.property_rooms.find((r) => r.property_rent_type_id === 3 && (r.guests ?? 0) >= 1) as Advert['property_rooms'][number];
  const price = room.price + (Number(advert.property_details?.cleaning_fee) || 0) + (Number(advert.property_details?.service_fee) || 0);
  const requestFor = async (days: number): Promise<Booked> => {
    const res = await guest.api('POST', 'api/book', {
      booking_type: 'reserve',
      host_id: host.id,
      property_id: advert.id,
      guests: 1,
      pets: 0,
      date_start: dayAt(days, '15:00'),
      date_end: dayAt(days + 1, '11:00'),
      picked_rooms: JSON.stringify({ [`room_${room.id}`]: 1 }),
      price,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Booked;
  };
  const paid = await requestFor(ahead);
  expect((await guest.api('POST', `api/booking-payment/${paid.payment_token}/pay`)).status).toBe(200);
  const unpaid = await requestFor(ahead + 2);
  expect(unpaid.chat_room_id).toBe(paid.chat_room_id);

  // The host's notification of the request opens the conversation that holds it, and is then read.
  await host.page.goto('/dashboard-notifications');
  const note = host.page.getByRole('button', {
    name: new RegExp(
      `^Emily Carter: I have requested a reservation of "${escaped(advert.property_title)}" from ${dayAt(ahead + 2, '15:00')}`,
    ),
  });
  await note.first().click();
  await expect(host.page).toHaveURL(new RegExp(`/dashboard-user-messages/${paid.chat_room_id}$`));
  const unreadHere = async () => {
    const notes = (await host.api('POST', `api/user/${host.id}/notifications`)).body.data as Array<{
      data: { chat_room_id: number | null };
      read_at: string | null;
    }>;
    return notes.filter((n) => n.data.chat_room_id === paid.chat_room_id && !n.read_at).length;
  };
  await expect.poll(unreadHere).toBe(0);

  await guest.page.goto(`/dashboard-user-messages/${paid.chat_room_id}`);
  const hostCard = (b: Booked) => host.page.locator(`article[data-booking="${b.id}"]`);
  const guestCard = (b: Booked) => guest.page.locator(`article[data-booking="${b.id}"]`);
  await expect(hostCard(paid).locator('[data-status]')).toHaveText('Paid');
  await expect(hostCard(unpaid).locator('[data-status]')).toHaveText('Requested');
  await expect(guestCard(unpaid).getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await shoot(host.page, testInfo, 'Thread: the host reads two requests');

  // Accepted in the thread: the guest's card and thread follow without a reload.
  const accept = hostCard(unpaid).getByRole('button', { name: 'Accept' });
  await expectOnTop(accept);
  await accept.click();
  // Accept asks first, naming the guest, the dates and the payout (nothing paid yet on this one).
  const confirmAccept = host.page.getByRole('dialog', { name: 'Accept this request?' });
  await expect(confirmAccept).toContainText(`Emily Carter's stay from ${dayAt(ahead + 2, '15:00')}`);
  await expect(confirmAccept).toContainText(`Your payout: ${pounds(price)}, once they pay.`);
  await confirmAccept.getByRole('button', { name: 'Accept' }).click();
  await expect(hostCard(unpaid).locator('[data-status]')).toHaveText('Accepted');
  await expect(guestCard(unpaid).locator('[data-status]')).toHaveText('Accepted');
  const line = (b: Booked, type: string) => guest.page.locator(`li[data-message-type="${type}"][data-booking="${b.id}"]`);
  await expect(line(unpaid, 'booking_accepted')).toContainText('James Whitfield accepted the request');

  // Declined with the host's words: asked first, said in the thread, and the money goes back.
  await hostCard(paid).getByRole('button', { name: 'Decline' }).click();
  const ask = host.page.getByRole('dialog', { name: 'Decline this request?' });
  await expect(ask).toContainText('What they paid goes back to them in full.');
  const words = `Sorry, the boiler is being replaced that week ${Date.now()}`;
  await ask.getByLabel('Optional message').fill(words);
  await ask.getByRole('button', { name: 'Decline' }).click();
  await expect(hostCard(paid).locator('[data-status]')).toHaveText('Refunded');
  await expect(line(paid, 'booking_declined')).toContainText(`James Whitfield declined the request${words}`);
  await expect(line(paid, 'booking_refunded')).toContainText(`Refunded ${pounds(price)} for ${advert.property_title}.`);
  await expect(guestCard(paid).locator('[data-status]')).toHaveText('Refunded');
  await shoot(guest.page, testInfo, 'Thread: the guest sees the answers live');

  // Both people's payment pages say it.
  for (const person of [guest, host]) {
    await person.page.goto(`/booking-payment/${paid.payment_token}`);
    await expect(person.page.locator('[data-status]')).toHaveText('Refunded');
    await expect(person.page.getByRole('status').filter({ hasText: `Refunded ${pounds(price)} on ` })).toBeVisible();
    await expect(person.page.getByText(words)).toBeVisible();
  }
  await shoot(guest.page, testInfo, 'Payment page: refunded');

  // The accepted night is given back, so a later run finds the room free.
  expect((await guest.api('POST', `api/bookings/${unpaid.id}/status`, { action: 'cancel' })).status).toBe(200);
});
