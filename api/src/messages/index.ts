import { sql } from 'kysely';
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
import { requireSelf, requireVerified, type SignedInApp } from '../auth/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { spend } from '../http/rate-limit.ts';
import { loadBooking } from '../common/booking.ts';
import { MESSAGES_PAGE, notify, UNREAD_COUNTED } from '../common/notify.ts';
import { likeEscape } from '../discovery/search-sql.ts';
import { openRoom, sendLive, storeMessage, type RoomSubject } from '../common/thread.ts';
import { mailReplyToGuest } from '../enquiries/reply.ts';

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

/** Rooms the sidebar shows at a time. */
export const ROOMS_PAGE_SIZE = 20;

// Searched as typed: % and _ mean themselves.
const likeOf = (search: string) => `%${likeEscape(search)}%`;

/**
 * A page of the signed-in user's rooms, the latest conversation first, with the other person, subject,
 * last message and unread count (issue 40: a page, however many rooms). `before` pages on past a room;
 * a search looks through the other person's name and the advert's title and address. Only the page's
 * rooms read their last message and count their unread ones.
 */
export async function listRooms(db: Database, userId: number, opts: { search: string; before?: number | null; only?: number }) {
  const words = opts.search.trim();
  const other = sql`case when r.first_user_id = ${userId} then r.second_user_id else r.first_user_id end`;
  const { rows } = await sql<{
    id: number;
    property_id: number | null;
    service_id: number | null;
    updated_at: Date;
    other_user_id: number;
    other_user_name: string;
    title: string | null;
    address: string | null;
    last_message: string | null;
    unread: number;
  }>`
    with page as (
      select * from (
        select r.id, r.property_id, r.service_id, r.updated_at, ${other} as other_user_id,
          case when r.first_user_id = ${userId} then ${nameOf('r.second_user_id')} else ${nameOf('r.first_user_id')} end as other_user_name,
          coalesce(p.property_title, s.service_title) as title,
          coalesce(a.full_address, s.full_address) as address
        from chat_rooms r
        left join properties p on p.id = r.property_id
        left join addresses a on a.id = p.address_id
        left join services s on s.id = r.service_id
        where (r.first_user_id = ${userId} or r.second_user_id = ${userId})
          ${opts.only === undefined ? sql`` : sql`and r.id = ${opts.only}`}
          ${opts.before ? sql`and (r.updated_at, r.id) < (select b.updated_at, b.id from chat_rooms b where b.id = ${opts.before})` : sql``}
      ) rooms
      where ${words ? sql`(other_user_name ilike ${likeOf(words)} or title ilike ${likeOf(words)} or address ilike ${likeOf(words)})` : sql`true`}
      order by updated_at desc, id desc
      limit ${ROOMS_PAGE_SIZE + 1}
    )
    select page.*,
      (select m.message from messages m where m.chat_room_id = page.id order by m.id desc limit 1) as last_message,
      (select count(*)::int from (select 1 from messages m where m.chat_room_id = page.id and m.to_user_id = ${userId}
        and m.read_at is null limit ${UNREAD_COUNTED}) u) as unread
    from page order by updated_at desc, id desc`.execute(db);
  return {
    rooms: rows
      .slice(0, ROOMS_PAGE_SIZE)
      .map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString(), unread: Number(r.unread) })),
    hasMore: rows.length > ROOMS_PAGE_SIZE,
  };
}

/** Private messages and chat rooms (spec 001 §2 Chat, §7; the rooms, room and read calls are this product's own). */
export async function messagesFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  app.post(
    '/api/user/:userId/messages/new/:chatRoomId?',
    { schema: { params: NewMessagePath, body: SendMessageBody, response: { 201: MessageSentAnswer } } },
    async (request, reply) => {
      const me = requireSelf(request, request.params.userId);
      const body = request.body;
      if (body.from_user_id !== me) throw new HttpError(403, NOT_YOURS);
      if (body.to_user_id === me) throw new ValidationError({ to_user_id: ['You cannot message yourself.'] });
      await requireVerified(db, me, 'message');
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
      // A guest enquirer cannot sign in to read it: the reply goes to their e-mail.
      await mailReplyToGuest(ctx, live);
      return reply.status(201).send({ message: 'Your message was sent successfully!', data: onTheWire(live) });
    },
  );

  app.get(
    '/api/user/:userId/chat-rooms',
    { schema: { params: UserPath, querystring: ChatRoomsQuery, response: { 200: ChatRoomsAnswer } } },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const { search = '', before, room } = request.query;
      const page = await listRooms(db, me, { search, before });
      // The open room, when it is further down the list than this page: the thread needs it all the same.
      const open =
        room && !page.rooms.some((r) => r.id === room) ? ((await listRooms(db, me, { search: '', only: room })).rooms[0] ?? null) : null;
      return { data: page.rooms, has_more: page.hasMore, open };
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
