import type { Notification } from '@marketplace/shared';

export const NO_NOTIFICATIONS = 'No notifications';
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY when older than a day, otherwise the time in UTC (HH:mm). */
export function notificationTime(createdAt: string, now: Date = new Date()): string {
  const at = new Date(createdAt);
  if (now.getTime() - at.getTime() > DAY_MS) return `${pad(at.getUTCDate())}-${pad(at.getUTCMonth() + 1)}-${at.getUTCFullYear()}`;
  return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** A click marks read (then reloads and navigates) only when id, url and chat_room_id are all present. */
export const marksReadOnClick = (n: Notification): boolean =>
  Boolean(n.data.notification_id ?? n.id) && Boolean(n.data.url) && n.data.chat_room_id !== null;

/** Where an item links to: the url, a slash and the chat room id. */
export const notificationTarget = (n: Notification): string | null =>
  n.data.url ? `${n.data.url}/${n.data.chat_room_id ?? ''}`.replace(/\/$/, '') : null;
