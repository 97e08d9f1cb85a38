import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';

export const SESSION_COOKIE = 'roofline_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Readable by the page and holding no secret: it only says a signed-in session may exist, so a visitor's
 * page need not ask GET api/user and log a 401 in the console on every load. The session stays the truth.
 */
export const SIGNED_IN_COOKIE = 'roofline_signed_in';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Paths that authenticate by their own means and so skip the CSRF check. Only the Pusher HTTP
 * events API (`/apps/{appId}/events`), which is signed with the app secret and called by servers,
 * never by a browser holding our cookies; and the alerts' one-click unsubscribe (RFC 8058), posted by
 * mail clients with no session, whose signed token is its proof and which changes only what it names; and
 * a page's Web Vitals, sent by sendBeacon (which sets no header) as the page is left, counted only under
 * the page load's token the web origin signed and never touching the session's user.
 */
export const csrfExemptPrefixes: readonly string[] = ['/apps/', '/api/alerts/unsubscribe', '/api/remote-vitals'];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request must echo the session's CSRF token (Sanctum's VerifyCsrfToken). */
export function requiresCsrf(method: string, url: string): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return false;
  const [path = ''] = url.split('?');
  return !csrfExemptPrefixes.some((prefix) => path.startsWith(prefix));
}

export interface Session {
  id: string;
  userId: number | null;
  csrfToken: string;
  remember: boolean;
  lastActivity: Date;
}

/** Whether a session has been idle longer than the lifetime. */
export function isExpired(lastActivity: Date, now: Date, lifetimeMinutes: number): boolean {
  return now.getTime() - lastActivity.getTime() > lifetimeMinutes * 60_000;
}

// Writing last_activity on every request would turn each read into a write; a minute's precision is
// plenty against a lifetime measured in days.
export const TOUCH_INTERVAL_MS = 60_000;

export function needsTouch(lastActivity: Date, now: Date): boolean {
  return now.getTime() - lastActivity.getTime() >= TOUCH_INTERVAL_MS;
}

const sessions = new WeakMap<FastifyRequest, Session | null>();

/**
 * Which account each session this process has seen signed in belongs to, per database: admission control
 * reads it to give each account its fair share of the turns before the request has a turn to load its
 * session (http/admission.ts). A session not in it yet (its first request here) is counted with everyone.
 */
const accountsOfSessions = new WeakMap<Database, LRUCache<string, number>>();
const sessionAccounts = (db: Database) => {
  let cache = accountsOfSessions.get(db);
  if (!cache) {
    cache = new LRUCache<string, number>({ max: 50_000 });
    accountsOfSessions.set(db, cache);
  }
  return cache;
};

/** The account a request's session cookie names, as `user:{id}`, or null (signed out, or not yet seen here). */
export function accountOfRequest(db: Database): (request: FastifyRequest) => string | null {
  const cache = sessionAccounts(db);
  return (request) => {
    const id = request.cookies?.[SESSION_COOKIE];
    const userId = id ? cache.get(id) : undefined;
    return userId === undefined ? null : `user:${userId}`;
  };
}

/** The session the request came with (after expiry), or null. */
export function sessionOf(request: FastifyRequest): Session | null {
  return sessions.get(request) ?? null;
}

function setSessionOf(request: FastifyRequest, session: Session | null): void {
  sessions.set(request, session);
}

const newId = () => randomBytes(30).toString('base64url');
const newToken = () => randomBytes(30).toString('base64url');

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Laravel's lottery: about one session start in fifty also sweeps idle sessions, so no scheduler is needed.
const SWEEP_CHANCE = 0.02;

export class SessionStore {
  private readonly accounts: LRUCache<string, number>;

  constructor(
    private readonly db: Database,
    private readonly config: ApiConfig,
  ) {
    this.accounts = sessionAccounts(db);
  }

  async find(id: string, now = new Date()): Promise<Session | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    if (isExpired(row.last_activity, now, this.config.sessionLifetimeMinutes)) {
      await this.db.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    if (row.user_id !== null) this.accounts.set(row.id, row.user_id);
    return { id: row.id, userId: row.user_id, csrfToken: row.csrf_token, remember: row.remember, lastActivity: row.last_activity };
  }

