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
  if (failures.length < MAX_LOGIN_FAILURES) return 0;
  // The lock lifts when enough failures have aged out of the window to go below the limit.
  const freeing = failures[failures.length - MAX_LOGIN_FAILURES];
  const ms = freeing.getTime() + LOGIN_WINDOW_SECONDS * 1000 - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

export const tooManyMessage = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;

export class LoginThrottle {
  constructor(private readonly db: Database) {}

  private windowStart(now: Date) {
    return new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  }

  async retryAfter(key: string, now = new Date()): Promise<number> {
    const rows = await this.db
      .selectFrom('login_attempts')
      .select('attempted_at')
      .where('key', '=', key)
      .where('attempted_at', '>', this.windowStart(now))
      .orderBy('attempted_at')
      .execute();
    return lockoutSeconds(
      rows.map((r) => r.attempted_at),
      now,
    );
  }

  async fail(key: string, now = new Date()): Promise<void> {
    // Old rows of this key are of no further use; dropping them here keeps the table small.
    await this.db.deleteFrom('login_attempts').where('key', '=', key).where('attempted_at', '<=', this.windowStart(now)).execute();
    await this.db.insertInto('login_attempts').values({ key, attempted_at: now }).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('key', '=', key).execute();
  }
}
