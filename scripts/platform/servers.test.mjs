import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { cdnRoutes } from './cdn.mjs';
import { cdnSource, overrideSource } from './headers.mjs';
import { listenLoopback, preferredEncoding, serverLimits } from './static.mjs';
import { runtimeConfig, webRoutes } from './web.mjs';
import { verifyPageLoad } from '../../release/pageLoad.mjs';

/**
 * A GET with a chosen Host header (browsers resolve *.localhost to loopback; Node may not).
 * @param {number} port
 * @param {string} path
 * @param {string} host
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function get(port, path, host = `localhost:${port}`, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** @param {import('node:test').TestContext} t */
function tree(t) {
  const dir = mkdtempSync(join(tmpdir(), 'platform-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  /** @param {string} path @param {string} body */
  const put = (path, body) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  return { dir, put };
}

test('the CDN serves each remote only on its own origin, from its version folders, with CORS', async (t) => {
  const { dir, put } = tree(t);
  put('mfe-alpha/1.0.0-aaaa/remoteEntry.js', 'alpha();');
  put('mfe-alpha/1.0.0-aaaa/mf-manifest.json', '{"name":"alpha"}');
  put('mfe-beta/1.0.0-bbbb/remoteEntry.js', 'beta();');
  put('mfe-alpha/.1.0.0-cccc.tmp-1/remoteEntry.js', 'half copied');
  put('secret.txt', 'no');
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: dir }), 0);
  t.after(cdn.close);
  const at = (/** @type {string} */ remote) => `${remote}.localhost:${cdn.port}`;

  const entry = await get(cdn.port, '/1.0.0-aaaa/remoteEntry.js', at('mfe-alpha'));
  assert.equal(entry.status, 200);
  assert.equal(entry.body, 'alpha();');
  assert.match(String(entry.headers['content-type']), /^text\/javascript/);
  assert.equal(entry.headers['access-control-allow-origin'], '*');
  assert.match(String(entry.headers['cache-control']), /immutable/);
  const manifest = await get(cdn.port, '/1.0.0-aaaa/mf-manifest.json', at('mfe-alpha'));
  assert.match(String(manifest.headers['content-type']), /^application\/json/);

  assert.equal((await get(cdn.port, '/1.0.0-aaaa/remoteEntry.js', at('mfe-beta'))).status, 404);
  assert.equal((await get(cdn.port, '/1.0.0-aaaa/remoteEntry.js', `localhost:${cdn.port}`)).status, 404);
  assert.equal((await get(cdn.port, '/.1.0.0-cccc.tmp-1/remoteEntry.js', at('mfe-alpha'))).status, 404);
  assert.equal((await get(cdn.port, '/../secret.txt', at('mfe-alpha'))).status, 404);
  assert.equal((await get(cdn.port, '/..%2Fsecret.txt', at('mfe-alpha'))).status, 404);
  const missing = await get(cdn.port, '/1.0.0-aaaa/nothing.js', at('mfe-alpha'));
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['access-control-allow-origin'], '*');
});

test('the CDN answers byte ranges, as a PMTiles map reads its archive: 206 with Content-Range, 416 past the end', async (t) => {
  const { dir, put } = tree(t);
  put('mfe-alpha/tiles/london.pmtiles', '0123456789');
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: dir }), 0);
  t.after(cdn.close);
  const host = `mfe-alpha.localhost:${cdn.port}`;
  /** @param {Record<string, string>} headers */
  const ask = (headers) => get(cdn.port, '/tiles/london.pmtiles', host, headers);
  const whole = await ask({});
  assert.equal(whole.status, 200);
  assert.equal(whole.headers['accept-ranges'], 'bytes');
  const part = await ask({ range: 'bytes=2-5' });
  assert.equal(part.status, 206);
  assert.equal(part.body, '2345');
  assert.equal(part.headers['content-range'], 'bytes 2-5/10');
  assert.equal(part.headers['content-length'], '4');
  assert.equal(part.headers['access-control-expose-headers'], 'Content-Range');
  assert.equal((await ask({ range: 'bytes=7-' })).body, '789');
  assert.equal((await ask({ range: 'bytes=-3' })).body, '789');
  assert.equal((await ask({ range: 'bytes=8-100' })).headers['content-range'], 'bytes 8-9/10');
  const past = await ask({ range: 'bytes=10-12' });
  assert.equal(past.status, 416);
  assert.equal(past.headers['content-range'], 'bytes */10');
  // Several ranges, or an If-Range these answers cannot check: the whole file.
  assert.equal((await ask({ range: 'bytes=0-1,4-5' })).status, 200);
  assert.equal((await ask({ range: 'bytes=0-1', 'if-range': '"x"' })).status, 200);
});

