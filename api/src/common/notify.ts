import { v7 as timeOrderedUuid } from 'uuid';
import type { Notification } from '@marketplace/shared/src/answers/notifications.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';

/** Where a message's notification links to; the bell appends '/' and the room id. */
export const MESSAGES_PAGE = '/dashboard-user-messages';

/** Where the advertiser manages requests. */
export const BOOKINGS_PAGE = '/dashboard-bookings';

/** What a notification carries (spec 001 §3), as Laravel's database notifications store it. */
export type NotificationData = Omit<Notification['data'], 'notification_id'>;

/** A stored notification as its owner's page hears it live. */
export interface LiveNotification extends NotificationData {
  id: string;
  type: string;
  notification_id: string;
}

/** Stores a notification (in the caller's transaction, when it has one); send it with `sendNotification` once committed. */
export async function storeNotification(db: Database, userId: number, data: NotificationData, type = 'booking'): Promise<LiveNotification> {
  // Time-ordered ids: two notifications made in the same instant still list in the order they were made.
  const id = timeOrderedUuid();
  const stored = { message: data.message, url: data.url, chat_room_id: data.chat_room_id, notification_id: id };
  await db
    .insertInto('notifications')
    .values({ id, type, notifiable_id: userId, data: JSON.stringify(stored) })
    .execute();
  return { id, type, ...stored };
}

/**
 * Sends a stored notification on its owner's private channel. A live delivery that fails is logged,
 * not thrown: the stored notification is what counts, and the bell reloads it.
 */
export async function sendNotification(ctx: Pick<AppContext, 'broadcaster'>, userId: number, live: LiveNotification): Promise<void> {
  try {
    await ctx.broadcaster.toUser(userId, { ...live });
  } catch (error) {
    console.warn(`notification ${live.id} stored but not sent live: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Stores a notification for a user and sends it at once, as Laravel's database and broadcast channels do together. */
export async function notify(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  userId: number,
  data: NotificationData,
  type = 'booking',
): Promise<string> {
  const live = await storeNotification(ctx.db, userId, data, type);
  await sendNotification(ctx, userId, live);
  return live.id;
}
