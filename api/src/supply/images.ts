import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { requireUser, signedIn } from '../auth/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { storageFor } from '../storage/index.ts';
import { AdParams } from './common.ts';
import { NOT_YOUR_SERVICE, SERVICE_NOT_FOUND } from './services.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Photos and floorplans together. */
export const IMAGES_MAX = 30;
/** Long side of a stored image: sharp on a phone and on a wide screen, about 200-400 kB as WebP. */
export const IMAGE_WEB_SIZE = 1600;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const TOO_LARGE = 'The images field must not be greater than 10240 kilobytes.';
export const WRONG_TYPE = 'The images field must be a file of type: jpeg, png, webp.';
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

/** The images of a multipart upload, checked by their bytes and re-encoded to web-size WebP, and its `kind` field. */
async function readUploads(request: FastifyRequest): Promise<{ kind: 'photo' | 'floorplan'; encoded: Buffer[] }> {
  if (!request.isMultipart()) throw new ValidationError({ images: ['The images field is required.'] });
  let kind: 'photo' | 'floorplan' = 'photo';
  const encoded: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'kind') kind = Kind.catch('photo').parse(part.value);
      continue;
    }
    let raw: Buffer;
    try {
      raw = await part.toBuffer();
    } catch {
      throw new ValidationError({ images: [TOO_LARGE] });
    }
    const found = await fileTypeFromBuffer(raw);
    if (!found || !ACCEPTED.has(found.mime)) throw new ValidationError({ images: [WRONG_TYPE] });
    try {
      encoded.push(
        await sharp(raw)
          .rotate()
          .resize({ width: IMAGE_WEB_SIZE, height: IMAGE_WEB_SIZE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      );
    } catch {
      throw new ValidationError({ images: [WRONG_TYPE] });
    }
  }
  if (!encoded.length) throw new ValidationError({ images: ['The images field is required.'] });
  return { kind, encoded };
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
export function registerImageRoutes(server: FastifyInstance, ctx: AppContext): void {
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

  // Multipart is parsed only in this scope, with its own limits (the rest of the API refuses it).
  void server.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: IMAGES_MAX, fields: 4, parts: IMAGES_MAX + 4 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post('/api/user/adverts/:id/images', { preValidation: signedIn, schema: { params: AdParams } }, async (request) => {
      const advertId = await ownedAdvert(request.params.id, requireUser(request));
      const { kind, encoded } = await readUploads(request);
      const held = await imagesOf(db, advertId);
      if (held.documents_property_images.length + held.documents_floorplans_images.length + encoded.length > IMAGES_MAX) {
        throw new ValidationError({ images: [TOO_MANY] });
      }
      const table = tableOf(kind);
      let position =
        Math.max(0, ...(kind === 'photo' ? held.documents_property_images : held.documents_floorplans_images).map((i) => i.position)) + 1;
      for (const body of encoded) {
        const key = `adverts/${advertId}/${randomUUID()}.webp`;
        await storage.put(key, body, 'image/webp');
        await db.insertInto(table).values({ property_id: advertId, file_path: key, position: position++ }).execute();
      }
      return { data: await imagesOf(db, advertId) };
    });

    app.post('/api/user/services/:id/images', { preValidation: signedIn, schema: { params: AdParams } }, async (request) => {
      const serviceId = await ownedService(request.params.id, requireUser(request));
      const { encoded } = await readUploads(request);
      const held = await serviceImagesOf(db, serviceId);
      if (held.documents_service_images.length + encoded.length > IMAGES_MAX) throw new ValidationError({ images: [TOO_MANY_SERVICE] });
      let position = Math.max(0, ...held.documents_service_images.map((i) => i.position)) + 1;
      for (const body of encoded) {
        const key = `services/${serviceId}/${randomUUID()}.webp`;
        await storage.put(key, body, 'image/webp');
        await db.insertInto('service_images').values({ service_id: serviceId, file_path: key, position: position++ }).execute();
      }
      return { data: await serviceImagesOf(db, serviceId) };
    });
  });

  const app = server.withTypeProvider<ZodTypeProvider>();

  app.delete(
    '/api/user/adverts/:id/images/:imageId',
    { preValidation: signedIn, schema: { params: ImageParams, querystring: z.object({ kind: Kind }) } },
    async (request) => {
      const advertId = await ownedAdvert(request.params.id, requireUser(request));
      const gone = await db
        .deleteFrom(tableOf(request.query.kind))
        .where('id', '=', request.params.imageId)
        .where('property_id', '=', advertId)
        .returning('id')
        .executeTakeFirst();
      if (!gone) throw new HttpError(404, 'image_does_not_exist');
      return { data: await imagesOf(db, advertId) };
    },
  );

  app.put(
    '/api/user/adverts/:id/images/order',
    { preValidation: signedIn, schema: { params: AdParams, body: OrderBody } },
    async (request) => {
      const advertId = await ownedAdvert(request.params.id, requireUser(request));
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

  app.delete('/api/user/services/:id/images/:imageId', { preValidation: signedIn, schema: { params: ImageParams } }, async (request) => {
    const serviceId = await ownedService(request.params.id, requireUser(request));
    const gone = await db
      .deleteFrom('service_images')
      .where('id', '=', request.params.imageId)
      .where('service_id', '=', serviceId)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw new HttpError(404, 'image_does_not_exist');
    return { data: await serviceImagesOf(db, serviceId) };
  });

  app.put(
    '/api/user/services/:id/images/order',
    { preValidation: signedIn, schema: { params: AdParams, body: ServiceOrderBody } },
    async (request) => {
      const serviceId = await ownedService(request.params.id, requireUser(request));
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
