import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3 } from '@marketplace/release/s3-test-server.mjs';
import S3rver from 's3rver';
import sharp from 'sharp';
import { contentTypeOf, isSafeKey, LocalStorage, type Storage } from './index.ts';
import { S3Storage, type S3Settings } from './s3.ts';
import { createHarness } from '../test/harness.ts';
import { register, studioFlat } from '../bookings/fixture.ts';

test('keys are plain relative paths of known file types', () => {
  for (const ok of ['seed/house-001.svg', 'adverts/12/photo.jpg', 'a.png']) assert.equal(isSafeKey(ok), true, ok);
  for (const bad of [
    '../x.svg',
    'a/../b.svg',
    '/etc/passwd',
    'a//b.svg',
    'a\\b.svg',
    'x.svg\u0000.png',
    'notes.txt',
    '',
    './a.svg',
    'a b.svg',
  ]) {
    assert.equal(isSafeKey(bad), false, bad);
  }
  assert.equal(contentTypeOf('x.JPG'), 'image/jpeg');
});

test('the local store writes, reads and refuses to leave its folder', async () => {
  const root = await mkdtemp(join(tmpdir(), 'roofline-store-'));
  try {
    const store = new LocalStorage(root);
    await store.put('seed/a.svg', '<svg/>', 'image/svg+xml');
    assert.equal(await store.exists('seed/a.svg'), true);
    const file = await store.get('seed/a.svg');
    assert.equal(file?.contentType, 'image/svg+xml');
    assert.equal(file?.body.toString(), '<svg/>');
    assert.equal(await store.get('../a.svg'), null);
    await assert.rejects(() => store.put('../escape.svg', 'x', 'image/svg+xml'));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

/**
 * The bucket: a real S3-protocol server (s3rver, on loopback, files in a temporary folder) spoken to
 * through the official SDK, as AWS S3, MinIO or R2 would be.
 */
let s3Dir: string;
let s3rver: S3rver;
let settings: S3Settings;
let sdk: S3Client;
const BUCKET = 'roofline-images';

before(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'roofline-s3-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  settings = { bucket: BUCKET, region: 'eu-west-2', endpoint: `http://127.0.0.1:${port}`, prefix: 'images/', forcePathStyle: true };
  // s3rver's own credentials; in production the SDK finds them in the environment or a role.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  sdk = new S3Client({ region: settings.region, endpoint: settings.endpoint!, forcePathStyle: true });
});
after(async () => {
  await s3rver.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const backends: Array<[string, () => Promise<{ store: Storage; done: () => Promise<void> }>]> = [
  [
    'the local folder',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'roofline-store-'));
      return { store: new LocalStorage(root), done: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  ['an S3 bucket', async () => ({ store: new S3Storage(settings), done: async () => undefined })],
  [
    // The release package's S3 test server (the one that honours conditional writes) speaks the same calls.
    "an S3 bucket on the release tests' server",
    async () => {
      const server = await startTestS3();
      const on = { ...settings, endpoint: server.url };
      await new S3Client({ region: on.region, endpoint: server.url, forcePathStyle: true }).send(
        new CreateBucketCommand({ Bucket: BUCKET }),
      );
      return { store: new S3Storage(on), done: () => server.close() };
    },
  ],
];

for (const [name, open] of backends) {
  test(`${name} writes, reads, deletes, and refuses keys that are not plain paths`, async () => {
    const { store, done } = await open();
    try {
      const picture = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
      await store.put('adverts/7/a.webp', picture, 'image/webp');
      assert.equal(await store.exists('adverts/7/a.webp'), true);
      assert.deepEqual(await store.get('adverts/7/a.webp'), { body: picture, contentType: 'image/webp' });
      assert.equal(await store.get('adverts/7/none.webp'), null);
      assert.equal(await store.exists('adverts/7/none.webp'), false);
      await store.delete('adverts/7/a.webp');
      assert.equal(await store.exists('adverts/7/a.webp'), false);
      await store.delete('adverts/7/a.webp');
      assert.equal(await store.get('../a.svg'), null);
      await assert.rejects(() => store.put('../escape.svg', 'x', 'image/svg+xml'));
    } finally {
      await done();
    }
  });
}

describe('with S3_BUCKET set', () => {
  test('the configuration names the bucket, and the store is the bucket', async () => {
    const { loadConfig } = await import('../config.ts');
    const config = loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'images/' });
    assert.deepEqual(config.s3, {
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      prefix: 'images/',
      forcePathStyle: true,
    });
    assert.equal(loadConfig({}).s3, null, 'the local folder is the default');
  });

  test('an uploaded photo is re-encoded into the bucket with its type, served by the API, and gone from the bucket once deleted', async () => {
    const h = await createHarness({ s3: settings });
    try {
      const owner = await register(h, 'James Whitfield', 'owner@example.test');
      const advertId = await studioFlat(h.handle.db, owner.id);
      const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kitchen.jpg');
      const res = await owner.client.request({ method: 'POST', url: `/api/user/adverts/${advertId}/images`, payload: form });
      assert.equal(res.statusCode, 200, res.body);
      const image = res.json<{ data: { documents_property_images: Array<{ id: number; file_path: string }> } }>().data
        .documents_property_images[0]!;

      const object = await sdk.send(new GetObjectCommand({ Bucket: BUCKET, Key: `images/${image.file_path}` }));
      assert.equal(object.ContentType, 'image/webp');
      assert.equal(object.CacheControl, 'public, max-age=86400');
      assert.equal((await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata()).format, 'webp');
      const served = await h.app.inject({ method: 'GET', url: `/storage/${image.file_path}` });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');

      const deleted = await owner.client.request({ method: 'DELETE', url: `/api/user/adverts/${advertId}/images/${image.id}?kind=photo` });
      assert.equal(deleted.statusCode, 200, deleted.body);
      await assert.rejects(sdk.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `images/${image.file_path}` })), /NotFound|404/);
      assert.equal((await h.app.inject({ method: 'GET', url: `/storage/${image.file_path}` })).statusCode, 404);
    } finally {
      await h.close();
    }
  });
});
