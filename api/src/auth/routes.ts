import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForgotPasswordBody, LoginBody, RegisterBody, ResetLinkBody, ResetPasswordBody } from '@marketplace/shared/src/schemas/auth.ts';
import { AuthMessageAnswer, ResetLinkValidAnswer, UserAnswer } from '@marketplace/shared/src/answers/user.ts';
import { NoContentAnswer } from '@marketplace/shared/src/answers/common.ts';
import { laravelMessage } from '@marketplace/shared/src/schemas/laravel.ts';
import { CONTACT_VISIBILITY } from '@marketplace/shared/src/entities/advert.ts';
import type { AppContext } from '../context.ts';
import { offTurn } from '../http/admission.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { type SessionStore, sessionOf } from './session.ts';
import { LoginThrottle, throttleKey, tooManyMessage } from './throttle.ts';
import { loadUserPayload } from './user-payload.ts';
import { deliverOutbox, queueMail } from './mail.ts';
import { sendVerificationMail } from './verification.ts';
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_SENT,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_INVALID,
  consumeResetToken,
  issueResetToken,
  resetLink,
  resetMail,
  resetTokenState,
} from './password-reset.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const UNAUTHENTICATED = 'Unauthenticated.';

/** Who is signed in on this request, or null. */
export function currentUserId(request: FastifyRequest): number | null {
  return sessionOf(request)?.userId ?? null;
}

/** The signed-in user's id; 401 {message:'Unauthenticated.'} otherwise. */
export function requireUser(request: FastifyRequest): number {
  const id = currentUserId(request);
  if (id === null) throw new HttpError(401, UNAUTHENTICATED);
  return id;
}

/** The signed-in user's id when a path names them (api/user/{userId}/...); 403 for anyone else's. */
export function requireSelf(request: FastifyRequest, pathUserId: number | null): number {
  const me = requireUser(request);
  if (pathUserId !== me) throw new HttpError(403, 'This action is unauthorized.');
  return me;
}

/** Route hook for a signed-in route outside the authenticated scope: 401 comes before 422, as Laravel's auth middleware runs before validation. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Contact-visibility settings of a new advertiser: the company name only, until they choose (UK GDPR: private by default). */
export const DEFAULT_USER_SETTINGS: ReadonlyArray<{ setting_id: number; setting_value: string }> = CONTACT_VISIBILITY.map(
  ({ id, shownByDefault }) => ({ setting_id: id, setting_value: shownByDefault ? '1' : '0' }),
);

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

// Spent on unknown e-mails too, so the answer's timing does not tell which addresses have accounts.
const UNKNOWN_USER_HASH = hashPassword('not-a-real-password');

