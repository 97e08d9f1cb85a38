// The release console's API and the command line over one registry (issue 31, items 1 to 4): the same
// functions move it whichever is used, only release managers may, and the canary watch aborts a canary
// whose page loads fail.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ReleasesChanged } from '@marketplace/shared/src/entities/releases.ts';
import type { ReleasesOverview } from '@marketplace/shared/src/answers/releases.ts';
import { main } from '@marketplace/release/cli.mjs';
import { readRegistry } from '@marketplace/release/registry.mjs';
import { signPageLoad } from '@marketplace/release/pageLoad.mjs';
import { TestClient } from '../auth/test-client.ts';
import { addSeedReleaseManager, KNOWN_PASSWORD, SEED_RELEASE_MANAGER, seedDatabase } from '../seed/index.ts';
import { TEST_REFERENCE_DATE } from '../seed/test-seed.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import type { Broadcaster } from '../realtime/index.ts';
import { runAlone } from '../common/job.ts';
import { loadConfig } from '../config.ts';
import { CANARY_WATCH_JOB, CanaryWatch } from './watch.ts';
import { pointerContext, registryStoreOf } from '../common/release-registry.ts';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3 } from '@marketplace/release/s3-test-server.mjs';
import { rollback } from '@marketplace/release/releases.mjs';
import { checkPreview } from '@marketplace/release/preview.mjs';

const REMOTE = 'mfe-alpha';
const SECRET = 'release health secret';

let h: Harness;
let root: string;
let cdn: Server;
let env: Record<string, string>;
let manager: TestClient;
let tenant: TestClient;
const cliOutput: string[] = [];

/** The command line, in this process, on the same registry as the API. */
async function cli(...args: string[]): Promise<void> {
  const code = await main(args, {
    root,
    env,
    out: (l) => cliOutput.push(l),
    err: (l) => cliOutput.push(l),
    by: 'ops on build-box (command line)',
  });
  assert.equal(code, 0, cliOutput.join('\n'));
}

/** Writes a build of the remote as a build tagged `tag` would; with `react`, the range of React it takes from the shell. */
function build(tag: string, react = '^19.0.0'): void {
  const dist = join(root, REMOTE, 'dist');
  mkdirSync(dist, { recursive: true });
  const shared = [{ name: 'react', singleton: true, requiredVersion: react, version: '19.3.1' }];
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: REMOTE, tag, shared }));
  writeFileSync(join(dist, 'remoteEntry.js'), `/* ${tag} */`);
}

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(h.app);
  await client.csrf();
  const res = await client.post('/api/login', { email, password: KNOWN_PASSWORD });
  assert.equal(res.statusCode, 200, res.body);
  return client;
}

const entry = () => readRegistry(env.REGISTRY_FILE!).remotes[REMOTE]!;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'api-releases-'));
  mkdirSync(join(root, REMOTE), { recursive: true });
  writeFileSync(join(root, REMOTE, 'package.json'), JSON.stringify({ name: REMOTE, version: '1.0.0' }));
  mkdirSync(join(root, 'shell-dist'), { recursive: true });
  writeFileSync(join(root, 'shell-dist', 'shared-contract.json'), JSON.stringify({ react: '19.3.1', '@marketplace/shared': '1.6.0' }));
  // The CDN: every version is served.
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
        // The live shell: what its build provides of the shared singletons.
        shellDist: join(root, 'shell-dist'),
        pageLoadSecret: SECRET,
        watchIntervalMs: 0,
        bucket: null,
      },
    },
    async (handle) => {
      await seedDatabase(handle.db, { adverts: 30, referenceDate: TEST_REFERENCE_DATE });
    },
  );
  manager = await signIn(SEED_RELEASE_MANAGER.email);
  tenant = await signIn('tenant@roofline.test');
});

