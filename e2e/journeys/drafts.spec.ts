// Form drafts (issue 10 item 7): from the listing form a new user saves a draft, leaves the form (which
// asks first, issue 11), loads the draft back on a new form, overwrites it with the form as it then is,
// loads it again, and deletes it, through the Form Draft modal.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** 'Save as draft' opens the modal to save, overwrite or delete; 'Load draft' also offers to load one. */
const openDrafts = async (page: Page, button: 'Save as draft' | 'Load draft' = 'Save as draft') => {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Form Drafts' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a draft of the listing form is saved, survives leaving the form (which asks first), is overwritten, loaded back and deleted', async ({
  page,
}) => {
  const stamp = Date.now();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Oliver Grant');
  await page.getByLabel('Email address').fill(`oliver.${stamp}@example.co.uk`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Oliver Grant' })).toBeVisible();

  // Opened from the menu, so the page before the form is one of the product's own, as the Back button needs.
  const openForm = async () => {
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { name: 'Oliver Grant' }).click();
    await account.getByRole('link', { name: 'Add Property', exact: true }).click();
  };
  await openForm();
  const form = page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();
  await expect(form.getByRole('heading', { name: 'Add Property' })).toBeVisible();
  // The form shows once its lookups have loaded.
  await expect(form.getByLabel('Ad type')).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Title').fill('Riverside flat, first go');

  // Save: a title is required, then the success message and the modal closes itself.
  let dialog = await openDrafts(page);
  await expect(dialog.getByText('No saved drafts yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This field is required');
  await dialog.getByLabel('Title').fill('Riverside flat');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your draft was saved successfully!');
  await expect(dialog).toBeHidden();

  // Leaving with unsaved changes asks first, by the browser's Back button as by a link; Go Back keeps them.
  await page.goBack({ waitUntil: 'commit' });
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave.getByText('You have unsaved changes. If you leave now, they will be lost.')).toBeVisible();
  await leave.getByRole('button', { name: 'Go Back' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/add-edit-ad$/);
  await expect(form.getByLabel('Title')).toHaveValue('Riverside flat, first go');
  await page.getByRole('link', { name: 'Roofline home' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The draft outlives the page: back on an empty form, it loads.
  await openForm();
  await expect(form.getByLabel('Title')).toHaveValue('');
  dialog = await openDrafts(page, 'Load draft');
  await dialog.getByRole('button', { name: 'Load Riverside flat' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Title')).toHaveValue('Riverside flat, first go');

  // Overwrite: a click on the draft switches to overwrite mode with its title; Delete becomes possible.
  await form.getByLabel('Title').fill('Riverside flat, second go');
  dialog = await openDrafts(page);
  const draft = dialog.getByRole('button', { name: 'Riverside flat', exact: true });
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await draft.click();
  await expect(draft).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Title')).toHaveValue('Riverside flat');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
  await dialog.getByLabel('Title').fill('Riverside flat (final)');
  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your draft was saved successfully!');
  await expect(dialog).toBeHidden();

  // The one draft now has the new title and holds the form as it was when overwritten.
  await form.getByLabel('Title').fill('Something else entirely');
  dialog = await openDrafts(page, 'Load draft');
  await expect(dialog.getByRole('list', { name: 'Saved drafts' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Load Riverside flat (final)' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Title')).toHaveValue('Riverside flat, second go');

  // Delete, in overwrite mode only; afterwards the list is empty.
  dialog = await openDrafts(page);
  await dialog.getByRole('button', { name: 'Riverside flat (final)', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your draft was deleted successfully!');
  await expect(dialog).toBeHidden();
  dialog = await openDrafts(page);
  await expect(dialog.getByText('No saved drafts yet.')).toBeVisible();
});
