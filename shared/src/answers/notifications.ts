import { z } from 'zod';
import { Instant } from './common';

/**
 * The bell's answers (spec 001 §7): the user's notifications with the unread count, and the
 * navigation's badges. Declared once here: mfe-transactions and mfe-dashboard read their types, the API
 * serialises and checks them.
 */

/** A database notification (Laravel's shape: the id is a UUID). */
export const NotificationAnswer = z.strictObject({
  id: z.string(),
  /** What it is about: 'booking', 'message', 'issue', a saved search's alert. */
  type: z.string(),
  data: z.strictObject({
    message: z.string(),
    /** Where the bell's item links to; the item appends '/' and the chat room id. */
    url: z.string().nullable(),
    chat_room_id: z.number().nullable(),
    notification_id: z.string().nullable(),
  }),
  read_at: Instant.nullable(),
  created_at: Instant,
});

/** POST api/user/{userId}/notifications: the newest notifications, read or not, and how many are unread. */
export const NotificationListAnswer = z.strictObject({ data: z.array(NotificationAnswer), unread: z.number() });

/** GET api/user/unread: the navigation's badges. */
export const UnreadCountsAnswer = z.strictObject({ data: z.strictObject({ messages: z.number(), notifications: z.number() }) });

/** POST api/user/{userId}/notifications/{id}: marked as read. */
export const NotificationReadAnswer = z.strictObject({ message: z.string() });

export type Notification = z.infer<typeof NotificationAnswer>;
export type NotificationList = z.infer<typeof NotificationListAnswer>;
export type UnreadCounts = z.infer<typeof UnreadCountsAnswer>['data'];