export function registerAuthRoutes(server: FastifyInstance, ctx: AppContext, store: SessionStore): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const throttle = new LoginThrottle(db);

  const signedIn = async (reply: FastifyReply, userId: number, status: number) => {
    const user = await loadUserPayload(db, userId);
    return reply.status(status).send(user);
  };

  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    await store.ensure(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/user', { schema: { response: { 200: UserAnswer } } }, async (request, reply) => {
    const user = await loadUserPayload(db, requireUser(request));
    if (!user) throw new HttpError(401, UNAUTHENTICATED);
    return reply.send(user);
  });

  app.post('/api/register', { schema: { body: RegisterBody, response: { 201: UserAnswer } } }, async (request, reply) => {
    const { name, email: address, password } = request.body;
    const taken = await db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
    if (taken) throw new ValidationError({ email: [laravelMessage.taken('email')] });
    // Hashing takes a fraction of a second of CPU and no database: off the request's turn.
    const passwordHash = await offTurn(request, () => hashPassword(password));
    let userId: number;
    try {
      userId = await db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({ email: address, password_hash: passwordHash })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('contacts').values({ user_id: user.id, name, email: address }).execute();
        await trx
          .insertInto('user_settings')
          .values(DEFAULT_USER_SETTINGS.map((s) => ({ user_id: user.id, ...s })))
          .execute();
        return user.id;
      });
    } catch (e) {
      // Two sign-ups for one address at once: the database's unique index decides.
      if (isUniqueViolation(e)) throw new ValidationError({ email: [laravelMessage.taken('email')] });
      throw e;
    }
    await store.regenerate(request, reply, { userId, remember: false, keepToken: true });
    // The link to confirm the address. An address whose accounts asked too often today gets none now;
    // the page offers to send it again, and the limit then says when.
    await sendVerificationMail(ctx, reply, { id: userId, email: address }).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
      reply.removeHeader('Retry-After');
    });
    return signedIn(reply, userId, 201);
  });

  app.post('/api/login', { schema: { body: LoginBody, response: { 200: UserAnswer } } }, async (request, reply) => {
    const { email: address, password, remember } = request.body;
    const attempt = await throttle.attempt(address, request.ip);
    if (!attempt.allowed) {
      const message = tooManyMessage(attempt.retryAfter);
      reply.header('Retry-After', String(attempt.retryAfter));
      throw new HttpError(429, message, { errors: { email: [message] } });
    }
    const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', address).executeTakeFirst();
    const ok = await offTurn(request, async () => verifyPassword(password, user?.password_hash ?? (await UNKNOWN_USER_HASH)));
    // A failed attempt stays counted; it was written before the check.
    if (!user || !ok) throw new ValidationError({ email: [BAD_CREDENTIALS] });
    await attempt.succeeded();
    // The password is at hand only now: a hash made with weaker parameters is brought up to date.
    if (needsRehash(user.password_hash)) {
      const rehashed = await offTurn(request, () => hashPassword(password));
      await db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).execute();
    }
    await store.regenerate(request, reply, { userId: user.id, remember, keepToken: true });
    return signedIn(reply, user.id, 200);
  });

  app.post('/api/logout', { schema: { response: { 204: NoContentAnswer } } }, async (request, reply) => {
    await store.regenerate(request, reply, { userId: null, remember: false, keepToken: false });
    return reply.status(204).send();
  });

  app.post(
    '/api/forgot-password',
    { schema: { body: ForgotPasswordBody, response: { 200: AuthMessageAnswer } } },
    async (request, reply) => {
      const { email: address } = request.body;
      const user = await db.selectFrom('users').select('email').where('email', '=', address).executeTakeFirst();
      if (user) {
        // The stored spelling of the address, so the link's e-mail matches the account exactly.
        const token = await issueResetToken(db, user.email);
        if (token) {
          await queueMail(db, resetMail(user.email, resetLink(config.frontendUrl, token, user.email)));
          // Sent after answering: a slow mail server must not reveal which addresses have accounts.
          void deliverOutbox(db, config).catch((e) => request.log.error(e, 'password reset mail not sent'));
        }
      }
      // The same answer either way, so the form cannot be used to find out who has an account.
      return reply.send({ message: RESET_LINK_SENT });
    },
  );

  // The reset page asks on arrival, so a person with a spent or expired link is offered a new one before typing a password.
  app.post(
    '/api/reset-password/check',
    { schema: { body: ResetLinkBody, response: { 200: ResetLinkValidAnswer } } },
    async (request, reply) => {
      const { token, email: address } = request.body;
      const user = await db.selectFrom('users').select('email').where('email', '=', address).executeTakeFirst();
      const state = user ? await resetTokenState(db, user.email, token) : 'invalid';
      if (state !== 'valid') throw new ValidationError({ token: [state === 'expired' ? RESET_TOKEN_EXPIRED : RESET_TOKEN_INVALID] });
      return reply.send({ valid: true });
    },
  );

  app.post('/api/reset-password', { schema: { body: ResetPasswordBody, response: { 200: AuthMessageAnswer } } }, async (request, reply) => {
    const { token, email: address, password } = request.body;
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', address).executeTakeFirst();
    if (!user || !(await consumeResetToken(db, user.email, token))) {
      throw new ValidationError({ email: [RESET_TOKEN_INVALID] });
    }
    const passwordHash = await offTurn(request, () => hashPassword(password));
    await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', user.id).execute();
    // Whoever knew the old password is signed out everywhere.
    await store.destroyAllOf(user.id);
    await throttle.clear(throttleKey(user.email, request.ip));
    return reply.send({ message: PASSWORD_RESET_DONE });
  });
}
