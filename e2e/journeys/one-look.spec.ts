// One look (issue 24, item 6): every main screen and dialog draws its buttons with the design system
// (shared/src/ui), never the browser's grey button. Signed in through the API: sign-in is not the subject.
import { signInPage } from '../support/apiSession';
import { findAdvert, TENANT } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { nativeLookingButtons } from '../support/look';

const SCREENS = [
  '/',
  '/?search=services',
  '/ad-details/48',
  '/ad-service/1',
  '/dashboard-statistics',
  '/dashboard-portfolio',
  '/dashboard-services',
  '/dashboard-bookings',
  '/dashboard-trips',
  '/dashboard-saved-searches',
  '/dashboard-user-calendar',
  '/dashboard-user-messages',
  '/dashboard-reviews',
  '/dashboard-notifications',
  '/dashboard-user-settings',
  '/add-edit-ad',
  '/add-edit-service',
  '/donate',
];

interface Advert {
  id: number;
  user_id: number;
  is_published: boolean;
  is_let: boolean;
  is_short_term: boolean;
  property_rooms: unknown[];
}

test('no screen or dialog shows the browser’s own grey button', async ({ page, request, apiUrl }) => {
  test.setTimeout(180_000);
  const guestId = await signInPage(page, apiUrl, TENANT);
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  for (const path of SCREENS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect.soft(await nativeLookingButtons(page), path).toEqual([]);
  }

  // A short stay of someone else's, with rooms: its page offers the reservation and a message.
  const stay = await findAdvert<Advert>(
    request,
    (a) => a.is_published && a.is_let && a.is_short_term && a.property_rooms.length > 0 && a.user_id !== guestId,
  );
  await page.goto(`/ad-details/${stay.id}`);
  for (const [opener, title] of [
    ['Reserve', 'Reservation'],
    ['Send Message', 'Send private message'],
  ] as const) {
    await page.getByRole('button', { name: opener, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect.soft(await nativeLookingButtons(page), `the ${title} dialog`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a refused settings form shows its answer beside it and puts the person on the field to fix @phone', async ({ page, apiUrl }) => {
  await signInPage(page, apiUrl, TENANT);
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await page.goto('/dashboard-user-settings');
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill('not my password');
  await section.getByLabel('New password', { exact: true }).fill('correct horse battery');
  await section.getByLabel('Confirm new password').fill('correct horse battery');
  await section.getByRole('button', { name: 'Change password' }).click();
  const current = section.getByLabel('Current password');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Error: The password is incorrect.');
  await expect(section.getByRole('alert')).not.toBeEmpty();
  await expect(section.getByRole('button', { name: 'Change password' })).toBeEnabled();
});

test('the sign-in pages’ scene reaches down to the footer, with no bare band between them @phone', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    const scene = page.locator('.auth-page');
    await expect(scene.getByRole('heading', { level: 1 })).toBeVisible();
    const [sceneBox, footerBox] = await Promise.all([scene.boundingBox(), page.getByRole('contentinfo').boundingBox()]);
    expect(Math.abs(sceneBox!.y + sceneBox!.height - footerBox!.y), path).toBeLessThanOrEqual(1);
  }
});

test('a short dashboard page’s menu column reaches down to the footer', async ({ page, apiUrl }) => {
  await signInPage(page, apiUrl, TENANT);
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await page.goto('/dashboard-notifications');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const [menuBox, footerBox] = await Promise.all([menu.boundingBox(), page.getByRole('contentinfo').boundingBox()]);
  expect(Math.abs(menuBox!.y + menuBox!.height - footerBox!.y)).toBeLessThanOrEqual(1);
});
