// The map home as a person meets it, at either size: the introduction, the filters (a box over the map
// on a desktop, a full-height sheet on a phone) and the results list (beside the map, or a view of its own).
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { onPhone } from './sizes';

/** Accepts cookies if the banner asks, and waits for it to fade away, so it covers nothing after. */
export async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  // The banner comes with the shell's first render: on a busy machine that can be after the page's load
  // event, and a banner that appears later covers the lower part of the page. The bottom dock holding it is
  // drawn in that render; the home's navigation is not a sign of it, being in the page's HTML already.
  await page.locator('.app__dock').waitFor({ state: 'attached' });
  if (!(await banner.isVisible().catch(() => false))) return;
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
}

/** The home's introduction: the location box, the ad types and Search. */
export const introSearch = (page: Page) => page.getByRole('form', { name: 'Start a search' });

/** The results list (its region is the shell's; the list inside it is the search remote's). */
export const resultsList = (page: Page) => page.getByRole('region', { name: 'Properties list' });

/** The list's advert cards. */
export const resultCards = (page: Page) => resultsList(page).getByRole('article');

/** The map home with its first search answered; returns the body the page sent. */
export async function openHome(page: Page, path = '/'): Promise<Record<string, unknown>> {
  const listCall = page.waitForRequest((r) => r.url().includes('/api/properties-list') && r.method() === 'POST');
  await page.goto(path);
  const body = (await listCall).postDataJSON() as Record<string, unknown>;
  await acceptCookies(page);
  return body;
}

/** Leaves the introduction for the map, as a person pressing 'Browse the map' would. */
export async function browseTheMap(page: Page): Promise<void> {
  const skip = page.getByRole('button', { name: 'Browse the map' });
  await skip.click();
  await expect(skip).toHaveCount(0);
}

/** The 'Search Filters' button: round over the map on a desktop, in the home's bar on a phone. */
export const filtersButton = (page: Page) =>
  page.getByRole('region', { name: 'Search filters' }).getByRole('button', { name: 'Search Filters' });

/**
 * Opens the search filters and gives what holds the search form: the box over the map on a desktop
 * (it may have opened by itself), the full-height sheet on a phone. `advanced` opens the advanced filters too.
 */
export async function openFilters(page: Page, testInfo: TestInfo, { advanced = false } = {}): Promise<Locator> {
  const button = filtersButton(page);
  // On a desktop the box may open by itself meanwhile; once clicked, it is the person's and stays as they left it.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  const filters = onPhone(testInfo)
    ? page.getByRole('dialog', { name: 'Search filters' })
    : page.getByRole('region', { name: 'Search filters' }).locator('[data-remote="mfe-search-map"]');
  await expect(filters.getByRole('form')).toBeVisible();
  const more = filters.getByRole('button', { name: 'Advanced Filters' });
  if (advanced && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  return filters;
}

/** Shows the results list: the List view on a phone, the navigation's List toggle on a desktop. */
export async function showList(page: Page, testInfo: TestInfo): Promise<void> {
  const toggle = onPhone(testInfo)
    ? page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'List' })
    : page.getByRole('banner').getByRole('button', { name: 'List' });
  // Pressed only while it says the list is not shown: the filters opening by themselves on a search's
  // address may close the list meanwhile, and pressing the desktop's toggle again would close it.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(resultsList(page)).toBeVisible({ timeout: 3000 });
  }).toPass();
}
