import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import PusherClient from 'pusher-js';
import PusherServer from 'pusher';
import Echo from 'laravel-echo';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { only } from '../test/rows.ts';
import { NOTIFICATION_EVENT, RealtimeHub, createBroadcaster, userChannel } from './index.ts';
import { channelAuth } from './signature.ts';
import { RemotePusherBroadcaster } from './remote.ts';
import { storedSecret } from './secret.ts';
import { loadConfig } from '../config.ts';
import { notify } from '../common/notify.ts';

// From the range of ports this suite may use.
const PORT = 18231;
const BASE = `http://127.0.0.1:${PORT}`;

let h: Harness;
let app: FastifyInstance;
// The app under test is built on the harness's database with a hub we hold, as main.ts builds it.
const hub = new RealtimeHub();
const cleanups: Array<() => void> = [];

before(async () => {
  h = await createHarness();
  app = await buildApp({ config: h.config, db: h.handle.db, dbKind: h.handle.kind, broadcaster: hub });
  await app.listen({ port: PORT, host: '127.0.0.1' });
});

after(async () => {
  for (const c of cleanups) c();
  await app.close();
  await h.close();
});

interface Session {
  userId: number;
  cookie: string;
  xsrf: string;
}

/** Cookies as a browser keeps them: the latest value of each name. */
function mergeCookies(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
}

/** Signs a new user up through the auth endpoints, as the browser does (CSRF cookie first). */
async function signUp(name: string): Promise<Session> {
  const jar = new Map<string, string>();
  mergeCookies(jar, await fetch(`${BASE}/sanctum/csrf-cookie`));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const res = await fetch(`${BASE}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf(), Cookie: cookie(), 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase()}-${Date.now()}@example.test`,
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  mergeCookies(jar, res);
  const user = (await res.json()) as { id: number };
  return { userId: user.id, cookie: cookie(), xsrf: xsrf() };
}

function authorize(session: Session | null, socketId: string, channelName: string): Promise<Response> {
  return fetch(`${BASE}/api/broadcasting/auth`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
      ...(session ? { Cookie: session.cookie, 'X-XSRF-TOKEN': session.xsrf } : {}),
    },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
  });
}

type AuthHandler = (
  params: { socketId: string; channelName: string },
  cb: (error: Error | null, data: { auth: string } | null) => void,
) => void;

/** The browser's realtime set-up: laravel-echo over pusher-js, authorising through our endpoint. */
function echoFor(session: Session, customHandler?: AuthHandler): Echo<'pusher'> {
  const handler: AuthHandler =
    customHandler ??
    (({ socketId, channelName }, cb) => {
      authorize(session, socketId, channelName).then(
        async (res) => (res.ok ? cb(null, (await res.json()) as { auth: string }) : cb(new Error(`status ${res.status}`), null)),
        (e: Error) => cb(e, null),
      );
    });
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher: PusherClient,
    key: h.config.realtime.key,
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: PORT,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { endpoint: `${BASE}/api/broadcasting/auth`, transport: 'ajax', customHandler: handler },
  });
  cleanups.push(() => echo.disconnect());
  return echo;
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms).unref())]);

const subscribed = (echo: Echo<'pusher'>, userId: number) =>
  within(
    new Promise<void>((resolve, reject) => {
      echo
        .private(`App.Models.User.${userId}`)
        .subscribed(resolve)
        .error((e: unknown) => reject(new Error(JSON.stringify(e))));
    }),
    5000,
    'subscription',
  );

