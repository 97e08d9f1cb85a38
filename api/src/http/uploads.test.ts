import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { forSale, register } from '../bookings/fixture.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import type { TestClient } from '../auth/test-client.ts';

/** Silence on a socket this long while a body is due closes it (a short one here: what is tested is whose silence it is). */
const IDLE_MS = 300;

let h: Harness;
let person: { client: TestClient; id: number };

before(async () => {
  h = await createHarness({ timeouts: { headersMs: 5000, idleMs: IDLE_MS, keepAliveMs: 5000, requestMs: 120_000 } });
  person = await register(h, 'Priya Shah', 'uploads@example.test');
});
after(() => h.close());

const BOUNDARY = 'roofline-upload-boundary';

/** A multipart body of files under `field`. */
function multipart(files: Buffer[], field = 'photo'): Buffer {
  return Buffer.concat([
    ...files.flatMap((bytes, i) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

test('an upload is read whole before its photos are re-encoded: the server’s own slowness is never answered 408', async () => {
  const advert = await forSale(h.handle.db, person.id);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.app.server.address() as AddressInfo;
  // Photos of noise re-encode slowly (each a second or so here), and after the first come 19 MB more:
  // were each re-encoded as it arrived, the client would wait behind full socket buffers far longer than IDLE_MS.
  const noise = (width: number, height: number) =>
    sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 2654435761) % 251)), {
      raw: { width, height, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
  const body = multipart([await noise(1400, 1100), await noise(1800, 1750), await noise(1800, 1750)], 'images');
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/user/adverts/${advert}/images`,
        headers: {
          cookie: [...person.client.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
          'x-xsrf-token': person.client.jar.get('XSRF-TOKEN') ?? '',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(body.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  assert.equal(status, 200);
});

test('a draining process refuses a new upload at once, before reading it, with a 503 to try again elsewhere', async () => {
  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7a3' } })
    .png()
    .toBuffer();
  // The last test of the file: the harness's app stays draining.
  h.app.drain.begin();
  const refused = await person.client.request({
    method: 'POST',
    url: '/api/user/settings/photo',
    payload: multipart([photo]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  assert.equal(refused.statusCode, 503);
  assert.equal(refused.headers['retry-after'], '1');
  assert.equal(refused.headers.connection, 'close');
  assert.equal(refused.json().message, 'The service is busy. Please try again in a moment.');
});
