// The bell's badge (issue 10 item 3): it counts a new user's unread notifications, live, and never
// shows more than 99. The new user asks four advertisers about their adverts (an advertiser writes first
// only to someone they share a conversation with), and the advertisers answer 101 times in all through
// the API, each under the 30-a-minute limit of messages; each answer makes one notification.
import { expect, test } from '../support/fixtures';
import { BUYER, findAdvert, HOST, type Person } from '../support/booking';
import { signInApi, type ApiPerson } from '../support/apiSession';
import { followConfirmationMail } from '../support/mail';

const LANDLORD: Person = { email: 'landlord@roofline.test', password: 'password123', name: 'Priya Shah' };
const PRIVATE: Person = { email: 'private@roofline.test', password: 'password123', name: 'Daniel Hughes' };

test('the bell counts unread notifications live and caps the badge at 99', async ({ page, request, apiUrl }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Harriet Lane');
  await page.getByLabel('Email address').fill(`harriet.${stamp}@example.co.uk`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByRole('button', { name: 'Register' }).click();
  const account = page.getByRole('banner').getByRole('button', { name: 'Harriet Lane' });
  await expect(account).toBeVisible();
  // Publishing and messaging wait for a confirmed address: the mail's link, followed as its owner would.
  await followConfirmationMail(page, `harriet.${stamp}@example.co.uk`);
  const bell = page.getByRole('button', { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName('Notifications');

  const person = await signInApi(apiUrl, { email: `harriet.${stamp}@example.co.uk`, password: 'correct horse', name: 'Harriet Lane' });
  const conversations: Array<{ advertiser: ApiPerson; room: number; advertId: number }> = [];
  for (const who of [HOST, LANDLORD, PRIVATE, BUYER]) {
    const advertiser = await signInApi(apiUrl, who);
    const advert = await findAdvert<{ id: number; user_id: number }>(request, (a) => a.user_id === advertiser.id);
    const asked = (await person.post(`/api/user/${person.id}/messages/new/`, {
      from_user_id: person.id,
      to_user_id: advertiser.id,
      property_id: advert.id,
      chat_room_id: null,
      message: `Is advert ${advert.id} still available?`,
    })) as { data: { chat_room_id: number } };
    conversations.push({ advertiser, room: asked.data.chat_room_id, advertId: advert.id });
  }
  const send = async (n: number) => {
    const conversation = conversations[n % conversations.length];
    if (!conversation) throw new Error('no conversation to answer in');
    const { advertiser, room, advertId } = conversation;
    await advertiser.post(`/api/user/${advertiser.id}/messages/new/${room}`, {
      from_user_id: advertiser.id,
      to_user_id: person.id,
      property_id: advertId,
      chat_room_id: room,
      message: `Update ${n}`,
    });
  };

  for (let n = 1; n <= 98; n++) await send(n);
  await expect(bell).toHaveAccessibleName('Notifications, 98 new');
  await expect(page.getByTestId('bell-badge')).toHaveText('98');

  // Three more arrive live: 101 unread, the badge stops at 99.
  for (let n = 99; n <= 101; n++) await send(n);
  await expect(bell).toHaveAccessibleName('Notifications, 99 new');
  await expect(page.getByTestId('bell-badge')).toHaveText('99');

  // And after a reload, from the stored notifications.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ }).first()).toHaveAccessibleName('Notifications, 99 new');
  await Promise.all([person, ...conversations.map((c) => c.advertiser)].map((p) => p.api.dispose()));
});
