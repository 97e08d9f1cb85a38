import assert from 'node:assert/strict';
import type { TestClient } from '../auth/test-client.ts';
import type { Harness } from './harness.ts';

/** The newest mail to `email` whose subject starts with `subject`, from the outbox (what the person would receive). */
export async function lastMailTo(h: Harness, email: string, subject: string): Promise<{ subject: string; body: string }> {
  const mail = await h.handle.db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('to_email', '=', email)
    .where('subject', 'like', `${subject}%`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  assert.ok(mail, `no mail "${subject}" to ${email}`);
  return mail;
}

/** The token of the confirmation link in the newest confirmation mail to `email`. */
export async function confirmationToken(h: Harness, email: string): Promise<string> {
  const { body } = await lastMailTo(h, email, 'Confirm your e-mail address');
  const link = /https?:\/\/\S+\/verify-email\?token=(\S+)/.exec(body);
  assert.ok(link?.[1], `no confirmation link in the mail to ${email}`);
  return decodeURIComponent(link[1]);
}

/** Confirms `email` as its owner does: opens the link of the mail it was sent (through `client`, any browser). */
export async function followConfirmationMail(h: Harness, client: TestClient, email: string): Promise<void> {
  const res = await client.post('/api/email/verify', { token: await confirmationToken(h, email) });
  assert.equal(res.statusCode, 200, res.body);
}
