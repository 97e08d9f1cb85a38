import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export interface AdmissionOptions {
  /** Requests served at once; the rest wait their turn. */
  maxConcurrent: number;
  /** How long a request may wait for its turn before it is told to come back (503). */
  maxWaitMs: number;
  /** Requests that may wait at once; past that a new one is refused at once. */
  maxQueue: number;
  /** Turns one account may hold at once: its fair share. */
  perAccount: number;
  /** Requests of one account that may wait at once; past that its next is refused (429) at once. */
  accountQueue: number;
  /**
   * How long a request may wait while its own account holds its share (it holds no turn meanwhile, so
   * its wait costs nobody else anything): longer than `maxWaitMs`, so a page's burst of calls queues.
   */
  accountWaitMs: number;
  /** Whose request this is (a signed-in account's key), or null: shared by everyone else. */
  accountOf?(request: FastifyRequest): string | null;
  /** Seconds a refused caller is asked to wait (Retry-After). */
  retryAfterSeconds: number;
  /** Paths served whatever the load: the health probe must answer while the API is busy. */
  exempt: ReadonlySet<string>;
  /** Hears how long each request waited for its first turn (metrics). */
  onAdmitted?(waitedMs: number): void;
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
/** An account's own requests hold its share of the turns: it waits for itself, and is told so. */
export const ACCOUNT_BUSY = 'Your account has many requests in progress. Please wait a moment and try again.';

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
 * A fair share per account (issue 40): a signed-in account holds at most `perAccount` turns at once.
 * Its further requests wait behind its own, while everyone else's pass them in the queue; one whose
 * own account kept it waiting past `accountWaitMs`, or that finds `accountQueue` of its account's
 * requests already waiting, gets 429 with Retry-After (the caller is the cause, and the global policy's 503
 * would sign them out). So a heavy account slows itself, not its neighbours.
 *
 * A request asks for its turn only once its body has been read (preValidation, the first hook after
 * parsing): a client that sends headers and then trickles or withholds its body holds a socket,
 * never a turn, and the server's timeouts (http/timeouts.ts) close that socket.
 */
export function admission(app: FastifyInstance, opts: AdmissionOptions): Admission {
  let active = 0;
  type Entry = { account: string | null; admit(): void };
  const queue: Entry[] = [];
  // Turns held, and requests waiting, per account.
  const held = new Map<string, number>();
  const waiting = new Map<string, number>();
  const add = (counts: Map<string, number>, account: string | null, by: number) => {
    if (account === null) return;
    const n = (counts.get(account) ?? 0) + by;
    if (n > 0) counts.set(account, n);
    else counts.delete(account);
  };
  const underShare = (account: string | null) => account === null || (held.get(account) ?? 0) < opts.perAccount;
  // When a turn last changed hands (taken, handed on or given back).
  let lastMove = Date.now();
  const finishers = new WeakMap<FastifyRequest, () => void>();

  // A freed turn goes to the first waiter whose account is under its share (counted as its at once, so
  // two turns freed together cannot both go to one account over its share).
  // The next request starts only after the event loop has looked at its sockets: on the embedded
  // database, queries run in this thread and chain through promises, so without this pause a busy
  // API would not read a new request (the health probe among them) until the queue ran dry.
  const passTurnOn = () => {
    lastMove = Date.now();
    const at = queue.findIndex((entry) => underShare(entry.account));
    const next = at >= 0 ? queue.splice(at, 1)[0] : undefined;
    if (next) {
      add(waiting, next.account, -1);
      add(held, next.account, 1);
      setImmediate(() => next.admit());
    } else active -= 1;
  };

  const refuse = (reply: FastifyReply, account: string | null) => {
    reply.header('Retry-After', String(opts.retryAfterSeconds));
    // Kept waiting by its own account's requests: 429, the caller's doing; otherwise the API is busy.
    return account !== null && !underShare(account) ? new HttpError(429, ACCOUNT_BUSY) : new HttpError(503, OVERLOADED);
  };

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (opts.exempt.has(request.url.split('?', 1)[0] ?? '')) return;
    const account = opts.accountOf?.(request) ?? null;
    // idle: no turn; waiting: in the queue; held: has a turn; done: answered or gone.
    let state: 'idle' | 'waiting' | 'held' | 'done' = 'idle';
    let entry: Entry | null = null;

    const take = async (ahead: boolean) => {
      if (active < opts.maxConcurrent && underShare(account)) {
        active += 1;
        add(held, account, 1);
        lastMove = Date.now();
        state = 'held';
        return;
      }
      if (!ahead && account !== null && (waiting.get(account) ?? 0) >= opts.accountQueue) {
        reply.header('Retry-After', String(opts.retryAfterSeconds));
        throw new HttpError(429, ACCOUNT_BUSY);
      }
      if (!ahead && queue.length >= opts.maxQueue) throw refuse(reply, null);
      state = 'waiting';
      await new Promise<void>((resolve, reject) => {
        const mine: Entry = {
          account,
          admit: () => {
            clearTimeout(timer);
            // Gone or timed out between being chosen and being admitted: the turn goes to the next.
            if (state !== 'waiting' || entry !== mine) {
              add(held, account, -1);
              return passTurnOn();
            }
            state = 'held';
            resolve();
          },
        };
        const since = Date.now();
        // Past maxWaitMs, a request kept waiting by its own account waits on, up to accountWaitMs.
        const timeUp = () => {
          const more = opts.accountWaitMs - (Date.now() - since);
          if (account !== null && !underShare(account) && more > 0) {
            timer = setTimeout(timeUp, more);
            return;
          }
          const refusal = refuse(reply, account);
          leave();
          reject(refusal);
        };
        let timer = setTimeout(timeUp, opts.maxWaitMs);
        entry = mine;
        add(waiting, account, 1);
        if (ahead) queue.unshift(mine);
        else queue.push(mine);
      });
    };

    // Gives up whatever the request has: its turn, or its place in the queue.
    const leave = () => {
      if (state === 'held') {
        add(held, account, -1);
        passTurnOn();
      } else if (state === 'waiting' && entry) {
        const at = queue.indexOf(entry);
        if (at >= 0) {
          queue.splice(at, 1);
          add(waiting, account, -1);
        }
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
    const arrived = performance.now();
    await take(false);
    opts.onAdmitted?.(performance.now() - arrived);
  });
  app.addHook('onResponse', async (request) => finishers.get(request)?.());

  return {
    active: () => active,
    waiting: () => queue.length,
    stalledForMs: (now = Date.now()) => (active >= opts.maxConcurrent ? Math.max(0, now - lastMove) : 0),
  };
}
