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
  await initRemotes({ registryUrl: '/registry/remotes.json' });
  expect(fetchMock).toHaveBeenCalledWith('/registry/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  expect(mockRegisterRemotes).toHaveBeenCalledWith([
    { name: 'mfe-search-map', entry: 'http://mfe-search-map.localhost:8090/1.0.0/mf-manifest.json' },
    { name: 'mfe-dashboard', entry: 'http://localhost/cdn/mfe-dashboard/2.1.0/mf-manifest.json' },
  ]);
});

it('loads an allowed override instead of the live version, remembers it and shows the banner', async () => {
  const url = 'http://localhost:4100/mf-manifest.json';
  window.history.replaceState(null, '', `/?override=mfe-dashboard@${encodeURIComponent(url)}&tab=1`);
  await initRemotes({ overrideOrigins: ['http://localhost:*'] });

  expect(mockRegisterRemotes.mock.calls[0]?.[0]).toContainEqual({ name: 'mfe-dashboard', entry: url });
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
  await initRemotes({ overrideOrigins: ['http://localhost:*'] });
  expect(mockRegisterRemotes.mock.calls[0]?.[0]).toContainEqual({ name: 'mfe-search-map', entry: url });
});

it('allows no override at all when the configuration names no origins, not even loopback', async () => {
  window.history.replaceState(null, '', `/?override=mfe-dashboard@${encodeURIComponent('http://localhost:4100/mf-manifest.json')}`);
  const { overrides } = await initRemotes({});
  expect(overrides.active).toEqual([]);
  expect(mockRegisterRemotes.mock.calls[0]?.[0]).toContainEqual({
    name: 'mfe-dashboard',
    entry: 'http://localhost/cdn/mfe-dashboard/2.1.0/mf-manifest.json',
  });
});

it("gives the loader the configured timeout, and the spec's 120 s without one", async () => {
  expect((await initRemotes({ remoteTimeoutMs: 3000 })).loader.timeoutMs).toBe(3000);
  expect((await initRemotes({})).loader.timeoutMs).toBe(120_000);
});

it('refuses an override from a foreign origin: live version used, nothing stored, banner says why', async () => {
  window.history.replaceState(null, '', `/?override=mfe-dashboard@${encodeURIComponent('https://evil.example/mf-manifest.json')}`);
  await initRemotes({});

  expect(mockRegisterRemotes.mock.calls[0]?.[0]).toContainEqual({
    name: 'mfe-dashboard',
    entry: 'http://localhost/cdn/mfe-dashboard/2.1.0/mf-manifest.json',
  });
  expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  render(<OverrideBanner />);
  expect(screen.getByText('Override refused: https://evil.example is not an allowed origin')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Clear override' })).toBeNull();
});

it('still resolves when the registry cannot be read, so the page renders and slots offer Retry', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
  const state = await initRemotes({});
  expect(state.registryError).toMatch(/503/);
  expect(mockRegisterRemotes).toHaveBeenCalledWith([]);
});
