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
