import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/** The keyboard alone (issue 13, item 7): focus moves into a dialog and back to what opened it. */

/** Presses Tab until `matches` says the wanted control has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, matches: () => Promise<boolean>, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('never reached with Tab');
}

test('the message dialog opens from the keyboard, takes the focus, and gives it back to its button on Escape', async ({ page }) => {
  await signIn(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: 'Accept' }).click();
  await page.goto('/ad-details/48');
  const opener = page.getByRole('button', { name: 'Send Message' });
  await expect(opener).toBeVisible();
  await tabTo(page, () => opener.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Tab never reaches the page behind the open dialog (it is inert; past the dialog's last control
  // the focus leaves the document for the browser, as native modal dialogs do).
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
});

test('the filters, a result card and the detail panel work with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept' }).click();
  // The home's first search, from its introduction, with the keyboard: the list opens.
  const search = page.getByRole('form', { name: 'Start a search' }).getByRole('button', { name: 'Search' });
  await tabTo(page, () => search.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  const list = page.getByRole('region', { name: 'Results list' });
  await expect(list).toBeVisible();
  // A result card's title opens the detail panel from the keyboard, and the filters open again.
  await tabTo(page, () => page.getByRole('button', { name: 'Search Filters' }).evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Search Filters' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await tabTo(page, () => list.evaluate((el) => el.contains(document.activeElement) && document.activeElement?.closest('h3') !== null));
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'Advert details' });
  const close = detail.getByRole('button', { name: 'Close advert details' });
  await expect(close).toBeVisible();
  await tabTo(page, () => close.evaluate((el) => el === document.activeElement), 120);
  await page.keyboard.press('Enter');
  await expect(close).toBeHidden();
});
