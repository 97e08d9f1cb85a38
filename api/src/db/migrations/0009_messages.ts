import { sql, type Kysely } from 'kysely';

/**
 * Private messages (spec 001 §2 Chat, §7): a chat room is one conversation between two people about
 * one advert or service, created by its first message; each message is read once its recipient has seen it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_rooms (
      id serial primary key,
      first_user_id integer not null references users(id) on delete cascade,
      second_user_id integer not null references users(id) on delete cascade,
      property_id integer references properties(id) on delete cascade,
      service_id integer references services(id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((property_id is null) <> (service_id is null)),
      check (first_user_id < second_user_id)
    )`.execute(db);
  // One room per pair and subject: a second "first message" joins the existing room.
  await sql`create unique index chat_rooms_pair_property on chat_rooms (first_user_id, second_user_id, property_id) where property_id is not null`.execute(
    db,
  );
  await sql`create unique index chat_rooms_pair_service on chat_rooms (first_user_id, second_user_id, service_id) where service_id is not null`.execute(
    db,
  );
  await sql`create index chat_rooms_second on chat_rooms (second_user_id)`.execute(db);

  await sql`
    create table messages (
      id serial primary key,
      chat_room_id integer not null references chat_rooms(id) on delete cascade,
      from_user_id integer not null references users(id) on delete cascade,
      to_user_id integer not null references users(id) on delete cascade,
      message text not null check (char_length(message) between 1 and 2000),
      message_type text not null default 'text',
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index messages_room on messages (chat_room_id, id desc)`.execute(db);
  await sql`create index messages_unread on messages (to_user_id, chat_room_id) where read_at is null`.execute(db);
}
