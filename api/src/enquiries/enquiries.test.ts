import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import { TestClient } from '../auth/test-client.ts';
import { forSale, register } from '../bookings/fixture.ts';
import { PHONE_MESSAGE } from '@marketplace/shared/src/schemas/enquiries.ts';
import { ENQUIRIES_PER_EMAIL, ENQUIRY_SENT, OWN_ADVERT } from './index.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let advertId: number;

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  advertId = await forSale(h.handle.db, host.id);
  await h.handle.db.updateTable('properties').set({ is_published: true }).where('id', '=', advertId).execute();
});
after(() => h.close());

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

/** A visitor with no account: a browser that has its CSRF cookie and nothing else. */
async function visitor(): Promise<TestClient> {
  const client = new TestClient(h.app);
  await client.csrf();
  return client;
}

const viewing = (email: string, extra: Record<string, unknown> = {}) => ({
  property_id: advertId,
  kind: 'viewing',
  name: 'Priya Shah',
  email,
  phone: '07700 900123',
  message: 'Could I see the house this week?',
  viewing_times: 'Weekday evenings',
  ...extra,
});

const outboxTo = (email: string) =>
  h.handle.db.selectFrom('outbox').select(['subject', 'body', 'headers']).where('to_email', '=', email).orderBy('id').execute();

test("a visitor's viewing request reaches the advertiser's messages, bell and mail, and a reply by mail or in Messages reaches the visitor", async () => {
  const client = await visitor();
  const sent = await client.post('/api/enquiries', viewing('priya@example.test'));
  assert.equal(sent.statusCode, 201, sent.body);
  assert.equal(json(sent.body).message, ENQUIRY_SENT);

  const rooms = json((await host.client.get(`/api/user/${host.id}/chat-rooms`)).body).data as Array<{
    id: number;
    other_user_id: number;
    other_user_name: string;
    last_message: string;
  }>;
  const room = rooms[0];
  assert.ok(room);
  assert.equal(room.other_user_name, 'Priya Shah');
  assert.match(room.last_message, /^Viewing request: Could I see the house this week\?/);
  assert.match(room.last_message, /Preferred viewing times: Weekday evenings/);
  assert.match(room.last_message, /Phone: 07700 900123/);

  const note = await h.handle.db.selectFrom('notifications').select('data').where('notifiable_id', '=', host.id).executeTakeFirstOrThrow();
  assert.equal(note.data.chat_room_id, room.id);
  assert.match(note.data.message, /^Priya Shah: viewing request about Semi-detached house/);

  const [mail] = await outboxTo('host@example.test').then((all) => all.filter((m) => m.subject.startsWith('Viewing request')));
  assert.ok(mail, 'no mail to the advertiser');
  assert.equal(mail.subject, 'Viewing request from Priya Shah: Semi-detached house');
  assert.match(mail.body, /Preferred viewing times: Weekday evenings/);
  assert.match(mail.body, new RegExp(`/dashboard-user-messages/${room.id}`));
  assert.deepEqual(mail.headers, { 'Reply-To': 'priya@example.test' });

  // The guest can never sign in: no password matches, and the address they gave has no account.
  const login = await client.post('/api/login', { email: 'priya@example.test', password: '!' });
  assert.equal(login.statusCode, 422);

  // The advertiser answers in Messages: the guest cannot read it there, so it is mailed to them.
  const answer = await host.client.post(`/api/user/${host.id}/messages/new/${room.id}`, {
    chat_room_id: room.id,
    from_user_id: host.id,
    to_user_id: room.other_user_id,
    message: 'Thursday at 6 pm suits.',
    property_id: advertId,
  });
  assert.equal(answer.statusCode, 201, answer.body);
  const [reply] = await outboxTo('priya@example.test');
  assert.ok(reply, 'no reply mail to the visitor');
  assert.match(reply.body, /Thursday at 6 pm suits\./);
  assert.deepEqual(reply.headers, { 'Reply-To': 'host@example.test' });

  // A second enquiry from the same address continues the same conversation.
  const again = await client.post(
    '/api/enquiries',
    viewing('PRIYA@example.test', { kind: 'email', viewing_times: null, message: 'Is there a garage?' }),
  );
  assert.equal(again.statusCode, 201, again.body);
  const later = json((await host.client.get(`/api/user/${host.id}/chat-rooms`)).body).data as Array<{ id: number; last_message: string }>;
  assert.equal(later.length, 1);
  assert.match(later[0]?.last_message ?? '', /^Enquiry: Is there a garage\?/);
});

