import { createHash } from 'node:crypto';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, isUnavailableModule } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const failure = (lifecycle: 'afterResolve' | 'onLoad') => ({
  id: 'mfe-search-map/SearchMap',
  error: new Error('Failed to fetch'),
  from: 'runtime' as const,
  lifecycle,
  origin: {} as never,
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('returns nothing at afterResolve, where a value would be taken as the manifest', async () => {
  expect(await createRemoteLoader({ timeoutMs: 1000 }).plugin.errorLoadRemote!(failure('afterResolve'))).toBeUndefined();
});

it('returns a module marking the remote unavailable at onLoad', async () => {
  expect(isUnavailableModule(await createRemoteLoader({ timeoutMs: 1000 }).plugin.errorLoadRemote!(failure('onLoad')))).toBe(true);
});

it('times out a manifest fetch that does not answer', async () => {
  global.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
  ) as typeof fetch;
  await expect(
    createRemoteLoader({ timeoutMs: 20 }).plugin.fetch!('http://mfe-search-map.localhost:8090/mf-manifest.json', {}),
  ).rejects.toThrow(/timed out after 20 ms/);
});

it('gives remote scripts the same timeout', () => {
  const result = createRemoteLoader({ timeoutMs: 1234 }).plugin.createScript!({
    url: 'http://mfe-search-map.localhost:8090/remoteEntry.js',
    attrs: { crossorigin: 'anonymous' },
  });
  expect(result).toMatchObject({ timeout: 1234 });
  const script = (result as { script: HTMLScriptElement }).script;
  expect(script.src).toBe('http://mfe-search-map.localhost:8090/remoteEntry.js');
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
});

it("lets the chrome's parcels wait until the page's own remote has loaded and its slot has mounted it", async () => {
  const parcel = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
  let deliver: (module: unknown) => void = () => undefined;
  jest.mocked(loadRemote).mockImplementation(() => new Promise((resolve) => (deliver = resolve)));
  const loader = createRemoteLoader({ timeoutMs: 1000 });
  loader.register([{ name: 'mfe-ad-details', entry: 'http://mfe-ad-details.localhost:8090/1.0.0/mf-manifest.json' }]);
  loader.preload('mfe-ad-details', './AdvertPage');
  let chromeMayLoad = false;
  void loader.afterPage().then(() => (chromeMayLoad = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(chromeMayLoad).toBe(false);
  deliver({ default: parcel });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(chromeMayLoad).toBe(false);
  // Another slot's word does not count; the page's own does.
  loader.pageShown('mfe-transactions', './NotificationBell');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(chromeMayLoad).toBe(false);
  loader.pageShown('mfe-ad-details', './AdvertPage');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(chromeMayLoad).toBe(true);
  // Without a page remote of its own, a page lets them load at once.
  await expect(createRemoteLoader({ timeoutMs: 1000 }).afterPage()).resolves.toBeUndefined();
});

it('times each remote’s first mount from when it began to load, and names the releases on the page for its Web Vitals', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } });
  const mounts: [string, string, number][] = [];
  const loader = createRemoteLoader({ timeoutMs: 1000, reportMount: (...timed) => mounts.push(timed) });
  loader.register([
    { name: 'mfe-ad-details', entry: 'http://mfe-ad-details.localhost:8090/1.0.0-aaaa/mf-manifest.json', version: '1.0.0-aaaa' },
    { name: 'mfe-supply', entry: 'http://127.0.0.1:3105/mf-manifest.json', version: 'override' },
  ]);
  loader.mounted('mfe-ad-details');
  expect(mounts).toEqual([]);
  await loader.loadParcel('mfe-ad-details', './AdvertPage');
  await loader.loadParcel('mfe-supply', './SupplyPage');
  loader.mounted('mfe-ad-details');
  loader.mounted('mfe-ad-details');
  expect(mounts).toEqual([['mfe-ad-details', '1.0.0-aaaa', expect.any(Number)]]);
  expect(mounts[0]![2]).toBeGreaterThanOrEqual(0);
  // A tester's override is nobody's release: its area's vitals are put down to no version.
  expect([...loader.remotesOnPage()]).toEqual([['mfe-ad-details', '1.0.0-aaaa']]);
});

describe('integrity of released files', () => {
  const manifest = 'http://mfe-search-map.localhost:8090/1.0.0/mf-manifest.json';
  const entry = 'http://mfe-search-map.localhost:8090/1.0.0/remoteEntry.js';
  const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const loaderWith = () => {
    const loader = createRemoteLoader({ timeoutMs: 1000 });
    loader.register([{ name: 'mfe-search-map', entry: manifest, integrity: { [entry]: sri('entry') } }]);
    return loader;
  };

  it('gives a released script its integrity value, so the browser refuses other bytes', () => {
    const result = loaderWith().plugin.createScript!({ url: entry, attrs: {} });
    const script = (result as { script: HTMLScriptElement }).script;
    expect(script.integrity).toBe(sri('entry'));
    expect(script.crossOrigin).toBe('anonymous');
  });
});
