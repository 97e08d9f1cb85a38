// An owner on their own advert, and a guest raising an issue (issue 25 items 4 and 10): the owner is
// offered Edit and Preview, never Reserve, Book Viewing or Send Message; Raise Issue offers what can go
// wrong with a booking, one required, the first field to put right taking the focus.
import { expect, test } from '../support/fixtures';
import { HOST, TENANT } from '../support/booking';
import { callApi, openSignedIn } from '../support/session';
import { expectOnTop } from '../support/sizes';

test('@phone an owner edits or previews their own advert from its page, and is not offered to book or message it', async ({
  page,
  apiUrl,
}) => {
  await openSignedIn(page, apiUrl, HOST, '/dashboard-portfolio');
  const { json } = await callApi<{ data: Array<{ id: number; title: string }> }>(page, 'GET', 'api/user/adverts?status=published');
  const own = json.data[0]!;
  await page.goto(`/ad-details/${own.id}`);
  const article = page.getByRole('article', { name: own.title });
  const yours = article.getByRole('group', { name: 'Your advert' });
  await expect(yours.getByRole('link', { name: 'Edit' })).toBeVisible();
  for (const name of ['Send Message', 'Reserve', 'Book Viewing']) await expect(article.getByRole('button', { name })).toHaveCount(0);
  await expectOnTop(yours.getByRole('button', { name: 'Preview' }));
  await yours.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('article', { name: own.title })).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).first().click();
  await expect(preview).toBeHidden();
  await yours.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/add-edit-ad/${own.id}$`));
  await expect(page.getByLabel('Title')).toHaveValue(own.title);
});

test('@phone Raise Issue about a booking asks what went wrong, one option required', async ({ page, apiUrl }) => {
  await openSignedIn(page, apiUrl, TENANT, '/dashboard-trips');
  const raise = page.getByRole('list', { name: 'Your trips' }).getByRole('button', { name: 'Raise Issue' }).first();
  await expectOnTop(raise);
  await raise.click();
  const dialog = page.getByRole('dialog', { name: 'Raise Issue' });
  const options = dialog.getByRole('group', { name: 'What is the issue about?' });
  await expect(options.getByRole('radio')).toHaveCount(6);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(options).toHaveAttribute('aria-invalid', 'true');
  await expect(options.getByRole('radio', { name: 'Not as described' })).toBeFocused();
  await options.getByRole('radio', { name: 'Access problem' }).check();
  await dialog.getByLabel('Describe the issue (optional)').fill('The key safe code did not work.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your message was sent successfully!');
});
