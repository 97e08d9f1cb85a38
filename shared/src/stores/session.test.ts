import { setRuntimeConfig, type RuntimeConfig } from '../config';
import type { User } from '../entities';
import { configureHttp } from '../http';
import { SESSION_STORAGE_KEY, SessionStore } from './session';

const user: User = {
  id: 7,
  contact: { name: 'Sam Guest', email: 'sam@example.co.uk' },
  documents_user_images: null,
  is_host: true,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  advertiser: true,
  authenticated: true,
  favourite_properties: [],
  roles: [],
};

function reply(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

const fetchMock = jest.fn();
const hooks = { navigateToLogin: jest.fn(), notifyError: jest.fn() };
const MINUTE = 60 * 1000;
let clock = Date.UTC(2024, 0, 1);
const now = () => clock;

beforeEach(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test' } as RuntimeConfig);
  configureHttp(hooks);
  fetchMock.mockReset();
  hooks.navigateToLogin.mockReset();
  global.fetch = fetchMock;
  sessionStorage.clear();
  clock = Date.UTC(2024, 0, 1);
  document.cookie = 'roofline_signed_in=1; path=/';
});

function routeFetch(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url: string) => {
    const path = new URL(url).pathname;
    const route = routes[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    return route();
  });
}

test('login fetches the user and persists it', async () => {
  routeFetch({
    '/sanctum/csrf-cookie': () => reply(204),
    '/api/login': () => reply(200, { message: 'ok' }),
    '/api/user': () => reply(200, user),
  });
  const session = new SessionStore(now);
  await expect(session.login({ email: 'sam@example.co.uk', password: 'secret' })).resolves.toEqual(user);
  expect(session.authenticated).toBe(true);
  expect(session.isHost).toBe(true);
  expect(session.hasContactEmail).toBe(true);
  const loginCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/login'));
  expect(JSON.parse(loginCall[1].body)).toEqual({ email: 'sam@example.co.uk', password: 'secret', remember: false });
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ user, storedAt: clock });
});

test('a user with the release_manager role is a release manager; others are not', () => {
  const session = new SessionStore(now);
  expect(session.isReleaseManager).toBe(false);
  session.setUser(user);
  expect(session.isReleaseManager).toBe(false);
  session.setUser({ ...user, roles: ['release_manager'] });
  expect(session.isReleaseManager).toBe(true);
  session.setUser(null);
});

test('a failed login rejects with the server errors and leaves the user signed out', async () => {
  routeFetch({
    '/sanctum/csrf-cookie': () => reply(204),
    '/api/login': () => reply(422, { errors: { email: ['These credentials do not match our records.'] } }),
  });
  const session = new SessionStore(now);
  await expect(session.login({ email: 'x@example.co.uk', password: 'bad' })).rejects.toMatchObject({ status: 422 });
  expect(session.user).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('a 401 from any call signs the user out without navigating', async () => {
  const session = new SessionStore(now);
  session.setUser(user);
  routeFetch({ '/api/properties-list': () => reply(401, {}) });
  const { http } = await import('../http');
  await expect(http.post('api/properties-list', {})).rejects.toMatchObject({ status: 401 });
  expect(session.user).toBeNull();
  expect(hooks.navigateToLogin).not.toHaveBeenCalled();
});

test('refreshUser clears the user when api/user fails', async () => {
  const session = new SessionStore(now);
  session.setUser(user);
  routeFetch({ '/api/user': () => reply(403, {}) });
  await expect(session.refreshUser()).resolves.toBeNull();
  expect(session.authenticated).toBe(false);
});

test('logout clears the session even when the call fails', async () => {
  const session = new SessionStore(now);
  session.setUser(user);
  routeFetch({ '/api/logout': () => reply(422, {}) });
  await expect(session.logout()).rejects.toMatchObject({ status: 422 });
  expect(session.user).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('restore keeps a session younger than 43200 minutes', () => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, storedAt: clock }));
  clock += 43200 * MINUTE;
  const session = new SessionStore(now);
  expect(session.restore()).toEqual(user);
  expect(session.user).toEqual(user);
  // Refreshing the user later does not extend the session.
  session.setUser({ ...user, is_host: false });
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).storedAt).toBe(clock - 43200 * MINUTE);
});

test('restore logs an expired session out and goes to login', async () => {
  routeFetch({ '/api/logout': () => reply(204) });
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, storedAt: clock }));
  clock += 43200 * MINUTE + 1;
  const session = new SessionStore(now);
  expect(session.restore()).toBeNull();
  expect(session.user).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(hooks.navigateToLogin).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://api.test/api/logout']);
});

test('start in a new tab asks the server and is signed in by its session cookie', async () => {
  routeFetch({ '/api/user': () => reply(200, user) });
  const session = new SessionStore(now);
  await expect(session.start()).resolves.toEqual(user);
  expect(session.authenticated).toBe(true);
});

test('start as a visitor stays signed out without being sent to login', async () => {
  routeFetch({ '/api/user': () => reply(401, { message: 'Unauthenticated.' }) });
  const session = new SessionStore(now);
  await expect(session.start()).resolves.toBeNull();
  expect(session.authenticated).toBe(false);
  expect(hooks.navigateToLogin).not.toHaveBeenCalled();
});

test("start without the API's signed-in marker is signed out without asking the server", async () => {
  document.cookie = 'roofline_signed_in=; path=/; max-age=0';
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, storedAt: clock }));
  const session = new SessionStore(now);
  await expect(session.start()).resolves.toBeNull();
  expect(session.user).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('start drops a stored user whom the server has signed out', async () => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, storedAt: clock }));
  routeFetch({ '/api/user': () => reply(401, {}) });
  const session = new SessionStore(now);
  await session.start();
  expect(session.user).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('signing out in one tab signs out the others', async () => {
  // jsdom has no BroadcastChannel; Node's is the same web API, shared by both stores as by two tabs.
  const { BroadcastChannel: NodeChannel } = await import('node:worker_threads');
  class TabChannel extends NodeChannel {
    constructor(name: string) {
      super(name);
      // The test's channels must not keep Jest running once it is done.
      this.unref();
    }
  }
  globalThis.BroadcastChannel = TabChannel as unknown as typeof BroadcastChannel;
  routeFetch({ '/api/logout': () => reply(204) });
  const thisTab = new SessionStore(now);
  const otherTab = new SessionStore(now);
  thisTab.setUser(user);
  otherTab.setUser(user);
  await thisTab.logout();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(otherTab.user).toBeNull();
});
