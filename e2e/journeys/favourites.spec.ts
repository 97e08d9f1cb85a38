// Favourites over the composed product: one heart on a results card and one in the advert view, the
// bookmarks bar listing both, and removing them from the bar clearing both hearts.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BUYER, signInAs } from '../support/booking';

const bar = (page: Page) => page.getByRole('list', { name: 'Favourite properties' });
const resultCards = (page: Page) => page.getByRole('list', { name: 'Search results' }).locator('article[data-advert-id]');

/** Leaves the heart off, whatever the seed left. */
async function clearHeart(heart: Locator): Promise<void> {
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  }
}

test('favourite from a card and from the advert view, see both in the bar, remove them there and both hearts clear', async ({ page }) => {
  await signInAs(page, BUYER, '/');
  // The cookie banner sits over the bottom of the page, where the bookmarks bar is.
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  await consent.getByRole('button', { name: 'Accept' }).click();
  await expect(consent).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'List' }).click();
  const first = resultCards(page).nth(0);
  const second = resultCards(page).nth(1);
  await expect(second).toBeVisible();
  const firstId = (await first.getAttribute('data-advert-id')) as string;
  const secondId = (await second.getAttribute('data-advert-id')) as string;

  const cardHeart = first.getByRole('button', { name: /(Add to|Remove from) Favourites/ });
  await clearHeart(cardHeart);
  await expect(cardHeart).toHaveAttribute('title', 'Add to Favourites');
  await cardHeart.click();
  await expect(cardHeart).toHaveAccessibleName('Remove from Favourites');
  await expect(bar(page).locator(`li[data-advert-id="${firstId}"]`)).toBeVisible();

  await second.locator('h2, h3').first().click();
  const panel = page.getByRole('region', { name: 'Advert details' });
  const panelHeart = panel.getByRole('button', { name: /(Add to|Remove from) Favourites/ });
  await clearHeart(panelHeart);
  await panelHeart.click();
  await expect(panelHeart).toHaveAccessibleName('Remove from Favourites');
  // The second card's heart follows the panel's.
  await expect(second.getByRole('button', { name: 'Remove from Favourites' })).toBeVisible();
  await expect(bar(page).locator(`li[data-advert-id="${secondId}"]`)).toBeVisible();

  await bar(page)
    .locator(`li[data-advert-id="${firstId}"]`)
    .getByRole('button', { name: /^Remove .* from favourites$/ })
    .click();
  await expect(cardHeart).toHaveAccessibleName('Add to Favourites');
  await bar(page)
    .locator(`li[data-advert-id="${secondId}"]`)
    .getByRole('button', { name: /^Remove .* from favourites$/ })
    .click();
  await expect(panelHeart).toHaveAccessibleName('Add to Favourites');
  await expect(second.getByRole('button', { name: 'Add to Favourites' })).toBeVisible();
  await expect(page.locator(`[aria-label="Favourite properties"] li[data-advert-id="${firstId}"]`)).toHaveCount(0);
});

test('a visitor is told to log in for 3 seconds', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'List' }).click();
  await resultCards(page).first().getByRole('button', { name: 'Add to Favourites' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'You must be logged in in order to use favourites feature' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 5000 });
});
