import {
  answeredByWorker,
  filesToKeep,
  inDroppedFolder,
  isImmutable,
  isWorkerMessage,
  noteVersionUse,
  versionOf,
  type VersionUse,
} from './caching';

describe('isImmutable', () => {
  it.each([
    ['public, max-age=31536000, immutable', true],
    ['Public, Max-Age=31536000, Immutable', true],
    ['no-cache', false],
    ['no-store', false],
    ['immutable, no-store', false],
    ['public, max-age=600', false],
    [null, false],
  ])('%s → %s', (header, expected) => {
    expect(isImmutable(header)).toBe(expected);
  });
});

describe('answeredByWorker', () => {
  const request = (url: string, destination: string, extra: Partial<{ method: string; mode: string }> = {}) => ({
    method: 'GET',
    mode: 'cors',
    destination,
    url,
    ...extra,
  });

  it("answers for the shell's and the remotes' code, styles and manifests", () => {
    expect(answeredByWorker(request('http://localhost:8080/main.480e0ef7.js', 'script'))).toBe(true);
    expect(answeredByWorker(request('http://mfe-search-map.localhost:8090/1.4.0-ab12/remoteEntry.js', 'script'))).toBe(true);
    expect(answeredByWorker(request('http://localhost:8080/303.06ba7fc2.css', 'style'))).toBe(true);
    expect(answeredByWorker(request('http://mfe-search-map.localhost:8090/1.4.0-ab12/mf-manifest.json', ''))).toBe(true);
  });

  it('leaves pages, the registry, the configuration and the API to the browser', () => {
    expect(answeredByWorker(request('http://localhost:8080/ad-details/12', 'document', { mode: 'navigate' }))).toBe(false);
    expect(answeredByWorker(request('http://localhost:8080/registry/remotes.json', ''))).toBe(false);
    expect(answeredByWorker(request('http://localhost:8080/config.json', ''))).toBe(false);
    expect(answeredByWorker(request('http://localhost:8081/api/properties-list?page=1', ''))).toBe(false);
    expect(answeredByWorker(request('http://localhost:8081/api/favourites', '', { method: 'POST' }))).toBe(false);
  });
});

describe('filesToKeep', () => {
  it('keeps the http code, styles and manifests a page loaded, each once', () => {
    expect(
      filesToKeep([
        { name: 'http://localhost:8080/main.480e0ef7.js', initiatorType: 'script' },
        { name: 'http://localhost:8080/main.480e0ef7.js', initiatorType: 'script' },
        { name: 'http://mfe-ad-details.localhost:8090/2.0.0/mf-manifest.json', initiatorType: 'fetch' },
        { name: 'http://localhost:8080/303.06ba7fc2.css', initiatorType: 'link' },
        { name: 'http://localhost:8081/api/properties-list', initiatorType: 'fetch' },
        { name: 'http://localhost:8081/storage/house.jpg', initiatorType: 'img' },
        { name: 'blob:http://localhost:8080/2f1c', initiatorType: 'script' },
      ]),
    ).toEqual([
      'http://localhost:8080/main.480e0ef7.js',
      'http://mfe-ad-details.localhost:8090/2.0.0/mf-manifest.json',
      'http://localhost:8080/303.06ba7fc2.css',
    ]);
  });
});

describe('isWorkerMessage', () => {
  it('takes the two messages a page sends and nothing else', () => {
    expect(isWorkerMessage({ type: 'keep-files', urls: ['http://localhost:8080/main.480e0ef7.js'] })).toBe(true);
    expect(isWorkerMessage({ type: 'activate-new-version' })).toBe(true);
    expect(isWorkerMessage({ type: 'keep-files', urls: [42] })).toBe(false);
    expect(isWorkerMessage({ type: 'clear-everything' })).toBe(false);
    expect(isWorkerMessage('keep-files')).toBe(false);
  });
});

describe('the versions the worker keeps of each remote', () => {
  const cdn = 'http://mfe-search-map.localhost:8090/';
  const manifest = (version: string, root = cdn) => `${root}${version}/mf-manifest.json`;

  it('reads the version folder and the remote root from a manifest URL, on a CDN host or under a path', () => {
    expect(versionOf(manifest('1.4.0-ab12'))).toEqual({ root: cdn, folder: `${cdn}1.4.0-ab12/` });
    expect(versionOf('https://cdn.example.com/mfe-dashboard/2.0.0-ff/mf-manifest.json')).toEqual({
      root: 'https://cdn.example.com/mfe-dashboard/',
      folder: 'https://cdn.example.com/mfe-dashboard/2.0.0-ff/',
    });
    expect(versionOf(`${cdn}1.4.0-ab12/remoteEntry.js`)).toBeNull();
    expect(versionOf('http://localhost:8080/mf-manifest.json')).toBeNull();
  });

  it('keeps the live and the previous version, drops a third, and a rollback keeps the two it moves between', () => {
    let record: VersionUse = {};
    const use = (version: string, at: number, root = cdn) => {
      const next = noteVersionUse(record, manifest(version, root), at);
      record = next.record;
      return next.dropped;
    };
    expect(use('1.0.0-a', 1)).toEqual([]);
    expect(use('1.0.0-a', 2)).toEqual([]);
    expect(use('1.1.0-b', 3)).toEqual([]);
    // Another remote's versions are its own.
    expect(use('3.0.0-x', 4, 'http://mfe-dashboard.localhost:8090/')).toEqual([]);
    expect(use('1.2.0-c', 5)).toEqual([`${cdn}1.0.0-a/`]);
    // Rolled back to 1.1.0: it and 1.2.0 stay.
    expect(use('1.1.0-b', 6)).toEqual([]);
    expect(Object.keys(record[cdn]!).sort()).toEqual([`${cdn}1.1.0-b/`, `${cdn}1.2.0-c/`]);
    expect(inDroppedFolder(`${cdn}1.0.0-a/__federation_expose_Map.4f1e.js`, [`${cdn}1.0.0-a/`])).toBe(true);
    expect(inDroppedFolder(`${cdn}1.0.0-ab/remoteEntry.js`, [`${cdn}1.0.0-a/`])).toBe(false);
  });
});
