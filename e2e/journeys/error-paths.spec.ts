// Error paths that help (issue 24 item 7): a reset link that no longer works says so on arrival and sends
// a new one; a refused step puts the focus on its first field and lists each message as a link to it.
import { expect, test } from '../support/fixtures';
import { HOST } from '../support/booking';
import { openSignedIn } from '../support/session';

test('@phone a reset link that no longer works says so on arrival and sends a new one', async ({ page }) => {
  await page.goto(`/reset-password?token=${'f'.repeat(64)}&email=tenant%40roofline.test`);
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset token is invalid.' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have emailed your password reset link.' })).toBeVisible();
});

test('@phone a refused step of the advert form puts the focus on its first field and links to each message', async ({ page, apiUrl }) => {
  await openSignedIn(page, apiUrl, HOST, '/add-edit-ad');
  const form = page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByLabel('Ad type')).toBeFocused();
  const summary = form.getByRole('alert', { name: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveCount(3);
  await expect(form.getByText('Please scroll up to see error messages.')).toBeVisible();
  await summary.getByRole('link').nth(2).click();
  await expect(form.getByLabel('Title')).toBeFocused();
});
