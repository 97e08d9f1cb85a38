// What the web origin adds for releases (issue 41, items 1 and 7), through the real Node web origin and
// nginx's configuration: each /config.json names the page's versions and limits tokens per visitor
// address (as nginx forwards it), and the audit log beside the registry is never served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenLoopback } from './static.mjs';
import { runtimeConfig, webRoutes } from './web.mjs';
import { nginxConfig } from './nginx.mjs';
import { verifyPageLoad } from '../../release/pageLoad.mjs';
import { PREVIEW_COOKIE, signPreview } from '../../release/preview.mjs';

/**
 * @param {number} port
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** @param {import('node:test').TestContext} t */
async function webOrigin(t) {
  const dir = mkdtempSync(join(tmpdir(), 'platform-releases-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'registry'));
  mkdirSync(join(dir, 'shell'));
  const registryFile = join(dir, 'registry', 'remotes.json');
  writeFileSync(
    registryFile,
    JSON.stringify({ remotes: { 'mfe-alpha': { live: '1.0.0-aaaaaaaaaa', manifest: 'm', versions: [], history: [] } } }),
  );
  writeFileSync(join(dir, 'registry', 'audit.jsonl'), '{"by":"release@roofline.test","note":"private"}\n');
  const config = runtimeConfig({ apiUrl: 'http://localhost:18001', apiPort: 18001, webOrigin: 'http://localhost:18000', env: {} });
  const web = await listenLoopback(
    webRoutes({
      shellDist: join(dir, 'shell'),
      registryFile,
      config,
      cdnUrlPattern: 'http://{remote}.localhost:18002',
      pageLoadSecret: 'shared',
      trustProxy: ['127.0.0.1'],
      tokensPerMinute: 2,
    }),
    0,
  );
  t.after(web.close);
  return { dir, registryFile, port: web.port };
}

/**
 * nginx's configuration in front of the web origin of `dir` (its Node web origin, for /config.json, on port 5).
 * @param {string} dir
 * @param {string} registryFile
 */
const nginxOf = (dir, registryFile) =>
  nginxConfig({
    prefix: join(dir, 'nginx'),
    webPort: 1,
    cdnPort: 2,
    apiPort: 3,
    apiNodes: ['127.0.0.1:4'],
    configOrigin: 'http://127.0.0.1:5',
    shellDist: join(dir, 'shell'),
    releasesDir: join(dir, 'releases'),
    registryFile,
    webHeaders: {},
  });

test('/config.json gives each address its tokens for the minute, as the proxy in front names it, and every page its versions', async (t) => {
  const { port } = await webOrigin(t);
  const from = async (/** @type {string} */ address) => JSON.parse((await get(port, '/config.json', { 'x-forwarded-for': address })).body);
  const pages = [await from('198.51.100.1'), await from('198.51.100.1'), await from('198.51.100.1')];
  assert.deepEqual(
    pages.map((page) => Boolean(page.pageLoad)),
    [true, true, false],
  );
  assert.ok(pages.every((page) => page.versions['mfe-alpha'] === '1.0.0-aaaaaaaaaa'));
  assert.deepEqual(verifyPageLoad('shared', pages[0].pageLoad)?.versions, { 'mfe-alpha': '1.0.0-aaaaaaaaaa' });
  assert.ok((await from('198.51.100.2')).pageLoad, 'another address has its own tokens');
});

test('the audit log beside the registry is never served, by the Node web origin or by nginx', async (t) => {
  const { port, dir, registryFile } = await webOrigin(t);
  for (const path of [
    '/registry/audit.jsonl',
    '/registry/',
    '/registry/%2e%2e/registry/audit.jsonl',
    '/registry/remotes.json/../audit.jsonl',
  ]) {
    const answer = await get(port, path);
    assert.doesNotMatch(answer.body, /private|release@roofline/, path);
  }
  const conf = nginxOf(dir, registryFile);
  // nginx names the registry file alone, in an exact location: its folder is no root and no alias.
  assert.match(conf, /location = \/registry\/remotes\.json \{\s+alias [^;]*registry\/remotes\.json;/);
  assert.equal(conf.split('\n').filter((line) => line.includes(join(dir, 'registry'))).length, 1);
});

test('a preview link sets its cookie and opens the product; /preview/leave ends it; an expired or forged link is refused with a page that says so; nginx sends them to the Node web origin', async (t) => {
  const { port, dir, registryFile } = await webOrigin(t);
  const { token } = signPreview('shared', { remote: 'mfe-alpha', version: '1.0.0-aaaaaaaaaa' });
  const opened = await get(port, `/preview/${token}`);
  assert.equal(opened.status, 303);
  assert.equal(opened.headers.location, '/');
  assert.match(
    String(opened.headers['set-cookie']),
    new RegExp(`^${PREVIEW_COOKIE}=${token.replaceAll('.', '\\.')}; Path=/; Max-Age=3\\d{3}; SameSite=Lax; HttpOnly$`),
  );

  const left = await get(port, '/preview/leave');
  assert.equal(left.status, 303);
  assert.match(String(left.headers['set-cookie']), new RegExp(`^${PREVIEW_COOKIE}=; Path=/; Max-Age=0;`));

  const expired = await get(
    port,
    `/preview/${signPreview('shared', { remote: 'mfe-alpha', version: 'x', minutes: 1 }, new Date(Date.now() - 120_000)).token}`,
  );
  assert.equal(expired.status, 410);
  assert.match(expired.body, /<h1>This preview link has expired<\/h1>/);
  assert.equal(expired.headers['set-cookie'], undefined);
  const forged = await get(port, `/preview/${signPreview('not ours', { remote: 'mfe-alpha', version: 'x' }).token}`);
  assert.equal(forged.status, 403);
  assert.match(forged.body, /<h1>This preview link is not valid<\/h1>/);

  const conf = nginxOf(dir, registryFile);
  assert.match(conf, /location \^~ \/preview\/ \{[^}]*proxy_pass http:\/\/127\.0\.0\.1:5;/);
});
