import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { createHarness, type Harness } from '../test/harness.ts';
import { ROOMS_PAGE_SIZE } from './index.ts';
import { forSale, register } from '../bookings/fixture.ts';
import type { TestClient } from '../auth/test-client.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };
let advertId: number;

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  stranger = await register(h, 'Oliver Grant', 'stranger@example.test');
  advertId = await forSale(h.handle.db, host.id);
});
after(() => h.close());

const first = (text: string) => ({
  chat_room_id: null,
  from_user_id: guest.id,
  to_user_id: host.id,
  message: text,
  message_type: 'text',
  property_id: advertId,
  service_id: null,
});
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

test('a first message opens a room, a second joins it, and the advertiser gets a notification naming the sender', async () => {
  const sent = await guest.client.post(`/api/user/${guest.id}/messages/new/null`, first('Is the house still for sale?'));
  assert.equal(sent.statusCode, 201, sent.body);
  const roomId = (json(sent.body).data as { chat_room_id: number }).chat_room_id;
  const again = await guest.client.post(`/api/user/${guest.id}/messages/new/null`, first('And is there parking?'));
  assert.equal((json(again.body).data as { chat_room_id: number }).chat_room_id, roomId);

  const reply = await host.client.post(`/api/user/${host.id}/messages/new/${roomId}`, {
    chat_room_id: roomId,
    from_user_id: host.id,
    to_user_id: guest.id,
    message: 'Yes, two spaces.',
    property_id: advertId,
  });
  assert.equal(reply.statusCode, 201, reply.body);

  const note = await h.handle.db
    .selectFrom('notifications')
    .select('data')
    .where('notifiable_id', '=', host.id)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  assert.equal(note.data.message, 'Emily Carter: Is the house still for sale?');
  assert.equal(note.data.url, '/dashboard-user-messages');
  assert.equal(note.data.chat_room_id, roomId);

  const rooms = await host.client.get(`/api/user/${host.id}/chat-rooms`);
  const [room] = json(rooms.body).data as Array<{ id: number; other_user_name: string; last_message: string; unread: number }>;
  assert.deepEqual([room?.id, room?.other_user_name, room?.last_message, room?.unread], [roomId, 'Emily Carter', 'Yes, two spaces.', 2]);
  const searched = await host.client.get(`/api/user/${host.id}/chat-rooms?search=nobody`);
  assert.deepEqual(json(searched.body).data, []);

  const page = await host.client.get(`/api/user/${host.id}/chat-rooms/${roomId}/messages`);
  assert.deepEqual(
    (json(page.body).data as Array<{ message: string }>).map((m) => m.message),
    ['Is the house still for sale?', 'And is there parking?', 'Yes, two spaces.'],
  );

  const read = await host.client.post(`/api/user/${host.id}/chat-rooms/${roomId}/read`, {});
  assert.equal(json(read.body).read, 2);
  const after = json((await host.client.get(`/api/user/${host.id}/chat-rooms`)).body).data as Array<{ unread: number }>;
  assert.equal(after[0]?.unread, 0);
  const unreadNotes = await h.handle.db
    .selectFrom('notifications')
    .select('id')
    .where('notifiable_id', '=', host.id)
    .where('read_at', 'is', null)
    .execute();
  assert.equal(unreadNotes.length, 0);
});

test('an empty or over-long message is a 422 with its field', async () => {
  const empty = await guest.client.post(`/api/user/${guest.id}/messages/new/null`, first('   '));
  assert.equal(empty.statusCode, 422);
  assert.deepEqual(json(empty.body).errors, { message: ['The message field is required.'] });
  const long = await guest.client.post(`/api/user/${guest.id}/messages/new/null`, first('x'.repeat(2001)));
  assert.equal(long.statusCode, 422);
  assert.deepEqual(json(long.body).errors, { message: ['The message field must not be greater than 2000 characters.'] });
});

