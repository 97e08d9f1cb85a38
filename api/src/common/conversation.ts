import type { BookingEventMessageType } from '@marketplace/shared/src/entities/booking.ts';
import type { Booking } from '@marketplace/shared/src/answers/bookings.ts';
import { REQUEST_MESSAGE_TYPES, requestMessage } from '@marketplace/shared/src/rules/booking.ts';
import { formatPounds } from '@marketplace/shared/src/rules/format.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { MESSAGES_PAGE, sendNotification, storeNotification, type LiveNotification } from './notify.ts';
import { openRoom, sendLive, storeMessage, type StoredMessage } from './thread.ts';

/**
 * A booking lives in the conversation between its guest and its advertiser (Airbnb's inbox): the
 * request opens or continues their room, and every change (accepted, declined, cancelled, expired,
 * paid, refunded) is a message there, each with a notification that opens the room. Both are written
 * in the caller's transaction; `deliver` sends them once it has committed.
 */
export interface Delivery {
  messages: StoredMessage[];
  notifications: Array<{ userId: number; live: LiveNotification }>;
}

const money = (amount: number) => formatPounds(amount, { decimals: 2 });
const about = (booking: Booking) => booking.title ?? 'an advert';

/** Writes a request into the conversation (spec 001 §7: a message of type request_viewing, _reservation or _appointment). */
export async function requestInThread(trx: Database, booking: Booking, guestName: string): Promise<Delivery> {
  const subject =
    booking.property_id !== null
      ? { property_id: booking.property_id, service_id: null }
      : { property_id: null, service_id: booking.service_id as number };
  const room = await openRoom(trx, booking.user_id, booking.host_id, subject);
  await trx.updateTable('bookings').set({ chat_room_id: room.id }).where('id', '=', booking.id).execute();
  const text = requestMessage(
    booking.booking_type,
    booking.title,
    new Date(booking.date_start),
    booking.date_end ? new Date(booking.date_end) : null,
  );
  const message = await storeMessage(trx, {
    roomId: room.id,
    from: booking.user_id,
    to: booking.host_id,
    message: text,
    messageType: REQUEST_MESSAGE_TYPES[booking.booking_type],
    bookingId: booking.id,
  });
  const live = await storeNotification(trx, booking.host_id, {
    message: `${guestName}: ${text}`,
    url: MESSAGES_PAGE,
    chat_room_id: room.id,
  });
  return { messages: [message], notifications: [{ userId: booking.host_id, live }] };
}

export type BookingEvent = 'accepted' | 'declined' | 'cancelled' | 'expired' | 'paid' | 'refunded';

/** What each change says in the thread when its author adds no words of their own. */
function eventText(event: BookingEvent, booking: Booking, by: 'host' | 'guest', amount: number): string {
  switch (event) {
    case 'accepted':
      return 'I have accepted your request.';
    case 'declined':
      return 'I am sorry, I cannot accept your request.';
    case 'cancelled':
      return by === 'guest' ? 'I have cancelled my request.' : 'I am sorry, I have had to cancel your booking.';
    case 'expired':
      return `This request expired without a reply.`;
    case 'paid':
      return `I have paid ${money(amount)}.`;
    case 'refunded':
      return `Refunded ${money(amount)} for ${about(booking)}.`;
  }
}

/** What the notification of each change says to the party it is for. */
function noticeText(event: BookingEvent, booking: Booking, actor: string, to: 'host' | 'guest', amount: number): string {
  switch (event) {
    case 'paid':
      return `${actor} paid ${money(amount)} for ${about(booking)}.`;
    case 'refunded':
      return `Refunded ${money(amount)} for your booking of ${about(booking)}.`;
    case 'expired':
      return to === 'guest'
        ? `Your request for ${about(booking)} expired without a reply.`
        : `A request for ${about(booking)} expired unanswered.`;
    case 'cancelled':
      return to === 'host' ? `${actor} cancelled the booking of ${about(booking)}.` : `Your booking of ${about(booking)} was cancelled.`;
    default:
      return `Your booking of ${about(booking)} was ${event}.`;
  }
}

export interface ThreadEvent {
  event: BookingEvent;
  /** Who it comes from: the acting party, or the host for what the product does (expiry, refund). */
  by: 'host' | 'guest';
  /** The acting party's name, for the other's notification. */
  actor: string;
  /** The author's own words (the confirmation dialog's optional message). */
  note?: string | null;
  /** The amount paid or refunded. */
  amount?: number;
  /** Who is notified: the other party by default; an expiry tells both. */
  notify?: Array<'host' | 'guest'>;
}

/** Writes a change of a booking into its conversation, with a notification that opens it. */
export async function eventInThread(trx: Database, booking: Booking, e: ThreadEvent): Promise<Delivery> {
  if (booking.chat_room_id === null) return { messages: [], notifications: [] };
  const party = { host: booking.host_id, guest: booking.user_id };
  const other = e.by === 'host' ? 'guest' : 'host';
  const amount = e.amount ?? 0;
  const message = await storeMessage(trx, {
    roomId: booking.chat_room_id,
    from: party[e.by],
    to: party[other],
    message: e.note?.trim() || eventText(e.event, booking, e.by, amount),
    messageType: `booking_${e.event}` satisfies BookingEventMessageType,
    bookingId: booking.id,
  });
  const notifications = await Promise.all(
    (e.notify ?? [other]).map(async (to) => ({
      userId: party[to],
      live: await storeNotification(trx, party[to], {
        message: noticeText(e.event, booking, e.actor, to, amount),
        url: MESSAGES_PAGE,
        chat_room_id: booking.chat_room_id,
      }),
    })),
  );
  return { messages: [message], notifications };
}

/**
 * Sends what a committed transaction wrote: each message to both people's open pages with the booking
 * as it now stands (so the request card changes in place), and each notification to its owner.
 */
export async function deliver(ctx: Pick<AppContext, 'broadcaster'>, delivery: Delivery, booking: Booking | null): Promise<void> {
  await Promise.all([
    ...delivery.messages.map((message) => sendLive(ctx, booking ? { ...message, booking } : message)),
    ...delivery.notifications.map(({ userId, live }) => sendNotification(ctx, userId, live)),
  ]);
}
