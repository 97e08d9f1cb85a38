// Every route checked by axe against WCAG 2.2 AA, signed out and signed in, and with a modal open:
// no page may have a serious or critical violation (issue 13, item 7).
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';

const GUEST_ROUTES = [
  '/',
  '/?search=services',
  '/about',
  '/contact',
  '/careers',
  '/qna',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-and-conditions',
  '/services',
  '/login',
  '/register',
  '/forgot-password',
  '/ad-details/48',
  '/ad-service/1',
];

const SIGNED_IN_ROUTES = [
  '/',
  '/ad-details/48',
  '/donate',
  '/add-edit-ad',
  '/add-edit-service',
  '/dashboard-statistics',
  '/dashboard-portfolio',
  '/dashboard-services',
  '/dashboard-bookings',
  '/dashboard-reviews',
  '/dashboard-user-settings',
  '/dashboard-user-calendar',
  '/dashboard-user-messages',
  '/dashboard-notifications',
];

async function check(page: Page, name: string): Promise<void> {
  // The page settles: the remotes' parcels have mounted and the first answers are in.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const found = await seriousViolations(page);
  console.log(`axe ${name}: ${found.length} serious/critical ${JSON.stringify(found)}`);
  expect.soft(found, name).toEqual([]);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').first()).toBeVisible();
}

test('every route a visitor can open passes axe (WCAG 2.2 AA) without serious or critical violations', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  for (const path of GUEST_ROUTES) {
    await visit(page, path);
    await check(page, `out ${path}`);
  }
});

test('every route a signed-in person can open passes axe, and so does a page with a modal open', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: 'Accept' }).click();
  for (const path of SIGNED_IN_ROUTES) {
    await visit(page, path);
    await check(page, `in ${path}`);
  }
  await visit(page, '/ad-details/48');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'in /ad-details/48 with the message dialog');
});