after(async () => {
  await h.close();
  cdn.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(async () => {
  rmSync(join(root, 'registry'), { recursive: true, force: true });
  await sql`delete from remote_failures`.execute(h.handle.db);
  await sql`delete from remote_page_loads`.execute(h.handle.db);
  await sql`delete from remote_vitals`.execute(h.handle.db);
});

/** Three versions released one after another by the command line; the last one live. */
async function threeReleases(): Promise<string[]> {
  const versions: string[] = [];
  for (const tag of ['v1', 'v2', 'v3']) {
    build(tag);
    await cli('release', REMOTE, '--no-build');
    versions.push(entry().live);
  }
  return versions;
}

test('the seed has a release manager; only release managers read the console (401 signed out, 403 anyone else)', async () => {
  const user = await manager.get('/api/user');
  assert.deepEqual(user.json().roles, ['release_manager']);
  assert.deepEqual((await tenant.get('/api/user')).json().roles, []);
  const visitor = new TestClient(h.app);
  assert.equal((await visitor.get('/api/releases')).statusCode, 401);
  assert.equal((await tenant.get('/api/releases')).statusCode, 403);
  assert.equal((await manager.get('/api/releases')).statusCode, 200);
});

test('one registry, two ways in: what the command line does the console shows, and the other way round, all in one audit log', async () => {
  const [v1, v2, v3] = await threeReleases();
  let overview = (await manager.get('/api/releases')).json<ReleasesOverview>();
  const [remote] = overview.remotes;
  assert.equal(remote?.name, REMOTE);
  assert.equal(remote?.live, v3);
  assert.equal(remote?.previous, v2);
  assert.deepEqual(
    remote?.versions.map((v) => v.version),
    [v3, v2, v1],
  );
  assert.deepEqual(remote?.versions[0]?.health, {
    loads: 0,
    failures: { load: 0, mount: 0, render: 0 },
    vitals: { LCP: null, INP: null, CLS: null, mount: null },
  });
  assert.equal(typeof remote?.versions[0]?.wireBytes, 'number');

  // The console rolls back one step, with a note; the command line sees it.
  const rolled = await manager.post(`/api/releases/${REMOTE}/rollback`, { to: v2, live: v3, note: 'checkout button missing' });
  assert.equal(rolled.statusCode, 200, rolled.body);
  assert.equal(entry().live, v2);
  cliOutput.length = 0;
  await cli('list');
  assert.ok(
    cliOutput.some((l) => l.includes(`rolled back from ${v3} to ${v2}  by ${SEED_RELEASE_MANAGER.email}: "checkout button missing"`)),
  );

  // The command line starts a canary; the console sets its share, then aborts it.
  await cli('release', REMOTE, '--no-build', '--canary', '10');
  overview = (await manager.get('/api/releases')).json<ReleasesOverview>();
  const canary = overview.remotes[0]?.canary;
  assert.equal(canary?.version, v3);
  assert.equal(canary?.percent, 10);
  assert.equal((await manager.post(`/api/releases/${REMOTE}/canary`, { canary: v3, from_percent: 10, percent: 40 })).statusCode, 200);
  assert.equal(entry().canary?.percent, 40);
  assert.equal((await manager.post(`/api/releases/${REMOTE}/abort`, { canary: v3 })).statusCode, 200);
  assert.equal(entry().canary, undefined);
  // And the command line rolls back further, along the same history.
  await cli('rollback', REMOTE);
  assert.equal(entry().live, v1);

  overview = (await manager.get('/api/releases')).json<ReleasesOverview>();
  assert.deepEqual(
    overview.audit.map((a) => [a.action, a.by, a.from, a.to]),
    [
      ['rollback', 'ops on build-box (command line)', v2, v1],
      ['drop-canary', SEED_RELEASE_MANAGER.email, v3, v2],
      ['canary-percent', SEED_RELEASE_MANAGER.email, v3, v3],
      ['canary', 'ops on build-box (command line)', v2, v3],
      ['rollback', SEED_RELEASE_MANAGER.email, v3, v2],
      ['release', 'ops on build-box (command line)', v2, v3],
      ['release', 'ops on build-box (command line)', v1, v2],
      ['release', 'ops on build-box (command line)', null, v1],
    ],
  );
  assert.equal(overview.audit[4]?.note, 'checkout button missing');
  assert.equal(overview.audit[4]?.text, `rolled back from ${v3} to ${v2}`);
});

test('a plain user gets 403 from every move, before the body is read, and nothing moves; each forbidden move is audited; without the CSRF token, 419', async () => {
  const [, v2, v3] = await threeReleases();
  const before = readFileSync(env.REGISTRY_FILE!, 'utf8');
  for (const [path, body] of [
    ['rollback', { to: v2, live: v3 }],
    ['promote', { canary: v3 }],
    ['abort', { canary: v3 }],
    ['canary', { canary: v3, from_percent: 10, percent: 20 }],
  ] as const) {
    assert.equal((await tenant.post(`/api/releases/${REMOTE}/${path}`, body)).statusCode, 403, path);
  }
  // The role is checked first: a body the schema refuses tells a tenant nothing of it.
  const malformed = await tenant.post(`/api/releases/${REMOTE}/rollback`, { to: 42 });
  assert.equal(malformed.statusCode, 403);
  assert.deepEqual(malformed.json(), { message: 'This action is unauthorized.' });
  assert.equal((await manager.post(`/api/releases/${REMOTE}/rollback`, { to: v2, live: v3 }, { xsrf: false })).statusCode, 419);
  assert.equal(readFileSync(env.REGISTRY_FILE!, 'utf8'), before);
  const audit = (await manager.get('/api/releases')).json<ReleasesOverview>().audit;
  assert.deepEqual(
    audit.slice(0, 5).map((a) => [a.action, a.attempted, a.by, a.reason]),
    [
      ['refused', 'rollback', 'tenant@roofline.test', 'not a release manager'],
      ['refused', 'canary-percent', 'tenant@roofline.test', 'not a release manager'],
      ['refused', 'drop-canary', 'tenant@roofline.test', 'not a release manager'],
      ['refused', 'promote', 'tenant@roofline.test', 'not a release manager'],
      ['refused', 'rollback', 'tenant@roofline.test', 'not a release manager'],
    ],
  );
});

test('a move on a registry that changed since the person looked is refused with 409; unknown remotes 404, bad input 422', async () => {
  const [v1, v2, v3] = await threeReleases();
  // Someone rolled back on the command line after the console was drawn.
  await cli('rollback', REMOTE);
  const stale = await manager.post(`/api/releases/${REMOTE}/rollback`, { to: v1, live: v3 });
  assert.equal(stale.statusCode, 409);
  assert.equal(stale.json().message, `${REMOTE} changed meanwhile: ${v2} is live now, not ${v3}`);
  assert.equal(entry().live, v2);
  // The refusal is in the audit log, with who tried what.
  const [refused] = (await manager.get('/api/releases')).json<ReleasesOverview>().audit;
  assert.deepEqual(
    [refused?.action, refused?.attempted, refused?.by, refused?.from, refused?.to, refused?.reason],
    ['refused', 'rollback', SEED_RELEASE_MANAGER.email, v2, v1, stale.json().message],
  );
  assert.equal(refused?.text, `refused to roll back ${v2} → ${v1}: ${stale.json().message}`);
  assert.equal((await manager.post('/api/releases/mfe-nothing/rollback', { to: v1, live: v2 })).statusCode, 404);
  assert.equal((await manager.post(`/api/releases/${REMOTE}/promote`, { canary: v3 })).statusCode, 422);
  const invalid = await manager.post(`/api/releases/${REMOTE}/canary`, { canary: v3, from_percent: 10, percent: 100 });
  assert.equal(invalid.statusCode, 422);
  assert.deepEqual(Object.keys(invalid.json().errors), ['percent']);
  assert.equal((await manager.post(`/api/releases/${REMOTE}/rollback`, { to: '1.0.0-0000000000', live: v2 })).statusCode, 422);
});

test('the console refuses to make live a version whose shared libraries the live shell does not provide, saying which', async () => {
  // Published when another shell was live (the command line here has no shell build to check against).
  build('v1', '^17.0.0');
  await cli('release', REMOTE, '--no-build');
  const old = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  const refused = await manager.post(`/api/releases/${REMOTE}/rollback`, { to: old, live });
  assert.equal(refused.statusCode, 422);
  assert.equal(refused.json().message, `refusing ${REMOTE} ${old}: it needs react ^17.0.0, the live shell provides 19.3.1`);
  assert.equal(entry().live, live);
});

test('the delivery figures of the last days come from the audit log, for release managers only', async () => {
  const [, v2, v3] = await threeReleases();
  await cli('rollback', REMOTE);
  assert.equal(entry().live, v2);
  // A release from a git checkout records when its commit was made: the console shows such entries too.
  const released = { at: new Date().toISOString(), by: 'ops', remote: REMOTE, action: 'release' as const, from: v2 ?? null, to: v3 ?? '' };
  await registryStoreOf(h.config).appendAudit([{ ...released, commitAt: new Date(Date.now() - 3_600_000).toISOString() }]);
  assert.equal((await manager.get('/api/releases')).statusCode, 200);
  const res = await manager.get('/api/releases/delivery?days=7');
  assert.equal(res.statusCode, 200, res.body);
  const delivery = res.json<{ days: number; overall: { releases: number; failed: number; changeFailureRate: number | null } }>();
  assert.equal(delivery.days, 7);
  // Four releases (the three, and v3 again, an hour after its commit); the first v3 was rolled back within a day.
  assert.deepEqual([delivery.overall.releases, delivery.overall.failed, delivery.overall.changeFailureRate], [4, 1, 0.25]);
  assert.ok(v3);
  assert.equal((await tenant.get('/api/releases/delivery')).statusCode, 403);
  assert.equal((await manager.get('/api/releases/delivery?days=0')).statusCode, 422);
});

test('only release managers may listen on the releases channel', async () => {
  const body = { socket_id: '123.456', channel_name: 'private-releases' };
  assert.equal((await manager.post('/api/broadcasting/auth', body)).statusCode, 200);
  assert.equal((await tenant.post('/api/broadcasting/auth', body)).statusCode, 403);
});

/** A watch over the app's registry and database that records what it announces. */
function watchFor(now: () => Date): { watch: CanaryWatch; heard: ReleasesChanged[] } {
  const heard: ReleasesChanged[] = [];
  const broadcaster: Broadcaster = {
    publish: async (_channel, _event, data) => void heard.push(data as ReleasesChanged),
    toUser: async () => undefined,
  };
  const store = registryStoreOf(h.config);
  const watch = new CanaryWatch({
    db: h.handle.db,
    store,
    pointer: pointerContext(h.config, store, () => {}),
    broadcaster,
    log: () => {},
    now,
  });
  return { watch, heard };
}

let pageLoadsMade = 0;

/**
 * A browser's page load that was given `version` of the remote, from one of five networks in turn; with
 * `fails`, it also reports a mount failure.
 */
async function pageLoad(version: string, fails: boolean): Promise<void> {
  const browser = new TestClient(h.app);
  await browser.csrf();
  const page_load = signPageLoad(SECRET, { source: `network-${pageLoadsMade++ % 5}`, versions: { [REMOTE]: version } });
  assert.equal((await browser.post('/api/remote-loads', { page_load, remotes: [{ remote: REMOTE, version }] })).statusCode, 204);
  if (fails) {
    const res = await browser.post('/api/remote-failures', { page_load, remote: REMOTE, version, kind: 'mount', message: 'boom' });
    assert.equal(res.statusCode, 204, res.body);
  }
}

test('the canary watch aborts a canary whose page loads fail, once it has enough of them, and says why', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build', '--canary', '50', '--auto-abort', '--min-loads', '5');
  const canary = entry().canary?.version ?? '';
  const { watch, heard } = watchFor(() => new Date());
  await watch.tick();
  for (let i = 0; i < 5; i++) await pageLoad(live, false);
  for (let i = 0; i < 4; i++) await pageLoad(canary, true);
  await watch.tick();
  assert.equal(entry().canary?.version, canary, 'four page loads are too few to judge');
  const shown = (await manager.get('/api/releases')).json<ReleasesOverview>().remotes[0]?.canary;
  assert.equal(shown?.judgement?.verdict, 'inconclusive');

  await pageLoad(canary, true);
  await watch.tick();
  assert.equal(entry().canary, undefined);
  assert.equal(entry().live, live);
  const [aborted] = (await manager.get('/api/releases')).json<ReleasesOverview>().audit;
  assert.equal(aborted?.action, 'abort-canary');
  assert.equal(aborted?.by, 'canary analysis');
  assert.equal(
    aborted?.reason,
    'canary 5 failures in 5 page loads (100%) from 5 sources, live 0 failures in 5 page loads (0%) from 5 sources: more than 5 points and 2× the live rate',
  );
  // The consoles heard of the registry change the command line made, then of the abort with its reason.
  assert.deepEqual(heard.at(-1), { remote: REMOTE, audit: aborted });
});

/**
 * A page load of `version` from one of five networks in turn that failed nothing but felt `inp` ms slow:
 * its vitals go as the shell's beacon sends them (text/plain, no CSRF token).
 */
async function slowPageLoad(version: string, inp: number): Promise<void> {
  const page_load = signPageLoad(SECRET, { source: `network-${pageLoadsMade++ % 5}`, versions: { [REMOTE]: version } });
  const browser = new TestClient(h.app);
  await browser.csrf();
  assert.equal((await browser.post('/api/remote-loads', { page_load, remotes: [{ remote: REMOTE, version }] })).statusCode, 204);
  const vitals = [
    { remote: REMOTE, version, metric: 'INP', value: inp },
    { remote: REMOTE, version, metric: 'LCP', value: 1200 },
  ];
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/remote-vitals',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ page_load, vitals }),
  });
  assert.equal(res.statusCode, 204, res.body);
}

