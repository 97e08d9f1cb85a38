import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ServiceBody, type ServiceInput } from '@marketplace/shared/src/schemas/supply.ts';
import { SERVICE_FIELD_NAMES, SERVICE_FIELDS, serviceFieldsOfType, type ServiceFields } from '@marketplace/shared/src/entities/service.ts';
import { laravelMessage } from '@marketplace/shared/src/schemas/laravel.ts';
import { ListingDeletedAnswer, PublishedAnswer } from '@marketplace/shared/src/answers/supply.ts';
import { OwnServiceDetailAnswer, type OwnService } from '@marketplace/shared/src/answers/services.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { sanitizeDescription } from '../common/sanitize.ts';
import { serviceFieldsOf } from '../discovery/services.ts';
import { AdParams, addressColumns, addressParts, deleteListingAddresses, ownContact, writeContact } from './common.ts';

export const SERVICE_NOT_FOUND = 'ad_does_not_exist';
export const NOT_YOUR_SERVICE = 'This service is not yours.';
export const SERVICE_HAS_BOOKINGS = 'This service has bookings: unpublish it instead of deleting it.';

/** Each lookup field's id is one of its catalogue table's (SERVICE_FIELDS' `table`). */
async function checkCatalogue(db: Database, service: ServiceInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of serviceFieldsOfType('lookup')) {
    const found = await db.selectFrom(SERVICE_FIELDS[field].table).select('id').where('id', '=', service[field]).executeTakeFirst();
    if (!found) errors[field] = [laravelMessage.in(field)];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The columns a service's body writes: one per field of SERVICE_FIELDS, the description sanitised. */
function serviceColumns(service: ServiceInput): ServiceFields {
  const columns = Object.fromEntries(SERVICE_FIELD_NAMES.map((name) => [name, service[name] ?? null])) as ServiceFields;
  return { ...columns, service_description: sanitizeDescription(service.service_description ?? '') };
}

/** The owner's services under api/user/services: the same calls and rules as adverts. */
export function registerServiceRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  async function ownedService(id: number, userId: number) {
    const row = await db
      .selectFrom('services')
      .select(['id', 'user_id', 'address_id', 'contact_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, SERVICE_NOT_FOUND);
    if (row.user_id !== userId) throw new HttpError(403, NOT_YOUR_SERVICE);
    return row;
  }

  /** The service as its form edits it, unpublished included. */
  async function editable(id: number): Promise<{ data: OwnService }> {
    const {
      address_id: addressId,
      contact_id: contactId,
      ...own
    } = await db
      .selectFrom('services')
      .select(['id', 'user_id', ...SERVICE_FIELD_NAMES, 'is_published', 'created_at', 'updated_at', 'address_id', 'contact_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const photos = await db
      .selectFrom('service_images')
      .select(['id', 'file_path', 'position'])
      .where('service_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return {
      data: {
        ...own,
        created_at: own.created_at.toISOString(),
        updated_at: own.updated_at.toISOString(),
        documents_service_images: photos,
        ...serviceFieldsOf(own),
        // PostgreSQL's numeric arrives as text; the answer's price is a number, as the public service's is.
        price: Number(own.price),
        address: await addressParts(db, addressId),
        contact: await ownContact(db, contactId),
      },
    };
  }

  app.post('/api/user/services', { schema: { body: ServiceBody, response: { 201: OwnServiceDetailAnswer } } }, async (request, reply) => {
    const userId = request.userId;
    const service = request.body;
    await checkCatalogue(db, service);
    const id = await db.transaction().execute(async (trx) => {
      const address = await trx.insertInto('addresses').values(addressColumns(service.address)).returning('id').executeTakeFirstOrThrow();
      const contactId = await writeContact(trx, userId, service.contact, null, address.id);
      const row = await trx
        .insertInto('services')
        .values({ user_id: userId, address_id: address.id, contact_id: contactId, is_published: false, ...serviceColumns(service) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return reply.status(201).send(await editable(id));
  });

  app.get('/api/user/services/:id', { schema: { params: AdParams, response: { 200: OwnServiceDetailAnswer } } }, async (request) => {
    const owned = await ownedService(request.params.id, request.userId);
    return editable(owned.id);
  });

  app.put(
    '/api/user/services/:id',
    { schema: { params: AdParams, body: ServiceBody, response: { 200: OwnServiceDetailAnswer } } },
    async (request) => {
      const userId = request.userId;
      const owned = await ownedService(request.params.id, userId);
      const service = request.body;
      await checkCatalogue(db, service);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('addresses').set(addressColumns(service.address)).where('id', '=', owned.address_id).execute();
        const contactId = await writeContact(trx, userId, service.contact, owned.contact_id, owned.address_id);
        await trx
          .updateTable('services')
          .set({ ...serviceColumns(service), contact_id: contactId, updated_at: new Date() })
          .where('id', '=', owned.id)
          .execute();
      });
      return editable(owned.id);
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(`/api/user/services/:id/${action}`, { schema: { params: AdParams, response: { 200: PublishedAnswer } } }, async (request) => {
      const owned = await ownedService(request.params.id, request.userId);
      await db.updateTable('services').set({ is_published: published, updated_at: new Date() }).where('id', '=', owned.id).execute();
      return { id: owned.id, is_published: published };
    });
  }

  app.delete('/api/user/services/:id', { schema: { params: AdParams, response: { 200: ListingDeletedAnswer } } }, async (request) => {
    const owned = await ownedService(request.params.id, request.userId);
    // Deleting would take the customers' bookings with it (cascade): the owner unpublishes instead.
    const booked = await db.selectFrom('bookings').select('id').where('service_id', '=', owned.id).executeTakeFirst();
    if (booked) throw new ValidationError({ service: [SERVICE_HAS_BOOKINGS] });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('services').where('id', '=', owned.id).execute();
      await deleteListingAddresses(trx, owned);
    });
    return { id: owned.id, deleted: true as const };
  });
}
