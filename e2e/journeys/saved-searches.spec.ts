// Saved searches and alerts (issue 29) over the composed product: a person saves the search they are
// looking at in one step, finds it on the dashboard's Saved searches page, and running it restores it.
// Signed in through the API: sign-in is not the subject.
import { expect, test } from '../support/fixtures';
import { BUYER, shoot, signedInPage } from '../support/booking';
import { resultsList, resultCards } from '../support/home';
import { expectOnTop } from '../support/sizes';

const SEARCH =
  '/?ad_type=4&min_beds=2&houses=1&detached_house=1&semi_detached_house=1&mid_terraced=1&end_terraced=1&detached_bungalow=1&semi_detached_bungalow=1&cottage=1&max_price=900000';

test('a person saves the search in view in one step, and the Saved searches page runs, renames and pauses it @phone', async ({
  browser,
  apiUrl,
}, testInfo) => {
  const { page, api } = await signedInPage(browser, testInfo, apiUrl, BUYER);
  // Whatever an earlier run left, this person starts with no saved searches.
  const before = await api('GET', 'api/user/saved-searches');
  for (const s of (before.body.data as { id: number }[]) ?? []) {
    await page.request.fetch(`${apiUrl}/api/user/saved-searches/${s.id}`, {
      method: 'DELETE',
      headers: {
        'X-XSRF-TOKEN': decodeURIComponent((await page.context().cookies(apiUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''),
      },
    });
  }

  await page.goto(SEARCH);
  await expect(resultCards(page).first()).toBeVisible();
  const save = resultsList(page).getByRole('button', { name: 'Save search' });
  await expectOnTop(save);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('2+ bed houses for sale in London, up to £900,000');
  // Alerts are asked for: nothing is chosen until the person chooses.
  for (const radio of await dialog.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await shoot(page, testInfo, 'save search dialog');
  await dialog.getByRole('radio', { name: /Instantly/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(resultsList(page).getByRole('status')).toContainText('Search saved.');

  await page.goto('/dashboard-saved-searches');
  const item = page.getByRole('listitem', { name: '2+ bed houses for sale in London, up to £900,000' });
  await expect(item).toContainText('Alerts: Instantly');
  await expect(item).toContainText(/\d+ homes? match(es)? now/);
  await expect(item).toContainText('No alert sent yet');
  await shoot(page, testInfo, 'saved searches page');

  await item.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(item).toContainText('Alerts: Instantly (paused)');
  await item.getByRole('button', { name: 'Rename' }).click();
  await item.getByLabel('Name').fill('Family houses');
  await item.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem', { name: 'Family houses' });
  await expect(renamed).toBeVisible();
  await renamed.getByLabel('Alerts').selectOption('weekly');
  await expect(renamed).toContainText('Alerts: Weekly (paused)');

  await renamed.getByRole('link', { name: 'Run search' }).click();
  await expect(resultCards(page).first()).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get('min_beds')).toBe('2');
  expect(url.searchParams.get('max_price')).toBe('900000');
  expect(url.searchParams.get('ad_type')).toBe('4');
  await page.close();
});
