import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageRemoteOf, remotePreloads } from './pagePreloads.mjs';
import { listenLoopback } from './static.mjs';
import { runtimeConfig, webRoutes } from './web.mjs';

test('the remote a page opens with: an advert page, the dashboard only for a browser that may be signed in', () => {
  assert.deepEqual(pageRemoteOf('/ad-details/48', undefined), { remote: 'mfe-ad-details', module: './AdvertPage' });
  assert.deepEqual(pageRemoteOf('/ad-service/7', ''), { remote: 'mfe-ad-details', module: './AdvertPage' });
  assert.equal(pageRemoteOf('/dashboard-statistics', 'consent=1'), null);
  const signedIn = 'consent=1; roofline_signed_in=1';
  assert.deepEqual(pageRemoteOf('/dashboard-statistics', signedIn), { remote: 'mfe-dashboard', module: './Dashboard' });
  assert.deepEqual(pageRemoteOf('/dashboard-user-messages/12', signedIn), { remote: 'mfe-dashboard', module: './Dashboard' });
  for (const path of ['/', '/login', '/ad-details/x', '/post-advert']) assert.equal(pageRemoteOf(path, signedIn), null, path);
});

test("a page's links name the registry and its remote's live manifest, entry and module scripts with their integrity; none under a canary", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'preloads-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const registryFile = join(dir, 'remotes.json');
  mkdirSync(join(dir, 'releases', 'mfe-ad-details', '1.0.0-abc'), { recursive: true });
  writeFileSync(
    join(dir, 'releases', 'mfe-ad-details', '1.0.0-abc', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'DetailPanel', path: './DetailPanel', assets: { js: { sync: ['1.js'] }, css: { sync: [] } } },
        { name: 'AdvertPage', path: './AdvertPage', assets: { js: { sync: ['2.js', 'page.js'] }, css: { sync: ['page.css'] } } },
      ],
    }),
  );
  const manifest = 'http://mfe-ad-details.localhost:8090/1.0.0-abc/mf-manifest.json';
  const registry = (/** @type {object} */ more = {}) =>
    writeFileSync(
      registryFile,
      JSON.stringify({
        remotes: {
          'mfe-ad-details': {
            live: '1.0.0-abc',
            manifest,
            versions: [{ version: '1.0.0-abc', integrity: { 'remoteEntry.js': 'sha384-entry', '2.js': 'sha384-two' } }],
            ...more,
          },
        },
      }),
    );
  const preloads = remotePreloads({
    registryFile,
    releasesDir: join(dir, 'releases'),
    registryUrl: 'http://localhost:8080/registry/remotes.json',
  });
  const page = { remote: 'mfe-ad-details', module: './AdvertPage' };

  assert.equal(await preloads(page), '', 'no registry yet');
  registry();
  const base = 'http://mfe-ad-details.localhost:8090/1.0.0-abc';
  assert.deepEqual(
    (await preloads(page)).split('\n').map((line) => line.trim()),
    [
      '<link rel="preload" as="fetch" href="http://localhost:8080/registry/remotes.json" crossorigin="anonymous" />',
      `<link rel="preload" as="fetch" href="${manifest}" crossorigin="anonymous" />`,
      `<link rel="preload" as="script" href="${base}/remoteEntry.js" integrity="sha384-entry" crossorigin="anonymous" />`,
      `<link rel="preload" as="script" href="${base}/2.js" integrity="sha384-two" crossorigin="anonymous" />`,
      `<link rel="preload" as="script" href="${base}/page.js" />`,
    ],
  );
  assert.equal(await preloads({ remote: 'mfe-ad-details', module: './Absent' }), '');
  assert.equal(await preloads({ remote: 'mfe-dashboard', module: './Dashboard' }), '');
  // Under a canary the browser picks its side: nothing is named for it.
  registry({ canary: { version: '1.0.1-def', manifest, percent: 10 } });
  assert.equal(await preloads(page), '');
  // A version the releases folder does not hold (a registry elsewhere) names nothing either.
  registry({ live: '1.0.2-ghi' });
  assert.equal(await preloads(page), '');
});

