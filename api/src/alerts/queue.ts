import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { alertAdvert, type AdvertChange } from './deliver.ts';
import { runAlone } from '../common/job.ts';

type AlertContext = Pick<AppContext, 'db' | 'broadcaster' | 'config'>;

/** The alert job's name in job_runs. */
export const ALERT_JOB = 'alert_matching';
/** How often every process looks for changes no runner took (one queued while another process held the job). */
const SWEEP_EVERY_MS = 5_000;
/** Changes handled in one hold of the job's lease, so a long queue never outlives the lease. */
const PER_RUN = 100;

/** Queues an advert's change for the alert job (in the caller's transaction, when it has one). */
export async function queueAlert(db: Database, advertId: number, change: AdvertChange): Promise<void> {
  await db
    .insertInto('alert_queue')
    .values({
      property_id: advertId,
      kind: change.kind,
      price: change.kind === 'reduced' ? change.price : null,
      old_price: change.kind === 'reduced' ? change.oldPrice : null,
    })
    .execute();
}

/**
 * One run of the alert job, unless another process runs it: the queued changes in order, each matched
 * and told (alertAdvert), then deleted. A change whose alerting fails is logged and dropped: alerts
 * never hold up the ones behind them. Answers how many changes were handled.
 */
export async function runAlertQueue(ctx: AlertContext): Promise<number> {
  const { db } = ctx;
  const run = await runAlone(
    db,
    ALERT_JOB,
    async () => {
      const queued = await db.selectFrom('alert_queue').selectAll().orderBy('id').limit(PER_RUN).execute();
      for (const row of queued) {
        const change: AdvertChange =
          row.kind === 'reduced' ? { kind: 'reduced', oldPrice: Number(row.old_price), price: Number(row.price) } : { kind: 'new' };
        try {
          await alertAdvert(ctx, row.property_id, change);
        } catch (error) {
          console.error(
            `saved-search alerts for advert ${row.property_id} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        await db.deleteFrom('alert_queue').where('id', '=', row.id).execute();
      }
      return queued.length;
    },
    { leaseMs: 60_000 },
  );
  return run.ran ? run.result : 0;
}

export interface AlertQueueRunner {
  /** Runs the job now (or once more after the current run), without waiting. */
  poke: () => void;
  /** Settles when this process's runs are over. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
}

const runners = new WeakMap<Database, AlertQueueRunner>();

/**
 * The alert job in this process: run when a change is queued and every few seconds for what another
 * process queued while this one held the job; however many processes poke, one runs at a time.
 */
export function alertQueueRunner(ctx: AlertContext, everyMs = SWEEP_EVERY_MS): AlertQueueRunner {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const handled = await runAlertQueue(ctx).catch((error: unknown) => {
          console.error(`alert job failed: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        });
        if (handled === PER_RUN) again = true;
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (running) return;
    void ctx.db
      .selectFrom('alert_queue')
      .select('id')
      .limit(1)
      .executeTakeFirst()
      .then((row) => (row ? run() : undefined))
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  const runner: AlertQueueRunner = {
    poke: () => void run(),
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      clearInterval(timer);
      runners.delete(ctx.db);
      while (running) await running;
    },
  };
  runners.set(ctx.db, runner);
  return runner;
}

/** Settles when the alert job of the API on `db` has handled what is queued (tests, and a drain before closing). */
export async function alertsSettled(db: Database): Promise<void> {
  await runners.get(db)?.idle();
}
