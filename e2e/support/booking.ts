// Helpers of the booking journeys: seed people, finding bookable adverts through the public API,
// and driving the Booking dialog's date picker (react-day-picker).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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
  return (
    (!advert.date_start || advert.date_start.slice(0, 10) <= isoDay(first)) &&
    (!advert.date_end || advert.date_end.slice(0, 10) >= isoDay(last))
  );
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