test('bad input is a 422 under each field, never a 5xx', async () => {
  const client = await visitor();
  const res = await client.post('/api/enquiries', {
    property_id: advertId,
    kind: 'viewing',
    name: '',
    email: 'not an address',
    phone: 'call me',
    message: '',
  });
  assert.equal(res.statusCode, 422, res.body);
  const errors = json(res.body).errors as Record<string, string[]>;
  assert.deepEqual(errors.name, ['The name field is required.']);
  assert.deepEqual(errors.email, ['The email field must be a valid email address.']);
  assert.deepEqual(errors.phone, [PHONE_MESSAGE]);
  assert.deepEqual(errors.message, ['The message field is required.']);
  const when = await client.post('/api/enquiries', viewing('a@example.test', { viewing_times: '' }));
  assert.equal(when.statusCode, 422, when.body);
  assert.deepEqual((json(when.body).errors as Record<string, string[]>).viewing_times, ['The viewing times field is required.']);

  const unknown = await client.post('/api/enquiries', viewing('a@example.test', { property_id: 999_999 }));
  assert.equal(unknown.statusCode, 422);
  assert.deepEqual((json(unknown.body).errors as Record<string, string[]>).property_id, ['The selected property id is invalid.']);

  const own = await host.client.post('/api/enquiries', viewing('host@example.test'));
  assert.equal(own.statusCode, 422);
  assert.deepEqual((json(own.body).errors as Record<string, string[]>).property_id, [OWN_ADVERT]);

  const noToken = await new TestClient(h.app).post('/api/enquiries', viewing('b@example.test'));
  assert.equal(noToken.statusCode, 419, 'a state change needs the CSRF token');
});

test('a filled honeypot is answered as sent and nothing reaches the advertiser', async () => {
  const before = await h.handle.db.selectFrom('messages').select('id').execute();
  const res = await (await visitor()).post('/api/enquiries', viewing('robot@example.test', { website: 'http://spam.example' }));
  assert.equal(res.statusCode, 201);
  assert.equal(json(res.body).message, ENQUIRY_SENT);
  const after = await h.handle.db.selectFrom('messages').select('id').execute();
  assert.equal(after.length, before.length);
  assert.equal((await h.handle.db.selectFrom('enquiries').select('id').where('email', '=', 'robot@example.test').execute()).length, 0);
});

test('one e-mail address sends a few enquiries an hour, then is told when to try again', async () => {
  const client = await visitor();
  for (let i = 0; i < ENQUIRIES_PER_EMAIL; i += 1) {
    const res = await client.post('/api/enquiries', viewing('busy@example.test'));
    assert.equal(res.statusCode, 201, res.body);
  }
  const refused = await client.post('/api/enquiries', viewing('busy@example.test'));
  assert.equal(refused.statusCode, 429);
  assert.match(String(json(refused.body).message), /^You have sent several enquiries just now\. Please try again in \d+ seconds\.$/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
});

test('a signed-in person writes as themselves: the conversation is with their account', async () => {
  const emily = await register(h, 'Emily Carter', 'emily@example.test');
  const res = await emily.client.post(
    '/api/enquiries',
    viewing('emily@example.test', { kind: 'email', name: 'Emily Carter', viewing_times: null }),
  );
  assert.equal(res.statusCode, 201, res.body);
  const rooms = json((await emily.client.get(`/api/user/${emily.id}/chat-rooms`)).body).data as Array<{
    other_user_id: number;
    last_message: string;
  }>;
  assert.equal(rooms[0]?.other_user_id, host.id);
  assert.match(rooms[0]?.last_message ?? '', /^Enquiry: Could I see the house this week\?/);
});
