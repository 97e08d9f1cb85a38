// Reviews written from the dashboard (issue 25 items 2 and 10): a guest reviews a stay and a service, and a
// host reviews a guest, each from 'Waiting for your review' through /add-review with the type that page
// reads; afterwards the booking waits no more. The seed leaves the tenant a stay and an appointment to review.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { HOST, TENANT } from '../support/booking';
import { openSignedIn } from '../support/session';
import { expectOnTop } from '../support/sizes';

const waiting = (page: Page) => page.getByRole('region', { name: 'Waiting for your review' });

/** Follows one 'Waiting for your review' link of this kind and writes the review; answers the booking it was for. */
async function writeFromDashboard(page: Page, link: string, title: string, stars: Record<string, string>): Promise<string> {
  await page.goto('/dashboard-reviews');
  const first = waiting(page).getByRole('link', { name: link }).first();
  await expect(first).toBeVisible();
  await expectOnTop(first);
  await first.click();
  await expect(page).toHaveURL(/\/add-review\?/);
  const bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  for (const [criterion, value] of Object.entries(stars)) {
    await page.getByRole('group', { name: criterion }).getByRole('button', { name: value }).click();
  }
  await page.getByLabel('Your review (optional)').fill('Everything was as described, thank you.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your review was added successfully!' })).toBeVisible();
  return bookingId;
}

test('@phone a guest reviews a stay and a service, and a host a guest, from the dashboard', async ({ page, apiUrl }) => {
  await openSignedIn(page, apiUrl, TENANT, '/dashboard-reviews');
  const stay = await writeFromDashboard(page, 'Review your stay', 'Add Host Review', {
    Communication: '5 stars',
    Cleanliness: '4 stars',
    Location: '5 stars',
    Value: '4 stars',
  });
  const service = await writeFromDashboard(page, 'Review this service', 'Add Service Review', {
    Communication: '5 stars',
    Professionalism: '5 stars',
    Value: '4 stars',
  });
  await page.goto('/dashboard-reviews');
  await expect(waiting(page).getByRole('heading', { name: 'Waiting for your review' })).toBeVisible();
  for (const id of [stay, service]) await expect(waiting(page).locator(`a[href*="booking_id=${id}&"]`)).toHaveCount(0);
  await page.context().clearCookies();
  await openSignedIn(page, apiUrl, HOST, '/dashboard-reviews');
  const guest = await writeFromDashboard(page, 'Review your guest', 'Add Guest Review', { Rating: '5 stars' });
  // Back on the dashboard, the booking reviewed no longer waits.
  await page.goto('/dashboard-reviews');
  await expect(waiting(page).getByRole('heading', { name: 'Waiting for your review' })).toBeVisible();
  await expect(waiting(page).locator(`a[href*="booking_id=${guest}&"]`)).toHaveCount(0);
});
