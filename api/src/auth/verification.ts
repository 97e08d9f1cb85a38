import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VerifyEmailBody } from '@marketplace/shared/src/schemas/auth.ts';
import { AuthMessageAnswer } from '@marketplace/shared/src/answers/user.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { spend, type RateLimit } from '../http/rate-limit.ts';
import { storedSecret } from '../realtime/secret.ts';
import { deliverOutbox, queueMail, type Mail } from './mail.ts';
import { sessionOf } from './session.ts';

/**
 * Verified addresses (issue 40): a new account confirms its e-mail address by a signed link that
 * expires, before it may publish, message, book or be sent alert mail (double opt-in). The link names
 * the account, when it expires and, through its signature, the address it was sent to: a link sent
 * before the address changed confirms nothing.
 */

/** How long a confirmation link works. */
export const VERIFY_LINK_HOURS = 24;
/** The web page that opens the link and confirms (the shell's /verify-email). */
export const VERIFY_PAGE = '/verify-email';

export const EMAIL_VERIFIED = 'Thank you: your e-mail address is confirmed.';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
export const VERIFY_LINK_INVALID = 'This confirmation link is not valid. Sign in and ask for a new one.';
export const VERIFY_LINK_EXPIRED = 'This confirmation link has expired. Sign in and ask for a new one.';
export const verificationSent = (email: string) => `We sent a new link to ${email}. It works for ${VERIFY_LINK_HOURS} hours.`;
export const tooManyVerificationMails = (seconds: number) =>
  `We sent you a link a short while ago. You can ask for another in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

/** What a person may not do until their address is confirmed, in the words of the refusal. */
export type VerifiedAction = 'publish' | 'message' | 'book';
const ACTION_WORDS: Record<VerifiedAction, string> = {
  publish: 'publish an advert',
  message: 'send a message',
  book: 'book',
};
export const unverifiedMessage = (action: VerifiedAction, email: string) =>
  `Confirm your e-mail address before you ${ACTION_WORDS[action]}: open the link we sent to ${email}, or ask for a new one.`;

/** Links one account may be sent an hour, and one address a day (whichever accounts ask): nobody's inbox is flooded. */
export const VERIFY_MAILS_PER_ACCOUNT: Omit<RateLimit, 'key'> = { max: 3, windowSeconds: 3600 };
export const VERIFY_MAILS_PER_ADDRESS: Omit<RateLimit, 'key'> = { max: 5, windowSeconds: 86_400 };

const SECRET_NAME = 'email_verification_secret';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
const signed = (userId: number, expires: number, email: string) => `${userId}.${expires}.${email.toLowerCase()}`;

export async function verificationToken(db: Database, userId: number, email: string, now = new Date()): Promise<string> {
  const expires = now.getTime() + VERIFY_LINK_HOURS * 3_600_000;
  return `${userId}.${expires}.${sign(await storedSecret(db, SECRET_NAME), signed(userId, expires, email))}`;
}

export const verificationLink = (frontendUrl: string, token: string) =>
  `${frontendUrl.replace(/\/+$/, '')}${VERIFY_PAGE}?token=${encodeURIComponent(token)}`;

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your e-mail address for Roofline',
    body: [
      'Hello,',
      '',
      'Please confirm that this is your e-mail address, so you can publish adverts, send messages, book and get the alerts you ask for.',
      '',
      `Confirm your address: ${link}`,
      '',
      `This link will expire in ${VERIFY_LINK_HOURS} hours.`,
      '',
      'If you did not create a Roofline account, no further action is required: nothing will be sent to you again.',
      '',
      'Roofline',
      'support@roofline.co.uk',
    ].join('\n'),
  };
}

type TokenCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a link is ours, unexpired and for the account's present address. */
export async function readVerificationToken(db: Database, token: string, now = new Date()): Promise<TokenCheck> {
  const match = /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', Number(id)).executeTakeFirst();
  if (!user) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(await storedSecret(db, SECRET_NAME), signed(user.id, Number(expires), user.email)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (now.getTime() > Number(expires)) return { ok: false, reason: 'expired' };
  return { ok: true, userId: user.id };
}

const limits = (userId: number, email: string): RateLimit[] => [
  { key: `verify-mail:user:${userId}`, ...VERIFY_MAILS_PER_ACCOUNT },
  { key: `verify-mail:address:${email.toLowerCase()}`, ...VERIFY_MAILS_PER_ADDRESS },
];

/**
 * Sends the account a confirmation link, counted against its own limit and its address's; a refusal is
 * a 429 with Retry-After. The mail leaves after the answer: a slow mail server never holds a request.
 */
export async function sendVerificationMail(
  ctx: Pick<AppContext, 'db' | 'config'>,
  reply: FastifyReply,
  user: { id: number; email: string },
): Promise<void> {
  const { db, config } = ctx;
  for (const limit of limits(user.id, user.email)) await spend(db, reply, limit, tooManyVerificationMails);
  const token = await verificationToken(db, user.id, user.email);
  await queueMail(db, verificationMail(user.email, verificationLink(config.frontendUrl, token)));
  void deliverOutbox(db, config).catch((e: unknown) => reply.log.error(e, 'confirmation mail not sent'));
}

/** The refusal of an action that needs a confirmed address: 403, with `email_unverified` so the page offers a new link. */
export async function requireVerified(db: Database, userId: number, action: VerifiedAction): Promise<void> {
  const user = await db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.email_verified_at === null) throw new HttpError(403, unverifiedMessage(action, user.email), { email_unverified: true });
}

/** POST api/email/verify (the link, signed in or not) and POST api/email/verification-notification (a new link). */
export function registerVerificationRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post('/api/email/verify', { schema: { body: VerifyEmailBody, response: { 200: AuthMessageAnswer } } }, async (request) => {
    const read = await readVerificationToken(db, request.body.token);
    if (!read.ok) throw new ValidationError({ token: [read.reason === 'expired' ? VERIFY_LINK_EXPIRED : VERIFY_LINK_INVALID] });
    const confirmed = await db
      .updateTable('users')
      .set({ email_verified_at: new Date(), updated_at: new Date() })
      .where('id', '=', read.userId)
      .where('email_verified_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return { message: confirmed ? EMAIL_VERIFIED : ALREADY_VERIFIED };
  });

  app.post('/api/email/verification-notification', { schema: { response: { 200: AuthMessageAnswer } } }, async (request, reply) => {
    const userId = sessionOf(request)?.userId ?? null;
    const user =
      userId === null
        ? undefined
        : await db.selectFrom('users').select(['id', 'email', 'email_verified_at']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    if (user.email_verified_at !== null) return { message: ALREADY_VERIFIED };
    await sendVerificationMail(ctx, reply, user);
    return { message: verificationSent(user.email) };
  });
}
