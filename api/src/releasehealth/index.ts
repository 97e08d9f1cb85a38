import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RemoteFailureBody, RemoteFailureSummaryQuery, RemoteLoadsBody } from '@marketplace/shared/src/schemas/remoteFailures.ts';
import { laravelMessage } from '@marketplace/shared/src/schemas/laravel.ts';
import { NoContentAnswer } from '@marketplace/shared/src/answers/common.ts';
import {
  RemoteFailureSummaryAnswer,
  TooManyReportsAnswer,
  type VersionFailures,
  type VersionLoads,
} from '@marketplace/shared/src/answers/releaseHealth.ts';
import { verifyPageLoad } from '@marketplace/release/pageLoad.mjs';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { registryStoreOf } from '../common/release-registry.ts';

/** Failure reports one address may send per window: a page in a crash loop must not fill the table. */
export const REPORTS_PER_WINDOW = 20;
/** Page-load reports one address may send per window: a household or an office reloads often, a script more. */
export const LOAD_REPORTS_PER_WINDOW = 120;
export const REPORT_WINDOW_MS = 60_000;
/** Reports older than this are deleted: release health looks back hours, not months. */
const KEEP_DAYS = 7;
/** How long the published versions read from the registry serve the checks before it is read again. */
const KNOWN_VERSIONS_TTL_MS = 2000;

export const PAGE_LOAD_INVALID = 'The page load is not valid or has expired.';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The summary is for the release manager on the API's own machine, not for the public internet. */
function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/**
 * Failures and page loads per remote and version since `since`: what the release console and the canary
 * watch judge a version by. Each page load counts once per remote, and so does its failure.
 */
export async function versionHealth(db: Database, since: Date): Promise<{ failures: VersionFailures[]; loads: VersionLoads[] }> {
  const { rows: failures } = await sql<VersionFailures>`
    select remote, version, kind, count(*)::int as failures, max(reported_at) as last_at,
           (array_agg(message order by reported_at desc, id desc))[1] as last_message
    from remote_failures
    where reported_at >= ${since}
    group by remote, version, kind
    order by remote, version, kind`.execute(db);
  const { rows: loads } = await sql<VersionLoads>`
    select remote, version, count(*)::int as loads
    from remote_page_loads
    where loaded_at >= ${since}
    group by remote, version
    order by remote, version`.execute(db);
  return { failures: failures.map((row) => ({ ...row, last_at: new Date(row.last_at).toISOString() })), loads };
}

/** One remote's versions: page loads and the page loads that reported a failure, since `since`. */
export async function countsOf(
  db: Database,
  remote: string,
  versions: string[],
  since: Date,
): Promise<Map<string, { loads: number; failures: number }>> {
  const counts = new Map(versions.map((version) => [version, { loads: 0, failures: 0 }]));
  if (versions.length === 0) return counts;
  const { rows } = await sql<{ version: string; loads: number; failures: number }>`
    select version, sum(loads)::int as loads, sum(failures)::int as failures from (
      select version, count(*) as loads, 0 as failures from remote_page_loads
      where remote = ${remote} and version in (${sql.join(versions)}) and loaded_at >= ${since} group by version
      union all
      select version, 0, count(*) from remote_failures
      where remote = ${remote} and version in (${sql.join(versions)}) and reported_at >= ${since} and page_load is not null group by version
    ) as per_version
    group by version`.execute(db);
  for (const row of rows) counts.set(row.version, { loads: row.loads, failures: row.failures });
  return counts;
}

/** A per-address allowance over REPORT_WINDOW_MS: answers 429 with Retry-After once spent. */
function allowance(perWindow: number) {
  const recent = new LRUCache<string, { count: number; since: number }>({ max: 10_000, ttl: REPORT_WINDOW_MS });
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const now = Date.now();
    const seen = recent.get(request.ip);
    const window = seen && now - seen.since < REPORT_WINDOW_MS ? seen : { count: 0, since: now };
    if (window.count >= perWindow) {
      const retryAfter = Math.max(1, Math.ceil((window.since + REPORT_WINDOW_MS - now) / 1000));
      void reply.status(429).header('Retry-After', String(retryAfter)).send({ message: 'Too many release health reports.' });
      return false;
    }
    recent.set(request.ip, { count: window.count + 1, since: window.since }, { ttl: window.since + REPORT_WINDOW_MS - now });
    return true;
  };
}

