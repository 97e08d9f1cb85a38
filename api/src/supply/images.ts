import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdvertImagesAnswer, ServiceImagesAnswer } from '@marketplace/shared/src/answers/supply.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { offTurn } from '../http/admission.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { takesFiles, uploadBodyLimit, wholeUpload } from '../http/uploads.ts';
import { storageFor, type Storage } from '../storage/index.ts';
import { PictureRefused, webPicture } from '../storage/pictures.ts';
import { AdParams } from './common.ts';
import { NOT_YOUR_SERVICE, SERVICE_NOT_FOUND } from './services.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Photos and floorplans together. */
export const IMAGES_MAX = 30;
/** Long side of a stored image: sharp on a phone and on a wide screen, about 200-400 kB as WebP. */
export const IMAGE_WEB_SIZE = 1600;

export const TOO_LARGE = 'The images field must not be greater than 10240 kilobytes.';
export const WRONG_TYPE = 'The images field must be a file of type: jpeg, png, webp.';
export const TOO_MANY_PIXELS = 'Each image must be at most 40 megapixels.';
export const TOO_MANY = `An advert may have at most ${IMAGES_MAX} photos and floorplans.`;
export const TOO_MANY_SERVICE = `A service may have at most ${IMAGES_MAX} photos.`;

const Kind = z.enum(['photo', 'floorplan']).default('photo');
const ImageParams = AdParams.extend({ imageId: z.coerce.number().int().min(1).max(2_147_483_647) });
const OrderBody = z.object({ kind: Kind, ids: z.array(z.number().int().min(1)).max(IMAGES_MAX) });
const ServiceOrderBody = OrderBody.omit({ kind: true });

const tableOf = (kind: 'photo' | 'floorplan') => (kind === 'photo' ? 'property_images' : 'floorplan_images');

