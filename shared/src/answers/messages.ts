import { z } from 'zod';
import { BookingAnswer } from './bookings';
import { Instant } from './common';

/**
 * The answers of private messages (spec 001 §2 Chat, §7; the rooms, room and read calls are this
 * product's own): the user's conversations, a page of one, and a message sent. Declared once here:
 * mfe-transactions reads their types, the API serialises and checks them.
 */

/** A room in the chat sidebar: the other person, what it is about, its last message and how many are unread. */
export const ChatRoomAnswer = z.strictObject({
  id: z.number(),
  property_id: z.number().nullable(),
  service_id: z.number().nullable(),
  updated_at: Instant,
  other_user_id: z.number(),
  /** Their contact name, else their e-mail address. */
  other_user_name: z.string(),
  /** The advert's or the service's title. */
  title: z.string().nullable(),
  address: z.string().nullable(),
  last_message: z.string().nullable(),
  /** Messages to the user not yet read, counted up to 100 (a badge shows at most 99). */
  unread: z.number(),
});

/**
 * GET api/user/{userId}/chat-rooms?search&before&room: a page of the user's rooms (20), the latest
 * conversation first; whether more follow; and the room `room` names when it is not on this page.
 */
export const ChatRoomsAnswer = z.strictObject({ data: z.array(ChatRoomAnswer), has_more: z.boolean(), open: ChatRoomAnswer.nullable() });

/** A message as it is stored. */
export const ChatMessageAnswer = z.strictObject({
  id: z.number(),
  chat_room_id: z.number(),
  from_user_id: z.number(),
  to_user_id: z.number(),
  message: z.string(),
  /** 'text'; a request (request_viewing, request_reservation, request_appointment); or a booking's change (booking_accepted, ...). */
  message_type: z.string(),
  /** The booking a request or a change is about. */
  booking_id: z.number().nullable(),
  read_at: Instant.nullable(),
  created_at: Instant,
});

/** GET api/user/{userId}/chat-rooms/{id}/messages?before: 30 messages oldest first, whether older ones exist, and the bookings they are about as they stand now. */
export const RoomPageAnswer = z.strictObject({
  data: z.array(ChatMessageAnswer),
  has_more: z.boolean(),
  bookings: z.array(BookingAnswer),
});

/** A message as its sender's answer and both people's pages carry it: with the sender's name. */
export const SentMessageAnswer = ChatMessageAnswer.extend({ from_user_name: z.string() });

/** POST api/user/{userId}/messages/new/{chatRoomId} (201). */
export const MessageSentAnswer = z.strictObject({ message: z.string(), data: SentMessageAnswer });

export type ChatRoom = z.infer<typeof ChatRoomAnswer>;
export type StoredChatMessage = z.infer<typeof ChatMessageAnswer>;
export type RoomPage = z.infer<typeof RoomPageAnswer>;

/** POST api/user/{userId}/chat-rooms/{id}/read: how many of the thread's messages to the user were marked read now. */
export const RoomReadAnswer = z.strictObject({ read: z.number() });
