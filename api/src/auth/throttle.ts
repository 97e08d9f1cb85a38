import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

/** Failed sign-ins allowed per e-mail and IP address within the window before a lockout. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 60;

/** Laravel's key: the lower-cased e-mail and the client's address, so one attacker cannot lock out everyone. */
export const throttleKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

/**
 * Seconds until another attempt is allowed, given the failures inside the window (oldest first);
 * 0 when allowed.
 */
export function lockoutSeconds(failures: Date[], now: Date): number {
  return lockoutAfter(failures, now, MAX_LOGIN_FAILURES);
}

/** Seconds until fewer than `limit` of these attempts (oldest first) remain inside the window; 0 when already so. */
export function lockoutAfter(failures: Date[], now: Date, limit: number): number {
  if (failures.length < limit) return 0;
  // The lock lifts when enough failures have aged out of the window to go below the limit.
  const freeing = failures[failures.length - limit];
  if (freeing === undefined) throw new RangeError(`limit must be at least 1, not ${limit}`);
  const ms = freeing.getTime() + LOGIN_WINDOW_SECONDS * 1000 - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

export const tooManyMessage = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;

/** Attempts from one address across all e-mails within the window (password spraying). */
export const MAX_ADDRESS_ATTEMPTS = 20;

/** The address-wide key; an e-mail key always holds a '|', this one never does. */
export const addressKey = (ip: string) => `address:${ip}`;

/** An attempt let through to the password check: report how it went. */
export interface AdmittedAttempt {
  allowed: true;
  /** The right password: the e-mail's failures are forgotten, the address keeps its others. */
  succeeded(): Promise<void>;
}

export type Attempt = AdmittedAttempt | { allowed: false; retryAfter: number };

/**
 * Sign-in attempts counted before the password is checked, so parallel guesses cannot all slip past
 * the limit: under a transaction lock per client address, the attempts in the window are counted
 * and, when within both limits, this one is recorded; only then is the password checked. A failed
 * check leaves its attempt counted; a right password forgets the e-mail's failures.
 */
export class LoginThrottle {
  constructor(private readonly db: Database) {}

  private windowStart(now: Date) {
    return new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  }

  async attempt(email: string, ip: string, now = new Date()): Promise<Attempt> {
    const emailKey = throttleKey(email, ip);
    const ipKey = addressKey(ip);
    const outcome = await this.db.transaction().execute(async (trx) => {
      // Attempts from one address take turns here (both counters belong to the address), so each
      // sees every attempt recorded before it.
      await sql`select pg_advisory_xact_lock(hashtext(${ipKey}))`.execute(trx);
      // Old rows of these keys are of no further use; dropping them here keeps the table small.
      await trx
        .deleteFrom('login_attempts')
        .where('key', 'in', [emailKey, ipKey])
        .where('attempted_at', '<=', this.windowStart(now))
        .execute();
      const rows = await trx
        .selectFrom('login_attempts')
        .select(['key', 'attempted_at'])
        .where('key', 'in', [emailKey, ipKey])
        .orderBy('attempted_at')
        .orderBy('id')
        .execute();
      const times = (key: string) => rows.filter((r) => r.key === key).map((r) => r.attempted_at);
      const wait = Math.max(lockoutSeconds(times(emailKey), now), lockoutAfter(times(ipKey), now, MAX_ADDRESS_ATTEMPTS));
      if (wait > 0) return { allowed: false as const, retryAfter: wait };
      const mine = await trx
        .insertInto('login_attempts')
        .values([emailKey, ipKey].map((key) => ({ key, attempted_at: now })))
        .returning(['id', 'key'])
        .execute();
      return { allowed: true as const, addressAttemptIds: mine.filter((r) => r.key === ipKey).map((r) => r.id) };
    });
    if (!outcome.allowed) return outcome;
    return {
      allowed: true,
      succeeded: async () => {
        // The address keeps its other attempts: one account's right password must not reset a spray.
        await this.db
          .deleteFrom('login_attempts')
          .where((eb) => eb.or([eb('key', '=', emailKey), eb('id', 'in', outcome.addressAttemptIds)]))
          .execute();
      },
    };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('key', '=', key).execute();
  }
}
