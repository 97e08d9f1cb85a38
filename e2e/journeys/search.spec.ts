// Search journeys over the composed product: the filters panel, the results list, the address bar
// and the detail panel of the other remote.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PAGE_SIZE = 15;

interface ListAnswer {
  data: Array<{ id: number }>;
  meta: { current_page: number; last_page: number; total: number };
}

async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: 'Accept' }).click();
}

/** The map home with the first search answered; returns the body the page sent. */
async function openHome(page: Page, path = '/'): Promise<Record<string, unknown>> {
  const listCall = page.waitForRequest((r) => r.url().includes('/api/properties-list') && r.method() === 'POST');
  await page.goto(path);
  const body = (await listCall).postDataJSON() as Record<string, unknown>;
  await acceptCookies(page);
  return body;
}

const filtersPanel = (page: Page) => page.getByRole('region', { name: 'Search filters' }).locator('[data-remote="mfe-search-map"]');
const resultsList = (page: Page) => page.getByRole('region', { name: 'Properties list' });
const cards = (page: Page) => resultsList(page).getByRole('article');

async function openFilters(page: Page): Promise<Locator> {
  const panel = filtersPanel(page);
  const toggle = panel.getByRole('button', { name: 'Search Filters' });
  // On desktop the panel opens by itself after 600 ms.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const advanced = panel.getByRole('button', { name: 'Advanced Filters' });
  if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
  return panel;
}

async function showList(page: Page): Promise<void> {
  if (!(await resultsList(page).isVisible())) await page.getByRole('banner').getByRole('button', { name: 'List' }).click();
  await expect(resultsList(page)).toBeVisible();
}

/** POST api/properties-list from the page itself (same cookies and CSRF token as the app). */
async function listFromApi(page: Page, body: Record<string, unknown>): Promise<ListAnswer> {
  const { apiUrl } = (await (await page.request.get('/config.json')).json()) as { apiUrl: string };
  return page.evaluate(
    async ({ url, payload }) => {
      const token =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '';
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-XSRF-TOKEN': decodeURIComponent(token),
        },
        body: JSON.stringify(payload),
      });
      return res.json();
    },
    { url: `${apiUrl}/api/properties-list`, payload: body },
  );
}

const countOf = async (page: Page) =>
  Number(
    (
      (await resultsList(page)
        .getByText(/\d[\d,]* propert(y|ies)$/)
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );

test('the default London search shows 15 cards and pages through to page 2', async ({ page }) => {
  const body = await openHome(page);
  expect(body).toMatchObject({ ad_type: 6, is_sale: 1, is_let: 1, address: 'London, Greater London, England, United Kingdom' });
  await showList(page);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const firstOnPage1 = await cards(page).first().getAttribute('data-advert-id');

  const pages = resultsList(page).getByRole('navigation', { name: 'Result pages' });
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).not.toHaveAttribute('data-advert-id', firstOnPage1 ?? '');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
});

test('changing the ad type changes which filters show', async ({ page }) => {
  await openHome(page);
  const panel = await openFilters(page);
  const adType = panel.getByLabel('Ad Type');

  await adType.selectOption({ label: 'For Sale' });
  await expect(panel.getByLabel('Tenure')).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Cash Only' })).toBeVisible();
  await expect(panel.getByLabel('Guests')).toHaveCount(0);
  await expect(panel.getByLabel('From')).toHaveCount(0);

  await adType.selectOption({ label: 'To Let' });
  await expect(panel.getByLabel('Guests')).toBeVisible();
  await expect(panel.getByLabel('Let Term')).toBeVisible();
  await expect(panel.getByLabel('From')).toBeVisible();
  await expect(panel.getByLabel('Tenure')).toHaveCount(0);
  await expect(panel.getByRole('group', { name: 'Cash Only' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: 'Wifi' })).toBeVisible();

  await panel.getByLabel('Let Term').selectOption({ label: 'Long-Term Let' });
  await expect(panel.getByRole('checkbox', { name: 'Wifi' })).toHaveCount(0);

  await adType.selectOption({ label: 'Choose an ad type' });
  await expect(panel.getByText('Choose an ad type to see more advanced filters')).toBeVisible();
});

test('a filter narrows the results and the count agrees with the API', async ({ page }) => {
  const body = await openHome(page);
  const all = await listFromApi(page, body);
  const panel = await openFilters(page);
  const search = panel.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toHaveAttribute('data-changed', 'false');
  await panel.getByLabel('Min Beds').selectOption('3');
  await expect(search).toHaveAttribute('data-changed', 'true');
  await search.click();

  // Pressing Search opens the list, and the filters box gets out of its way, focus back on its button.
  await expect(resultsList(page)).toBeVisible();
  const toggle = panel.getByRole('button', { name: 'Search Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(search).toHaveAttribute('data-changed', 'false');
  const narrowed = await listFromApi(page, { ...body, min_beds: 3 });
  expect(narrowed.meta.total).toBeLessThan(all.meta.total);
  await expect(resultsList(page).getByText(/\d[\d,]* propert(y|ies)$/)).toHaveText(
    `${narrowed.meta.total.toLocaleString('en-GB')} ${narrowed.meta.total === 1 ? 'property' : 'properties'}`,
  );
  expect(await countOf(page)).toBe(narrowed.meta.total);
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, narrowed.meta.total));
  const [top] = narrowed.data;
  expect(top, 'an advert with three or more bedrooms').toBeDefined();
  await expect(cards(page).first()).toHaveAttribute('data-advert-id', String(top?.id));
});

test('clicking a card opens the detail panel of that advert', async ({ page }) => {
  await openHome(page);
  await showList(page);
  const card = cards(page).first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await card.click();
  const detail = page.locator('[data-remote="mfe-ad-details"][aria-label="Advert details"]');
  await expect(detail.getByRole('button', { name: 'Close advert details' })).toBeVisible();
  await expect(detail).toContainText(title);
});

test('a reload restores the search from the address bar', async ({ page }) => {
  await openHome(page);
  const panel = await openFilters(page);
  await panel.getByLabel('Ad Type').selectOption({ label: 'For Sale' });
  await panel.getByLabel('Min Beds').selectOption('2');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]ad_type=4(&|$)/);
  await expect(page).toHaveURL(/[?&]min_beds=2(&|$)/);
  await expect(resultsList(page)).toBeVisible();
  const count = await countOf(page);
  const firstCard = await cards(page).first().getAttribute('data-advert-id');

  const restoredCall = page.waitForRequest((r) => r.url().includes('/api/properties-list') && r.method() === 'POST');
  await page.reload();
  expect((await restoredCall).postDataJSON()).toMatchObject({ ad_type: 4, is_sale: 1, is_let: 0, min_beds: 2 });
  // A restored search opens the list by itself.
  await expect(resultsList(page)).toBeVisible();
  expect(await countOf(page)).toBe(count);
  await expect(cards(page).first()).toHaveAttribute('data-advert-id', firstCard ?? '');
  const restoredPanel = await openFilters(page);
  await expect(restoredPanel.getByLabel('Ad Type')).toHaveValue('4');
  await expect(restoredPanel.getByLabel('Min Beds')).toHaveValue('2');
});

test('a search without an address shows the address error', async ({ page }) => {
  await openHome(page);
  const panel = await openFilters(page);
  await panel.getByRole('combobox', { name: 'Location' }).fill('');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('The address field is required.');
  await expect(resultsList(page).getByText('No results to show - Try to amend your search criteria please')).toBeVisible();
});
