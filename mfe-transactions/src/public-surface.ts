/**
 * mfe-transactions' public surface: everything the rest of the page may rely on. Each exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { EventName, ModalRequest } from '@marketplace/shared';

export const REMOTE = 'mfe-transactions';

/** Props of a global modal parcel: the request that opened it and how to close it. */
export interface ModalParcelProps<K extends ModalRequest['kind']> {
  request: Extract<ModalRequest, { kind: K }>;
  onClose(): void;
}

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /** The bell in the top navigation, with its count badge and list. */
  './NotificationBell': Record<string, never>;
  /**
   * The bottom bar of favourite properties, placed by the shell on every page (its bottom dock). A bookmark
   * opens its advert in the detail panel (`advert:open`, on the map home) or on the advert's page.
   */
  './BookmarksBar': { opensIn?: 'panel' | 'page' };
  /** /booking-payment/{token} */
  './BookingPaymentPage': { token?: string };
  /** /add-review?ad_id&booking_id&from_user_id&to_user_id&type */
  './AddReviewPage': { query: Record<string, string | undefined> };
  /** /donate */
  './DonatePage': Record<string, never>;
  /** The content of /dashboard-user-messages/{chat_room_id?}: the open room and the rooms sidebar. */
  './MessagesPage': { chatRoomId?: number };
  /** The content of /dashboard-notifications: the bell's list as a page. */
  './NotificationsPage': Record<string, never>;
  './BookingModal': ModalParcelProps<'booking'>;
  './MessageModal': ModalParcelProps<'message'>;
  './RaiseIssueModal': ModalParcelProps<'raise-issue'>;
  './AddReviewModal': ModalParcelProps<'add-review'>;
  './FormDraftModal': ModalParcelProps<'form-draft'>;
}

/**
 * API calls this remote makes (all through the shared http client, so CSRF and the status policy apply).
 * Booking dialog (src/booking): GET api/properties/{id} or api/services/{id}; GET api/properties/{id}/stay (a stay's
 * Instant Book for this guest); POST api/bookings-by-ad-id
 * {host_id, booking_type, property_id, service_id}; POST api/bookings-calendar {property_id, service_id};
 * POST api/book (001 §7 payload; the API takes the booking user from the session);
 * GET api/geocoding/{query}.json?types&limit=7&country=gb,ie,es (address search).
 * Payments (src/payments): POST api/booking-payment/{token}; POST api/booking-payment/{token}/pay;
 * POST api/payments/confirm {session_id} (back from Stripe Checkout); POST api/donate {amount};
 * GET api/payments/mode ('test' or 'stripe').
 * Messages (src/messages): POST api/user/{userId}/messages/new/{chatRoomId|null} {chat_room_id, from_user_id,
 * to_user_id, message, message_type, property_id|service_id} (001 §7; the path user and from_user_id must be
 * the session's user); designed here: GET api/user/{userId}/chat-rooms?search&before={roomId}&room={openRoomId}
 * (20 rooms a page, the latest first, with other_user_name, title, address, last_message, unread up to 100; has_more,
 * and `open`, the open room when it is not on the page; 'Show more conversations' loads the next), GET api/user/{userId}/chat-rooms/{id}/messages?before={messageId}
 * (30 a page, oldest first, has_more), POST api/user/{userId}/chat-rooms/{id}/read (marks the room's messages
 * and its notifications read; the page also carries `bookings`, the bookings its requests and changes are about).
 * Live: event 'chat.message' on private-App.Models.User.{id}; a booking's messages carry the booking as it then
 * stands. A request card in the thread: POST api/bookings/{id}/status {action: accept|decline|cancel, message?}.
 * Notifications: POST api/user/{userId}/notifications ({data, unread}); POST api/user/{userId}/notifications/{id}.
 * Drafts (src/drafts): POST api/draft/store {user_id, type, title, data (JSON), overwrite, overwrite_id} and
 * POST api/draft/delete (the same fields; overwrite_id names the draft), both answering {message}; designed here:
 * POST api/drafts {type} (the signed-in user's drafts of that form, newest first: id, type, title,
 * title_original, updated_at; without their values) and GET api/drafts/{id} (one draft with its data, to load back).
 * Only the owner's drafts are listed, loaded (404), overwritten or deleted (422 otherwise).
 * Reviews (src/reviews): POST api/add-review (multipart, 001 §7 payloads by review_type; booking_id optional: without
 * it the API takes the latest completed booking of ad_id the user still owes that review; 403 for someone outside
 * the booking or on the wrong side of it, 422 before completion, for a second review of a booking or of a
 * neighbourhood address); POST api/booking-by-id-and-type (multipart type, id, user_id) for the /add-review page.
 * Bookmarks bar (src/favourites): POST api/favourites {type: 'Property', page} (24 a page, oldest first, each
 * favourite with its advert's card, and meta; 'Show N more' loads the next), reloaded whenever the session user's favourites change; removing goes through shared's toggleFavourite
 * (POST api/favourites/{id}/delete, then the user refreshed). The heart and the report
 * menu every remote shows are shared's FavouriteHeart and ReportMenu (shared/src/ui).
 * Raise Issue (src/issues): POST api/report/ (multipart issue_message, issue_option, id, type, report_type
 * 'Raise Issue', booking_id); the API notifies the other party of the booking.
 * Live delivery (src/common/live.ts): laravel-echo over pusher-js to /config.json's realtime host (the
 * API's own Pusher server, or the one PUSHER_HOST / PUSHER_APP_CLUSTER names); POST api/broadcasting/auth
 * {socket_id, channel_name} authorises private-App.Models.User.{id} for that user only (403 otherwise).
 * When the channel is subscribed again after a gap (a node restarted or drained), the bell, the conversation
 * list and the open thread are fetched again and 'realtime:reconnected' tells the other areas.
 */
export const API_CALLS = [
  'GET api/properties/{id}',
  'GET api/properties/{id}/stay',
  'GET api/services/{id}',
  'POST api/bookings-by-ad-id',
  'POST api/bookings-calendar',
  'POST api/book',
  'GET api/geocoding/{query}.json',
  'POST api/booking-payment/{token}',
  'POST api/booking-payment/{token}/pay',
  'POST api/payments/confirm',
  'POST api/donate',
  'GET api/payments/mode',
  'POST api/user/{userId}/messages/new/{chatRoomId}',
  'GET api/user/{userId}/chat-rooms',
  'GET api/user/{userId}/chat-rooms/{chatRoomId}/messages',
  'POST api/user/{userId}/chat-rooms/{chatRoomId}/read',
  'POST api/bookings/{id}/status',
  'POST api/user/{userId}/notifications',
  'POST api/user/{userId}/notifications/{notificationId}',
  'POST api/drafts',
  'GET api/drafts/{id}',
  'POST api/draft/store',
  'POST api/draft/delete',
  'POST api/add-review',
  'POST api/booking-by-id-and-type',
  'POST api/favourites',
  'POST api/favourites/{favouriteId}/delete',
  'POST api/report/',
  'POST api/broadcasting/auth',
] as const;

/** Bus events this remote emits ('realtime:reconnected' when its live connection is back after a gap). */
export const emits = [
  'advert:open',
  'notification:received',
  'realtime:reconnected',
  'review:added',
  'draft:loaded',
] as const satisfies readonly EventName[];

/**
 * Bus events this remote listens to: a live notification (its own, from src/notifications/live.ts) updates the
 * bell; `page:changed` closes the bell's list (shared's popover).
 */
export const hears = ['notification:received', 'page:changed'] as const satisfies readonly EventName[];
