import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cdnHandler } from './cdn.mjs';
import { listenLoopback } from './static.mjs';
import { runtimeConfig, webHandler } from './web.mjs';

/**
 * A GET with a chosen Host header (browsers resolve *.localhost to loopback; Node may not).
 * @param {number} port
 * @param {string} path
 * @param {string} host
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function get(port, path, host = `localhost:${port}`) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
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
  const cdn = await listenLoopback(cdnHandler({ releasesDir: dir }), 0);
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

test('the web origin serves the shell with an SPA fallback, the registry fresh, and the runtime config', async (t) => {
  const { dir, put } = tree(t);
  put('shell/index.html', '<!doctype html><title>Roofline</title>');
  put('shell/static/js/main.js', 'boot();');
  const registryFile = join(dir, 'registry', 'remotes.json');
  const config = runtimeConfig({ apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000', env: { MAPBOX_TOKEN: '' } });
  const web = await listenLoopback(webHandler({ shellDist: join(dir, 'shell'), registryFile, config }), 0);
  t.after(web.close);

  const route = await get(web.port, '/dashboard-portfolio?x=1');
  assert.equal(route.status, 200);
  assert.match(route.body, /<title>Roofline/);
  assert.equal((await get(web.port, '/ad-details/12')).body, route.body);
  assert.equal((await get(web.port, '/static/js/main.js')).body, 'boot();');
  assert.equal((await get(web.port, '/static/js/absent.js')).status, 404);

  assert.deepEqual(JSON.parse((await get(web.port, '/registry/remotes.json')).body), { remotes: {} });
  mkdirSync(join(dir, 'registry'));
  writeFileSync(registryFile, '{"remotes":{"mfe-alpha":{"live":"v2"}}}');
  const registry = await get(web.port, '/registry/remotes.json');
  assert.equal(registry.headers['cache-control'], 'no-store');
  assert.equal(JSON.parse(registry.body).remotes['mfe-alpha'].live, 'v2');

  const served = JSON.parse((await get(web.port, '/config.json')).body);
  assert.deepEqual(served, {
    apiUrl: 'http://localhost:18001',
    imageBaseUrl: 'http://localhost:18001/storage',
    registryUrl: '/registry/remotes.json',
    mapboxToken: null,
    realtime: { key: 'marketplace-key', wsHost: 'localhost', wsPort: 18001, forceTLS: false, cluster: 'eu' },
    remoteTimeoutMs: 120000,
    overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*', 'http://*.localhost:*'],
    siteUrl: 'http://localhost:18000',
    financialDashboardUrl: 'https://connect.stripe.com/express_login',
    supportEmail: 'support@roofline.co.uk',
  });
});
