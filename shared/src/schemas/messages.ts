/** Body of POST api/user/{userId}/messages/new/{chatRoomId} (spec 001 §7, §5 Private message). */
import { z } from 'zod';
import { numberField, requiredText } from './laravel';

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
