import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../context.ts';
import { requireUser } from '../auth/index.ts';
import { storageFor } from '../storage/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';

/** The largest profile photo taken, in bytes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The picture types a profile photo may be, told by the file's first bytes (never by its name or declared type). */
export function photoTypeOf(head: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const CONTENT_TYPE = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const NOT_AN_IMAGE = 'The photo must be a JPEG, PNG or WebP image.';

/** POST api/user/settings/photo: one multipart file `photo`, at most 5 MB; it becomes the user's current photo. */
export async function photoRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const storage = ctx.storage ?? storageFor(ctx.config);
  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, parts: 2, fileSize: PHOTO_MAX_BYTES, fieldSize: 100 } });
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ValidationError({ photo: ['The photo must not be greater than 5120 kilobytes.'] });
      if (!error.statusCode && /boundary|needle|unexpected end of multipart|terminated early/i.test(error.message))
        throw new HttpError(400, 'The multipart form could not be read.');
      throw error;
    });
    scope.post('/api/user/settings/photo', async (request) => {
      const userId = requireUser(request);
      if (!request.isMultipart()) throw new ValidationError({ photo: ['The photo field is required.'] });
      const file = await request.file();
      if (!file || file.fieldname !== 'photo') throw new ValidationError({ photo: ['The photo field is required.'] });
      const body = await file.toBuffer();
      const type = photoTypeOf(body.subarray(0, 12));
      if (!type) throw new ValidationError({ photo: [NOT_AN_IMAGE] });
      const key = `user-images/${userId}-${randomBytes(9)
        .toString('base64url')
        .replace(/[^A-Za-z0-9]/g, 'x')}.${type}`;
      await storage.put(key, body, CONTENT_TYPE[type]);
      // The newest photo is the current one (loadUserPayload reads it so).
      await ctx.db.insertInto('user_images').values({ user_id: userId, file_path: key }).execute();
      return { data: { photo: key } };
    });
  });
}