  async touch(session: Session, now = new Date()): Promise<void> {
    await this.db.updateTable('sessions').set({ last_activity: now }).where('id', '=', session.id).execute();
    session.lastActivity = now;
  }

  async create(request: FastifyRequest, fields: { userId: number | null; remember: boolean; csrfToken?: string }): Promise<Session> {
    const now = new Date();
    const session: Session = {
      id: newId(),
      userId: fields.userId,
      csrfToken: fields.csrfToken ?? newToken(),
      remember: fields.remember,
      lastActivity: now,
    };
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        csrf_token: session.csrfToken,
        remember: session.remember,
        ip_address: request.ip ?? null,
        user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
        last_activity: now,
      })
      .execute();
    if (session.userId !== null) this.accounts.set(session.id, session.userId);
    if (Math.random() < SWEEP_CHANCE) await this.sweep(now);
    return session;
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
    this.accounts.delete(id);
  }

  async destroyAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    for (const [id, owner] of this.accounts.entries()) if (owner === userId) this.accounts.delete(id);
  }

  async sweep(now = new Date()): Promise<void> {
    const cutoff = new Date(now.getTime() - this.config.sessionLifetimeMinutes * 60_000);
    await this.db.deleteFrom('sessions').where('last_activity', '<', cutoff).execute();
  }

  /**
   * Start a fresh session for the request and send its cookies. Signing in or out always gets a new
   * id, so an id planted in the browser before sign-in is worthless afterwards (session fixation).
   * The CSRF token is kept on sign-in (requests already in flight still pass) and renewed on sign-out.
   */
  async regenerate(
    request: FastifyRequest,
    reply: FastifyReply,
    fields: { userId: number | null; remember: boolean; keepToken: boolean },
  ): Promise<Session> {
    const old = sessionOf(request);
    if (old) await this.destroy(old.id);
    const session = await this.create(request, {
      userId: fields.userId,
      remember: fields.remember,
      csrfToken: fields.keepToken ? old?.csrfToken : undefined,
    });
    setSessionOf(request, session);
    this.sendCookies(reply, session);
    return session;
  }

  /** The session as it is, or a new anonymous one (GET /sanctum/csrf-cookie). */
  async ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
    let session = sessionOf(request);
    if (!session) {
      session = await this.create(request, { userId: null, remember: false });
      setSessionOf(request, session);
    }
    this.sendCookies(reply, session);
    return session;
  }

  sendCookies(reply: FastifyReply, session: Session): void {
    // Remembered sessions outlive the browser; others end with it. Either way the server forgets
    // a session idle for longer than the lifetime.
    const maxAge = session.remember ? this.config.sessionLifetimeMinutes * 60 : undefined;
    const common = { path: '/', sameSite: 'lax' as const, secure: this.config.cookieSecure, maxAge };
    reply.setCookie(SESSION_COOKIE, session.id, { ...common, httpOnly: true });
    // Readable by the page's script, which echoes it as X-XSRF-TOKEN: another site can send our cookies
    // but cannot read them, so it cannot forge the header.
    reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
    if (session.userId === null) this.clearSignedIn(reply);
    else reply.setCookie(SIGNED_IN_COOKIE, '1', { ...common, httpOnly: false });
  }

  private clearSignedIn(reply: FastifyReply): void {
    reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure: this.config.cookieSecure });
  }

  /**
   * preValidation: load the session named by the cookie (expired ones are dropped), note the activity,
   * then refuse unsafe methods that do not echo the session's CSRF token.
   */
  async attach(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.cookies?.[SESSION_COOKIE];
    const now = new Date();
    const session = id ? await this.find(id, now) : null;
    if (session && needsTouch(session.lastActivity, now)) {
      await this.touch(session, now);
      // Remembered cookies slide along with the activity, as Laravel re-sends its cookie.
      if (session.remember) this.sendCookies(reply, session);
    }
    // A session the server has forgotten (expired, signed out elsewhere) takes its marker with it.
    if (id && !session && request.cookies?.[SIGNED_IN_COOKIE]) this.clearSignedIn(reply);
    setSessionOf(request, session);
    if (requiresCsrf(request.method, request.url) && !(session && sameToken(request.headers[XSRF_HEADER], session.csrfToken))) {
      throw new HttpError(419, 'CSRF token mismatch.');
    }
  }
}
