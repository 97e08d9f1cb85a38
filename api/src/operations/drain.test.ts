import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { request, Agent } from 'node:http';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PusherClient from 'pusher-js';
import { LONDON_SEARCH } from '../seed/test-seed.ts';

/**
 * SIGTERM on a real API process (issue 30, item 5): two API processes behind a small TCP load
 * balancer, as two nodes behind nginx. A burst of searches is in flight on node A and a pusher-js
 * client holds a WebSocket through the balancer when A is told to stop: every search is answered,
 * A closes the WebSocket with Pusher's "reconnect now" code, and the client reconnects, to node B.
 */
const API_DIR = new URL('../..', import.meta.url).pathname;
const APP_KEY = 'marketplace-key';
const BURST = 16;

interface Node {
  child: ChildProcess;
  port: number;
  metricsPort: number;
  output: () => string;
  exited: Promise<number | null>;
}

let dir: string;
let a: Node;
let b: Node;
let balancer: Server;
// The nodes run on embedded PGlite whatever the suite's database: the PostgreSQL run of the suite skips a second, identical run.
const onPostgres = Boolean(process.env.DATABASE_URL);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startNode(name: string): Promise<Node> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    API_PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_METRICS_PORT: String(metricsPort),
    API_LOG: 'true',
    API_DRAIN_TIMEOUT_MS: '15000',
    // A loaded test machine would trip the event-loop check; it is not the subject here.
    API_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: 'memory://',
    SEED_ADVERTS: '40',
    STORAGE_DIR: join(dir, name, 'storage'),
    REGISTRY_FILE: join(dir, name, 'remotes.json'),
    RELEASE_WATCH_MS: '0',
    PUSHER_APP_KEY: APP_KEY,
  };
  delete env.DATABASE_URL;
  delete env.API_WORKERS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const node = { child, port, metricsPort, output: () => output, exited };
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return node;
    if (child.exitCode !== null || tries > 600) throw new Error(`API ${name} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

before(async () => {
  if (onPostgres) return;
  dir = await mkdtemp(join(tmpdir(), 'roofline-drain-'));
  [a, b] = await Promise.all([startNode('a'), startNode('b')]);
  // The load balancer: node A while it accepts connections, node B once A refuses them.
  balancer = createServer((client) => {
    client.on('error', () => client.destroy());
    const toNode = (port: number, orElse?: () => void) => {
      const upstream: Socket = connect(port, '127.0.0.1');
      upstream.once('connect', () => {
        client.pipe(upstream).pipe(client);
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => client.destroy());
      });
      upstream.once('error', () => (orElse ? orElse() : client.destroy()));
    };
    client.pause();
    toNode(a.port, () => toNode(b.port));
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
});

after(async () => {
  if (onPostgres) return;
  balancer?.close();
  for (const node of [a, b]) if (node && node.child.exitCode === null) node.child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** One HTTP exchange over `agent`; resolves with the status, headers and body. */
function exchange(agent: Agent, port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; sent: Promise<void> }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, sent }));
      });
      const sent = new Promise<void>((done) => req.once('finish', done));
      req.on('error', reject);
      req.end(body);
    },
  );
}

test(
  'on SIGTERM a node answers the searches in flight, then tells its WebSocket clients to reconnect, and they move to the other node',
  { skip: onPostgres && 'the same run as on PGlite' },
  async () => {
    const balancerPort = (balancer.address() as AddressInfo).port;
    const pusher = new PusherClient(APP_KEY, {
      cluster: 'eu',
      wsHost: '127.0.0.1',
      wsPort: balancerPort,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
    try {
      const states: string[] = [];
      pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
      const errors: Array<{ code?: number }> = [];
      pusher.connection.bind('error', (e: { data?: { code?: number } }) => errors.push(e.data ?? {}));
      await new Promise<void>((resolve) => pusher.subscribe('drain-check').bind('pusher:subscription_succeeded', () => resolve()));
      const firstSocket = pusher.connection.socket_id;

      const scraped = await (await fetch(`http://127.0.0.1:${a.metricsPort}/metrics`)).text();
      assert.match(scraped, /^realtime_websocket_connections 1$/m, 'node A holds the WebSocket');

      // A browser's session and CSRF cookie, then one keep-alive connection per search, opened beforehand.
      const agent = new Agent({ keepAlive: true, maxSockets: BURST });
      const csrf = await exchange(agent, a.port, 'GET', '/sanctum/csrf-cookie');
      const cookies = ([] as string[]).concat(csrf.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]!);
      const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
      await Promise.all(Array.from({ length: BURST }, () => exchange(agent, a.port, 'GET', '/up')));

      const search = JSON.stringify(LONDON_SEARCH);
      const burst = Array.from({ length: BURST }, () =>
        exchange(
          agent,
          a.port,
          'POST',
          '/api/properties-list',
          {
            'content-type': 'application/json',
            accept: 'application/json',
            cookie: cookies.join('; '),
            'x-xsrf-token': xsrf,
          },
          search,
        ),
      );
      // Once every search has left the client, node A is told to stop.
      await new Promise((resolve) => setTimeout(resolve, 20));
      a.child.kill('SIGTERM');
      const answers = await Promise.all(burst);

      assert.deepEqual(
        answers.map((answer) => answer.status),
        Array(BURST).fill(200),
        'every search in flight is answered',
      );
      const duringDrain = answers.filter((answer) => answer.headers.connection === 'close').length;
      console.log(`${duringDrain} of ${BURST} searches were answered while node A drained`);
      assert.equal(await a.exited, 0, `node A drained within its deadline:\n${a.output().slice(-2000)}`);

      // pusher-js heard "reconnect now" and reconnected at once, through the balancer, to node B.
      await new Promise<void>((resolve) => {
        const check = () => pusher.connection.state === 'connected' && pusher.connection.socket_id !== firstSocket && resolve();
        pusher.connection.bind('connected', check);
        check();
      });
      assert.equal(errors[0]?.code, 4200, 'node A closed with Pusher’s reconnect-immediately code');
      assert.ok(!states.includes('unavailable') && !states.includes('failed'), `states: ${states.join(' > ')}`);
      const onB = await (await fetch(`http://127.0.0.1:${b.metricsPort}/metrics`)).text();
      assert.match(onB, /^realtime_websocket_connections 1$/m, 'node B now holds the WebSocket');

      // Each answer's X-Request-Id names one JSON log line of node A.
      const lines = a
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const id = answers[0]!.headers['x-request-id'];
      const logged = lines.find((line) => line.reqId === id && line.msg === 'request');
      assert.ok(logged, `a log line for request ${String(id)}`);
      assert.equal(logged.route, '/api/properties-list');
      assert.equal(logged.status, 200);
      agent.destroy();
    } finally {
      pusher.disconnect();
      b.child.kill('SIGTERM');
      await b.exited;
    }
  },
);
