import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

/**
 * Runs `job` only if no other process runs it now: a lease on the job's row of job_runs, taken by one
 * atomic update, so one API process (or `npm run alerts`) of however many runs it. A holder that dies
 * leaves a lease that lapses after `leaseMs`.
 */
export async function runAlone<T>(
  db: Database,
  name: string,
  job: () => Promise<T>,
  { leaseMs = 10 * 60_000, holder = randomUUID() }: { leaseMs?: number; holder?: string } = {},
): Promise<{ ran: true; result: T } | { ran: false }> {
  await db
    .insertInto('job_runs')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('job_runs')
    .set({ holder, locked_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where('name', '=', name)
    .where('locked_until', '<', sql<Date>`now()`)
    .returning('name')
    .executeTakeFirst();
  if (!taken) return { ran: false };
  try {
    return { ran: true, result: await job() };
  } finally {
    await db
      .updateTable('job_runs')
      .set({ locked_until: sql<Date>`'-infinity'::timestamptz`, last_run_at: sql<Date>`now()` })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  }
}
