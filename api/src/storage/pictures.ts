import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** The largest picture decoded: 40 megapixels, more than any phone camera takes. */
export const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Why a file was not taken: not a JPEG, PNG or WebP picture by its content, or too many pixels to decode. */
export class PictureRefused extends Error {
  constructor(readonly reason: 'type' | 'pixels') {
    super(reason === 'type' ? 'not a JPEG, PNG or WebP picture' : `more than ${MAX_PIXELS} pixels`);
  }
}

/**
 * Every picture we store, as we store it: told by its bytes (a name or a declared type proves nothing),
 * its size read from its header and refused past MAX_PIXELS before anything is decoded, then decoded
 * whole, turned upright, fitted inside `longSide` pixels and re-encoded as WebP. Re-encoding keeps
 * only the pixels: EXIF and its GPS position, comments and anything riding after the image are gone.
 */
export async function webPicture(raw: Buffer, longSide: number): Promise<Buffer> {
  const found = await fileTypeFromBuffer(raw);
  if (!found || !ACCEPTED.has(found.mime)) throw new PictureRefused('type');
  let size: { width?: number; height?: number };
  try {
    size = await sharp(raw).metadata();
  } catch {
    throw new PictureRefused('type');
  }
  if (!size.width || !size.height) throw new PictureRefused('type');
  if (size.width * size.height > MAX_PIXELS) throw new PictureRefused('pixels');
  try {
    return await sharp(raw, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new PictureRefused('type');
  }
}
