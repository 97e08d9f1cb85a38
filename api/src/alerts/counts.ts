import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { fromClause, searchWhere } from '../discovery/search-sql.ts';
import { listed, processRunner, runAlone, type ProcessRunner } from '../common/job.ts';
import type { SearchQuery } from '../discovery/filters.ts';
import { searchCriteria } from './criteria.ts';
import { storedSearch } from './search-body.ts';

/**
 * Saved searches' match counts, kept on their rows (issue 40): a person's list reads them and never runs
 * a search again inside their request. This job (one runner across processes, a lease in job_runs)
 * counts each search at most every few minutes, and only once adverts changed since its last count (or
 * an hour went by: 'Added in the last 24 hours' moves with the clock); a new search is counted within
 * seconds of being saved.
 */

/** The job's name in job_runs. */
export const COUNT_JOB = 'saved_search_counts';
/** A search is counted again at most this often. */
export const RECOUNT_AFTER_MS = 5 * 60_000;
/** Even with no advert changed, the time-window filters move on. */
const RECOUNT_ANYWAY_MS = 60 * 60_000;
/** How often each process tries the job. */
const EVERY_MS = 30_000;
/** Searches counted in one hold of the lease, oldest count first. */
const PER_RUN = 50;

/** How many published adverts a saved search matches now: the search's own count (one search, in the job). */
async function matchesNow(db: Database, q: SearchQuery | null): Promise<number> {
  if (!q) return 0;
  const s = searchWhere(q, 'index');
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from ${fromClause(s)} where ${s.where}`.execute(db);
  return rows[0]?.total ?? 0;
}

/** One run of the job unless another process holds it: the searches that are due, counted. Answers how many. */
export async function countSavedSearches(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<number> {
  const { db } = ctx;
  const run = await runAlone(
    db,
    COUNT_JOB,
    async () => {
      const { rows } = await sql<{ n: string }>`select n from search_generation`.execute(db);
      const generation = Number(rows[0]?.n ?? 0);
      const due = await db
        .selectFrom('saved_searches')
        .select(['id', 'body', 'body_version'])
        .where((eb) =>
          eb.or([
            eb('matches_counted_at', 'is', null),
            eb.and([
              eb('matches_counted_at', '<', new Date(now.getTime() - RECOUNT_AFTER_MS)),
              eb.or([
                eb('matches_generation', 'is', null),
                eb('matches_generation', '<>', generation),
                eb('matches_counted_at', '<', new Date(now.getTime() - RECOUNT_ANYWAY_MS)),
              ]),
            ]),
          ]),
        )
        .orderBy(sql`matches_counted_at nulls first`)
        .orderBy('id')
        .limit(PER_RUN)
        .execute();
      for (const search of due) {
        const q = storedSearch(search.body, search.body_version);
        const matches = await matchesNow(db, q);
        await db
          .updateTable('saved_searches')
          .set({ matches, criteria: JSON.stringify(q ? searchCriteria(q) : []), matches_counted_at: now, matches_generation: generation })
          .where('id', '=', search.id)
          .execute();
      }
      return due.length;
    },
    { leaseMs: 60_000 },
  );
  return run.ran ? run.result : 0;
}

const runners = new WeakMap<Database, ProcessRunner>();

/** The job in this process: tried every 30 s, and when a search is saved; one run at a time. */
export function countRunner(ctx: Pick<AppContext, 'db'>, everyMs = EVERY_MS): ProcessRunner {
  return listed(
    runners,
    ctx.db,
    processRunner('saved-search counts', async () => ({ more: (await countSavedSearches(ctx)) === PER_RUN }), { everyMs }),
  );
}

/** Settles when the API on `db` has counted the searches it was told of (tests). */
export async function countsSettled(db: Database): Promise<void> {
  await runners.get(db)?.idle();
}
