import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RemoteFailureBody,
  RemoteFailureSummaryQuery,
  RemoteLoadsBody,
  RemoteVitalsBody,
} from '@marketplace/shared/src/schemas/remoteFailures.ts';
import { laravelMessage } from '@marketplace/shared/src/schemas/laravel.ts';
import { NoContentAnswer } from '@marketplace/shared/src/answers/common.ts';
import {
  RemoteFailureSummaryAnswer,
  TooManyReportsAnswer,
  type VersionFailures,
  type VersionLoads,
} from '@marketplace/shared/src/answers/releaseHealth.ts';
import { verifyPageLoad, type PageLoad } from '@marketplace/release/pageLoad.mjs';
import { weighCounts, type Counts, type SourceCounts, type Vitals, type VitalStats } from '@marketplace/release/analysis.mjs';
import type { VitalMetric } from '@marketplace/shared/src/rules/remoteFailures.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';

/** Failure reports one address may send per window: a page in a crash loop must not fill the table. */
export const REPORTS_PER_WINDOW = 20;
/** Page-load reports one address may send per window: a household or an office reloads often, a script more. */
export const LOAD_REPORTS_PER_WINDOW = 120;
export const REPORT_WINDOW_MS = 60_000;
/** Reports older than this are deleted: release health looks back hours, not months. */
const KEEP_DAYS = 7;

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

/**
 * One remote's versions since `since`: page loads and the page loads that reported a failure, per source
 * and weighed (release/analysis.mjs: weighCounts), with how many sources loaded each and saw it fail.
 */
export async function countsOf(
  db: Database,
  remote: string,
  versions: string[],
  since: Date,
  maxLoadsPerSource: number,
): Promise<Map<string, Counts>> {
  const none: Counts = { loads: 0, failures: 0, sources: 0, failingSources: 0 };
  const counts = new Map(versions.map((version) => [version, none]));
  if (versions.length === 0) return counts;
  const { rows } = await sql<SourceCounts & { version: string }>`
    select l.version, l.source, count(*)::int as loads, count(f.id)::int as failures
    from remote_page_loads l
    left join remote_failures f on f.page_load = l.page_load and f.remote = l.remote
    where l.remote = ${remote} and l.version in (${sql.join(versions)}) and l.loaded_at >= ${since}
    group by l.version, l.source`.execute(db);
  for (const version of versions) {
    counts.set(
      version,
      weighCounts(
        rows.filter((row) => row.version === version),
        maxLoadsPerSource,
      ),
    );
  }
  return counts;
}

/**
 * Real users' Web Vitals per remote version since `since` (all remotes, or one): each metric's 75th
 * percentile (a value some page load really had: percentile_disc, as field data is read) over the samples,
 * each source counting only its latest `maxSamplesPerSource` of a version's metric, so one network
 * reloading a page cannot move a p75 that real visitors on other networks make.
 */
export async function vitalsOf(
  db: Database,
  since: Date,
  maxSamplesPerSource: number,
  only?: { remote: string; versions: string[] },
): Promise<Map<string, Vitals>> {
  const chosen = only
    ? only.versions.length
      ? sql`and remote = ${only.remote} and version in (${sql.join(only.versions)})`
      : sql`and false`
    : sql``;
  const { rows } = await sql<VitalStats & { remote: string; version: string; metric: VitalMetric }>`
    select remote, version, metric, percentile_disc(0.75) within group (order by value) as p75,
           count(*)::int as samples, count(distinct source)::int as sources
    from (
      select remote, version, metric, value, source,
             row_number() over (partition by remote, version, metric, source order by reported_at desc) as nth
      from remote_vitals
      where reported_at >= ${since} ${chosen}
    ) latest
    where nth <= ${maxSamplesPerSource}
    group by remote, version, metric`.execute(db);
  const vitals = new Map<string, Vitals>();
  for (const { remote, version, metric, p75, samples, sources } of rows) {
    const key = vitalsKey(remote, version);
    vitals.set(key, { ...vitals.get(key), [metric]: { p75: Number(p75), samples, sources } });
  }
  return vitals;
}