test('a signed-in user subscribes to their own channel and receives only their notifications', async () => {
  const [alice, bob] = [await signUp('Alice'), await signUp('Bob')];
  const aliceEcho = echoFor(alice);
  const bobEcho = echoFor(bob);
  const aliceGot: unknown[] = [];
  const bobGot: unknown[] = [];
  await subscribed(aliceEcho, alice.userId);
  await subscribed(bobEcho, bob.userId);
  const alicesArrived = within(
    new Promise<void>((resolve) => {
      aliceEcho.private(`App.Models.User.${alice.userId}`).notification((n: unknown) => {
        aliceGot.push(n);
        resolve();
      });
    }),
    5000,
    "Alice's notification",
  );
  const bobsArrived = within(
    new Promise<void>((resolve) => {
      bobEcho.private(`App.Models.User.${bob.userId}`).notification((n: unknown) => {
        bobGot.push(n);
        resolve();
      });
    }),
    5000,
    "Bob's notification",
  );

  await hub.toUser(alice.userId, { id: 'n-1', type: 'booking_requested', message: 'Bob requested a viewing' });
  await hub.toUser(bob.userId, { id: 'n-2', type: 'message_received', message: 'New message' });
  // Frames on one socket arrive in order: had Alice's reached Bob, it would be there before his own.
  await Promise.all([alicesArrived, bobsArrived]);

  assert.deepEqual(aliceGot, [{ id: 'n-1', type: 'booking_requested', message: 'Bob requested a viewing' }]);
  assert.deepEqual(bobGot, [{ id: 'n-2', type: 'message_received', message: 'New message' }], "Bob never sees Alice's notification");
});

test('the PUSHER_* variables choose the server: our own by default, else Soketi by host or Pusher Channels by cluster', () => {
  const embedded = loadConfig({});
  assert.equal(embedded.realtime.service, null);
  assert.ok(createBroadcaster({ ...embedded.realtime, secret: 's' }) instanceof RealtimeHub);

  const soketi = loadConfig({ PUSHER_HOST: 'soketi.internal', PUSHER_PORT: '6001', PUSHER_SCHEME: 'http', PUSHER_APP_SECRET: 's' });
  assert.deepEqual(soketi.realtime.service, {
    apiHost: 'soketi.internal',
    wsHost: 'soketi.internal',
    port: 6001,
    useTLS: false,
    cluster: 'mt1',
  });
  assert.ok(createBroadcaster({ ...soketi.realtime, secret: 's' }) instanceof RemotePusherBroadcaster);

  const channels = loadConfig({ PUSHER_APP_CLUSTER: 'eu', PUSHER_APP_SECRET: 's' });
  assert.deepEqual(channels.realtime.service, {
    apiHost: 'api-eu.pusher.com',
    wsHost: 'ws-eu.pusher.com',
    port: 443,
    useTLS: true,
    cluster: 'eu',
  });

  assert.throws(() => loadConfig({ PUSHER_HOST: 'soketi.internal' }), /set PUSHER_APP_SECRET/);
  assert.throws(() => loadConfig({ PUSHER_HOST: 'soketi.internal', PUSHER_APP_SECRET: 's', PUSHER_SCHEME: 'ws' }), /PUSHER_SCHEME/);
  assert.throws(() => loadConfig({ PUSHER_HOST: 'soketi.internal', PUSHER_APP_SECRET: 's', PUSHER_PORT: 'six' }), /PUSHER_PORT/);
});

test("the auth endpoint refuses someone else's channel (403) and a signed-out caller (401)", async () => {
  const carol = await signUp('Carol');
  const dave = await signUp('Dave');
  assert.equal((await authorize(carol, '123.456', userChannel(dave.userId))).status, 403);
  assert.equal((await authorize(carol, '123.456', 'private-orders')).status, 403);
  const own = await authorize(carol, '123.456', userChannel(carol.userId));
  assert.equal(own.status, 200);
  assert.deepEqual(await own.json(), {
    auth: channelAuth(h.config.realtime.key, h.config.realtime.secret, '123.456', userChannel(carol.userId)),
  });
  // A guest with a valid CSRF token but no sign-in.
  const jar = new Map<string, string>();
  mergeCookies(jar, await fetch(`${BASE}/sanctum/csrf-cookie`));
  const guest = { userId: 0, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), xsrf: decodeURIComponent(jar.get('XSRF-TOKEN')!) };
  assert.equal((await authorize(guest, '123.456', userChannel(carol.userId))).status, 401);
});

