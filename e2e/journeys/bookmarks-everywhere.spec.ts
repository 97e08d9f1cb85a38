// The bookmarks bar on every page (issue 25 items 7 and 10): on a page away from the map it sits above the
// cookie banner, nothing covers its buttons, the keyboard reaches it after the page, and a bookmark opens
// its advert's page.
import { expect, test } from '../support/fixtures';
import { BUYER } from '../support/booking';
import { callApi, openSignedIn } from '../support/session';
import { expectOnTop } from '../support/sizes';

test('@phone the bookmarks bar is on every page, above the cookie banner, reached by the keyboard', async ({ page, apiUrl }, testInfo) => {
  await openSignedIn(page, apiUrl, BUYER, '/about');
  const { json } = await callApi<{ data: { id: number[] } }>(page, 'POST', 'api/properties-map', {
    ad_type: 6,
    is_sale: 1,
    is_let: 1,
    address: 'London, Greater London, England, United Kingdom',
    boundary_box: [-0.5103, 51.2868, 0.334, 51.6919],
    latitude: 51.5073,
    longitude: -0.1277,
  });
  const advertId = json.data.id[0]!;
  const favourites = (
    await callApi<{ data: Array<{ id: number; property_id: number }> }>(page, 'POST', 'api/favourites', { type: 'Property' })
  ).json.data;
  if (!favourites.some((f) => f.property_id === advertId)) {
    expect((await callApi(page, 'POST', 'api/favourite', { id: advertId, type: 'Property' })).status).toBe(200);
  }
  await page.reload();

  const bar = page.getByRole('list', { name: 'Favourite properties' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(bar).toBeVisible();
  await expect(banner).toBeVisible();
  const item = bar.locator(`li[data-advert-id="${advertId}"]`);
  // Above the banner, not under it: nothing lies over its buttons.
  const barBox = await bar.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((bannerBox?.y ?? 0) + 1);
  await expectOnTop(item.getByRole('button', { name: /^Remove .* from favourites$/ }));
  await expectOnTop(item.getByRole('button', { name: /^Open / }));

  // The keyboard reaches the bookmark after the page's own links.
  const open = item.getByRole('button', { name: /^Open / });
  if (testInfo.project.name !== 'phone') {
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    for (let presses = 0; presses < 40 && !(await open.evaluate((el) => el === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
  } else await open.tap();
  await expect(page).toHaveURL(new RegExp(`/ad-details/${advertId}$`));
  await expect(bar).toBeVisible();
});
