import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import { storageFor } from '../storage/index.ts';
import { PictureRefused, webPicture } from '../storage/pictures.ts';
import { offTurn } from '../http/admission.ts';
import { ValidationError } from '../http/errors.ts';
import { takesFiles, uploadBodyLimit, wholeUpload } from '../http/uploads.ts';
import { UserPhotoAnswer } from '@marketplace/shared/src/answers/dashboard.ts';

/** The largest profile photo taken, in bytes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Long side of a stored profile photo: sharp in the largest place it is shown, on a dense screen. */
export const PHOTO_SIZE = 640;

export const NOT_AN_IMAGE = 'The photo must be a JPEG, PNG or WebP image.';
export const TOO_MANY_PIXELS = 'The photo must be at most 40 megapixels.';
const REQUIRED = { photo: ['The photo field is required.'] };

/**
 * POST api/user/settings/photo: one multipart file `photo`, at most 5 MB; it becomes the user's current
 * photo. It is stored re-encoded (storage/pictures.ts), as advert photos are: profile photos are public,
 * and a phone's photo carries where it was taken.
 */
export async function photoRoutes(app: SignedInApp, ctx: AppContext): Promise<void> {
  const storage = ctx.storage ?? storageFor(ctx.config);
  const limits = {
    field: 'photo',
    files: 1,
    fileSize: PHOTO_MAX_BYTES,
    fields: 1,
    tooLarge: 'The photo must not be greater than 5120 kilobytes.',
  };
  await app.register(async (scope) => {
    await takesFiles(scope, limits);
    scope.post(
      '/api/user/settings/photo',
      { bodyLimit: uploadBodyLimit(limits), schema: { response: { 200: UserPhotoAnswer } } },
      async (request) => {
        const userId = request.userId;
        if (!request.isMultipart()) throw new ValidationError(REQUIRED);
        // Reading and re-encoding take a while and no database: other requests have the turn meanwhile.
        const picture = await offTurn(request, async () => {
          const file = (await wholeUpload(request)).files.find((part) => part.fieldname === 'photo');
          if (!file) throw new ValidationError(REQUIRED);
          try {
            return await webPicture(await file.read(), PHOTO_SIZE);
          } catch (error) {
            if (error instanceof PictureRefused)
              throw new ValidationError({ photo: [error.reason === 'pixels' ? TOO_MANY_PIXELS : NOT_AN_IMAGE] });
            throw error;
          }
        });
        const key = `user-images/${userId}-${randomBytes(9)
          .toString('base64url')
          .replace(/[^A-Za-z0-9]/g, 'x')}.webp`;
        await storage.put(key, picture, 'image/webp');
        // The newest photo is the current one (loadUserPayload reads it so).
        await ctx.db.insertInto('user_images').values({ user_id: userId, file_path: key }).execute();
        return { data: { photo: key } };
      },
    );
  });
}