test('the canary watch aborts a canary its real users feel slower (p75 INP) though nothing failed; the console shows each version’s p75', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build', '--canary', '50', '--auto-abort', '--min-loads', '5', '--min-samples', '5');
  const canary = entry().canary?.version ?? '';
  const { watch, heard } = watchFor(() => new Date());
  await watch.tick();
  for (let i = 0; i < 5; i++) await slowPageLoad(live, 100);
  for (let i = 0; i < 4; i++) await slowPageLoad(canary, 400);
  await watch.tick();
  assert.equal(entry().canary?.version, canary, 'four samples are too few to judge');
  const shown = (await manager.get('/api/releases')).json<ReleasesOverview>().remotes[0];
  assert.deepEqual(shown?.versions.find((v) => v.version === canary)?.health.vitals, {
    LCP: { p75: 1200, samples: 4, sources: 4 },
    INP: { p75: 400, samples: 4, sources: 4 },
    CLS: null,
    mount: null,
  });
  assert.deepEqual(shown?.versions.find((v) => v.version === live)?.health.vitals.INP, { p75: 100, samples: 5, sources: 5 });

  await slowPageLoad(canary, 400);
  await watch.tick();
  assert.equal(entry().canary, undefined);
  assert.equal(entry().live, live);
  const [aborted] = (await manager.get('/api/releases')).json<ReleasesOverview>().audit;
  assert.equal(aborted?.action, 'abort-canary');
  assert.equal(aborted?.by, 'canary analysis');
  assert.equal(
    aborted?.reason,
    'canary p75 INP 400 ms (5 samples from 5 sources), live 100 ms (5 samples from 5 sources): more than 100 ms and 1.5× the live p75',
  );
  assert.deepEqual(heard.at(-1), { remote: REMOTE, audit: aborted });
});

