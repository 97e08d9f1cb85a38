import { render, screen } from '@testing-library/react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { initRemotes, OverrideBanner } from './index';
import { OVERRIDES_STORAGE_KEY } from './overrides';

// The federation runtime is the boundary of this unit: it is replaced here, and only here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const registry = {
  remotes: {
    'mfe-search-map': { live: '1.0.0', manifest: 'http://mfe-search-map.localhost:8090/1.0.0/mf-manifest.json', versions: [], history: [] },
    'mfe-dashboard': { live: '2.1.0', manifest: '/cdn/mfe-dashboard/2.1.0/mf-manifest.json', versions: [], history: [] },
  },
};

const fetchMock = jest.fn();

/** Every remote registered so far, overrides and registry alike, in order. */
const registered = () => mockRegisterRemotes.mock.calls.flatMap(([list]) => list);

/** Boots the remotes and waits for the registry's read to settle, as a slot does. */
async function initRead(config: Parameters<typeof initRemotes>[0]) {
  const state = initRemotes(config);
  await state.loader.registryRead().catch(() => undefined);
  return state;
}

beforeEach(() => {
  localStorage.clear();
  mockRegisterRemotes.mockReset();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => registry });
  global.fetch = fetchMock;
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('registers the live version of every remote from the registry, fetched without cache', async () => {
  await initRead({ registryUrl: '/registry/remotes.json' });
  expect(fetchMock).toHaveBeenCalledWith('/registry/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  expect(registered()).toEqual([
    { name: 'mfe-search-map', entry: 'http://mfe-search-map.localhost:8090/1.0.0/mf-manifest.json' },
    { name: 'mfe-dashboard', entry: 'http://localhost/cdn/mfe-dashboard/2.1.0/mf-manifest.json' },
  ]);
});

it('loads an allowed override instead of the live version, remembers it and shows the banner', async () => {
  const url = 'http://localhost:4100/mf-manifest.json';
  window.history.replaceState(null, '', `/?override=mfe-dashboard@${encodeURIComponent(url)}&tab=1`);
  await initRead({ overrideOrigins: ['http://localhost:*'] });

  expect(registered().filter(({ name }) => name === 'mfe-dashboard')).toEqual([{ name: 'mfe-dashboard', entry: url }]);
  expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual([{ remote: 'mfe-dashboard', url }]);
  expect(window.location.search).toBe('?tab=1');

  render(<OverrideBanner />);
  expect(screen.getByText('mfe-dashboard')).toBeTruthy();
  expect(screen.getByText(url)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Clear override' })).toBeTruthy();
});

it('keeps a remembered override on the next page load without the link', async () => {
  const url = 'http://localhost:4100/mf-manifest.json';
  localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify([{ remote: 'mfe-search-map', url }]));
  await initRead({ overrideOrigins: ['http://localhost:*'] });
  expect(registered().filter(({ name }) => name === 'mfe-search-map')).toEqual([{ name: 'mfe-search-map', entry: url }]);
});

it('allows no override at all when the configuration names no origins, not even loopback', async () => {
  window.history.replaceState(null, '', `/?override=mfe-dashboard@${encodeURIComponent('http://localhost:4100/mf-manifest.json')}`);
  const { overrides } = await initRead({});
  expect(overrides.active).toEqual([]);
  expect(registered()).toContainEqual({ name: 'mfe-dashboard', entry: 'http://localhost/cdn/mfe-dashboard/2.1.0/mf-manifest.json' });
});

it("gives the loader the configured timeout, and the spec's 120 s without one", async () => {
  expect((await initRead({ remoteTimeoutMs: 3000 })).loader.timeoutMs).toBe(3000);
  expect((await initRead({})).loader.timeoutMs).toBe(120_000);
});

it('refuses an override from a foreign origin: live version used, nothing stored, banner says why', async () => {
  window.history.replaceState(null, '', `/?override=mfe-dashboard@${encodeURIComponent('https://evil.example/mf-manifest.json')}`);
  await initRead({});

  expect(registered()).toContainEqual({ name: 'mfe-dashboard', entry: 'http://localhost/cdn/mfe-dashboard/2.1.0/mf-manifest.json' });
  expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  render(<OverrideBanner />);
  expect(screen.getByText('Override refused: https://evil.example is not an allowed origin')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Clear override' })).toBeNull();
});

it('returns before the registry answers; a failed read stands until a Retry reads it again', async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });
  const { loader } = initRemotes({});
  await expect(loader.registryRead()).rejects.toThrow(/HTTP 503/);
  await expect(loader.registryRead()).rejects.toThrow(/HTTP 503/);
  expect(registered()).toEqual([]);
  expect(fetchMock).toHaveBeenCalledTimes(1);

  loader.prepareRetry('mfe-search-map');
  await loader.registryRead();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(registered().map(({ name }) => name)).toEqual(['mfe-search-map', 'mfe-dashboard']);
});