test('the web origin serves the shell with an SPA fallback, the registry fresh, and the runtime config', async (t) => {
  const { dir, put } = tree(t);
  put('shell/index.html', '<!doctype html><title>Roofline</title>');
  put('shell/static/js/main.js', 'boot();');
  const registryFile = join(dir, 'registry', 'remotes.json');
  const config = runtimeConfig({
    apiUrl: 'http://localhost:18001',
    apiPort: 18001,
    webOrigin: 'http://localhost:18000',
    env: { MAPBOX_TOKEN: '' },
  });
  const web = await listenLoopback(
    webRoutes({ shellDist: join(dir, 'shell'), registryFile, config, cdnUrlPattern: 'http://{remote}.localhost:18002' }),
    0,
  );
  t.after(web.close);

  const route = await get(web.port, '/dashboard-portfolio?x=1');
  assert.equal(route.status, 200);
  assert.match(route.body, /<title>Roofline/);
  assert.equal((await get(web.port, '/ad-details/12')).body, route.body);
  assert.equal((await get(web.port, '/')).body, route.body, 'without home.html the map home is index.html too');
  put('shell/home.html', '<!doctype html><title>Roofline</title><h1>Find homes</h1>');
  // The map home opened without a query gets its page with the introduction prerendered.
  assert.match((await get(web.port, '/')).body, /<h1>Find homes/);
  assert.equal((await get(web.port, '/?ad_type=5')).body, route.body);
  assert.equal((await get(web.port, '/ad-details/12')).body, route.body);
  assert.equal((await get(web.port, '/static/js/main.js')).body, 'boot();');
  assert.equal((await get(web.port, '/static/js/absent.js')).status, 404);

  assert.deepEqual(JSON.parse((await get(web.port, '/registry/remotes.json')).body), { remotes: {} });
  mkdirSync(join(dir, 'registry'));
  writeFileSync(registryFile, '{"remotes":{"mfe-alpha":{"live":"v2"}}}');
  const registry = await get(web.port, '/registry/remotes.json');
  assert.equal(registry.headers['cache-control'], 'no-store');
  assert.equal(JSON.parse(registry.body).remotes['mfe-alpha'].live, 'v2');
  // A registry with its history is tens of kilobytes of JSON: it goes compressed, and fresh after each write.
  const history = Array.from({ length: 60 }, (_, i) => ({ version: `1.0.${i}`, action: 'release', at: new Date(0).toISOString() }));
  writeFileSync(registryFile, JSON.stringify({ remotes: { 'mfe-alpha': { live: 'v3', history } } }));
  const brotli = await getBytes(web.port, '/registry/remotes.json', 'gzip, deflate, br');
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotli.headers['cache-control'], 'no-store');
  assert.ok(brotli.bytes.length < readFileSync(registryFile).length / 4);
  assert.equal(JSON.parse(brotliDecompressSync(brotli.bytes).toString()).remotes['mfe-alpha'].live, 'v3');
  const gzipped = await getBytes(web.port, '/registry/remotes.json', 'gzip');
  assert.equal(JSON.parse(gunzipSync(gzipped.bytes).toString()).remotes['mfe-alpha'].history.length, 60);

  const served = JSON.parse((await get(web.port, '/config.json')).body);
  assert.deepEqual(served, {
    apiUrl: 'http://localhost:18001',
    imageBaseUrl: 'http://localhost:18001/storage',
    registryUrl: '/registry/remotes.json',
    mapboxToken: null,
    mapTilesUrl: null,
    mapGlyphsUrl: null,
    realtime: { key: 'marketplace-key', wsHost: 'localhost', wsPort: 18001, forceTLS: false, cluster: 'eu' },
    remoteTimeoutMs: 120000,
    vitalsSampleRate: 1,
    overrideOrigins: [
      'http://127.0.0.1:3101',
      'http://127.0.0.1:3102',
      'http://127.0.0.1:3103',
      'http://127.0.0.1:3104',
      'http://127.0.0.1:3105',
    ],
    siteUrl: 'http://localhost:18000',
    financialDashboardUrl: 'https://connect.stripe.com/express_login',
    supportEmail: 'support@roofline.co.uk',
    // The versions this page gets (release/pageConfig.mjs): here the live one.
    versions: { 'mfe-alpha': 'v3' },
  });
});

test("with a release-health secret, each /config.json carries a fresh page load's token the API can check", async (t) => {
  const { dir } = tree(t);
  const config = runtimeConfig({ apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000', env: {} });
  const web = await listenLoopback(
    webRoutes({
      shellDist: join(dir, 'shell'),
      registryFile: join(dir, 'none.json'),
      config,
      cdnUrlPattern: 'http://{remote}.localhost:18002',
      pageLoadSecret: 'shared',
    }),
    0,
  );
  t.after(web.close);
  const answer = await get(web.port, '/config.json');
  const first = JSON.parse(answer.body);
  const second = JSON.parse((await get(web.port, '/config.json')).body);
  assert.equal(first.apiUrl, 'http://localhost:18001');
  assert.ok(verifyPageLoad('shared', first.pageLoad));
  assert.notEqual(verifyPageLoad('shared', first.pageLoad)?.id, verifyPageLoad('shared', second.pageLoad)?.id);
  assert.equal(verifyPageLoad('another', first.pageLoad), null);
  // The canary id that keeps this browser on its side of every canary.
  assert.match(String(answer.headers['set-cookie']), /^roofline_canary=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
});

/**
 * Sends raw bytes and reads everything until the server closes the connection.
 * @param {number} port
 * @param {string} text
 * @returns {Promise<string>}
 */
function raw(port, text) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => reject(new Error(`no close after ${JSON.stringify(answer)}`)));
  });
}