test("the web origin serves a remote's page with its links in the head and its preview, the dashboard only to a signed-in browser", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'preloads-web-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'shell'));
  const index = '<!doctype html><html><head><title>Roofline</title></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'shell', 'index.html'), index);
  mkdirSync(join(dir, 'releases', 'mfe-dashboard', '2.0.0'), { recursive: true });
  writeFileSync(
    join(dir, 'releases', 'mfe-dashboard', '2.0.0', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'Dashboard', path: './Dashboard', assets: { js: { sync: [] } } }],
    }),
  );
  const registryFile = join(dir, 'remotes.json');
  const manifest = 'http://mfe-dashboard.localhost:8090/2.0.0/mf-manifest.json';
  writeFileSync(registryFile, JSON.stringify({ remotes: { 'mfe-dashboard': { live: '2.0.0', manifest, versions: [] } } }));
  const web = await webOrigin(dir, registryFile);
  t.after(web.close);
  const page = (/** @type {string} */ cookie) =>
    fetch(`http://127.0.0.1:${web.port}/dashboard-statistics`, { headers: { cookie } }).then((res) => res.text());

  const served = await page('roofline_signed_in=1');
  assert.match(served, new RegExp(`<link rel="preload" as="fetch" href="${manifest}" crossorigin="anonymous" />`));
  assert.match(served, /remoteEntry\.js" \/>\n {2}<\/head>/);
  assert.equal(await page('roofline_signed_in=0'), index);

  // With the shell's statistics preview built, the statistics page is served as it, with the same links;
  // the dashboard's other pages get the plain page with them.
  const preview = '<!doctype html><html><head></head><body><div id="root"><div class="page-preview"></div></div></body></html>';
  writeFileSync(join(dir, 'shell', 'dashboard.html'), preview);
  const previewed = await page('roofline_signed_in=1');
  assert.match(previewed, /<div class="page-preview">/);
  assert.match(previewed, /remoteEntry\.js" \/>\n {2}<\/head>/);
  const portfolio = await fetch(`http://127.0.0.1:${web.port}/dashboard-portfolio`, { headers: { cookie: 'roofline_signed_in=1' } });
  const other = await portfolio.text();
  assert.doesNotMatch(other, /page-preview/);
  assert.match(other, /remoteEntry\.js" \/>\n {2}<\/head>/);
  assert.equal(await page('roofline_signed_in=0'), index);
});

test('the web origin keeps a composed page and its compressed bytes; a new shell file or a new live version shows on the next request', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'preloads-kept-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'shell'));
  const indexFile = join(dir, 'shell', 'index.html');
  const shell = (/** @type {string} */ build) =>
    `<!doctype html><html><head><title>Roofline</title><script src="/main.${build}.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(indexFile, shell('aaaaaaaa'));
  const shipped = new Date(Date.now() - 60_000);
  utimesSync(indexFile, shipped, shipped);
  for (const version of ['2.0.0', '2.1.0']) {
    mkdirSync(join(dir, 'releases', 'mfe-dashboard', version), { recursive: true });
    writeFileSync(
      join(dir, 'releases', 'mfe-dashboard', version, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'Dashboard', path: './Dashboard', assets: { js: { sync: [`dashboard.${version}.js`] } } }],
      }),
    );
  }
  const registryFile = join(dir, 'remotes.json');
  const live = (/** @type {string} */ version) =>
    writeFileSync(
      registryFile,
      JSON.stringify({
        remotes: {
          'mfe-dashboard': { live: version, manifest: `http://mfe-dashboard.localhost:8090/${version}/mf-manifest.json`, versions: [] },
        },
      }),
    );
  live('2.0.0');
  const web = await webOrigin(dir, registryFile);
  t.after(web.close);
  /** The page as a browser gets it, and as one asking for Brotli gets it, decompressed. */
  const page = async () => {
    const url = `http://127.0.0.1:${web.port}/dashboard-statistics`;
    const plain = await fetch(url, { headers: { cookie: 'roofline_signed_in=1', 'accept-encoding': 'identity' } }).then((res) =>
      res.text(),
    );
    const res = await fetch(url, { headers: { cookie: 'roofline_signed_in=1', 'accept-encoding': 'br' } });
    assert.equal(res.headers.get('content-encoding'), 'br');
    assert.equal(await res.text(), plain, 'the compressed page is the same page');
    return plain;
  };

  const first = await page();
  assert.match(first, /main\.aaaaaaaa\.js/);
  assert.match(first, /dashboard\.2\.0\.0\.js/);
  // The same bytes' length and time: the file is not read again, so the kept page is what is served.
  writeFileSync(indexFile, shell('bbbbbbbb'));
  utimesSync(indexFile, shipped, shipped);
  assert.equal(await page(), first);

  // A deploy writes the file anew (a new mtime): the next request has the new shell.
  utimesSync(indexFile, new Date(), new Date());
  const deployed = await page();
  assert.match(deployed, /main\.bbbbbbbb\.js/);
  assert.match(deployed, /dashboard\.2\.0\.0\.js/);

  // A release (or a rollback) changes the live version: the next request names its files.
  live('2.1.0');
  const released = await page();
  assert.match(released, /main\.bbbbbbbb\.js/);
  assert.match(released, /dashboard\.2\.1\.0\.js/);
  assert.doesNotMatch(released, /dashboard\.2\.0\.0\.js/);
  live('2.0.0');
  assert.match(await page(), /dashboard\.2\.0\.0\.js/);
});

/**
 * The web origin over a shell build in `dir`/shell and releases in `dir`/releases.
 * @param {string} dir
 * @param {string} registryFile
 */
function webOrigin(dir, registryFile) {
  const config = runtimeConfig({ apiUrl: 'http://127.0.0.1:9', apiPort: 9, webOrigin: 'http://localhost:18000', env: {} });
  return listenLoopback(
    webRoutes({
      shellDist: join(dir, 'shell'),
      registryFile,
      config,
      cdnUrlPattern: 'http://{remote}.localhost:8090',
      releasesDir: join(dir, 'releases'),
    }),
    0,
  );
}
