import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BroadcastNotification, Broadcaster } from '../realtime/broadcaster.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register } from '../bookings/fixture.ts';
import { notify } from '../common/notify.ts';

let h: Harness;
let userId: number;

before(async () => {
  h = await createHarness();
  userId = (await register(h, 'James Whitfield', 'host@example.test')).id;
});
after(() => h.close());

function recordingBroadcaster(fail = false) {
  const sent: Array<{ userId: number; notification: BroadcastNotification }> = [];
  const broadcaster: Broadcaster = {
    async publish() {},
    async toUser(id, notification) {
      if (fail) throw new Error('realtime is down');
      sent.push({ userId: id, notification });
    },
  };
  return { broadcaster, sent };
}

test("stores the notification in Laravel's shape and sends the same at once on the user's channel", async () => {
  const { broadcaster, sent } = recordingBroadcaster();
  const id = await notify({ db: h.handle.db, broadcaster }, userId, {
    message: 'Emily Carter: I have requested a viewing.',
    url: '/dashboard-bookings',
    chat_room_id: null,
  });
  const row = await h.handle.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  assert.equal(row.notifiable_id, userId);
  assert.equal(row.type, 'booking');
  assert.equal(row.read_at, null);
  const data = {
    message: 'Emily Carter: I have requested a viewing.',
    url: '/dashboard-bookings',
    chat_room_id: null,
    notification_id: id,
  };
  assert.deepEqual(row.data, data);
  assert.deepEqual(sent, [{ userId, notification: { id, type: 'booking', ...data } }]);
});

test('a live delivery that fails still leaves the notification stored', async () => {
  const { broadcaster } = recordingBroadcaster(true);
  const id = await notify({ db: h.handle.db, broadcaster }, userId, { message: 'Hello', url: null, chat_room_id: 4 });
  const row = await h.handle.db.selectFrom('notifications').select('data').where('id', '=', id).executeTakeFirstOrThrow();
  assert.equal(row.data.chat_room_id, 4);
});

test("the bell lists only the signed-in user's notifications, newest first, and marks one read", async () => {
  const other = await register(h, 'Emily Carter', 'guest@example.test');
  const { broadcaster } = recordingBroadcaster();
  const older = await notify({ db: h.handle.db, broadcaster }, other.id, { message: 'First', url: '/dashboard-bookings', chat_room_id: 1 });
  const newer = await notify({ db: h.handle.db, broadcaster }, other.id, {
    message: 'Second',
    url: '/dashboard-bookings',
    chat_room_id: 1,
  });
  const listed = await other.client.post(`/api/user/${other.id}/notifications`, {});
  const body = JSON.parse(listed.body) as { data: Array<{ id: string; data: { message: string } }>; unread: number };
  assert.deepEqual(
    body.data.map((n) => n.id),
    [newer, older],
  );
  assert.equal(body.unread, 2);

  assert.equal((await other.client.post(`/api/user/${other.id}/notifications/${older}`, {})).statusCode, 200);
  const after = JSON.parse((await other.client.post(`/api/user/${other.id}/notifications`, {})).body) as { unread: number };
  assert.equal(after.unread, 1);

  // Another user's list and another user's notification are refused.
  assert.equal((await other.client.post(`/api/user/${userId}/notifications`, {})).statusCode, 403);
  const hostsNote = await notify({ db: h.handle.db, broadcaster }, userId, { message: 'Private', url: null, chat_room_id: null });
  assert.equal((await other.client.post(`/api/user/${other.id}/notifications/${hostsNote}`, {})).statusCode, 404);
  // Malformed paths name nobody and nothing: 403 for the user, 404 for the notification, never a 5xx.
  assert.equal((await other.client.post('/api/user/me/notifications', {})).statusCode, 403);
  assert.equal((await other.client.post(`/api/user/${other.id}/notifications/not-a-uuid`, {})).statusCode, 404);
});