test('a forged signature gets pusher:subscription_error and no subscription', async () => {
  const erin = await signUp('Erin');
  const channel = userChannel(erin.userId);
  const forged: AuthHandler = (_params, cb) => cb(null, { auth: `${h.config.realtime.key}:${'0'.repeat(64)}` });
  const echo = echoFor(erin, forged);
  const error = await within(
    new Promise<unknown>((resolve) => {
      echo.private(`App.Models.User.${erin.userId}`).error(resolve);
    }),
    5000,
    'subscription error',
  );
  assert.deepEqual(error, { type: 'AuthError', error: 'Invalid signature', status: 401 });
  assert.equal(hub.subscriberCount(channel), 0);
});

test('the HTTP events API delivers an event signed by the pusher SDK and refuses a bad signature', async () => {
  const frank = await signUp('Frank');
  const echo = echoFor(frank);
  await subscribed(echo, frank.userId);
  const received = within(
    new Promise<unknown>((resolve) => echo.private(`App.Models.User.${frank.userId}`).notification(resolve)),
    5000,
    'notification over the HTTP API',
  );
  const { appId, key, secret } = h.config.realtime;
  const sdk = new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(PORT), useTLS: false });
  const res = await sdk.trigger(userChannel(frank.userId), NOTIFICATION_EVENT, { id: 'n-3', type: 'review_added' });
  assert.equal(res.status, 200);
  assert.deepEqual(await received, { id: 'n-3', type: 'review_added' });

  const impostor = new PusherServer({ appId, key, secret: 'not-the-secret', host: '127.0.0.1', port: String(PORT), useTLS: false });
  await assert.rejects(impostor.trigger(userChannel(frank.userId), 'x', {}), (e: { status?: number }) => e.status === 401);
});

test('with PUSHER_HOST set, a notification is published through the pusher SDK to that server and heard by laravel-echo (here our own server, which speaks the HTTP events API as Soketi does)', async () => {
  const grace = await signUp('Grace');
  const echo = echoFor(grace);
  await subscribed(echo, grace.userId);
  const heard = within(
    new Promise<unknown>((resolve) => echo.private(`App.Models.User.${grace.userId}`).notification(resolve)),
    5000,
    'the notification from the outside server',
  );
  const { appId, key, secret } = h.config.realtime;
  const config = loadConfig({
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(PORT),
    PUSHER_SCHEME: 'http',
    PUSHER_APP_ID: appId,
    PUSHER_APP_KEY: key,
    PUSHER_APP_SECRET: secret,
  });
  const { service } = config.realtime;
  assert.ok(service, 'PUSHER_HOST names an outside service');
  const errors: Error[] = [];
  const remote = new RemotePusherBroadcaster({ appId, key, secret, service }, (e) => errors.push(e));
  const id = await notify({ db: h.handle.db, broadcaster: remote }, grace.userId, {
    message: 'Your viewing is confirmed',
    url: '/dashboard-user-bookings',
    chat_room_id: null,
  });
  assert.deepEqual(await heard, {
    id,
    type: 'booking',
    message: 'Your viewing is confirmed',
    url: '/dashboard-user-bookings',
    chat_room_id: null,
    notification_id: id,
  });
  assert.equal(errors.length, 0, errors.join('; '));

  // A refused publish is reported, not thrown: the write that caused it stands.
  const wrong = new RemotePusherBroadcaster({ appId, key, secret: 'wrong', service }, (e) => errors.push(e));
  await wrong.toUser(grace.userId, { id: 'n-4', type: 'booking' });
  assert.match(only(errors, 'one reported error').message, /^401/);
});