/** @param {string} policy */
function directives(policy) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('the CDN decodes the path once before its rules: no encoding reaches a dot folder, a hidden file or outside', async (t) => {
  const { dir, put } = tree(t);
  put('releases/mfe-alpha/1.0.0-aaaa/remoteEntry.js', 'alpha();');
  put('releases/mfe-alpha/1.0.0-aaaa/.env', 'SECRET=1');
  put('releases/mfe-alpha/.1.0.0-cccc.tmp-1/remoteEntry.js', 'half copied');
  put('releases/mfe-alpha/%2e1.0.0-cccc.tmp-1/remoteEntry.js', 'literally named');
  put('releases/secret.txt', 'no');
  put('outside/remoteEntry.js', 'outside');
  symlinkSync(join(dir, 'outside'), join(dir, 'releases', 'mfe-alpha', '2.0.0-link'));
  symlinkSync(join(dir, 'releases', 'mfe-alpha', '.1.0.0-cccc.tmp-1'), join(dir, 'releases', 'mfe-alpha', '3.0.0-link'));
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: join(dir, 'releases') }), 0);
  t.after(cdn.close);
  const host = `mfe-alpha.localhost:${cdn.port}`;
  const status = async (/** @type {string} */ path) => (await get(cdn.port, path, host)).status;

  const served = await get(cdn.port, '/1.0.0-aaaa/remoteEntry.js', host);
  assert.equal(served.body, 'alpha();');
  assert.equal(served.headers['x-content-type-options'], 'nosniff');
  assert.equal(served.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(served.headers['cross-origin-resource-policy'], 'cross-origin');
  // An escape of an ordinary character is still the same file.
  assert.equal(await status('/1.0.0-aaaa/remoteEntr%79.js'), 200);

  for (const path of [
    '/.1.0.0-cccc.tmp-1/remoteEntry.js',
    '/%2e1.0.0-cccc.tmp-1/remoteEntry.js',
    '/%2E1.0.0-cccc.tmp-1/remoteEntry.js',
    '/1.0.0-aaaa/%2e%2e/.1.0.0-cccc.tmp-1/remoteEntry.js',
    '/1.0.0-aaaa/%2eenv',
    '/1.0.0-aaaa/.env',
    '/1.0.0-aaaa/..%2f..%2fsecret.txt',
    '/1.0.0-aaaa/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/1.0.0-aaaa/../../secret.txt',
    '/2.0.0-link/remoteEntry.js',
    '/3.0.0-link/remoteEntry.js',
  ]) {
    assert.equal(await status(path), 404, path);
  }
  // Decoded once only: a double escape names a file called "%2e…", never the dot folder.
  const literal = await get(cdn.port, '/%252e1.0.0-cccc.tmp-1/remoteEntry.js', host);
  assert.equal(literal.body, 'literally named');
  for (const path of [
    '/%E0%A4%A/remoteEntry.js',
    '/1.0.0-aaaa/%',
    '/1.0.0-aaaa/remoteEntry.js%00.txt',
    '/1.0.0-aaaa%5c..%5c..%5csecret.txt',
    '/1.0.0-aaaa\\..\\..\\secret.txt',
  ]) {
    const refused = await get(cdn.port, path, host);
    assert.equal(refused.status, 400, path);
    assert.equal(refused.headers['x-content-type-options'], 'nosniff');
  }
});

