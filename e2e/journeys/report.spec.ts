// Reporting an advert over the composed product: the report menu, the spec's prompt, the answer for 4 s,
// and the results list beside it fetched again on its page.
import { expect, test } from '../support/fixtures';
import { BUYER, signInAs } from '../support/booking';

test('a signed-in user reports an advert as Spam after the confirmation prompt', async ({ page }) => {
  await signInAs(page, BUYER, '/');
  await page.getByRole('banner').getByRole('button', { name: 'List' }).click();
  const card = page.getByRole('list', { name: 'Search results' }).locator('article[data-advert-id]').first();
  await card.locator('h2, h3').first().click();
  const panel = page.getByRole('region', { name: 'Advert details' });
  await panel.getByRole('button', { name: 'Report', exact: true }).click();
  await panel.getByRole('list', { name: 'Report this advert' }).getByRole('button', { name: 'Spam' }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('Are you sure you want to report this advertise?');
  const refreshed = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/properties-list(\?|$)/.test(r.url()));
  await prompt.getByRole('button', { name: 'Yes, report' }).click();
  const answer = panel.getByRole('status').filter({ hasText: 'Thank you. The advert has been reported and our team will review it.' });
  await expect(answer).toBeVisible();
  await refreshed;
  await expect(card).toBeVisible();
  await expect(answer).toBeHidden({ timeout: 6000 });
});
