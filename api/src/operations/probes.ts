import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Admission } from '../http/admission.ts';
import type { Database } from '../db/index.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { ApiConfig } from '../config.ts';
import type { Drain } from './drain.ts';

/** Liveness: answers without the database, whatever the load; 503 only when the API has stalled. */
export const HEALTH_PATH = '/up';
/** Readiness: whether a load balancer should send this process requests. */
export const READY_PATH = '/ready';
/** How long readiness waits for the database to answer `select 1`. */
const DATABASE_CHECK_MS = 2000;

/**
 * Kubernetes-style probes. `/up` is liveness (restart me if this fails); `/ready` is readiness (send
 * me traffic): the database answers, migrations are current, admission is not saturated and the
 * process is not draining. Both are exempt from admission control.
 */
export function probes(app: FastifyInstance, opts: { db: Database; config: ApiConfig; turns: Admission; drain: Drain }): void {
  const { db, config, turns, drain } = opts;
  // Migrations run before a process serves; once current they stay so for its life.
  let migrationsCurrent = false;

  app.get(HEALTH_PATH, async (_request, reply) => {
    const stalled = turns.stalledForMs();
    if (stalled < config.overload.stalledAfterMs) return { status: 'ok' };
    return reply.status(503).send({ status: 'unhealthy', message: `No request has been served for ${Math.round(stalled / 1000)} s.` });
  });

  app.get(READY_PATH, async (_request, reply) => {
    const problems: string[] = [];
    if (drain.draining) problems.push('Draining: this process is shutting down.');
    if (turns.stalledForMs() >= config.overload.stalledAfterMs || turns.waiting() >= config.overload.maxQueue) {
      problems.push('Saturated: every turn at the database is taken and the queue is full or stalled.');
    }
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), DATABASE_CHECK_MS).unref()),
      ]);
      if (!migrationsCurrent) {
        const pending = await pendingMigrations(db);
        if (pending.length) problems.push(`Migrations pending: ${pending.join(', ')}.`);
        else migrationsCurrent = true;
      }
    } catch (error) {
      problems.push(`Database unreachable: ${error instanceof Error ? error.message : String(error)}.`);
    }
    if (problems.length === 0) return { status: 'ready' };
    return reply.status(503).send({ status: 'not ready', problems });
  });
}

/**
 * Resolves once this process's own readiness says yes, asked in-process before its port opens (main.ts),
 * so that a load balancer's first connection to a starting node finds it ready. Says once why it waits.
 */
export async function untilReady(app: FastifyInstance, everyMs = 500): Promise<void> {
  let said = false;
  for (;;) {
    const answer = await app.inject({ method: 'GET', url: READY_PATH });
    if (answer.statusCode === 200) return;
    if (!said) console.error(`API not ready yet, not listening: ${answer.body}`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