test('a live version with too few page loads to compare is unknown: the canary is held, which the console and the audit log say once', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build', '--steps', '25,100', '--step-minutes', '1', '--min-loads', '5');
  const canary = entry().canary?.version ?? '';
  for (let i = 0; i < 5; i++) await pageLoad(canary, true);
  for (let i = 0; i < 2; i++) await pageLoad(live, false);
  let clock = Date.now();
  const { watch } = watchFor(() => new Date(clock));
  for (let i = 0; i < 3; i++) {
    clock += 2 * 60_000;
    await watch.tick();
  }
  assert.equal(entry().canary?.version, canary, 'neither aborted...');
  assert.equal(entry().canary?.percent, 25, '...nor moved on');
  const shown = (await manager.get('/api/releases')).json<ReleasesOverview>();
  assert.deepEqual(shown.remotes[0]?.canary?.judgement, {
    verdict: 'unknown',
    reason: 'live has 2 page loads from 2 sources in the window; 5 from 3 sources are needed to compare, so the canary is held where it is',
  });
  const held = shown.audit.filter((a) => a.action === 'canary-unknown');
  assert.equal(held.length, 1, 'said once, not at every look');
  assert.equal(held[0]?.by, 'canary analysis');
  assert.match(held[0]?.text ?? '', /^held canary \S+ at 25%, its health unknown: live has 2 page loads/);
  // Real traffic on the live version: now it is judged, and the failing canary goes.
  for (let i = 0; i < 3; i++) await pageLoad(live, false);
  await watch.tick();
  assert.equal(entry().canary, undefined);
  assert.equal((await manager.get('/api/releases')).json<ReleasesOverview>().audit[0]?.action, 'abort-canary');
});

