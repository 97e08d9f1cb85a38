import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register, studioFlat } from '../bookings/fixture.ts';
import { IMAGE_WEB_SIZE, TOO_LARGE, TOO_MANY, WRONG_TYPE } from './images.ts';

let h: Harness;
let dir: string;
let owner: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };
let advertId: number;
let photo: Buffer;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'roofline-uploads-'));
  h = await createHarness({ storageDir: dir });
  owner = await register(h, 'James Whitfield', 'owner@example.test');
  stranger = await register(h, 'Sophie Turner', 'stranger@example.test');
  advertId = await studioFlat(h.handle.db, owner.id);
  photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
});
after(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

type Images = { documents_property_images: Array<{ id: number; file_path: string }>; documents_floorplans_images: Array<{ id: number }> };

function upload(client: TestClient, files: Array<{ body: Buffer; name: string; type: string }>, kind?: string) {
  const form = new FormData();
  if (kind) form.append('kind', kind);
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
  return client.request({ method: 'POST', url: `/api/user/adverts/${advertId}/images`, payload: form });
}
const jpeg = (body: Buffer = photo) => ({ body, name: 'kitchen.jpg', type: 'image/jpeg' });

describe('uploading photos', () => {
  test('photos are stored resized to web size as WebP and served with their content type', async () => {
    const res = await upload(owner.client, [jpeg(), jpeg(), jpeg()]);
    assert.equal(res.statusCode, 200, res.body);
    const images = res.json<{ data: Images }>().data.documents_property_images;
    assert.equal(images.length, 3);
    const first = images[0]!;
    assert.match(first.file_path, new RegExp(`^adverts/${advertId}/[0-9a-f-]+\\.webp$`));
    const served = await h.app.inject({ method: 'GET', url: `/storage/${first.file_path}` });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    assert.equal(meta.width, IMAGE_WEB_SIZE);
    const cover = await h.handle.db.selectFrom('properties').select('cover_image').where('id', '=', advertId).executeTakeFirstOrThrow();
    assert.equal(cover.cover_image, first.file_path);
  });

  test('a renamed executable, a GIF and an oversized file are refused under images', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096)]);
    const renamed = await upload(owner.client, [{ body: elf, name: 'photo.jpg', type: 'image/jpeg' }]);
    assert.equal(renamed.statusCode, 422, renamed.body);
    assert.deepEqual(renamed.json().errors.images, [WRONG_TYPE]);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    assert.deepEqual((await upload(owner.client, [{ body: gif, name: 'x.png', type: 'image/png' }])).json().errors.images, [WRONG_TYPE]);
    const huge = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]);
    const big = await upload(owner.client, [jpeg(huge)]);
    assert.equal(big.statusCode, 422, big.body);
    assert.deepEqual(big.json().errors.images, [TOO_LARGE]);
  });

  test('no more than 30 photos and floorplans in all', async () => {
    const res = await upload(
      owner.client,
      Array.from({ length: 28 }, () => jpeg()),
      'floorplan',
    );
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors.images, [TOO_MANY]);
  });

  test('another user cannot add, remove or reorder the photos', async () => {
    assert.equal((await upload(stranger.client, [jpeg()])).statusCode, 403);
    const held = await h.handle.db.selectFrom('property_images').select('id').where('property_id', '=', advertId).execute();
    assert.equal(
      (await stranger.client.request({ method: 'DELETE', url: `/api/user/adverts/${advertId}/images/${held[0]!.id}` })).statusCode,
      403,
    );
    assert.equal(
      (
        await stranger.client.request({
          method: 'PUT',
          url: `/api/user/adverts/${advertId}/images/order`,
          payload: { ids: held.map((r) => r.id).reverse() },
        })
      ).statusCode,
      403,
    );
    assert.equal(
      (await h.handle.db.selectFrom('property_images').select('id').where('property_id', '=', advertId).execute()).length,
      held.length,
    );
  });

  test('the owner reorders and removes photos; the cover follows the first', async () => {
    const held = await h.handle.db
      .selectFrom('property_images')
      .select(['id', 'file_path'])
      .where('property_id', '=', advertId)
      .orderBy('position')
      .execute();
    const reversed = held.map((r) => r.id).reverse();
    const res = await owner.client.request({
      method: 'PUT',
      url: `/api/user/adverts/${advertId}/images/order`,
      payload: { ids: reversed },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json<{ data: Images }>().data.documents_property_images.map((i) => i.id),
      reversed,
    );
    const partial = await owner.client.request({
      method: 'PUT',
      url: `/api/user/adverts/${advertId}/images/order`,
      payload: { ids: reversed.slice(1) },
    });
    assert.equal(partial.statusCode, 422);
    const removed = await owner.client.request({ method: 'DELETE', url: `/api/user/adverts/${advertId}/images/${reversed[0]}` });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      removed.json<{ data: Images }>().data.documents_property_images.map((i) => i.id),
      reversed.slice(1),
    );
    const cover = await h.handle.db.selectFrom('properties').select('cover_image').where('id', '=', advertId).executeTakeFirstOrThrow();
    assert.equal(cover.cover_image, held.find((r) => r.id === reversed[1])?.file_path);
  });
});

