// The product behind nginx (issue 30, item 3): the configuration `npm run serve:nginx` writes, serving
// the shell, the remotes' CDN and, by proxy_pass, the API and its WebSocket, with the headers the
// Node servers send. Its own deployment (a small seed), so the other journeys keep theirs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { deploy, repoRoot, type Deployment } from '../support/deploy';
import { contentSecurityPolicy } from '../../scripts/platform/headers.mjs';

let deployment: Deployment;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const started = performance.now();
  deployment = await deploy({ remoteTimeoutMs: 5000, webServer: 'nginx', env: { SEED_ADVERTS: '300' } });
  console.log(`deployed behind nginx in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});
test.afterAll(async () => deployment?.stop());

const web = (path = '/') => `${deployment.platform.webUrl}${path}`;

test('through nginx the map home draws its pins from the API, under the same Content-Security-Policy and without a violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  const remoteEntry = page.waitForResponse((res) => res.url().startsWith(`http://mfe-`) && res.url().endsWith('/remoteEntry.js'));
  const response = await page.goto(web('/'));
  const headers = response!.headers();
  const { config } = deployment.platform;
  expect(headers['content-security-policy']).toBe(
    contentSecurityPolicy({ config, cdnUrlPattern: `http://{remote}.localhost:${deployment.cdnPort}` }),
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers.server).toBe('nginx');

  const cdn = await (await remoteEntry).allHeaders();
  expect(cdn['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(cdn['access-control-allow-origin']).toBe('*');
  expect(cdn['cross-origin-resource-policy']).toBe('cross-origin');

  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: 'Map of adverts' })).toHaveAttribute('aria-description', /^[1-9][\d,]* pins/);
  expect(violations).toEqual([]);
});

test('nginx caches content-hashed files for a year, revalidates the page, never stores the config or the registry, and answers ETag, Range and gzip', async ({
  request,
}) => {
  const hashed = readdirSync(join(repoRoot, 'shell', 'dist')).find((name) => /\.[0-9a-f]{8}\.js$/.test(name))!;
  const file = await request.get(web(`/${hashed}`), { headers: { 'accept-encoding': 'identity' } });
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['content-type']).toMatch(/javascript/);
  const etag = file.headers().etag!;
  expect(etag).toBeTruthy();
  expect((await request.get(web(`/${hashed}`), { headers: { 'if-none-match': etag } })).status()).toBe(304);
  const part = await request.get(web(`/${hashed}`), { headers: { range: 'bytes=0-99', 'accept-encoding': 'identity' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(100);
  const zipped = await request.fetch(web(`/${hashed}`), { headers: { 'accept-encoding': 'gzip' } });
  expect(zipped.headers()['content-encoding']).toBe('gzip');
  expect(zipped.headers().vary).toMatch(/Accept-Encoding/i);

  for (const path of ['/config.json', '/registry/remotes.json']) {
    const res = await request.get(web(path));
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-store');
  }
  expect((await (await request.get(web('/config.json'))).json()).pageLoad, 'the page-load token is still signed per request').toBeTruthy();
  const page = await request.get(web('/search/london'));
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(await page.text()).toContain('<div id="root"');
  // The map home without a query is its page with the introduction's headline already in it.
  const headline = 'Find homes to buy, rent or stay, and trusted local services';
  const home = await request.get(web('/'));
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(await home.text()).toContain(headline);
  expect(await (await request.get(web('/?ad_type=5'))).text()).not.toContain(headline);
  expect(await page.text()).not.toContain(headline);
  // Hidden files and missing files with an extension are 404, never the page.
  expect((await request.get(web('/.htaccess'))).status()).toBe(404);
  expect((await request.get(web('/missing.js'))).status()).toBe(404);
});

test('the API and its Pusher WebSocket answer through nginx, which forwards the client and logs the API request id', async ({ page }) => {
  await page.goto(web('/'));
  const { apiUrl, realtime } = deployment.platform.config;
  const csrf = await page.request.get(`${apiUrl}/sanctum/csrf-cookie`);
  expect(csrf.status()).toBe(204);
  const requestId = csrf.headers()['x-request-id'];
  expect(requestId).toMatch(/^[A-Za-z]{20}$/);
  // The browser's own WebSocket, allowed by the page's policy, upgraded by nginx to the API's Pusher server.
  const established = await page.evaluate(
    ({ host, port, key }) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`ws://${host}:${port}/app/${key}?protocol=7&client=js&version=8.4.0`);
        socket.onmessage = (event) => {
          resolve(JSON.parse(String(event.data)).event);
          socket.close();
        };
        socket.onerror = () => reject(new Error('WebSocket failed'));
      }),
    { host: realtime.wsHost, port: realtime.wsPort, key: realtime.key },
  );
  expect(established).toBe('pusher:connection_established');
  await expect.poll(() => deployment.platform.nginx!.accessLog()).toContain(`api=${requestId}`);
});

test("through nginx the pages a remote shows first come composed by the web origin: the remote's first files named, the statistics page's preview", async ({
  request,
}) => {
  const html = async (path: string, cookie = '') => (await request.get(web(path), { headers: { cookie } })).text();
  expect(await html('/ad-details/1')).toMatch(/<link rel="preload" as="fetch" href="[^"]*mfe-ad-details[^"]*mf-manifest\.json"/);
  const statistics = await html('/dashboard-statistics', 'roofline_signed_in=1');
  expect(statistics).toMatch(/<link rel="preload" as="fetch" href="[^"]*mfe-dashboard[^"]*mf-manifest\.json"/);
  expect(statistics).toContain('page-preview--dashboard');
  expect(await html('/dashboard-portfolio', 'roofline_signed_in=1')).toMatch(/mfe-dashboard[^"]*mf-manifest\.json/);
  // Other pages are nginx's own file, with no remote named.
  expect(await html('/about')).not.toContain('mf-manifest.json');
});