/** The key vitalsOf files a remote version's vitals under. */
export const vitalsKey = (remote: string, version: string): string => `${remote}@${version}`;

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
 * Release health (issue 14, item 5; issue 26, item 5; issue 31; issue 41, items 1 and 2): POST api/remote-loads
 * takes the remotes a page load used, POST api/remote-failures one failure a browser saw, POST
 * api/remote-vitals the page's Web Vitals per remote (a beacon: text/plain, no CSRF token, the page load's
 * token is its proof); no user, no address kept. Each carries the page load's token from /config.json, which
 * names the versions the web origin assigned the page and its source: a report counts only for a version
 * its token was assigned, once per page load and remote (and metric), so a stranger can neither report a canary they were never given nor count one
 * page load twice. GET api/remote-failures/summary counts them per remote and version over the last
 * `minutes` for `npm run releases`.
 */
export async function releaseHealthFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const failureAllowance = allowance(REPORTS_PER_WINDOW);
  const loadAllowance = allowance(LOAD_REPORTS_PER_WINDOW);
  const vitalsAllowance = allowance(LOAD_REPORTS_PER_WINDOW);

  /** The page load; 422 naming `page_load` when the token is not one the web origin signed, or has expired. */
  const pageLoadOf = (token: string): PageLoad => {
    const secret = ctx.config.releases.pageLoadSecret;
    const pageLoad = secret ? verifyPageLoad(secret, token) : null;
    if (!pageLoad) throw new ValidationError({ page_load: [PAGE_LOAD_INVALID] });
    return pageLoad;
  };

  /** 422 naming the field when a remote's version is not the one the web origin assigned this page load. */
  const checkAssigned = (pageLoad: PageLoad, pairs: { remote: string; version: string; field: string }[]) => {
    const errors: Record<string, string[]> = {};
    for (const { remote, version, field } of pairs)
      if (pageLoad.versions[remote] !== version) errors[field] = [laravelMessage.in('version')];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  };

  app.post(
    '/api/remote-loads',
    { schema: { body: RemoteLoadsBody, response: { 204: NoContentAnswer, 429: TooManyReportsAnswer } } },
    async (request, reply) => {
      if (!loadAllowance(request, reply)) return reply;
      const pageLoad = pageLoadOf(request.body.page_load);
      const { remotes } = request.body;
      checkAssigned(
        pageLoad,
        remotes.map(({ remote, version }, i) => ({ remote, version, field: `remotes.${i}.version` })),
      );
      await sql`
      insert into remote_page_loads (page_load, remote, version, source)
      values ${sql.join(remotes.map(({ remote, version }) => sql`(${pageLoad.id}, ${remote}, ${version}, ${pageLoad.source})`))}
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
      checkAssigned(pageLoad, [{ remote, version, field: 'version' }]);
      const { id, source } = pageLoad;
      // A failure is also a load of that version, should its load report not have arrived (or been sent) yet.
      await sql`insert into remote_page_loads (page_load, remote, version, source) values (${id}, ${remote}, ${version}, ${source})
              on conflict (page_load, remote) do nothing`.execute(ctx.db);
      await sql`insert into remote_failures (remote, version, kind, message, page_load, source)
              values (${remote}, ${version}, ${kind}, ${message}, ${id}, ${source})
              on conflict (page_load, remote) do nothing`.execute(ctx.db);
      return reply.status(204).send();
    },
  );

  // sendBeacon sends a string as text/plain (no preflight, so it leaves with the page): read as JSON here.
  server.removeContentTypeParser('text/plain');
  server.addContentTypeParser('text/plain', { parseAs: 'string' }, async (_request: FastifyRequest, body: string) => {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new ValidationError({ vitals: [laravelMessage.required('vitals')] });
    }
  });

  app.post(
    '/api/remote-vitals',
    { schema: { body: RemoteVitalsBody, response: { 204: NoContentAnswer, 429: TooManyReportsAnswer } } },
    async (request, reply) => {
      if (!vitalsAllowance(request, reply)) return reply;
      const pageLoad = pageLoadOf(request.body.page_load);
      const { vitals } = request.body;
      checkAssigned(
        pageLoad,
        vitals.map(({ remote, version }, i) => ({ remote, version, field: `vitals.${i}.version` })),
      );
      // A metric grows while the page is open (INP, CLS): a later report of the same page load replaces its value.
      await sql`
      insert into remote_vitals (page_load, remote, version, metric, value, source)
      values ${sql.join(vitals.map(({ remote, version, metric, value }) => sql`(${pageLoad.id}, ${remote}, ${version}, ${metric}, ${value}, ${pageLoad.source})`))}
      on conflict (page_load, remote, metric) do update set value = excluded.value`.execute(ctx.db);
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
  await sql`delete from remote_vitals where reported_at < now() - make_interval(days => ${KEEP_DAYS}::int)`.execute(db);
}
