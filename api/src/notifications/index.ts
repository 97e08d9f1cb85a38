import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';

/** What a notification carries (spec 001 §3), as Laravel's database notifications store it. */
export interface NotificationData {
  message: string;
  /** Where the bell's item links to; the item appends '/' and the chat room id. */
  url: string | null;
  chat_room_id: number | string | null;
}

/**
 * Stores a notification for a user and sends it at once on their private channel, as Laravel's
 * database and broadcast channels do together. A live delivery that fails is logged, not thrown:
 * the stored notification is what counts, and the bell reloads it.
 */
export async function notify(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  userId: number,
  data: NotificationData,
  type = 'booking',
): Promise<string> {
  const id = randomUUID();
  const stored = { message: data.message, url: data.url, chat_room_id: data.chat_room_id, notification_id: id };
  await ctx.db
    .insertInto('notifications')
    .values({ id, type, notifiable_id: userId, data: JSON.stringify(stored) })
    .execute();
  try {
    await ctx.broadcaster.toUser(userId, { id, type, ...stored });
  } catch (error) {
    console.warn(`notification ${id} stored but not sent live: ${error instanceof Error ? error.message : String(error)}`);
  }
  return id;
}