test('with several API processes one judges the canaries at a time: a watch whose lease another holds only announces', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build', '--canary', '50', '--auto-abort', '--min-loads', '2', '--min-sources', '2');
  const canary = entry().canary?.version ?? '';
  for (let i = 0; i < 2; i++) await pageLoad(live, false);
  for (let i = 0; i < 2; i++) await pageLoad(canary, true);
  const { watch } = watchFor(() => new Date());
  // Another process is judging: this one leaves the canary alone.
  const held = await runAlone(h.handle.db, CANARY_WATCH_JOB, () => watch.tick());
  assert.equal(held.ran, true);
  assert.equal(entry().canary?.version, canary, 'judged by the lease holder only');
  await watch.tick();
  assert.equal(entry().canary, undefined, 'the lease free again: this process judges and aborts');
});

test('a canary on steps moves up while healthy, is held while there are too few loads, and is promoted after the last step', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build', '--steps', '20,60,100', '--step-minutes', '2', '--min-loads', '3');
  const canary = entry().canary?.version ?? '';
  let clock = Date.now();
  const { watch } = watchFor(() => new Date(clock));
  for (let i = 0; i < 3; i++) await pageLoad(live, false);
  for (let i = 0; i < 2; i++) await pageLoad(canary, false);
  // Within the analysis window (10 minutes), past a step (2).
  clock += 3 * 60_000;
  await watch.tick();
  assert.equal(entry().canary?.percent, 20, 'too few loads to judge: held');
  await pageLoad(canary, false);
  await watch.tick();
  assert.equal(entry().canary?.percent, 60);
  await watch.tick();
  assert.equal(entry().canary?.percent, 60, 'held for a whole step');
  clock += 3 * 60_000;
  await watch.tick();
  assert.equal(entry().live, canary);
  assert.equal(entry().canary, undefined);
  const audit = (await manager.get('/api/releases')).json<ReleasesOverview>().audit;
  assert.deepEqual(
    audit.slice(0, 2).map((a) => [a.action, a.by, a.from, a.to]),
    [
      ['promote', 'canary analysis', live, canary],
      ['canary-percent', 'canary analysis', canary, canary],
    ],
  );
});

