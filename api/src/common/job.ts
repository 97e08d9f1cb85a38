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

/** A job as one process runs it: on request, and on a timer. */
export interface ProcessRunner {
  /** Runs the job now (or once more after the current run), without waiting. */
  poke: () => void;
  /** Settles when this process's runs are over. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A job in this process: `run` (which answers whether it left work undone, a full batch) on a poke and
 * every `everyMs` when `due` says there is work; one run at a time, a poke during a run runs it once
 * more after it. A run that fails is logged under `name` and tried again at the next poke or tick.
 */
export function processRunner(
  name: string,
  run: () => Promise<{ more: boolean }>,
  { everyMs, due = async () => true }: { everyMs: number; due?: () => Promise<boolean> },
): ProcessRunner {
  let running: Promise<void> | null = null;
  let again = false;
  const start = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const { more } = await run().catch((error: unknown) => {
          console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
          return { more: false };
        });
        if (more) again = true;
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (running) return;
    void due()
      .then((yes) => (yes ? start() : undefined))
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return {
    poke: () => void start(),
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      clearInterval(timer);
      while (running) await running;
    },
  };
}

/** `runner`, listed under `db` in `runners` until it stops: whoever waits for the job to settle finds it there. */
export function listed(runners: WeakMap<Database, ProcessRunner>, db: Database, runner: ProcessRunner): ProcessRunner {
  runners.set(db, runner);
  return {
    ...runner,
    stop: async () => {
      runners.delete(db);
      await runner.stop();
    },
  };
}