test('no request stops the web or CDN server: bad targets are 400s, handler errors 500s, malformed HTTP 400 and closed', async (t) => {
  const { dir, put } = tree(t);
  put('shell/index.html', '<!doctype html><title>Roofline</title>');
  // A folder where the registry file should be: reading it fails inside the handler.
  mkdirSync(join(dir, 'registry', 'remotes.json'), { recursive: true });
  const config = runtimeConfig({ apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000', env: {} });
  const web = await listenLoopback(
    webRoutes({
      shellDist: join(dir, 'shell'),
      registryFile: join(dir, 'registry', 'remotes.json'),
      config,
      cdnUrlPattern: 'http://{remote}.localhost:18002',
    }),
    0,
  );
  t.after(web.close);
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: join(dir, 'releases') }), 0);
  t.after(cdn.close);
  const logged = t.mock.method(console, 'error', () => {});

  const failed = await get(web.port, '/registry/remotes.json');
  assert.equal(failed.status, 500);
  assert.doesNotMatch(failed.body, /EISDIR|registry/, 'the answer does not describe the server');
  assert.equal(logged.mock.callCount(), 1);
  assert.match(String(logged.mock.calls[0]?.arguments[0]), /^web: GET "\/registry\/remotes.json" failed: .*EISDIR/);
  assert.equal((await get(web.port, '/%E0%A4%A')).status, 400);
  assert.equal((await get(web.port, '/%00')).status, 400);
  assert.equal((await get(web.port, '/.hidden/x.js')).status, 404);

  for (const port of [web.port, cdn.port]) {
    assert.match(await raw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nBroken header line\r\n\r\n'), /^HTTP\/1\.1 400 /);
    assert.match(await raw(port, 'NOT-HTTP\r\n\r\n'), /^HTTP\/1\.1 400 /);
    assert.match(await raw(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), /^HTTP\/1\.1 431 /);
    // Targets no URL parser accepts, sent as is (`//` once threw out of the CDN's handler).
    assert.match(await raw(port, 'GET * HTTP/1.1\r\nHost: mfe-alpha.localhost\r\nConnection: close\r\n\r\n'), /^HTTP\/1\.1 400 /);
    assert.match(await raw(port, 'GET // HTTP/1.1\r\nHost: mfe-alpha.localhost\r\nConnection: close\r\n\r\n'), /^HTTP\/1\.1 (200|404) /);
  }
  assert.equal((await get(web.port, '/')).status, 200, 'the web origin still answers');
  assert.equal((await get(cdn.port, '/v/x.js', 'mfe-alpha.localhost')).status, 404, 'the CDN still answers');
});

