// An advert opened from the map that the list's current page does not hold (issue 13, item 4): the list
// moves to the page that holds it, with its card marked, the page the API's position_of answers.
import { expect, test } from '../support/fixtures';
import { browseTheMap } from '../support/home';
import { clickPin, isLoneLowPin, mapCanvas, pinsOnScreen } from '../support/mapCanvas';

test("a popup's advert on a later page of the list opens the list on that page, its card marked, the page position_of finds", async ({
  page,
  apiUrl,
}) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const mapAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/properties-map');
  const firstPage = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/properties-list');
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  const answer = await mapAnswer;
  const search = answer.request().postDataJSON() as object;
  await browseTheMap(page);
  // On a desktop the map starts by itself once the person pauses (2 s); the pin is clicked once the map has drawn it.
  await expect(mapCanvas(page)).toBeVisible({ timeout: 20_000 });

  // A pin on its own in the lower middle of the map (its popup opens above it), whose advert is past page 1.
  const onFirstPage = new Set(((await (await firstPage).json()) as { data: Array<{ id: number }> }).data.map((a) => a.id));
  const pins = await pinsOnScreen(page, (await answer.json()).data);
  const lone = await isLoneLowPin(page, pins);
  const target = pins.find((p) => !onFirstPage.has(p.id) && lone(p));
  expect(target, 'a lone pin of an advert past the first page').toBeDefined();

  // The API finds its page by the advert's id, for the same search.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const position = await page.request.post(`${apiUrl}/api/properties-list?position_of=${target!.id}`, {
    data: search,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(position.status()).toBe(200);
  const expectedPage = ((await position.json()) as { data: { page: number } }).data.page;
  expect(expectedPage).toBeGreaterThan(1);

  await clickPin(page, target!);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: /^Open / }).click();

  const list = page.getByRole('region', { name: 'Results list' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: `Page ${expectedPage}` })).toHaveAttribute('aria-current', 'page');
  const card = list.locator(`article[data-advert-id="${target!.id}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Advert details' }).getByRole('button', { name: 'Close advert details' })).toBeVisible();
});
