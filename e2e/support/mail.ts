// Mail in the journeys: with no SMTP_URL the API writes each mail to its log, which the journeys'
// deployment keeps (E2E_API_LOG_FILE); a journey reads it as a person reads their inbox.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The API's log as the journeys' deployment keeps it. */
const apiLog = () => readFileSync(process.env.E2E_API_LOG_FILE ?? '', 'utf8');

/** The newest logged mail to `to` whose text has `subject` in it: its headers and body. */
export async function loggedMail(to: string, subject: string): Promise<string> {
  let mail = '';
  await expect(async () => {
    const found = apiLog()
      .split('mail (no SMTP_URL set: written here instead of sent)')
      .findLast((m) => m.includes(`To: ${to}\n`) && m.includes(subject));
    expect(found, `a mail to ${to}: ${subject}`).toBeTruthy();
    mail = found!;
  }).toPass({ timeout: 15_000 });
  return mail;
}

/**
 * Confirms a new account's address as its owner does: opens the link of the confirmation mail in `page`
 * (the page's own origin, as the mail names it) and presses the button. The page is left on that page.
 */
export async function followConfirmationMail(page: Page, email: string): Promise<void> {
  const mail = await loggedMail(email, 'Subject: Confirm your e-mail address');
  const link = /https?:\/\/\S+(\/verify-email\?token=\S+)/.exec(mail)?.[1];
  expect(link, `the confirmation link in the mail to ${email}`).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
}