test('the web origin sends a CSP allowing exactly the shell, the remotes, the API and its WebSocket, and map workers', async (t) => {
  const { dir, put } = tree(t);
  put('shell/index.html', '<!doctype html><title>Roofline</title>');
  /** @param {NodeJS.ProcessEnv} env @param {string} [cdnUrlPattern] */
  const serve = async (env, cdnUrlPattern = 'http://{remote}.localhost:18002') => {
    const config = runtimeConfig({ apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000', env });
    const web = await listenLoopback(
      webRoutes({ shellDist: join(dir, 'shell'), registryFile: join(dir, 'none.json'), config, cdnUrlPattern }),
      0,
    );
    t.after(web.close);
    return get(web.port, '/search');
  };

  const production = await serve({ NODE_ENV: 'production' });
  assert.equal(production.headers['x-content-type-options'], 'nosniff');
  assert.equal(production.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(production.headers['x-frame-options'], 'DENY');
  assert.deepEqual(directives(String(production.headers['content-security-policy'])), {
    'default-src': ["'none'"],
    'script-src': ["'self'", 'http://*.localhost:18002'],
    'style-src': ["'self'", 'http://*.localhost:18002'],
    // A page opened at 127.0.0.1 reaches the API there (its cookies are then the page's host's).
    'img-src': ["'self'", 'data:', 'http://localhost:18001', 'http://*.localhost:18002', 'http://127.0.0.1:18001'],
    'media-src': ["'self'"],
    'connect-src': [
      "'self'",
      'http://localhost:18001',
      'ws://localhost:18001',
      'http://*.localhost:18002',
      'http://127.0.0.1:18001',
      'ws://127.0.0.1:18001',
    ],
    'worker-src': ["'self'", 'blob:'],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

  // In development each remote's own npm run dev server may serve it too, named one by one: no
  // other local port (the API's among them) may serve script.
  const development = directives(String((await serve({})).headers['content-security-policy']));
  const devServers = [
    'http://127.0.0.1:3101',
    'http://127.0.0.1:3102',
    'http://127.0.0.1:3103',
    'http://127.0.0.1:3104',
    'http://127.0.0.1:3105',
  ];
  assert.deepEqual(development['script-src'], ["'self'", 'http://*.localhost:18002', ...devServers]);
  assert.ok(development['script-src']?.every((source) => !source.endsWith(':*') && !source.includes(':18001')));
  // A remote served by npm run dev sends its hot updates over a WebSocket there.
  assert.deepEqual(
    development['connect-src']?.slice(-5),
    devServers.map((origin) => origin.replace('http', 'ws')),
  );
  // Loopback patterns, when configured, are said as CSP can say them (an IPv6 literal cannot be).
  const loopback = directives(
    String((await serve({ OVERRIDE_ORIGINS: 'http://localhost:*,http://[::1]:*' })).headers['content-security-policy']),
  );
  assert.deepEqual(loopback['script-src'], ["'self'", 'http://*.localhost:18002', 'http://localhost:*']);

  const mapbox = directives(String((await serve({ NODE_ENV: 'production', MAPBOX_TOKEN: 'pk.test' })).headers['content-security-policy']));
  assert.deepEqual(mapbox['connect-src'].slice(-3), ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com']);
  assert.ok(mapbox['img-src'].includes('blob:'));

  // Releases in a bucket: the shell reads the registry object there, and may connect to it.
  const bucket = directives(
    String(
      (await serve({ NODE_ENV: 'production', REGISTRY_URL: 'https://releases.s3.eu-west-2.amazonaws.com/site/registry/remotes.json' }))
        .headers['content-security-policy'],
    ),
  );
  assert.deepEqual(bucket['connect-src'], [
    "'self'",
    'http://localhost:18001',
    'ws://localhost:18001',
    'https://releases.s3.eu-west-2.amazonaws.com',
    'http://*.localhost:18002',
    'http://127.0.0.1:18001',
    'ws://127.0.0.1:18001',
  ]);
  // A street map from a PMTiles archive: the map may read it, and /config.json names it.
  const streets = directives(
    String(
      (await serve({ NODE_ENV: 'production', MAP_TILES_URL: 'https://tiles.example.com/uk.pmtiles' })).headers['content-security-policy'],
    ),
  );
  assert.deepEqual(streets['connect-src'], [
    "'self'",
    'http://localhost:18001',
    'ws://localhost:18001',
    'https://tiles.example.com',
    'http://*.localhost:18002',
    'http://127.0.0.1:18001',
    'ws://127.0.0.1:18001',
  ]);
  assert.equal(
    runtimeConfig({
      apiUrl: 'http://localhost:18001',
      apiPort: 18001,
      webOrigin: 'http://localhost:18000',
      env: { MAP_TILES_URL: 'https://tiles.example.com/uk.pmtiles' },
    }).mapTilesUrl,
    'https://tiles.example.com/uk.pmtiles',
  );
  // Glyphs from elsewhere (MAP_GLYPHS_URL): their origin too.
  const glyphsElsewhere = directives(
    String(
      (
        await serve({
          NODE_ENV: 'production',
          MAP_TILES_URL: 'https://tiles.example.com/uk.pmtiles',
          MAP_GLYPHS_URL: 'https://fonts.example.com/{fontstack}/{range}.pbf',
        })
      ).headers['content-security-policy'],
    ),
  );
  assert.ok(glyphsElsewhere['connect-src']?.includes('https://fonts.example.com'));

  const cdnHost = directives(
    String(
      (await serve({ NODE_ENV: 'production', OVERRIDE_ORIGINS: 'qa.roofline.test:9443' }, 'https://cdn.roofline.test/{remote}')).headers[
        'content-security-policy'
      ],
    ),
  );
  assert.deepEqual(cdnHost['script-src'], ["'self'", 'https://cdn.roofline.test', 'https://qa.roofline.test:9443']);
});

test("overrides are accepted from OVERRIDE_ORIGINS; by default the remotes' dev servers in development and none in production", () => {
  const base = { apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000' };
  const origins = (/** @type {NodeJS.ProcessEnv} */ env) => runtimeConfig({ ...base, env }).overrideOrigins;
  assert.deepEqual(origins({}), [
    'http://127.0.0.1:3101',
    'http://127.0.0.1:3102',
    'http://127.0.0.1:3103',
    'http://127.0.0.1:3104',
    'http://127.0.0.1:3105',
  ]);
  assert.deepEqual(origins({ NODE_ENV: 'production' }), []);
  assert.deepEqual(origins({ NODE_ENV: 'production', OVERRIDE_ORIGINS: 'https://qa.roofline.test, https://*.preview.roofline.test' }), [
    'https://qa.roofline.test',
    'https://*.preview.roofline.test',
  ]);
  assert.deepEqual(origins({ OVERRIDE_ORIGINS: '' }), []);
});

test('CSP sources follow the configured CDN pattern and override patterns', () => {
  assert.equal(cdnSource('http://{remote}.localhost:8090'), 'http://*.localhost:8090');
  assert.equal(cdnSource('https://{remote}.cdn.roofline.test/'), 'https://*.cdn.roofline.test');
  assert.equal(cdnSource('https://cdn.roofline.test/remotes/{remote}'), 'https://cdn.roofline.test');
  assert.equal(overrideSource('http://localhost:*'), 'http://localhost:*');
  assert.equal(overrideSource('*.preview.roofline.test'), 'https://*.preview.roofline.test');
  assert.equal(overrideSource('http://[::1]:*'), null);
  assert.equal(overrideSource('javascript:alert(1)'), null);
});

/**
 * A GET with Accept-Encoding, answering the raw bytes.
 * @param {number} port
 * @param {string} path
 * @param {string} acceptEncoding
 * @param {string} [host]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, bytes: Buffer }>}
 */
function getBytes(port, path, acceptEncoding, host = `localhost:${port}`) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': acceptEncoding } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the web origin and the CDN send text files compressed by Accept-Encoding, content-hashed ones as immutable', async (t) => {
  const { dir, put } = tree(t);
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'advert ${i}' }`).join(', ')}];`;
  put('shell/index.html', '<!doctype html><title>Roofline</title>');
  put('shell/main.37f9676c.js', script);
  put('shell/logo.png', 'x'.repeat(4096));
  put('shell/assets/roofs.1a2b3c4d.webm', 'v'.repeat(4096));
  put('releases/mfe-alpha/1.0.0-aaaa/remoteEntry.js', script);
  const config = runtimeConfig({ apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000', env: {} });
  const web = await listenLoopback(
    webRoutes({
      shellDist: join(dir, 'shell'),
      registryFile: join(dir, 'none.json'),
      config,
      cdnUrlPattern: 'http://{remote}.localhost:18002',
    }),
    0,
  );
  t.after(web.close);
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: join(dir, 'releases') }), 0);
  t.after(cdn.close);

  for (const [port, path, host] of [
    [web.port, '/main.37f9676c.js', undefined],
    [cdn.port, '/1.0.0-aaaa/remoteEntry.js', `mfe-alpha.localhost:${cdn.port}`],
  ]) {
    const br = await getBytes(Number(port), String(path), 'gzip, deflate, br', host === undefined ? undefined : String(host));
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(Number(br.headers['content-length']), br.bytes.length);
    assert.equal(brotliDecompressSync(br.bytes).toString(), script);
    assert.ok(br.bytes.length < script.length / 4, `${br.bytes.length} of ${script.length} bytes`);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gz = await getBytes(Number(port), String(path), 'gzip', host === undefined ? undefined : String(host));
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.bytes).toString(), script);
    const plain = await getBytes(Number(port), String(path), 'identity', host === undefined ? undefined : String(host));
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.bytes.toString(), script);
  }
  const png = await getBytes(web.port, '/logo.png', 'br');
  assert.equal(png.headers['content-encoding'], undefined, 'an image is sent as it is');
  assert.equal(png.headers['cache-control'], 'no-cache', 'a name without a content hash is checked with the server');
  const video = await getBytes(web.port, '/assets/roofs.1a2b3c4d.webm', 'br');
  assert.equal(video.headers['content-type'], 'video/webm');
  assert.equal(video.headers['content-encoding'], undefined, 'a video is sent as it is');
  assert.equal(video.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal((await getBytes(web.port, '/', 'br')).headers['cache-control'], 'no-cache');
  // The street map's glyphs, vendored in shell/map-glyphs: immutable, and nothing else from that folder.
  const glyphs = await getBytes(web.port, '/map-glyphs/Noto%20Sans%20Regular/0-255.pbf', 'identity');
  assert.equal(glyphs.status, 200);
  assert.equal(glyphs.headers['content-type'], 'application/x-protobuf');
  assert.equal(glyphs.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.ok(glyphs.bytes.includes(Buffer.from('0-255')) && glyphs.bytes.length > 10_000, 'a real glyph PBF');
  assert.equal((await getBytes(web.port, '/map-glyphs/OFL.txt', 'identity')).status, 404);
});

test('Accept-Encoding is read with its q-values', () => {
  assert.equal(preferredEncoding('gzip, deflate, br'), 'br');
  assert.equal(preferredEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(preferredEncoding('*'), 'br');
  assert.equal(preferredEncoding('identity'), null);
  assert.equal(preferredEncoding(undefined), null);
});

test('the CDN sends the compressed copies the release wrote beside a file, and ignores a copy older than its file', async (t) => {
  const { dir, put } = tree(t);
  const script = `export const pins = [${Array.from({ length: 300 }, (_, i) => i).join(', ')}];`;
  put('releases/mfe-alpha/1.0.0-aaaa/main.js', script);
  // Marked bytes: what the release wrote, told apart from a copy made on the fly.
  put('releases/mfe-alpha/1.0.0-aaaa/main.js.br', 'released brotli copy');
  put('releases/mfe-alpha/1.0.0-aaaa/main.js.gz', 'released gzip copy');
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: join(dir, 'releases') }), 0);
  t.after(cdn.close);
  const host = `mfe-alpha.localhost:${cdn.port}`;

  const br = await getBytes(cdn.port, '/1.0.0-aaaa/main.js', 'br, gzip', host);
  assert.equal(br.bytes.toString(), 'released brotli copy');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.equal((await getBytes(cdn.port, '/1.0.0-aaaa/main.js', 'gzip', host)).bytes.toString(), 'released gzip copy');

  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dir, 'releases/mfe-alpha/1.0.0-aaaa/main.js'), later, later);
  assert.equal(brotliDecompressSync((await getBytes(cdn.port, '/1.0.0-aaaa/main.js', 'br', host)).bytes).toString(), script);
});

