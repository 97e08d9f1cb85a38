import { expect, test } from '../support/fixtures';

test('a login-needed route sends a visitor to login with the path to come back to', async ({ page }) => {
  await page.goto('/dashboard-portfolio');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard-portfolio$/);
});

test('the cookie banner stays gone after Accept and a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  // The banner renders with the app: once the app's header is there, a banner would be too.
  await expect(page.getByRole('link', { name: 'Roofline home' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
