import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BroadcastNotification, Broadcaster } from '../realtime/broadcaster.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register } from '../bookings/fixture.ts';
import { notify } from './index.ts';

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
