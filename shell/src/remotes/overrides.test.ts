import {
  isAllowedOrigin,
  parseOverride,
  readStoredOverrides,
  resolveOverrides,
  writeStoredOverrides,
  OVERRIDES_STORAGE_KEY,
} from './overrides';

/** What the web server allows in development (scripts/platform/web.mjs). */
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*', 'http://*.localhost:*'];

describe('isAllowedOrigin with the loopback origins of development', () => {
  const allow = LOOPBACK;
  it.each([
    'http://localhost:8090/mfe-search-map/1.2.0/mf-manifest.json',
    'http://localhost/mf-manifest.json',
    'http://127.0.0.1:4100/mf-manifest.json',
    'http://[::1]:3000/mf-manifest.json',
    'http://mfe-search-map.localhost:8090/1.2.0/mf-manifest.json',
    'http://a.b.localhost:1/mf-manifest.json',
  ])('accepts %s', (url) => expect(isAllowedOrigin(url, allow)).toBe(true));

  it.each([
    'https://evil.example/mf-manifest.json',
    'http://localhost.evil.example:8090/mf-manifest.json',
    'http://evillocalhost:8090/mf-manifest.json',
    'https://localhost:8090/mf-manifest.json',
    'http://127.0.0.2:8090/mf-manifest.json',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'not a url',
  ])('refuses %s', (url) => expect(isAllowedOrigin(url, allow)).toBe(false));
});

describe('isAllowedOrigin patterns', () => {
  it('matches an exact origin and its default port only', () => {
    expect(isAllowedOrigin('https://cdn.roofline.co.uk/x/mf-manifest.json', ['https://cdn.roofline.co.uk'])).toBe(true);
    expect(isAllowedOrigin('https://cdn.roofline.co.uk:8443/x', ['https://cdn.roofline.co.uk'])).toBe(false);
    expect(isAllowedOrigin('http://cdn.roofline.co.uk/x', ['https://cdn.roofline.co.uk'])).toBe(false);
  });

  it('matches a fixed port', () => {
    expect(isAllowedOrigin('http://localhost:8090/x', ['http://localhost:8090'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:8091/x', ['http://localhost:8090'])).toBe(false);
  });

  it('treats *.host as any subdomain, never the bare host, and https when no scheme is given', () => {
    expect(isAllowedOrigin('https://qa.roofline.co.uk/x', ['*.roofline.co.uk'])).toBe(true);
    expect(isAllowedOrigin('https://roofline.co.uk/x', ['*.roofline.co.uk'])).toBe(false);
    expect(isAllowedOrigin('http://qa.roofline.co.uk/x', ['*.roofline.co.uk'])).toBe(false);
  });

  it('ignores malformed patterns and allows nothing with an empty list', () => {
    expect(isAllowedOrigin('http://localhost:8090/x', ['http://localhost:*/path?'])).toBe(false);
    expect(isAllowedOrigin('http://localhost:8090/x', [])).toBe(false);
  });
});

describe('parseOverride', () => {
  it('splits remote and URL at the first @', () => {
    expect(parseOverride('mfe-search-map@http://localhost:4000/mf-manifest.json')).toEqual({
      remote: 'mfe-search-map',
      url: 'http://localhost:4000/mf-manifest.json',
    });
  });
  it('rejects values without a remote or a valid URL', () => {
    expect(parseOverride('@http://localhost/x')).toBeNull();
    expect(parseOverride('mfe-search-map')).toBeNull();
    expect(parseOverride('mfe-search-map@nope')).toBeNull();
    expect(parseOverride('../x@http://localhost/x')).toBeNull();
  });
});

describe('resolveOverrides', () => {
  const allow = LOOPBACK;

  it('accepts an allowed override from the link', () => {
    const r = resolveOverrides(['mfe-dashboard@http://mfe-dashboard.localhost:8090/2.0.0/mf-manifest.json'], [], allow);
    expect(r.active).toEqual([{ remote: 'mfe-dashboard', url: 'http://mfe-dashboard.localhost:8090/2.0.0/mf-manifest.json' }]);
    expect(r.refused).toEqual([]);
  });

  it('refuses a foreign origin and says why', () => {
    const r = resolveOverrides(['mfe-dashboard@https://attacker.example/mf-manifest.json'], [], allow);
    expect(r.active).toEqual([]);
    expect(r.refused.map((x) => x.reason)).toEqual(['Override refused: https://attacker.example is not an allowed origin']);
  });

  it('lets the link replace a stored override of the same remote and keeps others', () => {
    const stored = [
      { remote: 'mfe-dashboard', url: 'http://localhost:4001/mf-manifest.json' },
      { remote: 'mfe-supply', url: 'http://localhost:4002/mf-manifest.json' },
    ];
    const r = resolveOverrides(['mfe-dashboard@http://localhost:4003/mf-manifest.json'], stored, allow);
    expect(r.active).toEqual([
      { remote: 'mfe-dashboard', url: 'http://localhost:4003/mf-manifest.json' },
      { remote: 'mfe-supply', url: 'http://localhost:4002/mf-manifest.json' },
    ]);
  });

  it('drops a stored override the allow-list no longer permits', () => {
    const r = resolveOverrides(
      [],
      [{ remote: 'mfe-supply', url: 'http://localhost:4002/mf-manifest.json' }],
      ['https://cdn.roofline.co.uk'],
    );
    expect(r.active).toEqual([]);
    expect(r.refused).toHaveLength(1);
  });
});

describe('stored overrides', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips and removes the key when empty', () => {
    writeStoredOverrides(localStorage, [{ remote: 'mfe-supply', url: 'http://localhost:1/m.json' }]);
    expect(readStoredOverrides(localStorage)).toEqual([{ remote: 'mfe-supply', url: 'http://localhost:1/m.json' }]);
    writeStoredOverrides(localStorage, []);
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('survives a corrupted value', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readStoredOverrides(localStorage)).toEqual([]);
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify([{ remote: 1 }, { remote: 'a', url: 'http://localhost/x' }]));
    expect(readStoredOverrides(localStorage)).toEqual([{ remote: 'a', url: 'http://localhost/x' }]);
  });
});
