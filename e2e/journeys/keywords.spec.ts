// Keyword search (issue 43) over the composed product: words typed in the filters' Keywords box find
// homes by their title, description and features together with the other filters, stay in the address
// bar, and a saved search names them among its criteria. Signed in through the API: sign-in is not the subject.
import { expect, test } from '../support/fixtures';
import { BUYER, shoot, signedInPage } from '../support/booking';
import { xsrfHeader } from '../support/apiSession';
import { introSearch, openFilters, openHome, resultCards, resultsList } from '../support/home';
import { onPhone } from '../support/sizes';

const KEYWORDS = '"walk-in wardrobe" -auction';

interface ListAnswer {
  data: Array<{ id: number }>;
  meta: { total: number };
}

test('keywords narrow a search by what adverts say, stay in the address bar and show in a saved search @phone', async ({
  browser,
  apiUrl,
}, testInfo) => {
  const { page, api } = await signedInPage(browser, testInfo, apiUrl, BUYER);
  await openHome(page);
  await introSearch(page).getByRole('button', { name: 'Search' }).click();
  await expect(resultCards(page).first()).toBeVisible();

  const panel = await openFilters(page, testInfo, { advanced: true });
  await panel.getByLabel('Ad Type').selectOption({ label: 'For Sale' });
  const box = panel.getByRole('textbox', { name: 'Keywords' });
  await box.fill(KEYWORDS);
  await shoot(page, testInfo, 'keywords typed');
  const sent = page.waitForRequest((r) => r.url().includes('/api/properties-list') && r.method() === 'POST');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ ad_type: 4, keywords: KEYWORDS });
  await expect(page).toHaveURL((url) => url.searchParams.get('keywords') === KEYWORDS);

  // The list is what the API finds for those words, a few of the sales it finds without them.
  const withWords = (await api('POST', 'api/properties-list', body)).body as unknown as ListAnswer;
  const withoutWords = (await api('POST', 'api/properties-list', { ...body, keywords: null })).body as unknown as ListAnswer;
  expect(withWords.meta.total).toBeGreaterThan(0);
  expect(withWords.meta.total).toBeLessThan(withoutWords.meta.total / 2);
  await expect(resultsList(page).getByText(/\d[\d,]* propert(y|ies)$/)).toHaveText(
    `${withWords.meta.total.toLocaleString('en-GB')} ${withWords.meta.total === 1 ? 'property' : 'properties'}`,
  );
  const first = await resultCards(page).first().getAttribute('data-advert-id');
  expect(first).toBe(String(withWords.data[0]?.id));
  await shoot(page, testInfo, 'homes with a walk-in wardrobe');

  const save = resultsList(page).getByRole('button', { name: 'Save search' });
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('radio', { name: /Instantly/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/dashboard-saved-searches');
  const chip = page.getByText(`Keywords: ${KEYWORDS}`, { exact: true });
  await expect(chip).toBeVisible();
  // The search's own item, not the chip's (the criteria are a list inside it).
  const saved = page
    .getByRole('listitem')
    .filter({ has: chip })
    .filter({ has: page.getByRole('button', { name: 'Run search' }) });
  await expect(saved).toContainText('For Sale');
  await expect(saved).toContainText(
    `${withWords.meta.total.toLocaleString('en-GB')} ${withWords.meta.total === 1 ? 'home matches' : 'homes match'} now`,
  );
  await shoot(page, testInfo, 'saved search with its keywords');

  // Running it searches the same words again, and the box shows them.
  const rerun = page.waitForRequest((r) => r.url().includes('/api/properties-list') && r.method() === 'POST');
  await saved.getByRole('button', { name: 'Run search' }).click();
  expect((await rerun).postDataJSON()).toMatchObject({ keywords: KEYWORDS });
  await expect(resultCards(page).first()).toHaveAttribute('data-advert-id', first ?? '');
  const again = await openFilters(page, testInfo, { advanced: true });
  await expect(again.getByRole('textbox', { name: 'Keywords' })).toHaveValue(KEYWORDS);
  if (onPhone(testInfo)) await again.getByRole('button', { name: 'Close' }).click();

  // The first home found says it, in its features or description.
  await page.goto(`/ad-details/${first}`);
  await expect(
    page
      .getByRole('article')
      .getByText(/walk-in wardrobe/i)
      .first(),
  ).toBeVisible();

  // Leaves the person's saved searches as it found them.
  const mine = (await api('GET', 'api/user/saved-searches')).body.data as { id: number; criteria: string[] }[];
  for (const search of mine.filter((s) => s.criteria.includes(`Keywords: ${KEYWORDS}`))) {
    const res = await page.request.fetch(`${apiUrl}/api/user/saved-searches/${search.id}`, {
      method: 'DELETE',
      headers: await xsrfHeader(await page.context().cookies(apiUrl)),
    });
    expect(res.ok()).toBe(true);
  }
  await page.close();
});
