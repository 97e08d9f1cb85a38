import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatRoomPath,
  ChatRoomsQuery,
  NewMessagePath,
  RoomMessagesQuery,
  SendMessageBody,
  UserPath,
} from '@marketplace/shared/src/schemas/messages.ts';
import { ChatRoomsAnswer, MessageSentAnswer, RoomPageAnswer, RoomReadAnswer } from '@marketplace/shared/src/answers/messages.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { requireSelf } from '../auth/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { spend } from '../http/rate-limit.ts';
import { loadBooking } from '../common/booking.ts';
import { MESSAGES_PAGE, notify } from '../common/notify.ts';
import { openRoom, sendLive, storeMessage, type RoomSubject } from '../common/thread.ts';

/** Messages per page of a room, newest page first. */
export const ROOM_PAGE_SIZE = 30;
const NOT_YOURS = 'This action is unauthorized.';
/** Messages one account may send a minute: a fast conversation, never a flood. */
export const MESSAGES_PER_MINUTE = 30;
export const tooManyMessages = (seconds: number) => `You are sending messages too quickly. Please try again in ${seconds} seconds.`;
export const NOT_A_CONTACT = 'You can message only people you share an advert, a booking or a conversation with.';

/** Whether two people already have a booking between them, either way round, or a conversation. */
async function knowEachOther(db: Database, a: number, b: number): Promise<boolean> {
  const [first, second] = a < b ? [a, b] : [b, a];
  const { rows } = await sql<{ known: boolean }>`
    select exists (select 1 from bookings where (user_id = ${a} and host_id = ${b}) or (user_id = ${b} and host_id = ${a}))
        or exists (select 1 from chat_rooms where first_user_id = ${first} and second_user_id = ${second}) as known`.execute(db);
  return rows[0]?.known === true;
}

/** A stored message as JSON carries it: its times as ISO text. */
const onTheWire = <M extends { created_at: Date; read_at: Date | null }>(m: M) => ({
  ...m,
  created_at: m.created_at.toISOString(),
  read_at: m.read_at?.toISOString() ?? null,
});

/** The path's user must be the session's user: nobody reads or writes as someone else. */

async function roomOf(db: Database, roomId: number, userId: number) {
  return db
    .selectFrom('chat_rooms')
    .selectAll()
    .where('id', '=', roomId)
    .where((eb) => eb.or([eb('first_user_id', '=', userId), eb('second_user_id', '=', userId)]))
    .executeTakeFirst();
}

const nameOf = (column: 'r.first_user_id' | 'r.second_user_id') =>
  sql<
    string | null
  >`coalesce((select c.name from contacts c where c.user_id = ${sql.ref(column)} order by c.id limit 1), (select u.email from users u where u.id = ${sql.ref(column)}))`;

/** The signed-in user's rooms, the latest conversation first, with the other person, subject, last message and unread count. */
export async function listRooms(db: Database, userId: number, search: string) {
  const rows = await db
    .selectFrom('chat_rooms as r')
    .leftJoin('properties as p', 'p.id', 'r.property_id')
    .leftJoin('addresses as a', 'a.id', 'p.address_id')
    .leftJoin('services as s', 's.id', 'r.service_id')
    .select([
      'r.id',
      'r.property_id',
      'r.service_id',
      'r.updated_at',
      sql<number>`case when r.first_user_id = ${userId} then r.second_user_id else r.first_user_id end`.as('other_user_id'),
      sql<string>`case when r.first_user_id = ${userId} then ${nameOf('r.second_user_id')} else ${nameOf('r.first_user_id')} end`.as(
        'other_user_name',
      ),
      sql<string | null>`coalesce(p.property_title, s.service_title)`.as('title'),
      sql<string | null>`coalesce(a.full_address, s.full_address)`.as('address'),
      sql<string | null>`(select m.message from messages m where m.chat_room_id = r.id order by m.id desc limit 1)`.as('last_message'),
      sql<string>`(select count(*) from messages m where m.chat_room_id = r.id and m.to_user_id = ${userId} and m.read_at is null)`.as(
        'unread',
      ),
    ])
    .where((eb) => eb.or([eb('r.first_user_id', '=', userId), eb('r.second_user_id', '=', userId)]))
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const rooms = rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString(), unread: Number(r.unread) }));
  const words = search.trim().toLowerCase();
  if (!words) return rooms;
  // The sidebar's search box looks through names and adverts.
  return rooms.filter((r) => [r.other_user_name, r.title, r.address].some((text) => text?.toLowerCase().includes(words)));
}