test('the socket speaks the Pusher protocol: connection_established, ping/pong, unknown key refused', async () => {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/app/${h.config.realtime.key}?protocol=7&client=js&version=8.6.0`);
  cleanups.push(() => ws.terminate());
  const messages: Array<{ event: string; data: unknown; channel?: string }> = [];
  const next = () =>
    within(
      new Promise<{ event: string; data: unknown; channel?: string }>((resolve) =>
        ws.once('message', (m) => resolve(JSON.parse(m.toString()))),
      ),
      3000,
      'a frame',
    );
  const established = await next();
  messages.push(established);
  assert.equal(established.event, 'pusher:connection_established');
  assert.equal(typeof established.data, 'string', 'data is a JSON string');
  const data = JSON.parse(established.data as string);
  assert.match(data.socket_id, /^\d+\.\d+$/);
  assert.equal(data.activity_timeout, 120);

  ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
  assert.equal((await next()).event, 'pusher:pong');

  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'adverts' } }));
  const ok = await next();
  assert.deepEqual([ok.event, ok.channel], ['pusher_internal:subscription_succeeded', 'adverts']);
  await hub.publish('adverts', 'AdvertPublished', { id: 7 });
  const event = await next();
  assert.deepEqual([event.event, event.channel, event.data], ['AdvertPublished', 'adverts', '{"id":7}']);
  ws.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel: 'adverts' } }));
  await within(
    (async () => {
      while (hub.subscriberCount('adverts') > 0) await new Promise((r) => setTimeout(r, 10));
    })(),
    2000,
    'unsubscribe',
  );

  const stranger = new WebSocket(`ws://127.0.0.1:${PORT}/app/wrong-key?protocol=7`);
  cleanups.push(() => stranger.terminate());
  const [frame, code] = await within(
    new Promise<[{ event: string; data: { code: number } }, number]>((resolve) => {
      let first: { event: string; data: { code: number } };
      stranger.once('message', (m) => (first = JSON.parse(m.toString())));
      stranger.once('close', (c) => resolve([first, c]));
    }),
    3000,
    'refusal',
  );
  assert.equal(frame.event, 'pusher:error');
  assert.equal(frame.data.code, 4001);
  assert.equal(code, 4001);
});

test('an upgrade with a malformed percent-encoded app key is refused and the API keeps answering', async () => {
  for (const key of ['%E0%A4%A', '%', '%ZZ', `${'%C0'.repeat(50)}`]) {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/app/${key}?protocol=7`);
    socket.on('error', () => undefined);
    const code = await within(new Promise<number>((resolve) => socket.once('close', (c) => resolve(c))), 3000, `refusal of ${key}`);
    assert.equal(code, 4001);
  }
  const res = await fetch(`${BASE}/sanctum/csrf-cookie`);
  assert.equal(res.status, 204);
});

test('with no PUSHER_APP_SECRET the secret is made at random and kept; the old default written in the source signs nothing', async () => {
  assert.match(h.config.realtime.secret, /^[0-9a-f]{64}$/);
  assert.equal(await storedSecret(h.handle.db, 'pusher_app_secret'), h.config.realtime.secret, 'the same secret on the next start');
  const OLD_DEFAULT = 'local-development-secret';

  const grace = await signUp('Grace');
  const forgedWithOld: AuthHandler = ({ socketId, channelName }, cb) =>
    cb(null, { auth: channelAuth(h.config.realtime.key, OLD_DEFAULT, socketId, channelName) });
  const echo = echoFor(grace, forgedWithOld);
  const error = await within(
    new Promise<unknown>((resolve) => echo.private(`App.Models.User.${grace.userId}`).error(resolve)),
    5000,
    'subscription error',
  );
  assert.deepEqual(error, { type: 'AuthError', error: 'Invalid signature', status: 401 });
  assert.equal(hub.subscriberCount(userChannel(grace.userId)), 0);

  const { appId, key } = h.config.realtime;
  const publisher = new PusherServer({ appId, key, secret: OLD_DEFAULT, host: '127.0.0.1', port: String(PORT), useTLS: false });
  await assert.rejects(
    publisher.trigger(userChannel(grace.userId), NOTIFICATION_EVENT, { id: 'x', type: 'forged' }),
    (e: { status?: number }) => e.status === 401,
  );
});
