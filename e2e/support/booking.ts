// Helpers of the booking journeys: seed people, finding bookable adverts through the public API,
// and driving the Booking dialog's date picker (react-day-picker).
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { signInPage } from './apiSession';
import { expect } from './fixtures';

/** An advert's discount, as GET api/properties/{id} answers. */
export interface Discount {
  discount_type: { type: string };
  discount_term: number;
  discount_fee: number;
  discount_fee_type: number;
}

/** An advert as GET api/properties/{id} answers, in the fields the booking journeys read. */
export interface Advert {
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
  property_rooms: Array<{
    id: number;
    price: number;
    quantity: number;
    guests: number | null;
    property_rent_type_id: number;
    property_room_type: { type: string } | null;
  }>;
  discounts: Discount[];
}

export interface Person {
  email: string;
  password: string;
  name: string;
}

export const TENANT: Person = { email: 'tenant@roofline.test', password: 'password123', name: 'Emily Carter' };
export const BUYER: Person = { email: 'buyer@roofline.test', password: 'password123', name: 'Sophie Turner' };
export const HOST: Person = { email: 'host@roofline.test', password: 'password123', name: 'James Whitfield' };

export async function signInAs(page: Page, person: Person, redirect = '/'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: person.name })).toBeVisible();
}

/**
 * A person's page in a browser context of their own, at the screen size of the project the test runs
 * in, signed in through the API (sign-in is not what these journeys test).
 */
export async function signedInPage(
  browser: Browser,
  testInfo: TestInfo,
  apiUrl: string,
  person: Person,
): Promise<{ page: Page; id: number; api: Api }> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: baseURL ?? process.env.E2E_BASE_URL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  // Someone signed in made their cookie choice long ago (Accept, kept in local storage): no banner over the page.
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('cookie_consent', 'true');
    } catch {
      // Storage refused: the banner shows, as it would for them.
    }
  });
  const page = await context.newPage();
  const id = await signInPage(page, apiUrl, person);
  // The page's request client shares the browser's cookies: its calls are the person's.
  const api: Api = async (method, path, data) => {
    const token = (await context.cookies(apiUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.fetch(`${apiUrl}/${path}`, {
      method,
      data,
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
    });
    return { status: res.status(), body: (await res.json().catch(() => null)) as Record<string, unknown> };
  };
  return { page, id, api };
}

/** An API call with a signed-in person's session and CSRF token. */
export type Api = (method: 'GET' | 'POST', path: string, data?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;

/**
 * A screenshot of the page into the test report, named for the screen size it ran at; also written to
 * E2E_SHOTS_DIR when set, to look at without a report.
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const title = `${name} (${testInfo.project.name})`;
  const dir = process.env.E2E_SHOTS_DIR;
  const body = await page.screenshot({ ...(dir && { path: `${dir}/${title.replace(/[^\w()-]+/g, '-')}.png` }) });
  await testInfo.attach(title, { body, contentType: 'image/png' });
}

async function apiUrl(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/config.json')).json()) as { apiUrl: string }).apiUrl;
}

/** 'YYYY-MM-DD' of a UTC day some days from today. */
export const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The first advert (by id) the test accepts, read from GET api/properties/{id}. */
export async function findAdvert<T>(request: APIRequestContext, accept: (advert: T) => boolean, limit = 600): Promise<T> {
  const base = await apiUrl(request);
  for (let id = 1; id <= limit; id++) {
    const res = await request.get(`${base}/api/properties/${id}`, { headers: { Accept: 'application/json' } });
    if (!res.ok()) continue;
    const advert = (await res.json()).data as T;
    if (accept(advert)) return advert;
  }
  throw new Error('no seeded advert fits this journey');
}

export async function findService<T>(request: APIRequestContext, accept: (service: T) => boolean, limit = 400): Promise<T> {
  const base = await apiUrl(request);
  for (let id = 1; id <= limit; id++) {
    const res = await request.get(`${base}/api/services/${id}`, { headers: { Accept: 'application/json' } });
    if (!res.ok()) continue;
    const service = (await res.json()).data as T;
    if (accept(service)) return service;
  }
  throw new Error('no seeded service fits this journey');
}

/** Whether an advert's availability covers the days from `first` to `last` days from today. */
export function availableOver(advert: { date_start: string | null; date_end: string | null }, first: number, last: number): boolean {
  const opens = advert.date_start && advert.date_start.slice(0, 10) > isoDay(0) ? advert.date_start.slice(0, 10) : isoDay(0);
  // Without an end date of its own, an advert is bookable for the 30 days from when it opens (shared's bookingWindow).
  const lastDay = advert.date_end ? advert.date_end.slice(0, 10) : new Date(Date.parse(opens) + 30 * 86_400_000).toISOString().slice(0, 10);
  return opens <= isoDay(first) && lastDay >= isoDay(last);
}

/** Clicks a day in the dialog's calendar, moving on a month when the day is in the next one. */
export async function pickDay(dialog: Locator, day: string): Promise<void> {
  const cell = dialog.locator(`td[data-day="${day}"]:not([data-outside]) button`);
  // The picker is its own chunk, loaded as the dialog opens.
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  for (let tries = 0; tries < 2 && !(await cell.isVisible()); tries++) {
    await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await cell.click();
}
