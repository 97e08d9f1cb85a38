import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarSyncAnswer, ImportedCalendarDetailAnswer } from '@marketplace/shared/src/answers/calendarSync.ts';
import { NoContentAnswer } from '@marketplace/shared/src/answers/common.ts';
import { ImportCalendarBody, MAX_IMPORTED_CALENDARS } from '@marketplace/shared/src/schemas/calendarSync.ts';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import type { SignedInApp } from '../auth/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { spend } from '../http/rate-limit.ts';
import {
  exportedCalendar,
  exportPath,
  exportToken,
  feedAnswer,
  importedCalendars,
  refreshFeed,
  renewExport,
  revokeExport,
} from './calendar-sync.ts';
import { feedUrl, FeedError } from './feed-fetch.ts';

export const NOT_A_STAY = 'Calendar sync is for short stays.';
export const NOT_YOUR_STAY = 'This advert is not yours.';
/** Reading calendars on demand: a host may ask this often a minute (the schedule reads them anyway). */
const REFRESHES_PER_MINUTE = 6;

/** The signed-in host's own short stay, or 404, 403, or 422 for an advert that is no short stay. */
async function ownStay(db: Database, id: number | null, userId: number): Promise<number> {
  const advert =
    id === null
      ? undefined
      : await db.selectFrom('properties').select(['id', 'user_id', 'is_let', 'is_short_term']).where('id', '=', id).executeTakeFirst();
  if (!advert) throw new HttpError(404, 'ad_does_not_exist');
  if (advert.user_id !== userId) throw new HttpError(403, NOT_YOUR_STAY);
  if (!advert.is_let || !advert.is_short_term) throw new ValidationError({ property_id: [NOT_A_STAY] });
  return advert.id;
}

const ExportFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) });

/** A stay's calendar at its secret address, for other platforms to import (no session: the address is the key). */
export async function stayCalendarFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get('/api/calendar/:file', { schema: { params: ExportFile } }, async (request, reply) => {
    const text = await exportedCalendar(ctx.db, request.params.file.slice(0, -'.ics'.length));
    if (text === null) throw new HttpError(404, 'Not Found');
    // Each platform polls it: read fresh every time, never kept by a shared cache.
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(text);
  });
}

/** The host's calendar sync of one stay: its calendar's address, and the calendars it imports (dashboard). */
export async function calendarSyncFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const fetchOptions = { allowLoopback: ctx.config.calendarFeeds.allowLoopback };
  const exportUrl = (token: string | null) => (token ? `${ctx.config.publicUrl.replace(/\/$/, '')}${exportPath(token)}` : null);

  async function sync(propertyId: number) {
    const [token, feeds] = await Promise.all([exportToken(db, propertyId), importedCalendars(db, propertyId)]);
    return { data: { export_url: exportUrl(token), feeds: feeds.map(feedAnswer) } };
  }

  /** The imported calendar `id` of the signed-in host's own stay. */
  async function ownFeed(id: number | null, userId: number): Promise<number> {
    const feed =
      id === null
        ? undefined
        : await db
            .selectFrom('stay_calendar_feeds as f')
            .innerJoin('properties as p', 'p.id', 'f.property_id')
            .select(['f.id', 'p.user_id'])
            .where('f.id', '=', id)
            .executeTakeFirst();
    if (!feed) throw new HttpError(404, 'Not Found');
    if (feed.user_id !== userId) throw new HttpError(403, NOT_YOUR_STAY);
    return feed.id;
  }

  const tooMany = (seconds: number) => `Too many calendar refreshes. Please try again in ${seconds} seconds.`;

  app.get('/api/user/adverts/:id/calendar-sync', { schema: { params: PathId, response: { 200: CalendarSyncAnswer } } }, async (request) =>
    sync(await ownStay(db, request.params.id, request.userId)),
  );

  // A new secret address: platforms still reading the old one get 404 from now on.
  app.post(
    '/api/user/adverts/:id/calendar-sync/export',
    { schema: { params: PathId, response: { 200: CalendarSyncAnswer } } },
    async (request) => {
      const id = await ownStay(db, request.params.id, request.userId);
      await renewExport(db, id);
      return sync(id);
    },
  );

  app.delete(
    '/api/user/adverts/:id/calendar-sync/export',
    { schema: { params: PathId, response: { 204: NoContentAnswer } } },
    async (request, reply) => {
      await revokeExport(db, await ownStay(db, request.params.id, request.userId));
      return reply.code(204).send();
    },
  );

  // Importing a calendar reads it at once, so the host sees straight away whether it works.
  app.post(
    '/api/user/adverts/:id/calendar-feeds',
    { schema: { params: PathId, body: ImportCalendarBody, response: { 201: ImportedCalendarDetailAnswer } } },
    async (request, reply) => {
      const id = await ownStay(db, request.params.id, request.userId);
      let url: string;
      try {
        url = feedUrl(request.body.url).toString();
      } catch (error) {
        throw new ValidationError({ url: [error instanceof FeedError ? error.message : 'This is not a web address.'] });
      }
      const feeds = await importedCalendars(db, id);
      if (feeds.length >= MAX_IMPORTED_CALENDARS)
        throw new ValidationError({ url: [`A stay imports at most ${MAX_IMPORTED_CALENDARS} calendars.`] });
      if (feeds.some((feed) => feed.url === url)) throw new ValidationError({ url: ['This calendar is imported already.'] });
      await spend(db, reply, { key: `calendar-feeds:${request.userId}`, max: REFRESHES_PER_MINUTE, windowSeconds: 60 }, tooMany);
      const added = await db
        .insertInto('stay_calendar_feeds')
        .values({ property_id: id, name: request.body.name, url })
        .returning('id')
        .executeTakeFirstOrThrow();
      const feed = await refreshFeed(db, added.id, fetchOptions);
      return reply.code(201).send({ data: feedAnswer(feed!) });
    },
  );

  app.post(
    '/api/user/calendar-feeds/:id/refresh',
    { schema: { params: PathId, response: { 200: ImportedCalendarDetailAnswer } } },
    async (request, reply) => {
      const id = await ownFeed(request.params.id, request.userId);
      await spend(db, reply, { key: `calendar-feeds:${request.userId}`, max: REFRESHES_PER_MINUTE, windowSeconds: 60 }, tooMany);
      const feed = await refreshFeed(db, id, fetchOptions);
      if (!feed) throw new HttpError(404, 'Not Found');
      return { data: feedAnswer(feed) };
    },
  );

  // Removing a calendar opens the nights it closed (its blocks go with it).
  app.delete('/api/user/calendar-feeds/:id', { schema: { params: PathId, response: { 204: NoContentAnswer } } }, async (request, reply) => {
    const id = await ownFeed(request.params.id, request.userId);
    await db.deleteFrom('stay_calendar_feeds').where('id', '=', id).execute();
    return reply.code(204).send();
  });
}
