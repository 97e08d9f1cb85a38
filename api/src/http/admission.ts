import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export interface AdmissionOptions {
  /** Requests served at once; the rest wait their turn. */
  maxConcurrent: number;
  /** How long a request may wait for its turn before it is told to come back (503). */
  maxWaitMs: number;
  /** Requests that may wait at once; past that a new one is refused at once. */
  maxQueue: number;
  /** Seconds a refused caller is asked to wait (Retry-After). */
  retryAfterSeconds: number;
  /** Paths served whatever the load: the health probe must answer while the API is busy. */
  exempt: ReadonlySet<string>;
}

export const OVERLOADED = 'The service is busy. Please try again in a moment.';

/**
 * Admission control in front of the database: a request waits for one of `maxConcurrent` turns in
 * arrival order, and one that would wait longer than `maxWaitMs` (or finds the queue full) gets 503
 * with Retry-After instead of queueing without limit behind a slow database.
 */
export function admission(app: FastifyInstance, opts: AdmissionOptions): { active(): number; waiting(): number } {
  let active = 0;
  const queue: Array<{ admit(): void }> = [];
  const finishers = new WeakMap<FastifyRequest, () => void>();

  // The next request starts only after the event loop has looked at its sockets: on the embedded
  // database, queries run in this thread and chain through promises, so without this pause a busy
  // API would not read a new request (the health probe among them) until the queue ran dry.
  const passTurnOn = () => {
    const next = queue.shift();
    if (next) setImmediate(() => next.admit());
    else active -= 1;
  };

  const overloaded = (reply: FastifyReply) => {
    reply.header('Retry-After', String(opts.retryAfterSeconds));
    return new HttpError(503, OVERLOADED);
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (opts.exempt.has(request.url.split('?', 1)[0] ?? '')) return;
    let admitted = false;
    let entry: { admit(): void } | null = null;
    let finished = false;
    // Once per request, whichever comes first: the answer is sent, or the caller has gone (even while waiting).
    const finish = () => {
      if (finished) return;
      finished = true;
      if (admitted) passTurnOn();
      else if (entry && queue.includes(entry)) queue.splice(queue.indexOf(entry), 1);
    };
    finishers.set(request, finish);
    reply.raw.once('close', finish);

    if (active < opts.maxConcurrent) {
      active += 1;
      admitted = true;
      return;
    }
    if (queue.length >= opts.maxQueue) throw overloaded(reply);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        finish();
        reject(overloaded(reply));
      }, opts.maxWaitMs);
      entry = {
        admit: () => {
          clearTimeout(timer);
          admitted = true;
          resolve();
        },
      };
      queue.push(entry);
    });
  });
  app.addHook('onResponse', async (request) => finishers.get(request)?.());

  return { active: () => active, waiting: () => queue.length };
}
