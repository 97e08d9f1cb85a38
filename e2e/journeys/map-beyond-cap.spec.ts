// An advert opened from the map that the list's current page does not hold (issue 13, item 4): the list
// moves to the page that holds it, with its card marked, and the API's position_of answers that page.
import { expect, test } from '../support/fixtures';
import { browseTheMap } from '../support/home';
import { clickPin, isLoneLowPin, pinsOnScreen } from '../support/mapCanvas';

/** Page size of the results list (spec 000 §9). */
const PAGE_SIZE = 15;

test("a popup's advert on a later page of the list opens the list on that page, its card marked, the page position_of finds", async ({
  page,
  apiUrl,
}) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const mapAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/properties-map');
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  const answer = await mapAnswer;
  const search = answer.request().postDataJSON() as object;
  await browseTheMap(page);
  await page.waitForLoadState('networkidle');

  // A pin on its own in the lower middle of the map (its popup opens above it), whose advert is past page 1.
  const pins = await pinsOnScreen(page, (await answer.json()).data);
  const lone = await isLoneLowPin(page, pins);
  const index = pins.findIndex((p, i) => i >= PAGE_SIZE && lone(p));
  expect(index, 'a lone pin of an advert past the first page').toBeGreaterThanOrEqual(PAGE_SIZE);
  const target = pins[index]!;
  const expectedPage = Math.floor(index / PAGE_SIZE) + 1;

  // The API finds the same page by the advert's id, for the same search.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const position = await page.request.post(`${apiUrl}/api/properties-list?position_of=${target.id}`, {
    data: search,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(position.status()).toBe(200);
  expect(await position.json()).toEqual({ data: { id: target.id, page: expectedPage } });

  await clickPin(page, target);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: /^Open / }).click();

  const list = page.getByRole('region', { name: 'Results list' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: `Page ${expectedPage}` })).toHaveAttribute('aria-current', 'page');
  const card = list.locator(`article[data-advert-id="${target.id}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Advert details' }).getByRole('button', { name: 'Close advert details' })).toBeVisible();
});
