import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { storedSecret } from '../realtime/secret.ts';

/**
 * One-click unsubscribe links (RFC 8058) that work signed out: the link carries a signed token naming
 * one saved search (an instant alert) or all of a person's alerts (a digest), and when it was made.
 * A token made before the person's last change of those alerts no longer applies: an old mail cannot
 * undo a later choice, and a used link is spent.
 */
export type UnsubscribeScope = { kind: 'search' | 'person'; id: number };

/** How long an alert mail's unsubscribe link works (then the manage link does). */
export const UNSUBSCRIBE_DAYS = 90;

const SECRET_NAME = 'alerts_unsubscribe_secret';
const PREFIX = { search: 's', person: 'p' } as const;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function unsubscribeToken(db: Database, scope: UnsubscribeScope, issuedAt = new Date()): Promise<string> {
  const payload = `${PREFIX[scope.kind]}${scope.id}.${issuedAt.getTime()}`;
  return `${payload}.${sign(await storedSecret(db, SECRET_NAME), payload)}`;
}

export type TokenCheck = { ok: true; scope: UnsubscribeScope; issuedAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a token is ours and unexpired, and what it unsubscribes. */
export async function readUnsubscribeToken(db: Database, token: string, now = new Date()): Promise<TokenCheck> {
  const match = /^([sp])(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, prefix, id, millis, signature] = match as unknown as [string, 's' | 'p', string, string, string];
  const expected = Buffer.from(sign(await storedSecret(db, SECRET_NAME), `${prefix}${id}.${millis}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const issuedAt = new Date(Number(millis));
  if (now.getTime() - issuedAt.getTime() > UNSUBSCRIBE_DAYS * 86_400_000) return { ok: false, reason: 'expired' };
  return { ok: true, scope: { kind: prefix === 's' ? 'search' : 'person', id: Number(id) }, issuedAt };
}

/**
 * Turns off the alerts a valid token names, if the person has not changed them since it was made;
 * answers the names of the searches turned off (none: the link is spent).
 */
export async function unsubscribe(db: Database, scope: UnsubscribeScope, issuedAt: Date): Promise<string[]> {
  // The database keeps microseconds, the token milliseconds: a change in the mail's millisecond counts as before it.
  const madeBy = new Date(issuedAt.getTime() + 1);
  const rows = await db
    .updateTable('saved_searches')
    .set({ frequency: 'off', alerts_changed_at: new Date(), updated_at: new Date() })
    .where(scope.kind === 'search' ? 'id' : 'user_id', '=', scope.id)
    .where('frequency', '<>', 'off')
    .where('alerts_changed_at', '<=', madeBy)
    .returning('name')
    .execute();
  return rows.map((r) => r.name);
}
