// Search journeys over the composed product, at desktop size and (tagged @phone) on a phone: the home's
// introduction, the filters (a box over the map, or a full-height sheet), the results list (beside the map,
// or a view of its own), the price filter, the address bar, and how an advert opens from a result.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { filtersButton, introSearch, openFilters, openHome, resultCards as cards, resultsList, showList } from '../support/home';
import { mapCanvas, pinRendered, screenPoints, viewAskedFor } from '../support/mapCanvas';
import { expectOnTop, onPhone, snap } from '../support/sizes';

const PAGE_SIZE = 15;
const HEADLINE = 'Find homes to buy, rent or stay, and trusted local services';

interface ListAnswer {
  data: Array<{ id: number; price: string | number; property_rent_type_id: number | null; is_let: boolean; is_sale: boolean }>;
  meta: { current_page: number; last_page: number; total: number };
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

/** The next search the page sends, once `act` has sent it. */
async function searchSent(page: Page, act: () => Promise<void>): Promise<Record<string, unknown>> {
  const call = page.waitForRequest((r) => r.url().includes('/api/properties-list') && r.method() === 'POST');
  await act();
  return (await call).postDataJSON() as Record<string, unknown>;
}

test("the home's headline comes in the page the server sends, where the app then draws it @phone", async ({ page }, testInfo) => {
  // Only the map home opened without a search of its own: any other page, or a shared search, waits for the app.
  for (const [path, prerendered] of [
    ['/', true],
    ['/?ad_type=5', false],
    ['/about', false],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html.includes(HEADLINE), path).toBe(prerendered);
  }
  const headline = page.getByRole('heading', { level: 1, name: HEADLINE });
  // Before any script runs: the page's own markup and styles.
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(headline).toBeVisible();
  const served = await headline.boundingBox();
  await snap(page, testInfo, 'home headline before the scripts');
  await page.unrouteAll();
  await openHome(page);
  await expect(introSearch(page).getByRole('combobox', { name: 'Location' })).toBeVisible();
  await expect(headline).toHaveCount(1);
  // Drawn again in the same place: nothing on the page jumps when the app takes over.
  expect(await headline.boundingBox()).toEqual(served);
});

test('the home says what it is, and its first search is one tap away @phone', async ({ page }, testInfo) => {
  await openHome(page);
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  const intro = introSearch(page);
  await expect(intro.getByRole('combobox', { name: 'Location' })).toHaveValue('London, Greater London, England, United Kingdom');
  // The spec's labels, each with what it finds: 'To Rent' and 'To Buy' are people looking for a home.
  for (const [label, what] of [
    ['For Sale', 'homes offered for sale'],
    ['To Let', 'homes offered to rent'],
    ['To Buy', 'people looking to buy'],
    ['To Rent', 'people looking to rent'],
  ]) {
    await expect(intro.getByRole('radio', { name: label, exact: true })).toHaveAccessibleDescription(what!);
  }
  await expect(intro.getByRole('radio', { name: 'For Sale & To Let' })).toBeChecked();
  const search = intro.getByRole('button', { name: 'Search' });
  for (const control of [
    intro.getByRole('combobox', { name: 'Location' }),
    intro.getByRole('radio', { name: 'To Let', exact: true }),
    search,
  ]) {
    await expectOnTop(control);
  }
  await snap(page, testInfo, 'home introduction');

  const body = await searchSent(page, () => search.click());
  expect(body).toMatchObject({ ad_type: 6, is_sale: 1, is_let: 1, address: 'London, Greater London, England, United Kingdom' });
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  // The introduction steps aside for the results (its headline stays, for screen readers).
  await expect(introSearch(page)).toHaveCount(0);
  await expectOnTop(filtersButton(page));
  await expectOnTop(cards(page).first().getByRole('heading').getByRole('link'));
  if (onPhone(testInfo)) {
    // A phone shows the list and the map as two views, with a switch between them.
    const views = page.getByRole('group', { name: 'Show results as' });
    await expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expectOnTop(views.getByRole('button', { name: 'Map' }));
    await snap(page, testInfo, 'results list view');
    await views.getByRole('button', { name: 'Map' }).click();
    await expect(resultsList(page)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Map of adverts' })).toBeVisible();
    await expectOnTop(filtersButton(page));
    await snap(page, testInfo, 'results map view');
    await views.getByRole('button', { name: 'List' }).click();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  } else {
    await expect(page.getByRole('region', { name: 'Map of adverts' })).toBeVisible();
    await snap(page, testInfo, 'results beside the map');
  }

  const pages = resultsList(page).getByRole('navigation', { name: 'Result pages' });
  const firstOnPage1 = await cards(page).first().getAttribute('data-advert-id');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expectOnTop(pages.getByRole('button', { name: 'Next page' }));
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).not.toHaveAttribute('data-advert-id', firstOnPage1 ?? '');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
});

test('changing the ad type changes which filters show @phone', async ({ page }, testInfo) => {
  await openHome(page);
  await introSearch(page).getByRole('button', { name: 'Search' }).click();
  await expect(cards(page).first()).toBeVisible();
  await expectOnTop(filtersButton(page));
  const panel = await openFilters(page, testInfo, { advanced: true });
  const adType = panel.getByLabel('Ad Type');
  await expectOnTop(adType);

  await adType.selectOption({ label: 'For Sale' });
  await expect(panel.getByText('For Sale: homes offered for sale')).toBeVisible();
  await expect(panel.getByLabel('Tenure')).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Cash Only' })).toBeVisible();
  await expect(panel.getByLabel('Guests')).toHaveCount(0);
  await expect(panel.getByLabel('From')).toHaveCount(0);

  await adType.selectOption({ label: 'To Let' });
  await expect(panel.getByText('To Let: homes offered to rent')).toBeVisible();
  await expect(panel.getByLabel('Guests')).toBeVisible();
  await expect(panel.getByLabel('Let Term')).toBeVisible();
  await expect(panel.getByLabel('From')).toBeVisible();
  await expect(panel.getByLabel('Tenure')).toHaveCount(0);
  await expect(panel.getByRole('group', { name: 'Cash Only' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: 'Wifi' })).toBeVisible();
  await snap(page, testInfo, 'filters for lets');

  await panel.getByLabel('Let Term').selectOption({ label: 'Long-Term Let' });
  await expect(panel.getByRole('checkbox', { name: 'Wifi' })).toHaveCount(0);

  await adType.selectOption({ label: 'Choose an ad type' });
  await expect(panel.getByText('Choose an ad type to see more advanced filters')).toBeVisible();
  if (onPhone(testInfo)) {
    // The sheet closes with its close button and gives the focus back to the filters button.
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
  }
});

test('a filter narrows the results and the count agrees with the API @phone', async ({ page }, testInfo) => {
  const body = await openHome(page);
  await introSearch(page).getByRole('button', { name: 'Search' }).click();
  await expect(cards(page).first()).toBeVisible();
  const all = await listFromApi(page, body);
  const panel = await openFilters(page, testInfo);
  const search = panel.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toHaveAttribute('data-changed', 'false');
  await panel.getByLabel('Min Beds').selectOption('3');
  await expect(search).toHaveAttribute('data-changed', 'true');
  await expectOnTop(search);
  await search.click();

  // Pressing Search shows the list, and the filters get out of its way, focus back on their button.
  await expect(resultsList(page)).toBeVisible();
  const toggle = filtersButton(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
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
  await toggle.click();
  await expect(search).toHaveAttribute('data-changed', 'false');
});

test('the price of lets is per month, or per week when asked, and every result says its unit @phone', async ({ page }, testInfo) => {
  await openHome(page);
  await introSearch(page).getByRole('button', { name: 'Search' }).click();
  await expect(cards(page).first()).toBeVisible();
  const panel = await openFilters(page, testInfo);
  await panel.getByLabel('Ad Type').selectOption({ label: 'To Let' });
  await panel.getByLabel('Max Price').selectOption({ label: '£1,500 pcm' });
  await expect(panel.getByText(/^Rent per month/)).toBeVisible();
  await snap(page, testInfo, 'price filter per month');
  const monthly = await searchSent(page, () => panel.getByRole('button', { name: 'Search', exact: true }).click());
  expect(monthly).toMatchObject({ ad_type: 5, max_price: 1500 });
  await expect(cards(page).first()).toBeVisible();
  // Every let found costs at most £1,500 a month, a weekly rent converted (pcm = pw x 52 / 12); none is
  // priced by the night or the hour.
  const found = await listFromApi(page, monthly);
  expect(found.meta.total).toBeGreaterThan(0);
  const shownPrices = await cards(page).evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
  expect(shownPrices.length).toBeGreaterThan(0);
  // A let by its rooms states its cheapest room's rent ('Rooms from £650 per month').
  for (const text of shownPrices) expect(text, 'a card’s price').toMatch(/^(Rooms from )?£[\d,.]+ per (month|week)/);
  for (const advert of found.data) {
    const rent = Number(advert.price);
    const perMonth = advert.property_rent_type_id === 4 ? Math.round(((rent * 52) / 12) * 100) / 100 : rent;
    expect([4, 5], `advert ${advert.id}'s rent type`).toContain(advert.property_rent_type_id);
    expect(perMonth, `advert ${advert.id} per month`).toBeLessThanOrEqual(1500);
  }
  await snap(page, testInfo, 'lets up to £1,500 pcm');

  const again = await openFilters(page, testInfo);
  await again.getByRole('group', { name: 'Rent shown' }).getByRole('button', { name: 'per week' }).click();
  await expect(again.getByLabel('Max Price')).toHaveValue('346');
  const weekly = await searchSent(page, () => again.getByRole('button', { name: 'Search', exact: true }).click());
  expect(weekly).toMatchObject({ ad_type: 5, price_rent_type_id: 4, max_price: 346 });
  await expect(page).toHaveURL(/[?&]price_rent_type_id=4(&|$)/);
});

test('a result opens beside the list on a desktop, as its own page on a phone; Back returns to the page and the screen as they were @phone', async ({
  page,
}, testInfo) => {
  await openHome(page);
  await introSearch(page).getByRole('button', { name: 'Search' }).click();
  await showList(page, testInfo);
  // Each results page is an entry of the browser's history.
  const pages = resultsList(page).getByRole('navigation', { name: 'Result pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const backToPage1 = async () => {
    await page.goBack();
    await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await snap(page, testInfo, 'page 1 after Back');
  };
  const card = cards(page).nth(2);
  const id = await card.getAttribute('data-advert-id');
  const title = card.getByRole('heading').getByRole('link');
  const text = ((await title.textContent()) ?? '').trim();
  expect(text).not.toBe('');
  await expect(title).toHaveAttribute('href', `/ad-details/${id}`);
  await expectOnTop(title);
  const scrolled = await page.evaluate(() => window.scrollY);
  await title.click();

  if (onPhone(testInfo)) {
    await expect(page).toHaveURL(new RegExp(`/ad-details/${id}$`));
    await expect(page.getByRole('article', { name: text })).toBeVisible();
    await snap(page, testInfo, 'advert page');
    // Back comes to the list, on its page, at the card that was opened.
    await page.goBack();
    await expect(resultsList(page).locator(`article[data-advert-id="${id}"]`)).toBeInViewport();
    await expect(resultsList(page).locator(`article[data-advert-id="${id}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await snap(page, testInfo, 'back from an advert');
    await backToPage1();
    return;
  }
  const detail = page.getByRole('region', { name: 'Advert details' });
  await expect(detail.getByRole('article', { name: text })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page does not scroll').toBe(scrolled);
  // Beside the list and the map, never over the filters: the filters button stays free.
  const [list, panel, map] = await Promise.all([
    resultsList(page).boundingBox(),
    detail.boundingBox(),
    page.getByRole('region', { name: 'Map of adverts' }).boundingBox(),
  ]);
  expect(panel!.x).toBeGreaterThanOrEqual(list!.x + list!.width - 1);
  expect(map!.x).toBeGreaterThanOrEqual(panel!.x + panel!.width - 1);
  await expectOnTop(filtersButton(page));
  await expectOnTop(detail.getByRole('button', { name: 'Close advert details' }));
  await snap(page, testInfo, 'advert beside the list');
  const full = detail.getByRole('link', { name: 'View full advert' });
  await expect(full).toHaveAttribute('href', `/ad-details/${id}`);
  await full.click();
  await expect(page).toHaveURL(new RegExp(`/ad-details/${id}$`));
  await expect(page.getByRole('article', { name: text })).toBeVisible();
  // Back: the list on its page, the advert beside it, the filters closed as they were, nothing over the map.
  await page.goBack();
  await expect(detail.getByRole('article', { name: text })).toBeVisible();
  await expect(resultsList(page).locator(`article[data-advert-id="${id}"]`)).toHaveAttribute('aria-current', 'true');
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(mapCanvas(page)).toBeVisible();
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
  await snap(page, testInfo, 'back from an advert');
  await backToPage1();
});

test('a reload restores the search from the address bar', async ({ page }, testInfo) => {
  await openHome(page);
  await introSearch(page).getByRole('button', { name: 'Search' }).click();
  const panel = await openFilters(page, testInfo);
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
  // A restored search opens the list by itself, and no introduction stands in its way.
  await expect(resultsList(page)).toBeVisible();
  await expect(introSearch(page)).toHaveCount(0);
  expect(await countOf(page)).toBe(count);
  await expect(cards(page).first()).toHaveAttribute('data-advert-id', firstCard ?? '');
  const restoredPanel = await openFilters(page, testInfo);
  await expect(restoredPanel.getByLabel('Ad Type')).toHaveValue('4');
  await expect(restoredPanel.getByLabel('Min Beds')).toHaveValue('2');
});

test('a link that names a place is searched there, and its map opens fitted to the results with no pin cut off @phone', async ({
  page,
}, testInfo) => {
  // The map's latest answer was asked for the view it shows.
  const map: { asked?: { bbox: [number, number, number, number]; zoom: number } } = {};
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/properties-map') map.asked = request.postDataJSON();
  });
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/properties-list');
  // One let in Manchester has 'cottage' in its words: a lone result, whose pin the map once left half off the screen.
  const body = await openHome(page, '/?ad_type=5&address=Manchester&keywords=cottage');
  expect(body).toMatchObject({ ad_type: 5, city: 'Manchester' });
  expect(body['latitude']).toBeCloseTo(53.48, 1);
  const [only] = ((await (await listed).json()) as ListAnswer & { data: Array<{ latitude: number; longitude: number }> }).data;
  await showList(page, testInfo);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Manchester');
  if (onPhone(testInfo)) {
    // The Map view is the person reaching for the map: the live map, not a preview of it.
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
    await expect(page.getByTestId('map-preview')).toHaveCount(0);
  }
  await expect(mapCanvas(page)).toBeVisible();
  // On a desktop the map starts after a pause far longer than the filters' 600 ms: they stayed closed over the results.
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => map.asked !== undefined).toBe(true);
  const [pin] = await screenPoints(page, viewAskedFor(map.asked!), [[only!.longitude, only!.latitude]]);
  const box = (await mapCanvas(page).boundingBox())!;
  // Room for the pin above its point and its price tag either side, inside the map's edges.
  expect(pin!.x - box.x, 'room left of the pin').toBeGreaterThan(70);
  expect(box.x + box.width - pin!.x, 'room right of the pin').toBeGreaterThan(70);
  expect(pin!.y - box.y, 'room above the pin').toBeGreaterThan(80);
  expect(box.y + box.height - pin!.y, 'room below the pin').toBeGreaterThan(20);
  await pinRendered(page, pin!);
  await snap(page, testInfo, 'a link to Manchester, its lone result on the map');
  const panel = await openFilters(page, testInfo);
  await expect(panel.getByLabel('Location')).toHaveValue(/^Manchester/);
});

test('a search without an address shows the address error', async ({ page }, testInfo) => {
  await openHome(page);
  // The introduction asks for a place before it searches.
  const intro = introSearch(page);
  await intro.getByRole('combobox', { name: 'Location' }).fill('');
  await intro.getByRole('button', { name: 'Search' }).click();
  await expect(intro.getByRole('alert')).toHaveText('The address field is required.');

  await intro.getByRole('combobox', { name: 'Location' }).fill('London');
  await intro.getByRole('button', { name: 'Search' }).click();
  const panel = await openFilters(page, testInfo);
  await panel.getByRole('combobox', { name: 'Location' }).fill('');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('The address field is required.');
  await expect(resultsList(page).getByText('No results to show - Try to amend your search criteria please')).toBeVisible();
});
