import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageRemoteOf, remotePreloads } from './pagePreloads.mjs';
import { listenLoopback } from './static.mjs';
import { runtimeConfig, webHandler } from './web.mjs';

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

test("the web origin serves a remote's page with its links in the head, the dashboard only to a signed-in browser", async (t) => {
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
  const config = runtimeConfig({ apiUrl: 'http://127.0.0.1:9', apiPort: 9, webOrigin: 'http://localhost:18000', env: {} });
  const web = await listenLoopback(
    webHandler({
      shellDist: join(dir, 'shell'),
      registryFile,
      config,
      cdnUrlPattern: 'http://{remote}.localhost:8090',
      releasesDir: join(dir, 'releases'),
    }),
    0,
  );
  t.after(web.close);
  const page = (/** @type {string} */ cookie) =>
    fetch(`http://127.0.0.1:${web.port}/dashboard-statistics`, { headers: { cookie } }).then((res) => res.text());

  const served = await page('roofline_signed_in=1');
  assert.match(served, new RegExp(`<link rel="preload" as="fetch" href="${manifest}" crossorigin="anonymous" />`));
  assert.match(served, /remoteEntry\.js" \/>\n {2}<\/head>/);
  assert.equal(await page('roofline_signed_in=0'), index);
});
