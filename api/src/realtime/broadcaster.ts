/**
 * How other features push live events to browsers. `toUser` is what Laravel's notification
 * broadcasting does, so laravel-echo's `.notification(cb)` receives it unchanged.
 */
export interface Broadcaster {
  /** Sends `event` with `data` (encoded once here, once more on the wire) to every subscriber of `channel`. */
  publish(channel: string, event: string, data: unknown, opts?: { exceptSocketId?: string }): Promise<void>;
  /** Broadcasts a notification on the user's private channel, as Laravel's BroadcastNotificationCreated. */
  toUser(userId: number, notification: BroadcastNotification): Promise<void>;
}

/** A notification as Laravel broadcasts it: the notification's array plus its id and type. */
export interface BroadcastNotification {
  /** The notification's id (Laravel uses a UUID; our notifications table id works too). */
  id: string | number;
  /** The notification's kind, Laravel's class name slot (e.g. 'booking_requested'). */
  type: string;
  [field: string]: unknown;
}

/** Laravel's event name for broadcast notifications; laravel-echo's `.notification()` listens for exactly this. */
export const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

/** Laravel's default private channel for a user's notifications (App\Models\User::receivesBroadcastNotificationsOn). */
export const userChannel = (userId: number): string => `private-App.Models.User.${userId}`;

/** Parses the user id out of a user channel name; null for any other channel. */
export function userIdOfChannel(channel: string): number | null {
  const m = /^private-App\.Models\.User\.([1-9]\d{0,9})$/.exec(channel);
  return m ? Number(m[1]) : null;
}

/** Splits a notification publish into the channel, event and payload Laravel would send. */
export function notificationMessage(userId: number, notification: BroadcastNotification) {
  return { channel: userChannel(userId), event: NOTIFICATION_EVENT, data: { ...notification } };
}
