// The notification list is a popover (issue 24, item 6): on a phone with touch and on a desktop it opens
// in view under the bell, scrolls inside when long, and closes on Escape (focus back on the bell), on a
// press outside and on a new page. Sign-in and the notifications are set up through the API.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInApi, signInPage } from '../support/apiSession';
import { followConfirmationMail } from '../support/mail';
import { findAdvert, HOST } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { expectOnTop } from '../support/sizes';

const MESSAGES = 14;

/** Whether the element lies wholly inside the viewport. */
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

/** A screenshot in the test's report (and its output folder), named by the screen it was taken on. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}-${testInfo.project.name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

test('the notification list opens in view, scrolls, and closes on Escape, a press outside and a new page @phone', async ({
  page,
  request,
  apiUrl,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  const press = (target: Locator) => (phone ? target.tap() : target.click());

  // A new person, so the list holds exactly what this journey sends: they ask the host about an advert
  // (an advertiser writes first only to someone they share a conversation with), and each of the host's
  // answers is one notification.
  const person = { name: 'Nadia Osei', email: `nadia.${Date.now()}.${testInfo.project.name}@example.co.uk`, password: 'correct horse' };
  const userId = await signInPage(page, apiUrl, person, { register: true });
  await followConfirmationMail(page, person.email);
  const host = await signInApi(apiUrl, HOST);
  const advert = await findAdvert<{ id: number; user_id: number }>(request, (a) => a.user_id === host.id);
  const asker = await signInApi(apiUrl, person);
  const question = (await asker.post(`/api/user/${userId}/messages/new/`, {
    from_user_id: userId,
    to_user_id: host.id,
    property_id: advert.id,
    chat_room_id: null,
    message: 'Is the flat still free next month?',
  })) as { data: { chat_room_id: number } };
  await asker.api.dispose();
  let room = question.data.chat_room_id;
  for (let n = 1; n <= MESSAGES; n++) {
    const answer = (await host.post(`/api/user/${host.id}/messages/new/${room}`, {
      from_user_id: host.id,
      to_user_id: userId,
      property_id: advert.id,
      chat_room_id: room,
      message: `The flat is free from the 12th. Note ${n} of ${MESSAGES}, with enough words to need a second line.`,
    })) as { data: { chat_room_id: number } };
    room = answer.data.chat_room_id;
  }
  await host.api.dispose();

  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await page.goto('/dashboard-statistics');
  // A new person has no adverts: the dashboard opens on their own home.
  const heading = page.getByRole('heading', { level: 1, name: 'Home' });
  await expect(heading).toBeVisible();
  // The dashboard's menu says the same count, in words a screen reader reads with the ones shown.
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  if (phone) await press(menu.getByRole('button', { name: /^Dashboard menu/ }));
  await expect(menu.getByRole('link', { name: `Notifications ${MESSAGES} unread` })).toBeVisible();
  if (phone) await page.keyboard.press('Escape');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const items = popover.getByRole('list', { name: 'Notifications' }).getByRole('button');

  // Opened by a tap or a click: in view, on top of the page, long enough to scroll inside.
  await expectOnTop(bell);
  await press(bell);
  await expect(popover).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(items.first()).toContainText(`Note ${MESSAGES} of ${MESSAGES}`);
  await expect.poll(() => inView(page, popover), { message: 'the popover lies inside the screen' }).toBe(true);
  await expectOnTop(items.first());
  const scroll = await popover.evaluate((el) => ({ inner: el.scrollHeight, shown: el.clientHeight }));
  expect(scroll.inner, 'the list is longer than the popover, which scrolls').toBeGreaterThan(scroll.shown);
  const pageScroll = await page.evaluate(() => window.scrollY);
  await popover.evaluate((el) => el.scrollBy(0, 400));
  await expect.poll(() => popover.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY), 'scrolling the list leaves the page where it was').toBe(pageScroll);
  await expectOnTop(items.last());
  await shot(page, testInfo, 'notifications open');
  expect(await seriousViolations(page), 'axe with the notifications open').toEqual([]);

  // Escape closes it and puts the keyboard back on the bell.
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  // A press outside closes it: on the page's heading on a desktop; on a phone, where it covers the page
  // under the navigation, on the navigation's empty middle.
  await press(bell);
  await expect(popover).toBeVisible();
  if (phone) {
    const bar = (await page.getByRole('banner').boundingBox())!;
    await page.touchscreen.tap(bar.x + bar.width / 2, bar.y + bar.height / 2);
  } else await heading.click({ position: { x: 8, y: 8 } });
  await expect(popover).toBeHidden();

  // A new page closes it: the link to all notifications, then Back.
  await press(bell);
  await press(popover.getByRole('link', { name: 'See all' }));
  await expect(page).toHaveURL(/\/dashboard-notifications$/);
  await expect(popover).toBeHidden();
  await expect(page.getByRole('main').getByRole('list', { name: 'Notifications' }).getByRole('button')).toHaveCount(MESSAGES, {
    timeout: 15_000,
  });
  await shot(page, testInfo, 'notifications page');
  await press(bell);
  await expect(popover).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard-statistics$/);
  await expect(popover).toBeHidden();

  // An item opens its conversation, and the popover is gone from the new page.
  await press(bell);
  await press(items.first());
  await expect(page).toHaveURL(/\/dashboard-user-messages\/\d+$/);
  await expect(popover).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications, \d+ new$/ })).toHaveAccessibleName(`Notifications, ${MESSAGES - 1} new`);
});
