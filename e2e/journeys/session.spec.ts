import type { Page } from '@playwright/test';
import { expect, SEED_HOST, signIn, test } from '../support/fixtures';
import { expectOnTop } from '../support/sizes';

test('a login-needed route sends a visitor to login with the path to come back to', async ({ page }) => {
  await page.goto('/dashboard-portfolio');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard-portfolio$/);
});

test('the cookie banner stays gone after Accept and a reload @phone', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole('button', { name: 'Accept' });
  await expectOnTop(accept);
  await accept.click();
  await expect(banner).toBeHidden();

  await page.reload();
  // The banner renders with the app: once the app's header is there, a banner would be too.
  await expect(page.getByRole('link', { name: 'Roofline home' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("a visitor's page does not ask who is signed in, so no 401 reaches the console @phone", async ({ page }) => {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/user$/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/ad-details/48');
  await expect(page.getByRole('region', { name: 'Property details' }).getByRole('article')).toBeVisible();
  await expect(loginLinkOrMenu(page)).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors.filter((text) => /401|Unauthorized/i.test(text))).toEqual([]);
});

const SESSION_LIFETIME_SECONDS = 43_200 * 60;

/** The account navigation's user button: present only while the page knows the person is signed in. */
const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: SEED_HOST.name });
const loginLink = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' });

/** On a desktop Login is in the account navigation; on a phone the account sits behind Menu. */
const loginLinkOrMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Login' })
    .or(page.getByRole('button', { name: 'Menu' }));

async function signInRemembered(page: Page, remember: boolean): Promise<void> {
  await page.goto('/login?redirect=%2F');
  await page.getByLabel('Email address').fill(SEED_HOST.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_HOST.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(userMenu(page)).toBeVisible();
}

test('a page opened at 127.0.0.1 reaches the API there, so signing in and out works rather than answering 419', async ({
  page,
  baseURL,
}) => {
  const loopback = new URL(baseURL ?? '');
  loopback.hostname = '127.0.0.1';
  const refused: string[] = [];
  const apiHosts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/^\/(api|sanctum)\//.test(url.pathname)) apiHosts.add(url.hostname);
    if (response.status() === 419) refused.push(response.url());
  });
  await page.goto(new URL('/login?redirect=%2Fdashboard-portfolio', loopback).href);
  await page.getByLabel('Email address').fill(SEED_HOST.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_HOST.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new URL('/dashboard-portfolio', loopback).href);
  await expect(userMenu(page)).toBeVisible();
  await userMenu(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(loginLink(page)).toBeVisible();
  expect(refused).toEqual([]);
  expect([...apiHosts]).toEqual(['127.0.0.1']);
});

test('a shared advert link opened in a new tab shows the person signed in', async ({ page, context }) => {
  await signIn(page);
  const advert = await context.newPage();
  await advert.goto('/ad-details/48');
  await expect(userMenu(advert)).toBeVisible();
  await expect(advert.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test("'Remember me' keeps a person signed in across a browser restart for 43,200 minutes; without it the restart signs them out", async ({
  browser,
  baseURL,
}) => {
  // A restarted browser keeps only cookies with an expiry: session cookies die with it.
  async function restart(remember: boolean) {
    const before = await browser.newContext({ baseURL });
    const page = await before.newPage();
    await signInRemembered(page, remember);
    const kept = (await before.cookies()).filter((cookie) => cookie.expires > 0);
    await before.close();
    const after = await browser.newContext({ baseURL });
    await after.addCookies(kept);
    return { after, kept };
  }

  const remembered = await restart(true);
  const session = remembered.kept.find((cookie) => cookie.name === 'roofline_session');
  expect(session?.httpOnly).toBe(true);
  const lifetime = (session?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SESSION_LIFETIME_SECONDS - 120);
  expect(lifetime).toBeLessThanOrEqual(SESSION_LIFETIME_SECONDS + 5);
  const page = await remembered.after.newPage();
  await page.goto('/dashboard-portfolio');
  await expect(page).toHaveURL(/\/dashboard-portfolio$/);
  await expect(userMenu(page)).toBeVisible();
  await remembered.after.close();

  const forgotten = await restart(false);
  expect(forgotten.kept.find((cookie) => cookie.name === 'roofline_session')).toBeUndefined();
  const visitor = await forgotten.after.newPage();
  await visitor.goto('/');
  await expect(loginLink(visitor)).toBeVisible();
  await forgotten.after.close();
});

test('signing out in one tab signs out the others without a reload', async ({ page, context }) => {
  await signIn(page, '/dashboard-portfolio');
  const other = await context.newPage();
  await other.goto('/');
  await expect(userMenu(other)).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: SEED_HOST.name }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard-portfolio$/);

  await expect(loginLink(other)).toBeVisible();
  await expect(loginLink(other)).toHaveAttribute('href', '/login?redirect=%2F');
});
