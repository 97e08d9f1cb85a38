import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DraftDeleteBody, DraftsBody, DraftStoreBody } from '@marketplace/shared/src/schemas/drafts.ts';
import type { AppContext } from '../context.ts';
import { requireUser, signedIn } from '../auth/index.ts';
import { ValidationError } from '../http/errors.ts';

export const DRAFT_SAVED = 'Your draft was saved successfully!';
export const DRAFT_DELETED = 'Your draft was deleted successfully!';
/** How many drafts of one form the modal lists, newest first. */
export const DRAFTS_LISTED = 50;
// Someone else's draft reads as unknown, as a draft that does not exist.
const UNKNOWN_DRAFT = { overwrite_id: ['The selected overwrite id is invalid.'] };

/** Form drafts (spec 001 §2 Form Draft modal, §7): each user reads, writes and deletes only their own. */
export function draftsFeature(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  app.post('/api/drafts', { preValidation: signedIn, schema: { body: DraftsBody } }, async (request) => {
    const me = requireUser(request);
    const rows = await db
      .selectFrom('drafts')
      .select(['id', 'user_id', 'type', 'title', 'data', 'updated_at'])
      .where('user_id', '=', me)
      .where('type', '=', request.body.type)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DRAFTS_LISTED)
      .execute();
    return { data: rows.map((r) => ({ ...r, title_original: r.title })) };
  });

  app.post('/api/draft/store', { preValidation: signedIn, schema: { body: DraftStoreBody } }, async (request, reply) => {
    const me = requireUser(request);
    const { type, title, data, overwrite, overwrite_id: overwriteId } = request.body;
    const values = { type, title, data: JSON.stringify(data) };
    if (overwrite && overwriteId !== undefined) {
      const updated = await db
        .updateTable('drafts')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', overwriteId)
        .where('user_id', '=', me)
        .returning(['id', 'title'])
        .executeTakeFirst();
      if (!updated) throw new ValidationError(UNKNOWN_DRAFT);
      return { message: DRAFT_SAVED, data: updated };
    }
    const created = await db
      .insertInto('drafts')
      .values({ user_id: me, ...values })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ message: DRAFT_SAVED, data: created });
  });

  app.post('/api/draft/delete', { preValidation: signedIn, schema: { body: DraftDeleteBody } }, async (request) => {
    const me = requireUser(request);
    const deleted = await db
      .deleteFrom('drafts')
      .where('id', '=', request.body.overwrite_id ?? 0)
      .where('user_id', '=', me)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new ValidationError(UNKNOWN_DRAFT);
    return { message: DRAFT_DELETED };
  });
}