test("nobody sends as someone else, reads another user's rooms or writes into a room they are not in", async () => {
  const asOther = await stranger.client.post(`/api/user/${guest.id}/messages/new/null`, first('Hi'));
  assert.equal(asOther.statusCode, 403);
  const forged = await stranger.client.post(`/api/user/${stranger.id}/messages/new/null`, first('Hi'));
  assert.equal(forged.statusCode, 403);
  const rooms = await stranger.client.get(`/api/user/${host.id}/chat-rooms`);
  assert.equal(rooms.statusCode, 403);

  const room = await h.handle.db.selectFrom('chat_rooms').select('id').executeTakeFirstOrThrow();
  const intrude = await stranger.client.post(`/api/user/${stranger.id}/messages/new/${room.id}`, {
    chat_room_id: room.id,
    from_user_id: stranger.id,
    to_user_id: host.id,
    message: 'Hi',
    property_id: advertId,
  });
  assert.equal(intrude.statusCode, 422);
  assert.equal((await stranger.client.get(`/api/user/${stranger.id}/chat-rooms/${room.id}/messages`)).statusCode, 404);
  assert.equal((await stranger.client.post(`/api/user/${stranger.id}/chat-rooms/${room.id}/read`, {})).statusCode, 404);
  for (const malformed of ['abc', '-1', '99999999999']) {
    assert.equal((await stranger.client.get(`/api/user/${stranger.id}/chat-rooms/${malformed}/messages`)).statusCode, 404, malformed);
  }

  // A message about someone else's advert to a third person is refused.
  const unrelated = await stranger.client.post(`/api/user/${stranger.id}/messages/new/null`, {
    from_user_id: stranger.id,
    to_user_id: guest.id,
    message: 'Hi',
    property_id: advertId,
  });
  assert.equal(unrelated.statusCode, 422);
});

test('signed out is a 401', async () => {
  const { TestClient: Client } = await import('../auth/test-client.ts');
  const anonymous = new Client(h.app);
  await anonymous.csrf();
  assert.equal((await anonymous.post(`/api/user/${guest.id}/messages/new/null`, first('Hi'))).statusCode, 401);
});

test('the sidebar lists rooms a page at a time, the latest first; every room is reachable, and the open one comes with any page', async () => {
  // 45 people who wrote to the host about the advert, each at a time of their own.
  const { rows: people } = await sql<{ id: number }>`
    insert into users (email, password_hash) select 'asker' || n || '@example.test', 'x' from generate_series(1, 45) n returning id`.execute(
    h.handle.db,
  );
  await sql`
    insert into chat_rooms (first_user_id, second_user_id, property_id, updated_at)
    select least(${host.id}::int, p.id), greatest(${host.id}::int, p.id), ${advertId}::int, now() - (p.id || ' minutes')::interval
    from unnest(${people.map((p) => p.id)}::int[]) as p(id)`.execute(h.handle.db);
  type Page = { data: Array<{ id: number; updated_at: string }>; has_more: boolean; open: { id: number } | null };
  const page = async (query: string) => json((await host.client.get(`/api/user/${host.id}/chat-rooms${query}`)).body) as unknown as Page;
  const seen: Page['data'] = [];
  let next = await page('');
  for (;;) {
    assert.ok(next.data.length <= ROOMS_PAGE_SIZE);
    seen.push(...next.data);
    if (!next.has_more) break;
    next = await page(`?before=${next.data.at(-1)!.id}`);
  }
  const all = await h.handle.db
    .selectFrom('chat_rooms')
    .select('id')
    .where((eb) => eb.or([eb('first_user_id', '=', host.id), eb('second_user_id', '=', host.id)]))
    .execute();
  assert.deepEqual(
    seen.map((r) => r.id).sort((a, b) => a - b),
    all.map((r) => r.id).sort((a, b) => a - b),
  );
  const times = seen.map((r) => r.updated_at);
  assert.deepEqual(times, [...times].sort().reverse(), 'the latest conversation first');

  const oldest = seen.at(-1)!.id;
  assert.equal((await page(`?room=${oldest}`)).open?.id, oldest, 'the open room, far down the list');
  assert.equal((await page(`?room=${seen[0]!.id}`)).open, null, 'already on the page');
  const theirs = await stranger.client.get(`/api/user/${stranger.id}/chat-rooms?room=${oldest}`);
  assert.equal((json(theirs.body) as unknown as Page).open, null, "nobody else's room");
  // A search looks through every room, not only a page: the name of someone without a contact is their address.
  const last = people.at(-1)!.id;
  const found = await page('?search=asker45@');
  assert.equal(found.data.length, 1);
  const room = await h.handle.db
    .selectFrom('chat_rooms')
    .select('id')
    .where('first_user_id', '=', Math.min(host.id, last))
    .where('second_user_id', '=', Math.max(host.id, last))
    .executeTakeFirstOrThrow();
  assert.equal(found.data[0]?.id, room.id);
});