async function imagesOf(db: Database, advertId: number) {
  const [photos, floorplans] = await Promise.all(
    (['property_images', 'floorplan_images'] as const).map((table) =>
      db
        .selectFrom(table)
        .select(['id', 'file_path', 'position'])
        .where('property_id', '=', advertId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    ),
  );
  return { documents_property_images: photos ?? [], documents_floorplans_images: floorplans ?? [] };
}

/**
 * The images of a multipart upload, read whole first, then each checked and re-encoded to web-size WebP
 * (storage/pictures.ts), and its `kind` field. Run off the request's database turn.
 */
async function readUploads(request: FastifyRequest): Promise<{ kind: 'photo' | 'floorplan'; encoded: Buffer[] }> {
  if (!request.isMultipart()) throw new ValidationError({ images: ['The images field is required.'] });
  const { files, fields } = await wholeUpload(request);
  const kind = Kind.catch('photo').parse(fields.kind);
  const encoded: Buffer[] = [];
  for (const file of files) {
    try {
      encoded.push(await webPicture(await file.read(), IMAGE_WEB_SIZE));
    } catch (error) {
      if (error instanceof PictureRefused)
        throw new ValidationError({ images: [error.reason === 'pixels' ? TOO_MANY_PIXELS : WRONG_TYPE] });
      throw error;
    }
  }
  if (!encoded.length) throw new ValidationError({ images: ['The images field is required.'] });
  return { kind, encoded };
}

/** Writes the pictures under `folder`, placed after the images already there; their rows to insert. */
async function storeAll(storage: Storage, folder: string, encoded: Buffer[], held: ReadonlyArray<{ position: number }>) {
  let position = Math.max(0, ...held.map((i) => i.position)) + 1;
  const rows: Array<{ file_path: string; position: number }> = [];
  for (const body of encoded) {
    const key = `${folder}/${randomUUID()}.webp`;
    await storage.put(key, body, 'image/webp');
    rows.push({ file_path: key, position: position++ });
  }
  return rows;
}

/** Removes a deleted image's file unless another image row still shows it (the seed's pictures are shared). */
async function forgetFile(db: Database, storage: Storage, key: string) {
  const still = await db
    .selectFrom('property_images')
    .select('id')
    .where('file_path', '=', key)
    .union(db.selectFrom('floorplan_images').select('id').where('file_path', '=', key))
    .union(db.selectFrom('service_images').select('id').where('file_path', '=', key))
    .limit(1)
    .executeTakeFirst();
  if (!still) await storage.delete(key);
}

async function serviceImagesOf(db: Database, serviceId: number) {
  const photos = await db
    .selectFrom('service_images')
    .select(['id', 'file_path', 'position'])
    .where('service_id', '=', serviceId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { documents_service_images: photos };
}

/**
 * Photos and floorplans of an advert: JPEG, PNG or WebP by their bytes (a name or a declared type proves
 * nothing), at most 10 MB each and 30 in all. Each is re-encoded by sharp to WebP at web size, which also
 * drops its metadata (a phone photo's GPS position) and anything riding along in the file. A service's
 * photos follow the same rules under api/user/services/{id}/images.
 */
export function registerImageRoutes(app: SignedInApp, ctx: AppContext): void {
  const db = ctx.db;
  const storage = ctx.storage ?? storageFor(ctx.config);

  async function ownedAdvert(id: number, userId: number): Promise<number> {
    const row = await db.selectFrom('properties').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'ad_does_not_exist');
    if (row.user_id !== userId) throw new HttpError(403, 'This advert is not yours.');
    return row.id;
  }

  async function ownedService(id: number, userId: number): Promise<number> {
    const row = await db.selectFrom('services').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, SERVICE_NOT_FOUND);
    if (row.user_id !== userId) throw new HttpError(403, NOT_YOUR_SERVICE);
    return row.id;
  }

  const limits = { field: 'images', files: IMAGES_MAX, fileSize: IMAGE_MAX_BYTES, fields: 4, tooLarge: TOO_LARGE };
  void app.register(async (scope) => {
    await takesFiles(scope, limits);
    const upload = { bodyLimit: uploadBodyLimit(limits), schema: { params: AdParams } };
    const advertUpload = { ...upload, schema: { ...upload.schema, response: { 200: AdvertImagesAnswer } } };
    const serviceUpload = { ...upload, schema: { ...upload.schema, response: { 200: ServiceImagesAnswer } } };

    scope.post('/api/user/adverts/:id/images', advertUpload, async (request) => {
      const advertId = await ownedAdvert(request.params.id, request.userId);
      const { kind, encoded } = await offTurn(request, () => readUploads(request));
      // Counted and added under a lock on the advert: parallel uploads take turns, so none passes the cap.
      await db.transaction().execute(async (trx) => {
        await sql`select id from properties where id = ${advertId} for update`.execute(trx);
        const held = await imagesOf(trx, advertId);
        if (held.documents_property_images.length + held.documents_floorplans_images.length + encoded.length > IMAGES_MAX) {
          throw new ValidationError({ images: [TOO_MANY] });
        }
        const same = kind === 'photo' ? held.documents_property_images : held.documents_floorplans_images;
        const rows = await storeAll(storage, `adverts/${advertId}`, encoded, same);
        await trx
          .insertInto(tableOf(kind))
          .values(rows.map((row) => ({ property_id: advertId, ...row })))
          .execute();
      });
      return { data: await imagesOf(db, advertId) };
    });

    scope.post('/api/user/services/:id/images', serviceUpload, async (request) => {
      const serviceId = await ownedService(request.params.id, request.userId);
      const { encoded } = await offTurn(request, () => readUploads(request));
      await db.transaction().execute(async (trx) => {
        await sql`select id from services where id = ${serviceId} for update`.execute(trx);
        const held = await serviceImagesOf(trx, serviceId);
        if (held.documents_service_images.length + encoded.length > IMAGES_MAX) throw new ValidationError({ images: [TOO_MANY_SERVICE] });
        const rows = await storeAll(storage, `services/${serviceId}`, encoded, held.documents_service_images);
        await trx
          .insertInto('service_images')
          .values(rows.map((row) => ({ service_id: serviceId, ...row })))
          .execute();
      });
      return { data: await serviceImagesOf(db, serviceId) };
    });
  });

  app.delete(
    '/api/user/adverts/:id/images/:imageId',
    { schema: { params: ImageParams, querystring: z.object({ kind: Kind }), response: { 200: AdvertImagesAnswer } } },
    async (request) => {
      const advertId = await ownedAdvert(request.params.id, request.userId);
      const gone = await db
        .deleteFrom(tableOf(request.query.kind))
        .where('id', '=', request.params.imageId)
        .where('property_id', '=', advertId)
        .returning('file_path')
        .executeTakeFirst();
      if (!gone) throw new HttpError(404, 'image_does_not_exist');
      await forgetFile(db, storage, gone.file_path);
      return { data: await imagesOf(db, advertId) };
    },
  );

  app.put(
    '/api/user/adverts/:id/images/order',
    { schema: { params: AdParams, body: OrderBody, response: { 200: AdvertImagesAnswer } } },
    async (request) => {
      const advertId = await ownedAdvert(request.params.id, request.userId);
      const { kind, ids } = request.body;
      const table = tableOf(kind);
      const held = (await db.selectFrom(table).select('id').where('property_id', '=', advertId).execute()).map((r) => r.id);
      if (ids.length !== held.length || new Set(ids).size !== ids.length || !ids.every((id) => held.includes(id))) {
        throw new ValidationError({ ids: ['The ids field must list each image of the advert once.'] });
      }
      await db.transaction().execute(async (trx) => {
        for (const [index, id] of ids.entries())
          await trx
            .updateTable(table)
            .set({ position: index + 1 })
            .where('id', '=', id)
            .execute();
      });
      return { data: await imagesOf(db, advertId) };
    },
  );

  app.delete(
    '/api/user/services/:id/images/:imageId',
    { schema: { params: ImageParams, response: { 200: ServiceImagesAnswer } } },
    async (request) => {
      const serviceId = await ownedService(request.params.id, request.userId);
      const gone = await db
        .deleteFrom('service_images')
        .where('id', '=', request.params.imageId)
        .where('service_id', '=', serviceId)
        .returning('file_path')
        .executeTakeFirst();
      if (!gone) throw new HttpError(404, 'image_does_not_exist');
      await forgetFile(db, storage, gone.file_path);
      return { data: await serviceImagesOf(db, serviceId) };
    },
  );

  app.put(
    '/api/user/services/:id/images/order',
    { schema: { params: AdParams, body: ServiceOrderBody, response: { 200: ServiceImagesAnswer } } },
    async (request) => {
      const serviceId = await ownedService(request.params.id, request.userId);
      const { ids } = request.body;
      const held = (await db.selectFrom('service_images').select('id').where('service_id', '=', serviceId).execute()).map((r) => r.id);
      if (ids.length !== held.length || new Set(ids).size !== ids.length || !ids.every((id) => held.includes(id))) {
        throw new ValidationError({ ids: ['The ids field must list each image of the service once.'] });
      }
      await db.transaction().execute(async (trx) => {
        for (const [index, id] of ids.entries())
          await trx
            .updateTable('service_images')
            .set({ position: index + 1 })
            .where('id', '=', id)
            .execute();
      });
      return { data: await serviceImagesOf(db, serviceId) };
    },
  );
}
