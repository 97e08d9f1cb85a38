import type { Notification } from '@marketplace/shared';

export const NO_NOTIFICATIONS = 'No notifications';
/** A click marks read (then reloads and navigates) only when id, url and chat_room_id are all present. */
export const marksReadOnClick = (n: Notification): boolean =>
  Boolean(n.data.notification_id ?? n.id) && Boolean(n.data.url) && n.data.chat_room_id !== null;

/** Where an item links to: the url, a slash and the chat room id. */
export const notificationTarget = (n: Notification): string | null =>
  n.data.url ? `${n.data.url}/${n.data.chat_room_id ?? ''}`.replace(/\/$/, '') : null;