/**
 * Release health (issue 14, item 5; issue 26, item 5; issue 31): POST api/remote-loads takes the remotes a
 * page load used, POST api/remote-failures one failure a browser saw (no user, no address kept). Both carry
 * the page load's signed token from /config.json and name a version the registry published; each page load
 * counts once per remote, and so does its failure, so a stranger cannot sink a canary by reporting failures.
 * GET api/remote-failures/summary counts them per remote and version over the last `minutes` for
 * `npm run releases`.
 */
export async function releaseHealthFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const store = registryStoreOf(ctx.config);
  const failureAllowance = allowance(REPORTS_PER_WINDOW);
  const loadAllowance = allowance(LOAD_REPORTS_PER_WINDOW);
  let known: { at: number; versions: Promise<Map<string, Set<string>>> } | null = null;

  /** The versions the registry published, per remote, read at most every two seconds. */
  const publishedVersions = (): Promise<Map<string, Set<string>>> => {
    if (!known || Date.now() - known.at > KNOWN_VERSIONS_TTL_MS) {
      const versions = store
        .read()
        .then(
          ({ registry }) =>
            new Map(Object.entries(registry.remotes).map(([remote, entry]) => [remote, new Set(entry.versions.map((v) => v.version))])),
        );
      known = { at: Date.now(), versions };
      versions.catch(() => (known = null));
    }
    return known.versions;
  };

  /** The page load's id; 422 naming `page_load` when the token is not one the web origin signed, or has expired. */
  const pageLoadOf = (token: string): string => {
    const secret = ctx.config.releases.pageLoadSecret;
    const id = secret ? verifyPageLoad(secret, token) : null;
    if (!id) throw new ValidationError({ page_load: [PAGE_LOAD_INVALID] });
    return id;
  };

  /** 422 naming the field when a remote's version is not one the registry published. */
  const checkPublished = async (pairs: { remote: string; version: string; field: string }[]) => {
    const versions = await publishedVersions();
    const errors: Record<string, string[]> = {};
    for (const { remote, version, field } of pairs) if (!versions.get(remote)?.has(version)) errors[field] = [laravelMessage.in('version')];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  };

  app.post(
    '/api/remote-loads',
    { schema: { body: RemoteLoadsBody, response: { 204: NoContentAnswer, 429: TooManyReportsAnswer } } },
    async (request, reply) => {
      if (!loadAllowance(request, reply)) return reply;
      const pageLoad = pageLoadOf(request.body.page_load);
      const { remotes } = request.body;
      await checkPublished(remotes.map(({ remote, version }, i) => ({ remote, version, field: `remotes.${i}.version` })));
      await sql`
      insert into remote_page_loads (page_load, remote, version)
      values ${sql.join(remotes.map(({ remote, version }) => sql`(${pageLoad}, ${remote}, ${version})`))}
      on conflict (page_load, remote) do nothing`.execute(ctx.db);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/remote-failures',
    { schema: { body: RemoteFailureBody, response: { 204: NoContentAnswer, 429: TooManyReportsAnswer } } },
    async (request, reply) => {
      if (!failureAllowance(request, reply)) return reply;
      const pageLoad = pageLoadOf(request.body.page_load);
      const { remote, version, kind, message } = request.body;
      await checkPublished([{ remote, version, field: 'version' }]);
      // A failure is also a load of that version, should its load report not have arrived (or been sent) yet.
      await sql`insert into remote_page_loads (page_load, remote, version) values (${pageLoad}, ${remote}, ${version})
              on conflict (page_load, remote) do nothing`.execute(ctx.db);
      await sql`insert into remote_failures (remote, version, kind, message, page_load) values (${remote}, ${version}, ${kind}, ${message}, ${pageLoad})
              on conflict (page_load, remote) do nothing`.execute(ctx.db);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/remote-failures/summary',
    { schema: { querystring: RemoteFailureSummaryQuery, response: { 200: RemoteFailureSummaryAnswer } } },
    async (request) => {
      if (!fromThisMachine(request)) throw new HttpError(403, 'Release health is read on the API’s own machine.');
      await forgetOldReports(ctx.db);
      const { failures, loads } = await versionHealth(ctx.db, new Date(Date.now() - request.query.minutes * 60_000));
      return { minutes: request.query.minutes, data: failures, loads };
    },
  );
}

/** Release health looks back hours: reports older than a week go. */
export async function forgetOldReports(db: Database): Promise<void> {
  await sql`delete from remote_failures where reported_at < now() - make_interval(days => ${KEEP_DAYS}::int)`.execute(db);
  await sql`delete from remote_page_loads where loaded_at < now() - make_interval(days => ${KEEP_DAYS}::int)`.execute(db);
}
