import { makeAutoObservable } from 'mobx';
import type { User } from '../entities';
import { http, httpHooks, mayBeSignedIn, onSignedOut } from '../http';

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

/** Tabs of the same browser tell each other about a sign-out over this channel. */
export const SESSION_CHANNEL_NAME = 'roofline.session';

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  // Node's channel (a test in the node environment) would otherwise keep the process alive; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
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
  private readonly channel: BroadcastChannel | null;

  constructor(private readonly now: () => number = Date.now) {
    this.channel = openChannel();
    makeAutoObservable<SessionStore, 'storedAt' | 'now' | 'channel'>(
      this,
      { storedAt: false, now: false, channel: false },
      { autoBind: true },
    );
    onSignedOut(() => this.setUser(null));
    // Another tab signed out: the server session is gone for this tab too.
    this.channel?.addEventListener('message', () => this.setUser(null));
  }

  get authenticated(): boolean {
    return this.user !== null;
  }

  get isHost(): boolean {
    return Boolean(this.user?.is_host);
  }

  /** Release managers may use the release console (/releases), which their menu offers. */
  get isReleaseManager(): boolean {
    return Boolean(this.user?.roles?.includes('release_manager'));
  }

  /** Users without a contact e-mail see Login and Register instead of the user menu. */
  get hasContactEmail(): boolean {
    return Boolean(this.user?.contact?.email);
  }

  /** Stores (or clears) the user and persists it; areas that show it observe the store. */
  setUser(user: User | null): void {
    this.user = user;
    if (user) {
      this.storedAt ??= this.now();
      storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, storedAt: this.storedAt } satisfies PersistedSession));
    } else {
      this.storedAt = null;
      storage()?.removeItem(SESSION_STORAGE_KEY);
    }
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

  /** POST api/logout; the local session is cleared even when the call fails, and the other tabs sign out too. */
  async logout(): Promise<void> {
    try {
      await http.post('api/logout');
    } finally {
      this.setUser(null);
      this.channel?.postMessage('signed-out');
    }
  }

  /**
   * Start-up: the server's session is the truth, so api/user is always asked (a new tab or a restarted
   * browser with the remember cookie is signed in); this tab's stored user only shows the page sooner.
   * A visitor's 401 is an answer here, not a sign-out to report. Without the API's signed-in marker there
   * is no session to ask about: the visitor is signed out with no call (and no 401 in the console).
   */
  async start(): Promise<User | null> {
    const persisted = readPersisted();
    // An expired stored session is signed out (and sent to login) by restore, not revived.
    if (persisted && this.expired(persisted)) return this.restore();
    if (!mayBeSignedIn()) {
      this.setUser(null);
      return null;
    }
    this.restore();
    try {
      const user = await http.get<User>('api/user', { skipPolicy: true });
      this.setUser(user);
      return user;
    } catch {
      this.setUser(null);
      return null;
    }
  }

  private expired(persisted: PersistedSession): boolean {
    return this.now() - persisted.storedAt > SESSION_LIFETIME_MINUTES * 60 * 1000;
  }

  /**
   * Reads the session persisted in this tab. An expired one is logged out and the user sent to login.
   * Returns the restored user.
   */
  restore(): User | null {
    const persisted = readPersisted();
    if (!persisted) return null;
    if (this.expired(persisted)) {
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
