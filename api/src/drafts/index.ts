import { sql } from 'kysely';
import { DraftDeleteBody, DraftsBody, DraftStoreBody } from '@marketplace/shared/src/schemas/drafts.ts';
import { DraftDeletedAnswer, DraftListAnswer, DraftLoadedAnswer, DraftSavedAnswer } from '@marketplace/shared/src/answers/drafts.ts';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { checkedSequence, currentVersion, migrated, readable } from '../common/versioned.ts';

export const DRAFT_SAVED = 'Your draft was saved successfully!';
export const DRAFT_DELETED = 'Your draft was deleted successfully!';
/** How many drafts of one form the modal lists, newest first. */
export const DRAFTS_LISTED = 50;
/** Drafts one account may keep, of every form together, and the bytes of their data together. */
export const DRAFTS_MAX = 50;
export const DRAFT_BYTES_MAX = 2 * 1024 * 1024;
export const TOO_MANY_DRAFTS = `You can keep at most ${DRAFTS_MAX} drafts. Delete one to save another.`;
export const DRAFT_NOT_FOUND = 'This draft no longer exists.';
export const DRAFTS_TOO_LARGE = 'Your drafts can hold at most 2 MB together. Delete one to save another.';
/**
 * A draft's data, versioned as it is stored (drafts.data_version) and migrated on read: the form it was
 * saved from may have changed shape since, and it loads into the form as the form is today.
 */
export const DRAFT_DATA = checkedSequence({
  name: 'draft data',
  migrations: [
    {
      version: 1,
      why: "The shape the listing and review forms save: each field's value under the form's own field name, as drafts were saved before versions; later shapes migrate from it.",
      up: (data) => data,
    },
  ],
});

// Someone else's draft reads as unknown, as a draft that does not exist.
const UNKNOWN_DRAFT = { overwrite_id: ['The selected overwrite id is invalid.'] };

/** Form drafts (spec 001 §2 Form Draft modal, §7): each user reads, writes and deletes only their own. */
export async function draftsFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  // The list leaves each draft's values out (up to 2 MB together): only loading one reads them.
  app.post('/api/drafts', { schema: { body: DraftsBody, response: { 200: DraftListAnswer } } }, async (request) => {
    const me = request.userId;
    const rows = await db
      .selectFrom('drafts')
      .select(['id', 'user_id', 'type', 'title', 'data_version', 'updated_at'])
      .where('user_id', '=', me)
      .where('type', '=', request.body.type)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DRAFTS_LISTED)
      .execute();
    return {
      // A draft a later API saved (before a rollback) is left out rather than loaded into the form misread.
      data: rows
        .filter((r) => readable(DRAFT_DATA, r.data_version))
        .map(({ data_version: _version, ...r }) => ({ ...r, title_original: r.title, updated_at: r.updated_at.toISOString() })),
    };
  });

  app.get('/api/drafts/:id', { schema: { params: PathId, response: { 200: DraftLoadedAnswer } } }, async (request) => {
    const { id } = request.params;
    // Someone else's draft reads as unknown.
    const row =
      id === null
        ? undefined
        : await db
            .selectFrom('drafts')
            .select(['id', 'user_id', 'type', 'title', 'data', 'data_version', 'updated_at'])
            .where('id', '=', id)
            .where('user_id', '=', request.userId)
            .executeTakeFirst();
    if (!row || !readable(DRAFT_DATA, row.data_version)) throw new HttpError(404, DRAFT_NOT_FOUND);
    const { data_version: version, ...draft } = row;
    return {
      data: {
        ...draft,
        data: migrated(DRAFT_DATA, draft.data, version),
        title_original: draft.title,
        updated_at: draft.updated_at.toISOString(),
      },
    };
  });

  app.post(
    '/api/draft/store',
    { schema: { body: DraftStoreBody, response: { 200: DraftSavedAnswer, 201: DraftSavedAnswer } } },
    async (request, reply) => {
      const me = request.userId;
      const { type, title, data, overwrite, overwrite_id: overwriteId } = request.body;
      const values = { type, title, data: JSON.stringify(data), data_version: currentVersion(DRAFT_DATA) };
      const replacing = overwrite && overwriteId !== undefined ? overwriteId : null;
      // Counted and saved under a lock per account: parallel saves cannot pass the limits together.
      const saved = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`drafts:${me}`}))`.execute(trx);
        const kept = await trx
          .selectFrom('drafts')
          .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(octet_length(data::text)), 0)::int`.as('bytes')])
          .where('user_id', '=', me)
          .where('id', '<>', replacing ?? 0)
          .executeTakeFirstOrThrow();
        if (replacing === null && kept.count >= DRAFTS_MAX) throw new ValidationError({ drafts: [TOO_MANY_DRAFTS] });
        if (kept.bytes + Buffer.byteLength(values.data) > DRAFT_BYTES_MAX) throw new ValidationError({ drafts: [DRAFTS_TOO_LARGE] });
        if (replacing !== null) {
          const updated = await trx
            .updateTable('drafts')
            .set({ ...values, updated_at: sql`now()` })
            .where('id', '=', replacing)
            .where('user_id', '=', me)
            .returning(['id', 'title'])
            .executeTakeFirst();
          if (!updated) throw new ValidationError(UNKNOWN_DRAFT);
          return { created: false, row: updated };
        }
        const created = await trx
          .insertInto('drafts')
          .values({ user_id: me, ...values })
          .returning(['id', 'title'])
          .executeTakeFirstOrThrow();
        return { created: true, row: created };
      });
      return reply.status(saved.created ? 201 : 200).send({ message: DRAFT_SAVED, data: saved.row });
    },
  );

  app.post('/api/draft/delete', { schema: { body: DraftDeleteBody, response: { 200: DraftDeletedAnswer } } }, async (request) => {
    const me = request.userId;
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
