// The cookie banner a first visit meets covers none of the controls a person needs while it waits for
// their choice: on the map home it stands clear of the introduction's card (beside it on a desktop, under
// it on a phone), the page's end keeps room for it below the footer, and a long form's fields each
// scroll clear of it.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { introSearch } from '../support/home';
import { openSignedIn } from '../support/session';
import { expectOnTop } from '../support/sizes';

const PROVIDER = { email: 'provider@roofline.test', password: 'password123', name: 'Mohammed Ali' };

/** Whether two elements' boxes share any point. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('an element has no box');
  return boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
}

test('@phone the cookie banner covers neither the introduction, the footer nor a long form’s fields', async ({ page, apiUrl }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const intro = introSearch(page);
  await expect(intro).toBeVisible();
  expect(await overlap(banner, intro), 'the banner lies over the introduction').toBe(false);
  await expectOnTop(intro.getByRole('button', { name: 'Search', exact: true }));
  await expectOnTop(page.getByRole('contentinfo').getByRole('link').last());

  // The service form is the longest: every field, wherever it scrolls, stops clear of the banner.
  await openSignedIn(page, apiUrl, PROVIDER, '/add-edit-service');
  await expect(page.getByRole('heading', { name: 'Add Service' })).toBeVisible();
  await expect(banner).toBeVisible();
  const fields = page.getByRole('main').locator('input:visible, select:visible, textarea:visible');
  expect(await fields.count()).toBeGreaterThan(15);
  for (const field of await fields.all()) await expectOnTop(field);
  await expectOnTop(page.getByRole('main').getByRole('button', { name: 'Publish', exact: true }));
});
