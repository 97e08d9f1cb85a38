import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { createHarness, type Harness } from '../test/harness.ts';
import type { HubConnection } from './hub.ts';
import { RelayedRealtimeHub } from './relay.ts';

/**
 * Two API processes over one PostgreSQL database, as two nodes behind nginx: each has its own hub and
 * sockets, and the relay carries every publish to the other through LISTEN/NOTIFY. Only on PostgreSQL
 * (the suite's second run): the embedded PGlite lives inside one process and needs no relay.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const CHANNEL = 'private-App.Models.User.5';

let h: Harness;
let a: RelayedRealtimeHub;
let b: RelayedRealtimeHub;
const logged: string[] = [];

before(async () => {
  if (!onPostgres) return;
  h = await createHarness();
  const listenUrl = h.config.databaseUrl ?? '';
  a = await RelayedRealtimeHub.start({ db: h.handle.db, listenUrl, log: (line) => logged.push(line) });
  b = await RelayedRealtimeHub.start({ db: h.handle.db, listenUrl, log: (line) => logged.push(line) });
});
after(async () => {
  if (!onPostgres) return;
  await a.close();
  await b.close();
  await h.close();
});

function socket(socketId: string): HubConnection & { frames: string[]; reconnects: number } {
  const conn = {
    socketId,
    frames: [] as string[],
    reconnects: 0,
    send: (frame: string) => conn.frames.push(frame),
    reconnect: () => {
      conn.reconnects += 1;
    },
  };
  return conn;
}

async function until(what: string, done: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    assert.ok(Date.now() < deadline, `not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test(
  'an event published on one process reaches the sockets of another, once each, small or past NOTIFY’s 8000 bytes',
  { skip: !onPostgres && 'PostgreSQL only' },
  async () => {
    assert.ok(await a.probe(), 'each process hears its own probe');
    const onA = socket('1.1');
    const onB = socket('2.2');
    a.subscribe(onA, CHANNEL);
    b.subscribe(onB, CHANNEL);
    await a.publish(CHANNEL, 'chat.message', { message: 'hello' });
    const long = 'x'.repeat(20_000);
    await a.publish(CHANNEL, 'chat.message', { message: long });
    await until('both events on the other process', () => onB.frames.length === 2);
    assert.equal(onA.frames.length, 2, 'the publishing process delivers its own once');
    assert.match(onB.frames[0] ?? '', /hello/);
    assert.ok((onB.frames[1] ?? '').includes(long));
    // A sender's own socket is left out (Pusher's socket_id), whichever process holds it.
    await b.publish(CHANNEL, 'chat.message', { message: 'not to the sender' }, { exceptSocketId: '1.1' });
    await b.publish(CHANNEL, 'chat.message', { message: 'after' });
    await until('the next event on the first process', () => onA.frames.some((frame) => frame.includes('after')));
    assert.ok(!onA.frames.some((frame) => frame.includes('not to the sender')));
    assert.equal(onB.frames.filter((frame) => frame.includes('not to the sender')).length, 1);
  },
);

test(
  'a process that lost its LISTEN connection listens again and asks its sockets to reconnect, to catch up',
  { skip: !onPostgres && 'PostgreSQL only' },
  async () => {
    const onB = socket('3.3');
    b.subscribe(onB, CHANNEL);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen roofline_realtime' and pid <> pg_backend_pid()`.execute(
      h.handle.db,
    );
    await until('the sockets asked to reconnect', () => onB.reconnects > 0, 15_000);
    assert.ok(logged.some((line) => /listening again/.test(line)));
    await a.publish(CHANNEL, 'chat.message', { message: 'heard again' });
    await until('events flow again', () => onB.frames.some((frame) => frame.includes('heard again')));
  },
);
