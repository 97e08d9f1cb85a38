// Messages over the composed product, two people in two browsers: the tenant sends the advertiser a
// private message from the advert; it reaches the advertiser's open page and bell live; the advertiser
// answers from the chat page and the tenant sees the answer live in their open room.
import { expect, test } from '../support/fixtures';
import { findAdvert, HOST, shoot, signedInPage, TENANT } from '../support/booking';

interface Advert {
  id: number;
  user_id: number;
  is_published: boolean;
}

test('a message reaches the advertiser live, who answers in the chat page, and the tenant sees it live @phone', async ({
  browser,
  request,
  apiUrl,
}, testInfo) => {
  const signedIn = await signedInPage(browser, testInfo, apiUrl, HOST);
  const host = signedIn.page;
  await host.goto('/dashboard-notifications');
  const advert = await findAdvert<Advert>(request, (a) => a.user_id === signedIn.id && a.is_published);
  const bell = host.getByRole('button', { name: /^Notifications/ }).first();
  await expect(bell).toBeVisible();

  const tenant = (await signedInPage(browser, testInfo, apiUrl, TENANT)).page;
  await tenant.goto(`/ad-details/${advert.id}`);
  await tenant.getByRole('button', { name: 'Send Message' }).first().click();
  const dialog = tenant.getByRole('dialog', { name: 'Send private message' });
  const box = dialog.getByLabel('Your message');
  // The pre-fill names the advert's full address once it has loaded; typing is done after, so the
  // test does not race it (a person's typing is never replaced, see PrivateMessageForm).
  await expect(box).toHaveValue(/interested in your property at .+\. Is it still available\?/);
  const text = `Is it still free ${Date.now()}`;
  await box.fill(text);
  await box.press('Enter');
  await expect(dialog.getByText('Your message was sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  // Live, without a reload: the bell lights with a count and the notifications page lists it.
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ new/);
  const item = host.getByRole('button', { name: new RegExp(`Emily Carter: ${text}`) }).first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(host).toHaveURL(/\/dashboard-user-messages\/\d+$/);
  const roomPath = new URL(host.url()).pathname;
  const hostRoom = host.getByRole('region', { name: 'Conversation with Emily Carter' });
  await expect(hostRoom.getByText(text)).toBeVisible();

  await tenant.goto(roomPath);
  const tenantRoom = tenant.getByRole('region', { name: /Conversation with/ });
  await expect(tenantRoom.getByText(text)).toBeVisible();

  const answer = `Yes, come on Friday ${Date.now()}`;
  await hostRoom.getByLabel('Your message').fill(answer);
  await hostRoom.getByRole('button', { name: 'Send' }).click();
  await expect(tenantRoom.getByText(answer)).toBeVisible();
  await shoot(tenant, testInfo, 'Conversation: the answer arrives live');
  // The conversation list: the other person, the advert, the last message.
  await tenant.goto('/dashboard-user-messages');
  const list = tenant.getByRole('complementary', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: /James Whitfield/ }).first()).toContainText(answer);
  await shoot(tenant, testInfo, 'Conversations');
});