test('a stopping server answers the request it is serving, refuses new connections, and cuts a request past its grace', async () => {
  /** @type {Array<() => void>} */
  const held = [];
  const server = await listenLoopback(
    (app) => {
      app.get('/', (_request, reply) => {
        held.push(() => reply.send('answered'));
      });
    },
    0,
    { graceMs: 10_000 },
  );
  const inFlight = get(server.port, '/');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closed = server.close();
  await assert.rejects(get(server.port, '/'), /ECONNREFUSED/);
  held.shift()?.();
  assert.deepEqual((await inFlight).body, 'answered');
  await closed;

  const hung = await listenLoopback(
    (app) => {
      app.get('/', () => new Promise(() => {}));
    },
    0,
    { graceMs: 200 },
  );
  const cut = get(hung.port, '/');
  await new Promise((resolve) => setTimeout(resolve, 100));
  await hung.close();
  await assert.rejects(cut, /socket hang up|ECONNRESET/);
});

test('files carry ETags and Last-Modified: a revalidation is a 304 without a body, for plain and compressed copies and composed answers', async (t) => {
  const { dir, put } = tree(t);
  const script = `export const pins = [${Array.from({ length: 300 }, (_, i) => i).join(', ')}];`;
  put('releases/mfe-alpha/1.0.0-aaaa/main.js', script);
  put('releases/mfe-alpha/1.0.0-aaaa/logo.png', 'p'.repeat(2048));
  put('shell/index.html', '<!doctype html><title>Roofline</title>');
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: join(dir, 'releases') }), 0);
  t.after(cdn.close);
  const host = `mfe-alpha.localhost:${cdn.port}`;
  for (const [path, encoding] of [
    ['/1.0.0-aaaa/logo.png', 'identity'],
    ['/1.0.0-aaaa/main.js', 'identity'],
    ['/1.0.0-aaaa/main.js', 'br'],
    ['/1.0.0-aaaa/main.js', 'gzip'],
  ]) {
    const first = await get(cdn.port, String(path), host, { 'accept-encoding': String(encoding) });
    assert.equal(first.status, 200);
    assert.ok(first.headers.etag, `${path} ${encoding} has an ETag`);
    assert.ok(first.headers['last-modified']);
    const again = await get(cdn.port, String(path), host, {
      'accept-encoding': String(encoding),
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(again.status, 304, `${path} ${encoding}`);
    assert.equal(again.body, '');
    assert.equal(again.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(again.headers['access-control-allow-origin'], '*');
    assert.equal(again.headers['content-encoding'], undefined);
  }
  const plain = await get(cdn.port, '/1.0.0-aaaa/main.js', host, { 'accept-encoding': 'identity' });
  const brotli = await get(cdn.port, '/1.0.0-aaaa/main.js', host, { 'accept-encoding': 'br' });
  assert.notEqual(plain.headers.etag, brotli.headers.etag, 'each encoding its own validator');
  // A range of a file that changed since (If-Range with an old validator): the whole new file.
  assert.equal(
    (await get(cdn.port, '/1.0.0-aaaa/logo.png', host, { range: 'bytes=0-9', 'if-range': String(plain.headers.etag) })).status,
    200,
  );
  const logo = await get(cdn.port, '/1.0.0-aaaa/logo.png', host);
  const part = await get(cdn.port, '/1.0.0-aaaa/logo.png', host, { range: 'bytes=0-9', 'if-range': String(logo.headers.etag) });
  assert.equal(part.status, 206);
  assert.equal(part.body, 'pppppppppp');

  const config = runtimeConfig({ apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000', env: {} });
  const web = await listenLoopback(
    webRoutes({
      shellDist: join(dir, 'shell'),
      registryFile: join(dir, 'none.json'),
      config,
      cdnUrlPattern: 'http://{remote}.localhost:18002',
    }),
    0,
  );
  t.after(web.close);
  const page = await get(web.port, '/search');
  assert.equal(page.headers['cache-control'], 'no-cache');
  const revalidated = await get(web.port, '/search', undefined, { 'if-none-match': String(page.headers.etag) });
  assert.equal(revalidated.status, 304);
  assert.match(String(revalidated.headers['content-security-policy']), /default-src 'none'/);
});

/**
 * The soft limit of open files of processes started from here (`ulimit -n`).
 * @returns {number}
 */
function openFileLimit() {
  const out = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
  return out === 'unlimited' ? Infinity : Number(out) || 1024;
}

test(
  'slow-header sockets are closed within the header timeout while a bystander is served in milliseconds',
  { timeout: 120_000 },
  async (t) => {
    const { dir, put } = tree(t);
    put('releases/mfe-alpha/1.0.0-aaaa/remoteEntry.js', 'alpha();');
    // The server in a process of its own, as `npm start` runs it, with the product's default limits: this
    // process holds the clients' ends, the server's process the other ends, each within its open-file limit.
    const slowSockets = Math.min(10_000, openFileLimit() - 1000);
    const limits = serverLimits({});
    const server = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { cdnRoutes } from ${JSON.stringify(new URL('./cdn.mjs', import.meta.url).href)};
       import { listenLoopback, serverLimits } from ${JSON.stringify(new URL('./static.mjs', import.meta.url).href)};
       const cdn = await listenLoopback(cdnRoutes({ releasesDir: ${JSON.stringify(join(dir, 'releases'))} }), 0, { limits: serverLimits({}) });
       console.log(cdn.port);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    t.after(() => server.kill());
    const port = await new Promise((resolve, reject) => {
      server.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const host = `mfe-alpha.localhost:${port}`;

    /** @type {Array<{ socket: import('node:net').Socket, opened: number, closed: Promise<{ at: number, answer: string }> }>} */
    const sockets = [];
    const opening = performance.now();
    for (let i = 0; i < slowSockets; i += 500) {
      const batch = Array.from(
        { length: Math.min(500, slowSockets - i) },
        () =>
          new Promise((resolve, reject) => {
            const socket = connect(port, '127.0.0.1');
            let answer = '';
            socket.setEncoding('latin1');
            socket.on('data', (chunk) => (answer += chunk));
            const closed = new Promise((done) => socket.once('close', () => done({ at: performance.now(), answer })));
            socket.once('error', () => {});
            socket.once('connect', () => {
              socket.write(`GET /1.0.0-aaaa/remoteEntry.js HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `);
              resolve({ socket, opened: performance.now(), closed });
            });
            socket.once('error', reject);
          }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const openedIn = performance.now() - opening;
    // Each sends one more byte of its header every second: never idle, never done.
    const trickle = setInterval(() => {
      for (const { socket } of sockets) if (socket.writable) socket.write('a');
    }, 1000);
    t.after(() => clearInterval(trickle));

    /** @type {number[]} */
    const bystander = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await get(port, '/1.0.0-aaaa/remoteEntry.js', host);
      bystander.push(performance.now() - started);
      assert.equal(answer.status, 200);
      assert.equal(answer.body, 'alpha();');
    }
    const stillOpen = sockets.filter(({ socket }) => !socket.destroyed).length;
    const ends = await Promise.all(sockets.map(async ({ opened, closed }) => ({ ...(await closed), opened })));
    clearInterval(trickle);
    const lifetimes = ends.map(({ at, opened }) => at - opened).sort((a, b) => a - b);
    const longest = lifetimes.at(-1) ?? 0;
    console.log(
      `${slowSockets} slow-header sockets opened in ${Math.round(openedIn)} ms; ${stillOpen} open while a bystander was served in ` +
        `${bystander.map((ms) => ms.toFixed(1)).join(', ')} ms; closed after ${Math.round(lifetimes[0] ?? 0)} to ${Math.round(longest)} ms ` +
        `(half within ${Math.round(lifetimes[Math.floor(lifetimes.length / 2)] ?? 0)} ms; header timeout ${limits.headersTimeoutMs} ms)`,
    );
    assert.ok(stillOpen > slowSockets * 0.9, `${stillOpen} of ${slowSockets} were open beside the bystander`);
    // Node looks for late headers every half second; past that, what is seen here waits on this machine's
    // load (this process hears 10,000 closes: at a load of 17 on 2 cores, half were heard by 11.8 s).
    // Without the timeout each would live until the test ends.
    const median = lifetimes[Math.floor(lifetimes.length / 2)] ?? 0;
    assert.ok(median < limits.headersTimeoutMs + 3000, `half the slow sockets lived over ${Math.round(median)} ms`);
    assert.ok(longest < 2 * limits.headersTimeoutMs, `the last slow socket lived ${Math.round(longest)} ms`);
    assert.ok((lifetimes[0] ?? 0) >= limits.headersTimeoutMs - 100, 'none was closed before its time');
    assert.ok(
      ends.every(({ answer }) => answer === '' || answer.startsWith('HTTP/1.1 408 ')),
      'told 408, or closed',
    );
    assert.ok(Math.min(...bystander) < 250, `the bystander waited ${bystander.map(Math.round).join(', ')} ms`);
  },
);

test('an idle keep-alive connection is closed after the keep-alive timeout; connections past the cap are closed as they arrive', async (t) => {
  const { dir, put } = tree(t);
  put('releases/mfe-alpha/1.0.0-aaaa/remoteEntry.js', 'alpha();');
  const limits = { ...serverLimits({}), keepAliveTimeoutMs: 300, maxConnections: 3 };
  const cdn = await listenLoopback(cdnRoutes({ releasesDir: join(dir, 'releases') }), 0, { limits });
  t.after(cdn.close);
  const request = `GET /1.0.0-aaaa/remoteEntry.js HTTP/1.1\r\nHost: mfe-alpha.localhost\r\n\r\n`;
  const started = performance.now();
  const kept = await raw(cdn.port, request);
  assert.match(kept, /^HTTP\/1\.1 200 /);
  assert.match(kept, /Keep-Alive: timeout=0?\.?3?/i);
  assert.ok(performance.now() - started < 3000, 'closed once idle for the keep-alive timeout');

  /** @type {import('node:net').Socket[]} */
  const held = [];
  t.after(() => held.forEach((socket) => socket.destroy()));
  for (let i = 0; i < 3; i++) {
    const socket = connect(cdn.port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: mfe-alpha.localhost\r\nX-Slow: ');
    held.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const refused = await raw(cdn.port, request).catch((error) => `error ${error.code}`);
  assert.doesNotMatch(refused, /^HTTP/, 'a fourth connection is not served');
  held.forEach((socket) => socket.destroy());
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.match(await raw(cdn.port, request), /^HTTP\/1\.1 200 /, 'served again once under the cap');
});
