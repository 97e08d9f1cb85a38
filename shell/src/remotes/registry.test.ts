import { liveEntries, type Registry } from './registry';

const manifestOf = (version: string) => `http://mfe-dashboard.localhost:8090/${version}/mf-manifest.json`;
const registry: Registry = {
  remotes: {
    'mfe-dashboard': {
      live: '1.0.0',
      manifest: manifestOf('1.0.0'),
      versions: ['1.0.0', '1.1.0'].map((version) => ({
        version,
        manifest: manifestOf(version),
        publishedAt: '2025-06-01T12:00:00Z',
        integrity: { 'remoteEntry.js': `sha384-${version}` },
      })),
      history: [],
      canary: { version: '1.1.0', manifest: manifestOf('1.1.0'), percent: 50 },
    },
  },
};

it('loads the version the web origin assigned the page, with that version’s integrity', () => {
  const [entry] = liveEntries(registry, '/registry/remotes.json', { 'mfe-dashboard': '1.1.0' });
  expect(entry).toEqual({
    name: 'mfe-dashboard',
    version: '1.1.0',
    entry: manifestOf('1.1.0'),
    integrity: { 'http://mfe-dashboard.localhost:8090/1.1.0/remoteEntry.js': 'sha384-1.1.0' },
  });
});

it('loads the live version when the page was assigned none, or one the registry never published', () => {
  for (const assigned of [undefined, {}, { 'mfe-dashboard': '9.9.9' }] as (Record<string, string> | undefined)[]) {
    expect(liveEntries(registry, '/registry/remotes.json', assigned)[0]).toMatchObject({ version: '1.0.0', entry: manifestOf('1.0.0') });
  }
});
