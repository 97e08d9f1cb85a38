import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/index.ts';
import { HttpError } from './errors.ts';

/** At most `max` actions under `key` within any `windowSeconds` (Laravel's RateLimiter::attempt). */
export interface RateLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Seconds until one more action under the limit is allowed, given the times of those inside the
 * window (oldest first); 0 when allowed now.
 */
export function secondsUntilFree(hits: readonly Date[], limit: Pick<RateLimit, 'max' | 'windowSeconds'>, now: Date): number {
  if (hits.length < limit.max) return 0;
  // Free again once enough hits have aged out of the window to go below the limit.
  const freeing = hits[hits.length - limit.max];
  if (!freeing) return 0;
  return Math.max(1, Math.ceil((freeing.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * Counts one action against the limit, or refuses it with 429 and Retry-After. Actions under one key
 * take turns on a transaction lock, so parallel requests cannot all slip under the limit; a refused
 * action is not counted.
 */
export async function spend(db: Database, reply: FastifyReply, limit: RateLimit, message: (seconds: number) => string): Promise<void> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const wait = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${limit.key}))`.execute(trx);
    await trx.deleteFrom('rate_limit_hits').where('key', '=', limit.key).where('hit_at', '<=', windowStart).execute();
    const hits = await trx
      .selectFrom('rate_limit_hits')
      .select('hit_at')
      .where('key', '=', limit.key)
      .orderBy('hit_at')
      .orderBy('id')
      .execute();
    const seconds = secondsUntilFree(
      hits.map((h) => h.hit_at),
      limit,
      now,
    );
    if (seconds === 0) await trx.insertInto('rate_limit_hits').values({ key: limit.key, hit_at: now }).execute();
    return seconds;
  });
  if (wait > 0) {
    reply.header('Retry-After', String(wait));
    throw new HttpError(429, message(wait));
  }
}