test('a release manager holds, resumes and approves each step of a canary from the console, and every version shows how its last canary ended', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build', '--steps', '20,100', '--step-minutes', '1', '--min-loads', '3', '--approve-steps');
  const canary = entry().canary?.version ?? '';
  for (let i = 0; i < 3; i++) await pageLoad(live, false);
  for (let i = 0; i < 3; i++) await pageLoad(canary, false);
  let clock = Date.now();
  const { watch } = watchFor(() => new Date(clock));

  const held = await manager.post(`/api/releases/${REMOTE}/hold`, { canary, note: 'launch e-mail goes out at noon' });
  assert.equal(held.statusCode, 200, held.body);
  assert.equal(held.json<ReleasesOverview>().remotes[0]?.canary?.held?.by, SEED_RELEASE_MANAGER.email);
  clock += 2 * 60_000;
  await watch.tick();
  assert.equal(entry().canary?.awaiting, undefined, 'held: the steps wait');
  assert.equal((await manager.post(`/api/releases/${REMOTE}/resume`, { canary })).statusCode, 200);
  await watch.tick();
  const waiting = (await manager.get('/api/releases')).json<ReleasesOverview>();
  assert.equal(waiting.remotes[0]?.canary?.awaiting?.percent, 100);
  assert.equal(waiting.audit[0]?.action, 'awaiting-approval');
  assert.equal(entry().canary?.percent, 20, 'nothing moves until a person approves');
  await watch.tick();
  assert.equal((await manager.get('/api/releases')).json<ReleasesOverview>().audit[0]?.action, 'awaiting-approval', 'said once');

  const approved = await manager.post(`/api/releases/${REMOTE}/approve`, { canary, note: 'looks good' });
  assert.equal(approved.statusCode, 200, approved.body);
  assert.equal(entry().live, canary);
  const after = approved.json<ReleasesOverview>();
  assert.deepEqual(
    [after.audit[0]?.action, after.audit[0]?.by, after.audit[0]?.reason, after.audit[0]?.note],
    ['promote', SEED_RELEASE_MANAGER.email, 'approved the step to 100%', 'looks good'],
  );
  const promoted = after.remotes[0]?.versions.find((v) => v.version === canary);
  assert.deepEqual(promoted?.lastCanary && { ...promoted.lastCanary, at: undefined }, {
    outcome: 'promoted',
    at: undefined,
    by: SEED_RELEASE_MANAGER.email,
    reason: 'approved the step to 100%',
  });
  assert.match(promoted?.events[0]?.text ?? '', /^promoted canary \S+ to live for everyone/);
  assert.equal(promoted?.shellProblem, null);
});