/** Private messages and chat rooms (spec 001 §2 Chat, §7; the rooms, room and read calls are this product's own). */
export async function messagesFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  app.post(
    '/api/user/:userId/messages/new/:chatRoomId?',
    { schema: { params: NewMessagePath, body: SendMessageBody, response: { 201: MessageSentAnswer } } },
    async (request, reply) => {
      const me = requireSelf(request, request.params.userId);
      const body = request.body;
      if (body.from_user_id !== me) throw new HttpError(403, NOT_YOURS);
      if (body.to_user_id === me) throw new ValidationError({ to_user_id: ['You cannot message yourself.'] });
      await spend(db, reply, { key: `messages:${me}`, max: MESSAGES_PER_MINUTE, windowSeconds: 60 }, tooManyMessages);
      const pathRoom = request.params.chatRoomId;
      const roomId = body.chat_room_id ?? pathRoom;
      const [first, second] = me < body.to_user_id ? [me, body.to_user_id] : [body.to_user_id, me];

      let room = roomId === null || roomId < 0 ? undefined : await roomOf(db, roomId, me);
      if (roomId !== null && (!room || room.first_user_id !== first || room.second_user_id !== second)) {
        throw new ValidationError({ chat_room_id: ['The selected chat room id is invalid.'] });
      }
      if (!room) {
        // A first message must be about an advert or service that one of the two people publishes.
        const owner =
          body.property_id !== undefined
            ? await db.selectFrom('properties').select('user_id').where('id', '=', body.property_id).executeTakeFirst()
            : await db
                .selectFrom('services')
                .select('user_id')
                .where('id', '=', body.service_id ?? 0)
                .executeTakeFirst();
        const field = body.property_id !== undefined ? 'property_id' : 'service_id';
        if (!owner) throw new ValidationError({ [field]: [`The selected ${field.replace('_', ' ')} is invalid.`] });
        if (owner.user_id !== first && owner.user_id !== second)
          throw new ValidationError({ to_user_id: ['The selected to user id is invalid.'] });
        // Anyone may write to an advertiser about their advert; an advertiser writes first only to
        // someone they already share a booking or a conversation with.
        if (owner.user_id === me && !(await knowEachOther(db, me, body.to_user_id)))
          throw new ValidationError({ to_user_id: [NOT_A_CONTACT] });
        const recipient = await db.selectFrom('users').select('id').where('id', '=', body.to_user_id).executeTakeFirst();
        if (!recipient) throw new ValidationError({ to_user_id: ['The selected to user id is invalid.'] });
        const subject: RoomSubject =
          body.property_id !== undefined
            ? { property_id: body.property_id, service_id: null }
            : { property_id: null, service_id: body.service_id ?? 0 };
        room = await openRoom(db, me, body.to_user_id, subject);
      }
      const live = await storeMessage(db, {
        roomId: room.id,
        from: me,
        to: body.to_user_id,
        message: body.message,
        messageType: body.message_type ?? 'text',
      });
      await sendLive(ctx, live);
      await notify(
        ctx,
        body.to_user_id,
        { message: `${live.from_user_name}: ${body.message.slice(0, 120)}`, url: MESSAGES_PAGE, chat_room_id: room.id },
        'message',
      );
      return reply.status(201).send({ message: 'Your message was sent successfully!', data: onTheWire(live) });
    },
  );

  app.get(
    '/api/user/:userId/chat-rooms',
    { schema: { params: UserPath, querystring: ChatRoomsQuery, response: { 200: ChatRoomsAnswer } } },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      return { data: await listRooms(db, me, request.query.search ?? '') };
    },
  );

  // A page of a room, oldest first, with the bookings it mentions; `before` (a message id) pages back through older messages.
  app.get(
    '/api/user/:userId/chat-rooms/:chatRoomId/messages',
    { schema: { params: ChatRoomPath, querystring: RoomMessagesQuery, response: { 200: RoomPageAnswer } } },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const roomId = request.params.chatRoomId;
      const room = roomId === null ? undefined : await roomOf(db, roomId, me);
      if (!room) throw new HttpError(404, 'Not Found');
      const { before } = request.query;
      let query = db.selectFrom('messages').selectAll().where('chat_room_id', '=', room.id);
      if (before) query = query.where('id', '<', before);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(ROOM_PAGE_SIZE + 1)
        .execute();
      const page = rows.slice(0, ROOM_PAGE_SIZE).reverse();
      // The bookings the page's requests and changes are about, as they stand now: the thread's cards.
      const bookingIds = [...new Set(page.map((m) => m.booking_id).filter((id): id is number => id !== null))];
      const bookings = (await Promise.all(bookingIds.map((id) => loadBooking(db, id)))).filter((b) => b !== null);
      return { data: page.map(onTheWire), has_more: rows.length > ROOM_PAGE_SIZE, bookings };
    },
  );

  // What the room page shows is read: its messages to me and their notifications.
  app.post(
    '/api/user/:userId/chat-rooms/:chatRoomId/read',
    { schema: { params: ChatRoomPath, response: { 200: RoomReadAnswer } } },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const roomId = request.params.chatRoomId;
      const room = roomId === null ? undefined : await roomOf(db, roomId, me);
      if (!room) throw new HttpError(404, 'Not Found');
      const read = await db
        .updateTable('messages')
        .set({ read_at: sql`now()` })
        .where('chat_room_id', '=', room.id)
        .where('to_user_id', '=', me)
        .where('read_at', 'is', null)
        .returning('id')
        .execute();
      await db
        .updateTable('notifications')
        .set({ read_at: sql`now()` })
        .where('notifiable_id', '=', me)
        .where('read_at', 'is', null)
        .where(sql<boolean>`data->>'chat_room_id' = ${String(room.id)}`)
        .execute();
      return { read: read.length };
    },
  );
}
