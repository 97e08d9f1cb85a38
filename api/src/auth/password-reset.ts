import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/index.ts';
import type { Mail } from './mail.ts';

export const RESET_TOKEN_MINUTES = 60;
// A second request within this time sends no second mail, so the form cannot be used to flood an inbox.
export const RESET_RESEND_SECONDS = 60;

export const RESET_LINK_SENT = 'We have emailed your password reset link.';
export const RESET_TOKEN_INVALID = 'This password reset token is invalid.';
export const RESET_TOKEN_EXPIRED = 'This password reset link has expired.';
export const PASSWORD_RESET_DONE = 'Your password has been reset.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetLink(frontendUrl: string, token: string, email: string): string {
  const base = frontendUrl.replace(/\/+$/, '');
  return `${base}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Roofline password',
    body: [
      'Hello,',
      '',
      'You are receiving this email because we received a password reset request for your Roofline account.',
      '',
      `Reset your password: ${link}`,
      '',
      `This password reset link will expire in ${RESET_TOKEN_MINUTES} minutes.`,
      '',
      'If you did not request a password reset, no further action is required.',
      '',
      'Roofline',
      'support@roofline.co.uk',
    ].join('\n'),
  };
}

export function isTokenFresh(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= RESET_TOKEN_MINUTES * 60_000;
}

/**
 * A new token for the e-mail (replacing any earlier one), stored only as its SHA-256: the token is
 * 256 random bits, so a fast hash is enough and a leaked table reveals no usable link.
 * Returns null when a token was issued moments ago.
 */
export async function issueResetToken(db: Database, email: string, now = new Date()): Promise<string | null> {
  const existing = await db.selectFrom('password_reset_tokens').select('created_at').where('email', '=', email).executeTakeFirst();
  if (existing && now.getTime() - existing.created_at.getTime() < RESET_RESEND_SECONDS * 1000) return null;
  const token = randomBytes(32).toString('hex');
  await db
    .insertInto('password_reset_tokens')
    .values({ email, token_hash: hashToken(token), created_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet({ token_hash: hashToken(token), created_at: now }))
    .execute();
  return token;
}

async function matchingToken(db: Database, email: string, token: string) {
  const row = await db.selectFrom('password_reset_tokens').selectAll().where('email', '=', email).executeTakeFirst();
  if (!row) return null;
  const given = Buffer.from(hashToken(token));
  const stored = Buffer.from(row.token_hash);
  return given.length === stored.length && timingSafeEqual(given, stored) ? row : null;
}

/**
 * What a reset link is worth before anyone types a password, without using it up: 'valid', 'expired'
 * (the e-mail's own token, past its hour) or 'invalid' (no such token: used, replaced by a newer one, or wrong).
 */
export async function resetTokenState(
  db: Database,
  email: string,
  token: string,
  now = new Date(),
): Promise<'valid' | 'expired' | 'invalid'> {
  const row = await matchingToken(db, email, token);
  if (!row) return 'invalid';
  return isTokenFresh(row.created_at, now) ? 'valid' : 'expired';
}

/** Whether the token is the e-mail's current, unexpired one; a used or expired token is removed. */
export async function consumeResetToken(db: Database, email: string, token: string, now = new Date()): Promise<boolean> {
  const row = await matchingToken(db, email, token);
  if (!row) return false;
  await db.deleteFrom('password_reset_tokens').where('email', '=', email).execute();
  return isTokenFresh(row.created_at, now);
}
