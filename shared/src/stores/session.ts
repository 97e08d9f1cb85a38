import { makeAutoObservable } from 'mobx';
import type { User } from '../entities';
import { bus } from '../events';
import { http, httpHooks, onSignedOut } from '../http';

export const SESSION_STORAGE_KEY = 'roofline.session';
/** A persisted session lasts 43200 minutes (30 days) from login. */
export const SESSION_LIFETIME_MINUTES = 43200;

interface PersistedSession {
  user: User;
  /** When the session was stored at login (ms since the epoch). */
  storedAt: number;
}

export interface LoginCredentials {
  email: string;
  password: string;
  remember?: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings: the session then lives in memory.
    return null;
  }
}

function readPersisted(): PersistedSession | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as PersistedSession;
    return parsed && typeof parsed.storedAt === 'number' && parsed.user ? parsed : null;
  } catch {
    return null;
  }
}

/** The signed-in user, one instance per page. */
export class SessionStore {
  user: User | null = null;
  private storedAt: number | null = null;

  constructor(private readonly now: () => number = Date.now) {
    makeAutoObservable<SessionStore, 'storedAt' | 'now'>(this, { storedAt: false, now: false }, { autoBind: true });
    onSignedOut(() => this.setUser(null));
  }

  get authenticated(): boolean {
    return this.user !== null;
  }

  get isHost(): boolean {
    return Boolean(this.user?.is_host);
  }

  /** Users without a contact e-mail see Login and Register instead of the user menu. */
  get hasContactEmail(): boolean {
    return Boolean(this.user?.contact?.email);
  }

  /** Stores (or clears) the user, persists it and tells the other areas. */
  setUser(user: User | null): void {
    const changed = user !== this.user;
    this.user = user;
    if (user) {
      this.storedAt ??= this.now();
      storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, storedAt: this.storedAt } satisfies PersistedSession));
    } else {
      this.storedAt = null;
      storage()?.removeItem(SESSION_STORAGE_KEY);
    }
    if (changed) bus.emit('session:changed', { user });
  }

  /** GET api/user; a failure clears the user. */
  async refreshUser(): Promise<User | null> {
    try {
      const user = await http.get<User>('api/user');
      this.setUser(user);
      return user;
    } catch {
      this.setUser(null);
      return null;
    }
  }

  /** CSRF cookie, POST api/login, then the user. Rejects with the HttpError (and clears the user) on failure. */
  async login(credentials: LoginCredentials): Promise<User> {
    try {
      await http.csrf();
      await http.post('api/login', { ...credentials, remember: credentials.remember ?? false });
      const user = await http.get<User>('api/user');
      this.storedAt = this.now();
      this.setUser(user);
      return user;
    } catch (error) {
      this.setUser(null);
      throw error;
    }
  }

  /** POST api/logout; the local session is cleared even when the call fails. */
  async logout(): Promise<void> {
    try {
      await http.post('api/logout');
    } finally {
      this.setUser(null);
    }
  }

  /**
   * Reads the session persisted in this tab. An expired one is logged out and the user sent to login.
   * Returns the restored user.
   */
  restore(): User | null {
    const persisted = readPersisted();
    if (!persisted) return null;
    if (this.now() - persisted.storedAt > SESSION_LIFETIME_MINUTES * 60 * 1000) {
      this.setUser(null);
      // The server session may already be gone; either way the user is sent to login.
      http.post('api/logout', undefined, { skipPolicy: true }).catch(() => undefined);
      httpHooks().navigateToLogin();
      return null;
    }
    this.storedAt = persisted.storedAt;
    this.setUser(persisted.user);
    return persisted.user;
  }
}

export const sessionStore = new SessionStore();
