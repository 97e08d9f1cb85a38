import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenLoopback } from './static.mjs';
import { runtimeConfig, webRoutes } from './web.mjs';
import { previewedAdvert, withPhoto } from './advertPreview.mjs';

const ADVERT_PAGE = '<!doctype html><div id="root"><img alt="" data-advert-photo /></div>';

test('the advert pages named by their path, and the photo put in the page', () => {
  assert.equal(previewedAdvert('/ad-details/48'), 'api/properties/48');
  assert.equal(previewedAdvert('/ad-service/7/'), 'api/services/7');
  for (const path of ['/ad-details/0', '/ad-details/48/edit', '/ad-details/x', '/dashboard-statistics', '/ad-details/12345678901'])
    assert.equal(previewedAdvert(path), null, path);
  assert.equal(
    withPhoto(ADVERT_PAGE, 'http://i.test/a.jpg?w=1&h="2"'),
    '<!doctype html><div id="root"><img alt="" src="http://i.test/a.jpg?w=1&amp;h=&quot;2&quot;" /></div>',
  );
  assert.equal(withPhoto(ADVERT_PAGE, null), null);
  assert.equal(withPhoto('<div id="root"></div>', 'http://i.test/a.jpg'), null);
});

test("an advert's page comes with its first photo from the API, kept a minute; no photo, a slow or failing API: the plain page", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'preview-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'shell'));
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'shell', 'advert.html'), ADVERT_PAGE);

  /** @type {string[]} */
  const asked = [];
  /** @param {import('fastify').FastifyInstance} app */
  const api = (app) => {
    app.get('*', async (request, reply) => {
      asked.push(`${request.url} ${request.headers.cookie ?? 'no cookie'}`);
      const answers = {
        '/api/properties/48': { data: { documents_property_images: [{ file_path: 'seed/house-021.svg' }] } },
        '/api/services/7': { data: { documents_service_images: [{ file_path: 'https://images.test/s.jpg' }] } },
        '/api/properties/49': { data: { documents_property_images: [] } },
      };
      const answer = answers[/** @type {keyof typeof answers} */ (request.url)];
      if (request.url === '/api/properties/50') await new Promise((resolve) => setTimeout(resolve, 1000));
      if (request.url === '/api/properties/51') return reply.code(500).send({});
      if (answer) return answer;
      return reply
        .code(request.url === '/api/properties/50' ? 200 : 404)
        .send(request.url === '/api/properties/50' ? {} : { message: 'ad_does_not_exist' });
    });
  };
  const apiServer = await listenLoopback(api, 0);
  t.after(apiServer.close);
  const apiUrl = `http://127.0.0.1:${apiServer.port}`;
  const config = runtimeConfig({ apiUrl, apiPort: apiServer.port, webOrigin: 'http://localhost:18000', env: {} });
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
  const page = async (/** @type {string} */ path) => {
    const res = await fetch(`http://127.0.0.1:${web.port}${path}`, { headers: { cookie: 'roofline_session=secret' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    return res.text();
  };

  assert.equal(
    await page('/ad-details/48'),
    `<!doctype html><div id="root"><img alt="" src="${apiUrl}/storage/seed/house-021.svg" /></div>`,
  );
  assert.match(await page('/ad-service/7'), /src="https:\/\/images\.test\/s\.jpg"/);
  const plain = '<!doctype html><div id="root"></div>';
  for (const path of ['/ad-details/49', '/ad-details/404', '/ad-details/50', '/ad-details/51', '/ad-details/48/edit'])
    assert.equal(await page(path), plain, path);
  // Read again within the minute: from what was kept. The visitor's cookies never go to the API.
  assert.match(await page('/ad-details/48'), /house-021/);
  assert.equal(asked.filter((line) => line.startsWith('/api/properties/48 ')).length, 1);
  assert.ok(asked.every((line) => line.endsWith(' no cookie')));
});