test('rolling back from the console to a version that failed its last canary needs a typed reason, which the audit log keeps', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  build('v2');
  await cli('release', REMOTE, '--no-build', '--canary', '50', '--auto-abort', '--min-loads', '5');
  const canary = entry().canary?.version ?? '';
  for (let i = 0; i < 5; i++) await pageLoad(live, false);
  for (let i = 0; i < 5; i++) await pageLoad(canary, true);
  await watchFor(() => new Date()).watch.tick();
  const shown = (await manager.get('/api/releases')).json<ReleasesOverview>().remotes[0]?.versions.find((v) => v.version === canary);
  assert.equal(shown?.lastCanary?.outcome, 'aborted');
  assert.equal(shown?.lastCanary?.by, 'canary analysis');
  assert.match(shown?.lastCanary?.reason ?? '', /^canary 5 failures in 5 page loads \(100%\)/);

  const bare = await manager.post(`/api/releases/${REMOTE}/rollback`, { to: canary, live });
  assert.equal(bare.statusCode, 422);
  assert.match(
    bare.json().errors.note[0],
    new RegExp(`^${REMOTE} ${canary} failed its last canary \\(aborted on .* UTC\\): say why you make it live$`),
  );
  assert.equal(entry().live, live);
  const reasoned = await manager.post(`/api/releases/${REMOTE}/rollback`, {
    to: canary,
    live,
    note: 'the failures came from a broken CDN node',
  });
  assert.equal(reasoned.statusCode, 200, reasoned.body);
  assert.equal(entry().live, canary);
  assert.equal(reasoned.json<ReleasesOverview>().audit[0]?.note, 'the failures came from a broken CDN node');
});

test("the console shows each version's contract against live, and rolling back to one that breaks it needs a reason the audit log keeps with what it broke", async () => {
  const surface = (exposes: Record<string, string>) => ({
    schemaVersion: 1,
    remote: REMOTE,
    exposes,
    emits: {},
    hears: {},
    places: [],
    apiCalls: [],
  });
  build('v1');
  writeFileSync(join(root, REMOTE, 'dist', 'public-surface.json'), JSON.stringify(surface({ './Page': '{}', './Card': '{}' })));
  await cli('release', REMOTE, '--no-build');
  const first = entry().live;
  build('v2');
  writeFileSync(join(root, REMOTE, 'dist', 'public-surface.json'), JSON.stringify(surface({ './Page': '{}' })));
  await cli('release', REMOTE, '--no-build', '--note', 'the card moved to mfe-beta');
  const second = entry().live;
  const shown = (await manager.get('/api/releases')).json<ReleasesOverview>().remotes[0]?.versions;
  assert.deepEqual(shown?.find((v) => v.version === second)?.contract, []);
  assert.deepEqual(shown?.find((v) => v.version === first)?.contract, [
    { area: 'exposed module', name: './Card', change: 'added', from: null, to: '{}', breaking: null },
  ]);

  // Back to the first: ./Card added again breaks nothing; forward again removes it, which does.
  assert.equal((await manager.post(`/api/releases/${REMOTE}/rollback`, { to: first, live: second })).statusCode, 200);
  const bare = await manager.post(`/api/releases/${REMOTE}/rollback`, { to: second, live: first });
  assert.equal(bare.statusCode, 422);
  assert.match(
    bare.json().errors.note[0],
    /breaks its contract with the live page \(\.\/Card is no longer exposed: whatever places it fails to load it\): say why$/,
  );
  const reasoned = await manager.post(`/api/releases/${REMOTE}/rollback`, { to: second, live: first, note: 'nothing places the card' });
  assert.equal(reasoned.statusCode, 200, reasoned.body);
  const [done] = reasoned.json<ReleasesOverview>().audit;
  assert.equal(done?.breaking, './Card is no longer exposed: whatever places it fails to load it');
  assert.match(done?.text ?? '', /, breaking its contract: \.\/Card is no longer exposed/);
});

test('a release manager makes a preview link of a published version, audited; anyone else gets 403, an unknown version 404', async () => {
  const [v1] = await threeReleases();
  const made = await manager.post(`/api/releases/${REMOTE}/preview`, { version: v1 });
  assert.equal(made.statusCode, 200, made.body);
  const { url, expiresAt } = made.json<{ url: string; expiresAt: string }>();
  const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
  assert.ok(minutes > 59 && minutes <= 60, `an hour by default, not ${minutes} minutes`);
  const token = new URL(url).pathname.replace('/preview/', '');
  assert.deepEqual(checkPreview(SECRET, token), { preview: { remote: REMOTE, version: v1, expiresAt } });
  const [audited] = (await manager.get('/api/releases')).json<ReleasesOverview>().audit;
  assert.equal(audited?.action, 'preview-link');
  assert.equal(audited?.by, SEED_RELEASE_MANAGER.email);
  assert.match(audited?.text ?? '', new RegExp(`^made a preview link of ${v1} for one browser, valid until .* UTC$`));

  assert.equal((await tenant.post(`/api/releases/${REMOTE}/preview`, { version: v1 })).statusCode, 403);
  assert.equal((await manager.post(`/api/releases/${REMOTE}/preview`, { version: '9.9.9-nothing' })).statusCode, 404);
  assert.equal((await manager.post(`/api/releases/${REMOTE}/preview`, { version: v1, minutes: 0 })).statusCode, 422);
});

