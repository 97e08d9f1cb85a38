import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { userChannel } from '../realtime/broadcaster.ts';

/** The live event a new message is sent as on both people's private channels. */
export const MESSAGE_EVENT = 'chat.message';

/** What a conversation is about: one advert or one service. */
export type RoomSubject = { property_id: number; service_id: null } | { property_id: null; service_id: number };

/**
 * The conversation between two people about one advert or service, opened if they have none: a
 * private message's and a booking request's alike. Two openings racing end in the same room.
 */
export async function openRoom(db: Database, a: number, b: number, subject: RoomSubject) {
  const [first, second] = a < b ? [a, b] : [b, a];
  const column = subject.property_id !== null ? 'property_id' : 'service_id';
  return db
    .insertInto('chat_rooms')
    .values({ first_user_id: first, second_user_id: second, ...subject })
    .onConflict((oc) =>
      oc
        .columns(['first_user_id', 'second_user_id', column])
        .where(column, 'is not', null)
        .doUpdateSet({ updated_at: sql`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewMessage {
  roomId: number;
  from: number;
  to: number;
  message: string;
  /** 'text', a request (request_viewing, ...) or a booking's status change (booking_accepted, ...). */
  messageType: string;
  bookingId?: number | null;
}

/**
 * Stores a message, moves its room up the list and names the sender, in one statement: every round
 * trip saved here is time before the recipient hears of it.
 */
export async function storeMessage(db: Database, m: NewMessage) {
  return db
    .with('stored', (qb) =>
      qb
        .insertInto('messages')
        .values({
          chat_room_id: m.roomId,
          from_user_id: m.from,
          to_user_id: m.to,
          message: m.message,
          message_type: m.messageType,
          booking_id: m.bookingId ?? null,
        })
        .returningAll(),
    )
    .with('touched', (qb) =>
      qb
        .updateTable('chat_rooms')
        .set({ updated_at: sql`now()` })
        .where('id', '=', m.roomId)
        .returning('id'),
    )
    .selectFrom('stored')
    .selectAll('stored')
    .select(
      sql<string>`coalesce((select c.name from contacts c where c.user_id = stored.from_user_id order by c.id limit 1), (select u.email from users u where u.id = stored.from_user_id))`.as(
        'from_user_name',
      ),
    )
    .executeTakeFirstOrThrow();
}

export type StoredMessage = Awaited<ReturnType<typeof storeMessage>>;

/**
 * Sends a stored message to both people's open pages. A live delivery that fails is logged, not
 * thrown: the message is stored, and the page reloads it.
 */
export async function sendLive(ctx: Pick<AppContext, 'broadcaster'>, message: StoredMessage & Record<string, unknown>): Promise<void> {
  try {
    await Promise.all([
      ctx.broadcaster.publish(userChannel(message.to_user_id), MESSAGE_EVENT, message),
      ctx.broadcaster.publish(userChannel(message.from_user_id), MESSAGE_EVENT, message),
    ]);
  } catch (error) {
    console.warn(`message ${message.id} stored but not sent live: ${error instanceof Error ? error.message : String(error)}`);
  }
}
