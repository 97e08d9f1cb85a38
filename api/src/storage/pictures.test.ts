import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { register } from '../bookings/fixture.ts';
import type { TestClient } from '../auth/test-client.ts';
import { NOT_AN_IMAGE, TOO_MANY_PIXELS } from '../dashboard/photo.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { MAX_PIXELS, PictureRefused, webPicture } from './pictures.ts';

/** A phone photo: a JPEG whose EXIF says where it was taken (the GPS block, IFD3) and on what. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#48a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 4000/100' },
    })
    .toBuffer();

/** The EXIF tag pointing at the GPS block (0x8825), as a little-endian ("II") EXIF stores it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A PNG that is nothing but a header claiming `width` x `height` pixels: tiny on the wire, huge once decoded. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
}

const refusal = async (raw: Buffer) => {
  try {
    await webPicture(raw, 800);
    return null;
  } catch (error) {
    if (error instanceof PictureRefused) return error.reason;
    throw error;
  }
};

describe('the picture pipeline', () => {
  test('a phone photo comes out upright WebP at the size asked, with no EXIF and no GPS', async () => {
    const raw = await phonePhoto();
    const before = await sharp(raw).metadata();
    assert.ok(before.exif?.includes(GPS_POINTER), 'the test photo carries a GPS block');
    const out = await webPicture(raw, 800);
    const after = await sharp(out).metadata();
    assert.equal(after.format, 'webp');
    assert.equal(after.width, 800);
    assert.equal(after.exif, undefined);
    assert.equal(after.xmp, undefined);
    assert.equal(out.includes(Buffer.from('Camera 12')), false);
  });

  test('an HTML file behind a PNG signature, a GIF and a script are refused by their content', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(await refusal(Buffer.concat([signature, Buffer.from('<html><script>alert(document.cookie)</script></html>')])), 'type');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    assert.equal(await refusal(gif), 'type');
    assert.equal(await refusal(Buffer.from('<svg onload="alert(1)"/>')), 'type');
  });

  test(`a picture of more than ${MAX_PIXELS / 1e6} megapixels is refused from its header, before it is decoded`, async () => {
    const bomb = pngClaiming(16_000, 16_000);
    assert.ok(bomb.length < 100, `${bomb.length} bytes`);
    assert.equal(await refusal(bomb), 'pixels');
  });
});

describe('profile photos go through the same pipeline', () => {
  let h: Harness;
  let dir: string;
  let member: { client: TestClient; id: number };

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'roofline-pictures-'));
    h = await createHarness({ storageDir: dir });
    member = await register(h, 'Priya Shah', 'priya@example.test');
  });
  after(async () => {
    await h.close();
    await rm(dir, { recursive: true, force: true });
  });

  const uploadPhoto = (body: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(body)], { type }), name);
    return member.client.request({ method: 'POST', url: '/api/user/settings/photo', payload: form });
  };

  test('a JPEG carrying GPS EXIF is served without it', async () => {
    const res = await uploadPhoto(await phonePhoto(), 'me.jpg', 'image/jpeg');
    assert.equal(res.statusCode, 200, res.body);
    const key = res.json().data.photo as string;
    const served = await h.app.inject({ method: 'GET', url: `/storage/${key}` });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(served.rawPayload.includes(Buffer.from('Camera 12')), false);
  });

  test('an HTML file behind a PNG signature and a 256-megapixel PNG are refused', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const html = await uploadPhoto(Buffer.concat([signature, Buffer.from('<html><body>hello</body></html>')]), 'me.png', 'image/png');
    assert.equal(html.statusCode, 422);
    assert.deepEqual(html.json().errors.photo, [NOT_AN_IMAGE]);
    const bomb = await uploadPhoto(pngClaiming(16_000, 16_000), 'big.png', 'image/png');
    assert.equal(bomb.statusCode, 422);
    assert.deepEqual(bomb.json().errors.photo, [TOO_MANY_PIXELS]);
  });
});
