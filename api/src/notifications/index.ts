import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationPath, UserPath } from '@marketplace/shared/src/schemas/messages.ts';
import { NotificationListAnswer, NotificationReadAnswer } from '@marketplace/shared/src/answers/notifications.ts';
import type { AppContext } from '../context.ts';
import { requireSelf } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';

/** How many notifications the bell loads: the newest, read or not. */
export const NOTIFICATIONS_SHOWN = 100;

/** The path's user must be the session's user: nobody reads another's notifications. */

/** The bell's calls (spec 001 §7): the user's notifications newest first, and marking one read. */
export async function notificationsFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  app.post(
    '/api/user/:userId/notifications',
    { schema: { params: UserPath, response: { 200: NotificationListAnswer } } },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const rows = await db
        .selectFrom('notifications')
        .select(['id', 'type', 'data', 'read_at', 'created_at'])
        .where('notifiable_id', '=', me)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(NOTIFICATIONS_SHOWN)
        .execute();
      const unread = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('notifiable_id', '=', me)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return {
        data: rows.map((n) => ({ ...n, created_at: n.created_at.toISOString(), read_at: n.read_at?.toISOString() ?? null })),
        unread: Number(unread.count),
      };
    },
  );

  app.post(
    '/api/user/:userId/notifications/:notificationId',
    { schema: { params: NotificationPath, response: { 200: NotificationReadAnswer } } },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const id = request.params.notificationId;
      // Someone else's notification, or no such id, reads as not found.
      const found = id
        ? await db
            .updateTable('notifications')
            .set({ read_at: sql`coalesce(read_at, now())` })
            .where('id', '=', id)
            .where('notifiable_id', '=', me)
            .returning('id')
            .executeTakeFirst()
        : undefined;
      if (!found) throw new HttpError(404, 'Not Found');
      return { message: 'Notification marked as read' };
    },
  );
}
