import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register } from '../bookings/fixture.ts';
import { IMAGE_WEB_SIZE, WRONG_TYPE } from './images.ts';
import { NOT_YOUR_SERVICE } from './services.ts';

let h: Harness;
let dir: string;
let owner: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };
let serviceId: number;
let photo: Buffer;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'roofline-service-uploads-'));
  h = await createHarness({ storageDir: dir });
  owner = await register(h, 'Priya Shah', 'plumber@example.test');
  stranger = await register(h, 'Sophie Turner', 'stranger@example.test');
  const created = await owner.client.post('/api/user/services', {
    service_type_occupation_id: 1,
    service_payment_type_id: 1,
    service_title: 'Emergency plumber in Camden',
    price: 65,
    address: { line_1: '4 Parkway', city: 'London', postcode: 'NW1 7AA', latitude: 51.5388, longitude: -0.1445 },
  });
  assert.equal(created.statusCode, 201, created.body);
  serviceId = created.json<{ data: { id: number } }>().data.id;
  photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#37a' } })
    .png()
    .toBuffer();
});
after(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

type Photos = { documents_service_images: Array<{ id: number; file_path: string }> };

function upload(client: TestClient, files: Array<{ body: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
  return client.request({ method: 'POST', url: `/api/user/services/${serviceId}/images`, payload: form });
}
const png = () => ({ body: photo, name: 'van.png', type: 'image/png' });

describe("a service's photos", () => {
  test('are stored as web-size WebP, listed in order on the service the form edits', async () => {
    const res = await upload(owner.client, [png(), png()]);
    assert.equal(res.statusCode, 200, res.body);
    const photos = res.json<{ data: Photos }>().data.documents_service_images;
    assert.equal(photos.length, 2);
    assert.match(photos[0]!.file_path, new RegExp(`^services/${serviceId}/[0-9a-f-]+\\.webp$`));
    const served = await h.app.inject({ method: 'GET', url: `/storage/${photos[0]!.file_path}` });
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal((await sharp(served.rawPayload).metadata()).width, IMAGE_WEB_SIZE);
    const edited = await owner.client.get(`/api/user/services/${serviceId}`);
    assert.deepEqual(
      edited.json<{ data: Photos }>().data.documents_service_images.map((p) => p.id),
      photos.map((p) => p.id),
    );
  });

  test('a renamed executable is refused under images', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048)]);
    const res = await upload(owner.client, [{ body: elf, name: 'van.png', type: 'image/png' }]);
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors.images, [WRONG_TYPE]);
  });

  test('another user can neither add, reorder nor remove them, nor open the service to edit', async () => {
    const added = await upload(stranger.client, [png()]);
    assert.equal(added.statusCode, 403);
    assert.equal(added.json().message, NOT_YOUR_SERVICE);
    assert.equal((await stranger.client.get(`/api/user/services/${serviceId}`)).statusCode, 403);
    const held = await h.handle.db
      .selectFrom('service_images')
      .select('id')
      .where('service_id', '=', serviceId)
      .orderBy('position')
      .execute();
    const ids = held.map((r) => r.id);
    const reorder = (client: TestClient, order: number[]) =>
      client.request({ method: 'PUT', url: `/api/user/services/${serviceId}/images/order`, payload: { ids: order } });
    assert.equal((await reorder(stranger.client, [...ids].reverse())).statusCode, 403);
    assert.equal(
      (await stranger.client.request({ method: 'DELETE', url: `/api/user/services/${serviceId}/images/${ids[0]}` })).statusCode,
      403,
    );
    const reordered = await reorder(owner.client, [...ids].reverse());
    assert.equal(reordered.statusCode, 200, reordered.body);
    assert.deepEqual(
      reordered.json<{ data: Photos }>().data.documents_service_images.map((p) => p.id),
      [...ids].reverse(),
    );
    const removed = await owner.client.request({ method: 'DELETE', url: `/api/user/services/${serviceId}/images/${ids[0]}` });
    assert.deepEqual(
      removed.json<{ data: Photos }>().data.documents_service_images.map((p) => p.id),
      ids.slice(1).reverse(),
    );
  });
});

describe("a published service's page", () => {
  test('shows its photos in the order its provider set, and a removed one no more', async () => {
    const added = await upload(owner.client, [png(), png()]);
    assert.equal(added.statusCode, 200, added.body);
    const held = added.json<{ data: Photos }>().data.documents_service_images;
    const reversed = held.map((p) => p.id).reverse();
    const ordered = await owner.client.request({
      method: 'PUT',
      url: `/api/user/services/${serviceId}/images/order`,
      payload: { ids: reversed },
    });
    assert.equal(ordered.statusCode, 200, ordered.body);
    assert.equal((await owner.client.post(`/api/user/services/${serviceId}/publish`)).statusCode, 200);
    const page = await h.app.inject({ method: 'GET', url: `/api/services/${serviceId}` });
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual(
      page.json<{ data: Photos }>().data.documents_service_images.map((p) => p.id),
      reversed,
    );
    await owner.client.request({ method: 'DELETE', url: `/api/user/services/${serviceId}/images/${reversed[0]}` });
    const after = await h.app.inject({ method: 'GET', url: `/api/services/${serviceId}` });
    assert.deepEqual(
      after.json<{ data: Photos }>().data.documents_service_images.map((p) => p.id),
      reversed.slice(1),
    );
  });
});
