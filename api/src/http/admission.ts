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

export interface Admission {
  active(): number;
  waiting(): number;
  /**
   * How long every turn has been taken without one being handed on or given back (ms), or 0 while
   * a turn is free: a stalled API, which the health probe reports.
   */
  stalledForMs(now?: number): number;
}

export const OVERLOADED = 'The service is busy. Please try again in a moment.';

/** One request's claim on a turn. */
interface Ticket {
  /** Gives the turn back while work that needs no database runs. */
  stepOut(): void;
  /** Takes a turn again, ahead of requests that have not had one yet. */
  stepIn(): Promise<void>;
}

const tickets = new WeakMap<FastifyRequest, Ticket>();

/**
 * Runs `work` without holding the request's turn: hashing a password or re-encoding a photo takes
 * hundreds of milliseconds of CPU in the thread pool and no database, so other requests use the turn
 * meanwhile. The request takes a turn again before it goes on, ahead of the queue.
 */
export async function offTurn<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const ticket = tickets.get(request);
  if (!ticket) return work();
  ticket.stepOut();
  let result: T;
  try {
    result = await work();
  } finally {
    await ticket.stepIn();
  }
  return result;
}

/**
 * Admission control in front of the database: a request waits for one of `maxConcurrent` turns in
 * arrival order, and one that would wait longer than `maxWaitMs` (or finds the queue full) gets 503
 * with Retry-After instead of queueing without limit behind a slow database.
 *
 * A request asks for its turn only once its body has been read (preValidation, the first hook after
 * parsing): a client that sends headers and then trickles or withholds its body holds a socket,
 * never a turn, and the server's timeouts (http/timeouts.ts) close that socket.
 */
export function admission(app: FastifyInstance, opts: AdmissionOptions): Admission {
  let active = 0;
  const queue: Array<{ admit(): void }> = [];
  // When a turn last changed hands (taken, handed on or given back).
  let lastMove = Date.now();
  const finishers = new WeakMap<FastifyRequest, () => void>();

  // The next request starts only after the event loop has looked at its sockets: on the embedded
  // database, queries run in this thread and chain through promises, so without this pause a busy
  // API would not read a new request (the health probe among them) until the queue ran dry.
  const passTurnOn = () => {
    lastMove = Date.now();
    const next = queue.shift();
    if (next) setImmediate(() => next.admit());
    else active -= 1;
  };

  const overloaded = (reply: FastifyReply) => {
    reply.header('Retry-After', String(opts.retryAfterSeconds));
    return new HttpError(503, OVERLOADED);
  };

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (opts.exempt.has(request.url.split('?', 1)[0] ?? '')) return;
    // idle: no turn; waiting: in the queue; held: has a turn; done: answered or gone.
    let state: 'idle' | 'waiting' | 'held' | 'done' = 'idle';
    let entry: { admit(): void } | null = null;

    const take = async (ahead: boolean) => {
      if (active < opts.maxConcurrent) {
        active += 1;
        lastMove = Date.now();
        state = 'held';
        return;
      }
      if (!ahead && queue.length >= opts.maxQueue) throw overloaded(reply);
      state = 'waiting';
      await new Promise<void>((resolve, reject) => {
        const mine = {
          admit: () => {
            clearTimeout(timer);
            // Gone or timed out between being chosen and being admitted: the turn goes to the next.
            if (state !== 'waiting' || entry !== mine) return passTurnOn();
            state = 'held';
            resolve();
          },
        };
        const timer = setTimeout(() => {
          leave();
          reject(overloaded(reply));
        }, opts.maxWaitMs);
        entry = mine;
        if (ahead) queue.unshift(mine);
        else queue.push(mine);
      });
    };

    // Gives up whatever the request has: its turn, or its place in the queue.
    const leave = () => {
      if (state === 'held') passTurnOn();
      else if (state === 'waiting' && entry) {
        const at = queue.indexOf(entry);
        if (at >= 0) queue.splice(at, 1);
      }
      entry = null;
      if (state !== 'done') state = 'idle';
    };

    // Once per request, whichever comes first: the answer is sent, or the caller has gone (even while waiting).
    const finish = () => {
      leave();
      state = 'done';
    };
    reply.raw.once('close', finish);
    tickets.set(request, {
      stepOut: () => {
        if (state === 'held') leave();
      },
      stepIn: async () => {
        if (state === 'idle') await take(true);
      },
    });
    finishers.set(request, finish);
    await take(false);
  });
  app.addHook('onResponse', async (request) => finishers.get(request)?.());

  return {
    active: () => active,
    waiting: () => queue.length,
    stalledForMs: (now = Date.now()) => (active >= opts.maxConcurrent ? Math.max(0, now - lastMove) : 0),
  };
}