test('the watch forgets release-health reports older than a week', async () => {
  build('v1');
  await cli('release', REMOTE, '--no-build');
  const live = entry().live;
  await pageLoad(live, true);
  await pageLoad(live, false);
  await sql`update remote_page_loads set loaded_at = now() - interval '8 days' where page_load = (select min(page_load) from remote_page_loads)`.execute(
    h.handle.db,
  );
  await sql`update remote_failures set reported_at = now() - interval '8 days'`.execute(h.handle.db);
  await watchFor(() => new Date()).watch.tick();
  assert.equal((await sql`select 1 from remote_failures`.execute(h.handle.db)).rows.length, 0);
  assert.equal((await sql`select 1 from remote_page_loads`.execute(h.handle.db)).rows.length, 1);
});

test('with RELEASE_BUCKET the console and the watch read and move the registry in the bucket, checking manifests there', async (t) => {
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  const s3 = await startTestS3();
  t.after(() => s3.close());
  const settings = { region: 'eu-west-2', endpoint: s3.url, forcePathStyle: true };
  await new S3Client(settings).send(new CreateBucketCommand({ Bucket: 'releases' }));
  const bucketEnv = { ...env, RELEASE_BUCKET: 's3://releases/site', S3_ENDPOINT: s3.url, S3_REGION: 'eu-west-2' };
  for (const tag of ['v1', 'v2']) {
    build(tag);
    const code = await main(['release', REMOTE, '--no-build'], {
      root,
      env: bucketEnv,
      out: () => {},
      err: (l) => cliOutput.push(l),
      by: 'ops',
    });
    assert.equal(code, 0, cliOutput.join('\n'));
  }
  const config = { releases: { ...h.config.releases, bucket: { url: 's3://releases/site', ...settings } } };
  const store = registryStoreOf(config);
  assert.equal(store.where, 's3://releases/site/registry/remotes.json');
  const pointer = pointerContext(config, store, () => {});
  assert.equal(pointer.releasesDir, undefined, "this machine's folders are not asked");
  const [v1, v2] = (await store.read()).registry.remotes[REMOTE]!.versions.map((v) => v.version);
  assert.equal((await store.read()).registry.remotes[REMOTE]?.live, v2);
  await rollback(pointer, REMOTE, { by: SEED_RELEASE_MANAGER.email, expected: { live: v2 } });
  assert.equal((await store.read()).registry.remotes[REMOTE]?.live, v1);
  assert.equal((await store.readAudit(1))[0]?.by, SEED_RELEASE_MANAGER.email);
  // The file registry was never touched.
  assert.throws(() => readFileSync(env.REGISTRY_FILE!, 'utf8'));
});

test('the API refuses to start when releases and browsers would read different registries, naming the setting', () => {
  assert.throws(() => loadConfig({ RELEASE_BUCKET: 's3://roofline/site' }), /RELEASE_BUCKET is set .* but REGISTRY_URL is not/);
  assert.throws(() => loadConfig({ REGISTRY_URL: 'https://cdn.example.com/registry/remotes.json' }), /but RELEASE_BUCKET is not/);
});

test('a database the seed made before release managers existed gets one on start; any other database does not', async () => {
  assert.equal(await addSeedReleaseManager(h.handle.db), false, 'already there');
  const empty = await createHarness();
  try {
    assert.equal(await addSeedReleaseManager(empty.handle.db), false, 'not a seeded database');
    await empty.handle.db.insertInto('users').values({ email: 'tenant@roofline.test', password_hash: 'x' }).execute();
    assert.equal(await addSeedReleaseManager(empty.handle.db), true);
    const added = await empty.handle.db
      .selectFrom('users')
      .select('roles')
      .where('email', '=', SEED_RELEASE_MANAGER.email)
      .executeTakeFirst();
    assert.deepEqual(added?.roles, ['release_manager']);
    assert.equal(await addSeedReleaseManager(empty.handle.db), false);
  } finally {
    await empty.close();
  }
});
