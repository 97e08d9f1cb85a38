// Writing a review over the composed product: the tenant, back from a completed stay, reviews its host on
// the /add-review page, and the review is in the host reviews of the advert.
import { expect, test } from '../support/fixtures';
import { signInAs, TENANT } from '../support/booking';

interface OwedStay {
  id: number;
  property_id: number;
  other_party_id: number;
}

test("a guest's host review after a completed stay shows in the host's reviews", async ({ page }) => {
  await signInAs(page, TENANT, '/');
  const { stay, userId } = await page.evaluate(async () => {
    const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
    const get = async <T>(path: string) =>
      (await (await fetch(`${apiUrl}/${path}`, { credentials: 'include', headers: { Accept: 'application/json' } })).json()) as T;
    const me = await get<{ id: number }>('api/user');
    for (let page = 1; page <= 20; page++) {
      const { data } = await get<{ data: Array<OwedStay & { reviewed: boolean }> }>(
        `api/user/bookings?as=guest&status=completed&page=${page}`,
      );
      const owed = data.find((b) => b.property_id !== null && !b.reviewed);
      if (owed) return { stay: owed, userId: me.id };
      if (data.length === 0) break;
    }
    return { stay: null, userId: me.id };
  });
  expect(stay, 'the seed gives the tenant a completed stay not yet reviewed').not.toBeNull();
  const owed = stay as OwedStay;

  await page.goto(
    `/add-review?ad_id=${owed.property_id}&booking_id=${owed.id}&from_user_id=${userId}&to_user_id=${owed.other_party_id}&type=host`,
  );
  await expect(page.getByRole('heading', { name: 'Add Host Review' })).toBeVisible();
  for (const criterion of ['Communication', 'Cleanliness', 'Location', 'Value']) {
    await page.getByRole('group', { name: criterion }).getByRole('button', { name: '5 stars' }).click();
  }
  const text = `Lovely hosts and a spotless flat ${Date.now()}`;
  await page.getByLabel('Your review (optional)').fill(text);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review was added successfully!')).toBeVisible();

  await page.goto(`/ad-details/${owed.property_id}`);
  await page.getByRole('button', { name: 'Read host reviews' }).click();
  await expect(page.getByRole('dialog').getByText(text)).toBeVisible();
});

test('the add-review page says so when its query is not enough', async ({ page }) => {
  await signInAs(page, TENANT, '/add-review?type=host&ad_id=1');
  await expect(
    page.getByText('Something went wrong, seems like not enough or wrong data was provided to process add review page'),
  ).toBeVisible();
});
