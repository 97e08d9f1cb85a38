import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RemoteFailureBody, RemoteFailureSummaryQuery } from '@marketplace/shared/src/schemas/remoteFailures.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';

/** Reports one address may send per window: a page in a crash loop must not fill the table. */
export const REPORTS_PER_WINDOW = 20;
export const REPORT_WINDOW_MS = 60_000;
/** Reports older than this are deleted: release health looks back hours, not months. */
const KEEP_DAYS = 7;

export interface VersionHealth {
  remote: string;
  version: string;
  kind: string;
  failures: number;
  last_at: string;
  last_message: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The summary is for the release manager on the API's own machine, not for the public internet. */
function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/**
 * Release health (issue 14, item 5): POST api/remote-failures takes one failure a browser saw (no user,
 * no address kept); GET api/remote-failures/summary counts them per remote, version and kind over the
 * last `minutes` for `npm run releases`.
 */
export function releaseHealthFeature(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const recent = new LRUCache<string, { count: number; since: number }>({ max: 10_000, ttl: REPORT_WINDOW_MS });

  app.post('/api/remote-failures', { schema: { body: RemoteFailureBody } }, async (request, reply) => {
    const now = Date.now();
    const seen = recent.get(request.ip);
    const window = seen && now - seen.since < REPORT_WINDOW_MS ? seen : { count: 0, since: now };
    if (window.count >= REPORTS_PER_WINDOW) {
      const retryAfter = Math.max(1, Math.ceil((window.since + REPORT_WINDOW_MS - now) / 1000));
      return reply.status(429).header('Retry-After', String(retryAfter)).send({ message: 'Too many failure reports.' });
    }
    recent.set(request.ip, { count: window.count + 1, since: window.since }, { ttl: window.since + REPORT_WINDOW_MS - now });
    const { remote, version, kind, message } = request.body;
    await sql`insert into remote_failures (remote, version, kind, message) values (${remote}, ${version}, ${kind}, ${message})`.execute(
      ctx.db,
    );
    return reply.status(204).send();
  });

  app.get('/api/remote-failures/summary', { schema: { querystring: RemoteFailureSummaryQuery } }, async (request) => {
    if (!fromThisMachine(request)) throw new HttpError(403, 'Release health is read on the API’s own machine.');
    await sql`delete from remote_failures where reported_at < now() - make_interval(days => ${KEEP_DAYS}::int)`.execute(ctx.db);
    const { rows } = await sql<VersionHealth>`
      select remote, version, kind, count(*)::int as failures, max(reported_at) as last_at,
             (array_agg(message order by reported_at desc, id desc))[1] as last_message
      from remote_failures
      where reported_at >= now() - make_interval(mins => ${request.query.minutes}::int)
      group by remote, version, kind
      order by remote, version, kind`.execute(ctx.db);
    return { minutes: request.query.minutes, data: rows.map((row) => ({ ...row, last_at: new Date(row.last_at).toISOString() })) };
  });
}
