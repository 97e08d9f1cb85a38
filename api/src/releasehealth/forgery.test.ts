// Release health tried as an outsider would (issue 41, item 1): with no account, only what the web origin
// hands anyone (GET /config.json) and the reports' routes, a stranger must not abort a healthy canary, nor
// shield a failing one by making the live version look bad. Both attacks run against the real web origin,
// the real API and the canary watch.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ReleasesOverview } from '@marketplace/shared/src/answers/releases.ts';
import { main } from '@marketplace/release/cli.mjs';
import { readRegistry } from '@marketplace/release/registry.mjs';
import { runtimeConfig, webRoutes } from '../../../scripts/platform/web.mjs';
import { listenLoopback } from '../../../scripts/platform/static.mjs';
import { TestClient } from '../auth/test-client.ts';
import { KNOWN_PASSWORD, SEED_RELEASE_MANAGER, seedDatabase } from '../seed/index.ts';
import { TEST_REFERENCE_DATE } from '../seed/test-seed.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import type { Broadcaster } from '../realtime/index.ts';
import { CanaryWatch } from '../release-console/watch.ts';
import { pointerContext, registryStoreOf } from '../common/release-registry.ts';

const REMOTE = 'mfe-alpha';
const SECRET = 'release health secret of the forgery tests';
const ATTACKER = '203.0.113.66';

let h: Harness;
let root: string;
let cdn: Server;
let web: { port: number; close: () => Promise<unknown> };
let env: Record<string, string>;
let manager: TestClient;

async function cli(...args: string[]): Promise<void> {
  const output: string[] = [];
  const code = await main(args, { root, env, out: (l) => output.push(l), err: (l) => output.push(l), by: 'ops (command line)' });
  assert.equal(code, 0, output.join('\n'));
}

function build(tag: string): void {
  const dist = join(root, REMOTE, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: REMOTE, tag }));
  writeFileSync(join(dist, 'remoteEntry.js'), `/* ${tag} */`);
}

const entry = () => readRegistry(env.REGISTRY_FILE!).remotes[REMOTE]!;

/** The shell's bucket rule as the journeys' oracle writes it: FNV-1a of `<id>/<remote>`, modulo 100. */
function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${id}/${REMOTE}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** A browser id on the wanted side of a canary for `percent`% of browsers. */
function idOnSide(percent: number, canary: boolean): string {
  for (;;) {
    const id = randomUUID();
    if (bucketOf(id) < percent === canary) return id;
  }
}

/**
 * GET /config.json from `address` (as the proxy in front of the web origin says it), with the canary id a
 * browser keeps (none for a stranger's script): the page's token and, where the web origin assigns them,
 * the versions it gave this page.
 */
