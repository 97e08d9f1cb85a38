/** Body of POST api/user/{userId}/messages/new/{chatRoomId} (spec 001 §7, §5 Private message). */
import { z } from 'zod';
import { numberField, recordId, requiredText } from './laravel';

export const MESSAGE_MAX = 2000;
const ID_MAX = 2_147_483_647;

export const SendMessageBody = z
  .object({
    chat_room_id: numberField('chat_room_id', { min: 1, max: ID_MAX, integer: true }),
    from_user_id: numberField('from_user_id', { min: 1, max: ID_MAX, integer: true, required: true }),
    to_user_id: numberField('to_user_id', { min: 1, max: ID_MAX, integer: true, required: true }),
    message: requiredText('message', { max: MESSAGE_MAX }),
    message_type: z.enum(['text'], { error: 'The selected message type is invalid.' }).optional(),
    property_id: numberField('property_id', { min: 1, max: ID_MAX, integer: true }),
    service_id: numberField('service_id', { min: 1, max: ID_MAX, integer: true }),
  })
  .superRefine((body, ctx) => {
    // A room is about exactly one advert or one service.
    if ((body.property_id === undefined) === (body.service_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['property_id'], message: 'The property id field is required when service id is not present.' });
    }
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** api/user/{userId}/...: the user the path names (the API answers 403 unless it is the signed-in one). */
export const UserPath = z.object({ userId: recordId() });

/** api/user/{userId}/chat-rooms/{chatRoomId}/...: a malformed room id finds no room. */
export const ChatRoomPath = z.object({ userId: recordId(), chatRoomId: recordId() });

/** api/user/{userId}/messages/new/{chatRoomId?}: no room yet reads as null. */
export const NewMessagePath = z.object({
  userId: recordId(),
  chatRoomId: z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw === '' || raw === 'null' ? null : (recordId().parse(raw) ?? -1))),
});

/**
 * The sidebar's rooms: a search of names and adverts; `before` (a room's id) pages on past that room in
 * the list's order; `room` (the open room's id) is answered beside the page when it is not on it.
 */
export const ChatRoomsQuery = z.looseObject({
  search: z.string().max(100).optional().catch(undefined),
  before: recordId().optional().catch(undefined),
  room: recordId().optional().catch(undefined),
});

/** A page of a room goes back from `before` (a message id); anything unusable starts at the newest. */
export const RoomMessagesQuery = z.looseObject({ before: recordId().optional().catch(undefined) });

/** api/user/{userId}/notifications/{notificationId}: notification ids are UUIDs; anything else finds none. */
export const NotificationPath = z.object({
  userId: recordId(),
  notificationId: z.string().transform((raw) => (/^[0-9a-f-]{36}$/i.test(raw) ? raw : null)),
});
