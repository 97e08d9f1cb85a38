import { sql, type Kysely } from 'kysely';

/**
 * Enquiries from the advert page (issue 44: "Email agent" and "Request a viewing", as UK portals take
 * them without an account). Each is kept as sent, beside the conversation it opened. A visitor who is
 * not signed in writes as a guest enquirer: a user row with the role `enquirer` and no password, so it
 * can never sign in, whose conversation with the advertiser is an ordinary room (Messages, the bell and
 * the live channel work unchanged); the advertiser's replies reach the guest by mail. One guest row per
 * e-mail address, found again through its enquiries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_roles_known`.execute(db);
  await sql`alter table users add constraint users_roles_known check (roles <@ array['release_manager', 'enquirer']::text[])`.execute(db);
  await sql`
    create table enquiries (
      id serial primary key,
      property_id int not null references properties(id) on delete cascade,
      from_user_id int not null references users(id) on delete cascade,
      chat_room_id int references chat_rooms(id) on delete set null,
      kind text not null check (kind in ('email', 'viewing')),
      name text not null,
      email citext not null,
      phone text,
      message text not null,
      viewing_times text,
      guest boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index enquiries_guest_email on enquiries (email) where guest`.execute(db);
  // A reply in Messages looks up whether its recipient is a guest enquirer, on every message sent.
  await sql`create index enquiries_from_user on enquiries (from_user_id, id desc)`.execute(db);
}
