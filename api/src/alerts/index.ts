import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnsubscribeCheckAnswer, UnsubscribedAnswer } from '@marketplace/shared/src/answers/savedSearches.ts';
import type { AppContext } from '../context.ts';
import { deliverOutbox } from '../auth/mail.ts';
import { HttpError } from '../http/errors.ts';
import { sendDueDigests } from './deliver.ts';
import { runAlone } from '../common/job.ts';
import { readUnsubscribeToken, unsubscribe } from './unsubscribe.ts';

export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
export const INVALID_LINK = 'This unsubscribe link is not valid. Sign in to manage your alerts.';
export const EXPIRED_LINK = 'This unsubscribe link has expired. Sign in to manage your alerts.';
export const SPENT_LINK = 'These alerts are already off. Sign in to manage your alerts.';

/** The digest job's name in job_runs. */
export const DIGEST_JOB = 'alert_digests';
const DIGEST_EVERY_MS = 10 * 60_000;

/** The token from the query (the List-Unsubscribe URL) or the body (the unsubscribe page). */
const TokenQuery = z.looseObject({ token: z.string().max(200).optional() });
const TokenBody = z.unknown();

/** One run of the digest job, unless another process is running it: the due digests queued, then the outbox sent. */
export async function runDigests(ctx: Pick<AppContext, 'db' | 'config'>): Promise<{ ran: boolean; mails: number }> {
  const run = await runAlone(ctx.db, DIGEST_JOB, async () => {
    const mails = await sendDueDigests(ctx);
    await deliverOutbox(ctx.db, ctx.config);
    return mails;
  });
  return run.ran ? { ran: true, mails: run.result } : { ran: false, mails: 0 };
}

/** The digest job inside the API: tried every ten minutes by every process, run by one at a time. */
export function digestsEvery(ctx: Pick<AppContext, 'db' | 'config'>, everyMs = DIGEST_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDigests(ctx)
      .catch((error: unknown) => console.error(`alert digests failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * RFC 8058 one-click unsubscribe, signed out: POST with the token in the query (what a mail client
 * sends, with List-Unsubscribe=One-Click in the body) or in a JSON body (the unsubscribe page); GET
 * says what the token would turn off without changing anything (link checkers follow GETs).
 */
export async function alertsFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  async function check(token: string | undefined) {
    const read = token ? await readUnsubscribeToken(db, token) : ({ ok: false, reason: 'invalid' } as const);
    if (!read.ok) throw new HttpError(read.reason === 'expired' ? 410 : 404, read.reason === 'expired' ? EXPIRED_LINK : INVALID_LINK);
    return read;
  }

  const tokenOf = (query: { token?: string }, body: unknown) =>
    query.token ??
    (body && typeof body === 'object' && typeof (body as { token?: unknown }).token === 'string'
      ? (body as { token: string }).token
      : undefined);

  app.get(UNSUBSCRIBE_PATH, { schema: { querystring: TokenQuery, response: { 200: UnsubscribeCheckAnswer } } }, async (request) => {
    const read = await check(request.query.token);
    const names = await db
      .selectFrom('saved_searches')
      .select('name')
      .where(read.scope.kind === 'search' ? 'id' : 'user_id', '=', read.scope.id)
      .where('frequency', '<>', 'off')
      .orderBy('id')
      .execute();
    return { data: { scope: read.scope.kind, searches: names.map((n) => n.name) } };
  });

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: TokenQuery, body: TokenBody, response: { 200: UnsubscribedAnswer } } },
    async (request) => {
      const read = await check(tokenOf(request.query, request.body));
      const names = await unsubscribe(db, read.scope, read.issuedAt);
      if (!names.length) throw new HttpError(410, SPENT_LINK);
      return {
        message:
          names.length === 1
            ? `You will get no more alerts for “${names[0]}”.`
            : `You will get no more alerts for your ${names.length} saved searches.`,
        data: { searches: names },
      };
    },
  );
}