describe('floorplans', () => {
  const floorplans = async (client: TestClient, count: number) => {
    const res = await upload(
      client,
      Array.from({ length: count }, () => jpeg()),
      'floorplan',
    );
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: Images }>().data;
  };

  test('are kept apart from the photos, in the order the owner sets, and the advert page lists them so', async () => {
    const before = await h.handle.db.selectFrom('property_images').select('id').where('property_id', '=', advertId).execute();
    const added = await floorplans(owner.client, 3);
    assert.equal(added.documents_floorplans_images.length, 3);
    assert.equal(added.documents_property_images.length, before.length);
    const reversed = added.documents_floorplans_images.map((i) => i.id).reverse();
    const ordered = await owner.client.request({
      method: 'PUT',
      url: `/api/user/adverts/${advertId}/images/order`,
      payload: { kind: 'floorplan', ids: reversed },
    });
    assert.equal(ordered.statusCode, 200, ordered.body);
    assert.deepEqual(
      ordered.json<{ data: Images }>().data.documents_floorplans_images.map((i) => i.id),
      reversed,
    );
    assert.equal((await owner.client.request({ method: 'POST', url: `/api/user/adverts/${advertId}/publish` })).statusCode, 200);
    const page = await h.app.inject({ method: 'GET', url: `/api/properties/${advertId}` });
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual(
      page.json<{ data: Images }>().data.documents_floorplans_images.map((i) => i.id),
      reversed,
    );
  });

  test('the owner removes one; the others keep their order', async () => {
    const held = (
      await h.handle.db.selectFrom('floorplan_images').select('id').where('property_id', '=', advertId).orderBy('position').execute()
    ).map((r) => r.id);
    const removed = await owner.client.request({
      method: 'DELETE',
      url: `/api/user/adverts/${advertId}/images/${held[0]}?kind=floorplan`,
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      removed.json<{ data: Images }>().data.documents_floorplans_images.map((i) => i.id),
      held.slice(1),
    );
  });

  test('another user can neither remove nor reorder them', async () => {
    const held = (
      await h.handle.db.selectFrom('floorplan_images').select('id').where('property_id', '=', advertId).orderBy('position').execute()
    ).map((r) => r.id);
    assert.equal((await upload(stranger.client, [jpeg()], 'floorplan')).statusCode, 403);
    const removed = await stranger.client.request({
      method: 'DELETE',
      url: `/api/user/adverts/${advertId}/images/${held[0]}?kind=floorplan`,
    });
    assert.equal(removed.statusCode, 403);
    const reordered = await stranger.client.request({
      method: 'PUT',
      url: `/api/user/adverts/${advertId}/images/order`,
      payload: { kind: 'floorplan', ids: [...held].reverse() },
    });
    assert.equal(reordered.statusCode, 403);
    const after = await h.handle.db
      .selectFrom('floorplan_images')
      .select('id')
      .where('property_id', '=', advertId)
      .orderBy('position')
      .execute();
    assert.deepEqual(
      after.map((r) => r.id),
      held,
    );
  });
});