function configFor(address: string, canaryId?: string): Promise<{ pageLoad?: string; versions?: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `localhost:${web.port}`, 'x-forwarded-for': address };
    if (canaryId) headers.cookie = `roofline_canary=${canaryId}`;
    const req = httpRequest({ host: '127.0.0.1', port: web.port, path: '/config.json', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(JSON.parse(body) as { pageLoad?: string; versions?: Record<string, string> }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A client of the API on its own address. */
async function from(address: string): Promise<TestClient> {
  const client = new TestClient(h.app);
  const original = client.request.bind(client);
  client.request = (opts) => original({ ...opts, remoteAddress: address });
  await client.csrf();
  return client;
}

/**
 * A real visitor's page load from `address`: the version the web origin assigned it (else the side its id
 * puts it on), reported as the shell reports it, with a failure when that version fails for it.
 */
async function visit(
  address: string,
  side: { percent: number; canary: boolean },
  versions: { live: string; canary: string },
  fails: boolean,
) {
  const id = idOnSide(side.percent, side.canary);
  const config = await configFor(address, id);
  const version = config.versions?.[REMOTE] ?? (side.canary ? versions.canary : versions.live);
  assert.equal(version, side.canary ? versions.canary : versions.live, 'the page gets the side its id is on');
  const browser = await from(address);
  const page_load = config.pageLoad ?? '';
  assert.equal((await browser.post('/api/remote-loads', { page_load, remotes: [{ remote: REMOTE, version }] })).statusCode, 204);
  if (fails) {
    const res = await browser.post('/api/remote-failures', { page_load, remote: REMOTE, version, kind: 'mount', message: 'boom' });
    assert.equal(res.statusCode, 204, res.body);
  }
}

/**
 * The stranger: fetches /config.json again and again from one address, with no cookie, and sends a
 * failure naming `version` under each token, until 20 were taken or the tokens run out. How many the API took.
 */
async function forgeFailures(version: string): Promise<number> {
  const attacker = await from(ATTACKER);
  let accepted = 0;
  for (let i = 0; i < 60 && accepted < 20; i++) {
    const { pageLoad } = await configFor(ATTACKER);
    if (!pageLoad) continue;
    const res = await attacker.post('/api/remote-failures', {
      page_load: pageLoad,
      remote: REMOTE,
      version,
      kind: 'mount',
      message: 'forged',
    });
    if (res.statusCode === 204) accepted++;
  }
  return accepted;
}

function watchAt(now: () => Date): CanaryWatch {
  const broadcaster: Broadcaster = { publish: async () => undefined } as unknown as Broadcaster;
  const store = registryStoreOf(h.config);
  return new CanaryWatch({ db: h.handle.db, store, pointer: pointerContext(h.config, store, () => {}), broadcaster, log: () => {}, now });
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'api-forgery-'));
  mkdirSync(join(root, REMOTE), { recursive: true });
  writeFileSync(join(root, REMOTE, 'package.json'), JSON.stringify({ name: REMOTE, version: '1.0.0' }));
  cdn = createServer((_req, res) => res.writeHead(200).end('{}'));
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const cdnUrlPattern = `http://{remote}.localhost:${(cdn.address() as { port: number }).port}`;
  env = {
    RELEASES_DIR: join(root, 'releases'),
    REGISTRY_FILE: join(root, 'registry', 'remotes.json'),
    CDN_URL_PATTERN: cdnUrlPattern,
    API_URL: 'http://127.0.0.1:9',
  };
  h = await createHarness(
    {
      releases: {
        registryFile: env.REGISTRY_FILE!,
        auditFile: null,
        releasesDir: env.RELEASES_DIR!,
        cdnUrlPattern,
        shellDist: join(root, 'shell-dist'),
        pageLoadSecret: SECRET,
        watchIntervalMs: 0,
        bucket: null,
      },
    },
    async (handle) => {
      await seedDatabase(handle.db, { adverts: 10, referenceDate: TEST_REFERENCE_DATE });
    },
  );
  const shellDist = join(root, 'shell-dist');
  mkdirSync(shellDist, { recursive: true });
  const config = runtimeConfig({ apiUrl: 'http://localhost:9', apiPort: 9, webOrigin: 'http://localhost', env: {} });
  web = await listenLoopback(
    webRoutes({ shellDist, registryFile: env.REGISTRY_FILE!, config, cdnUrlPattern, pageLoadSecret: SECRET, trustProxy: ['127.0.0.1'] }),
    0,
  );
  manager = new TestClient(h.app);
  await manager.csrf();
  assert.equal((await manager.post('/api/login', { email: SEED_RELEASE_MANAGER.email, password: KNOWN_PASSWORD })).statusCode, 200);
});

after(async () => {
  await web.close();
  await h.close();
  cdn.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(async () => {
  rmSync(join(root, 'registry'), { recursive: true, force: true });
  await sql`delete from remote_failures`.execute(h.handle.db);
  await sql`delete from remote_page_loads`.execute(h.handle.db);
});

test('a stranger with no account cannot abort a healthy canary by sending failures under tokens from /config.json', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  build('v2');
  await cli('release', REMOTE, '--no-build', '--canary', '50', '--auto-abort');
  const versions = { live: entry().live, canary: entry().canary?.version ?? '' };
  // Real visitors on five addresses, on both sides, none failing.
  for (let n = 1; n <= 5; n++) {
    for (let i = 0; i < 5; i++) {
      await visit(`198.51.100.${n}`, { percent: 50, canary: false }, versions, false);
      await visit(`198.51.100.${n}`, { percent: 50, canary: true }, versions, false);
    }
  }
  await forgeFailures(versions.canary);
  await watchAt(() => new Date()).tick();
  assert.equal(entry().canary?.version, versions.canary, 'the healthy canary is still running');
  const shown = (await manager.get('/api/releases')).json<ReleasesOverview>();
  assert.notEqual(shown.remotes[0]?.canary?.judgement?.verdict, 'failing');
  assert.notEqual(shown.audit[0]?.action, 'abort-canary');
});

test('a stranger cannot get a failing canary promoted by sending failures of the live version', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  build('v3');
  await cli('release', REMOTE, '--no-build', '--steps', '25,50,100', '--step-minutes', '1');
  const versions = { live: entry().live, canary: entry().canary?.version ?? '' };
  // Real visitors on eight addresses: the live version works for all of them, the canary fails half its page loads.
  for (let n = 1; n <= 8; n++) {
    for (let i = 0; i < 5; i++) await visit(`198.51.100.${n}`, { percent: 25, canary: false }, versions, false);
    for (let i = 0; i < 4; i++) await visit(`198.51.100.${n}`, { percent: 25, canary: true }, versions, i % 2 === 0);
  }
  await forgeFailures(versions.live);
  let clock = Date.now();
  const watch = watchAt(() => new Date(clock));
  for (let step = 0; step < 4 && entry().canary; step++) {
    clock += 90_000;
    await watch.tick();
  }
  assert.equal(entry().live, versions.live, 'the failing canary never went live');
  assert.equal(entry().canary, undefined, 'it was aborted');
  const [aborted] = (await manager.get('/api/releases')).json<ReleasesOverview>().audit;
  assert.equal(aborted?.action, 'abort-canary');
});
