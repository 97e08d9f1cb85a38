import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { bus, pusherEchoOptions, type Notification } from '@marketplace/shared';
import type { ChatMessage } from './chatMessage';

type Listener<T> = (value: T) => void;

/** The user's private channel as Laravel names it for notifications (App.Models.User.{id}). */
export const userChannelName = (userId: number): string => `App.Models.User.${userId}`;
/** The event chat messages are broadcast as (api/src/messages). */
const MESSAGE_EVENT = '.chat.message';

/** How long a refused subscription waits before it is asked again. */
const RESUBSCRIBE_AFTER_MS = 1000;

let connection: { userId: number; echo: Echo<'pusher'> } | null = null;
const notificationListeners = new Set<Listener<Notification>>();
const messageListeners = new Set<Listener<ChatMessage>>();
const catchUpListeners = new Set<() => void>();

/** One connection per page for the signed-in user, shared by the bell, the notifications page and the open room. */
function connect(userId: number): void {
  if (connection?.userId === userId) return;
  connection?.echo.disconnect();
  const echo = new Echo(pusherEchoOptions(Pusher));
  // Whether events may have been missed: once subscribed, any later subscription follows a gap.
  let missed = false;
  echo
    .private(userChannelName(userId))
    .subscribed(() => {
      // Subscribed again after the connection was lost (a node restarted or drained, the network
      // dropped), or at last after a refusal: what was published meanwhile never came, so every live
      // view fetches what it shows.
      if (missed) {
        catchUpListeners.forEach((listener) => listener());
        bus.emit('realtime:reconnected', { userId });
      }
      missed = true;
    })
    .error(() => {
      // The authorisation was refused or not answered (a node going away as it was asked): asked again,
      // as pusher-js would leave the page deaf until it is reloaded.
      missed = true;
      window.setTimeout(() => {
        if (connection?.echo === echo) echo.connector.pusher.subscribe(`private-${userChannelName(userId)}`);
      }, RESUBSCRIBE_AFTER_MS);
    })
    .notification(
      (n: {
        id: string;
        type: string;
        message: string;
        url: string | null;
        chat_room_id: number | null;
        notification_id: string | null;
      }) => {
        const notification: Notification = {
          id: n.id,
          type: n.type,
          created_at: new Date().toISOString(),
          read_at: null,
          data: { message: n.message, url: n.url, chat_room_id: n.chat_room_id, notification_id: n.notification_id ?? n.id },
        };
        notificationListeners.forEach((listener) => listener(notification));
      },
    )
    .listen(MESSAGE_EVENT, (message: ChatMessage) => messageListeners.forEach((listener) => listener(message)));
  connection = { userId, echo };
}

/** Hears the user's new notifications live; returns the unsubscribe. */
export function onNotification(userId: number, listener: Listener<Notification>): () => void {
  connect(userId);
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

/** Hears new chat messages to and from the user live; returns the unsubscribe. */
export function onChatMessage(userId: number, listener: Listener<ChatMessage>): () => void {
  connect(userId);
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Hears that the live connection came back after a gap, when the caller should fetch what it shows again; returns the unsubscribe. */
export function onCatchUp(userId: number, listener: () => void): () => void {
  connect(userId);
  catchUpListeners.add(listener);
  return () => catchUpListeners.delete(listener);
}
