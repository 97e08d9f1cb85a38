// Releases to a bucket (issue 30, item 2), against our S3-protocol test server (s3-test-server.mjs says why
// not s3rver): the version's objects and their headers, the registry's conditional writes, every command
// against the bucket, and two releases and two rollbacks racing from separate processes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { main } from './cli.mjs';
import { bucketFrom, bucketRegistryStore, bucketSettingsFrom, IMMUTABLE, parseBucketUrl } from './bucket.mjs';
import { startTestS3 } from './s3-test-server.mjs';

const REMOTE = 'mfe-alpha';
const BUCKET_URL = 's3://releases/site';
const REGISTRY_KEY = 'releases/site/registry/remotes.json';
const CLI = fileURLToPath(new URL('./cli.mjs', import.meta.url));
// The SDK takes credentials its usual way, here from the environment; the test server checks none.
process.env.AWS_ACCESS_KEY_ID = 'test';
process.env.AWS_SECRET_ACCESS_KEY = 'test';

/**
 * The test server with the bucket made, and the settings that reach it (credentials are the SDK's own way).
 * @param {import('node:test').TestContext} t
 */
async function bucketServer(t) {
  const s3 = await startTestS3();
  t.after(() => s3.close());
  const env = {
    S3_ENDPOINT: s3.url,
    S3_REGION: 'eu-west-2',
    // The bucket is the CDN's origin: each version is served from it.
    CDN_URL_PATTERN: `${s3.url}/releases/site/{remote}`,
    API_URL: 'http://127.0.0.1:9',
  };
  const bucket = /** @type {import('./bucket.mjs').Bucket} */ (bucketFrom(BUCKET_URL, bucketSettingsFrom(env)));
  await new S3Client({ region: 'eu-west-2', endpoint: s3.url, forcePathStyle: true }).send(new CreateBucketCommand({ Bucket: 'releases' }));
  return { s3, env, bucket, store: bucketRegistryStore(bucket) };
}

/**
 * A machine's checkout with the remote built as `tag` (main.js big enough to get compressed copies).
 * @param {import('node:test').TestContext} t
 * @param {string} tag
 */
function machine(t, tag) {
  const root = mkdtempSync(join(tmpdir(), 'release-bucket-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, REMOTE, 'dist', 'static'), { recursive: true });
  writeFileSync(join(root, REMOTE, 'package.json'), JSON.stringify({ name: REMOTE, version: '1.0.0' }));
  const dist = join(root, REMOTE, 'dist');
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: REMOTE, tag }));
  writeFileSync(join(dist, 'remoteEntry.js'), `/* ${tag} */`);
  writeFileSync(join(dist, 'static', 'main.js'), `console.log(${JSON.stringify(tag)});\n`.repeat(200));
  return root;
}

/**
 * The command line in this process, on `root`.
 * @param {string} root
 * @param {Record<string, string>} env
 * @param {string[]} args
 */
async function cli(root, env, args) {
  /** @type {string[]} */
  const lines = [];
  const code = await main(args, { root, env, out: (l) => lines.push(l), err: (l) => lines.push(l), by: 'tester' });
  assert.equal(code, 0, lines.join('\n'));
  return lines;
}

test('a bucket address reads as bucket and prefix; anything else is refused', () => {
  assert.deepEqual(parseBucketUrl('s3://releases/site/'), { bucket: 'releases', prefix: 'site/' });
  assert.deepEqual(parseBucketUrl('s3://releases'), { bucket: 'releases', prefix: '' });
  assert.throws(() => parseBucketUrl('releases/site'), /not a bucket address/);
});

test('the registry object moves only by conditional writes: If-None-Match: * first, then If-Match on the ETag read', async (t) => {
  const { s3, store } = await bucketServer(t);
  const empty = await store.read();
  assert.deepEqual(empty, { registry: { schemaVersion: 4, remotes: {} }, tag: null });
  const one = { remotes: { [REMOTE]: { live: 'a', manifest: 'm', versions: [], history: [] } } };
  assert.equal(await store.swap(one, null), true);
  assert.equal(await store.swap(one, null), false, 'a second first write loses (412)');
  const { tag } = await store.read();
  assert.equal(await store.swap({ remotes: {} }, '"stale"'), false, 'an ETag that moved loses (412)');
  assert.equal(await store.swap({ remotes: {} }, tag), true);
  assert.equal(await store.swap(one, tag), false, 'the ETag of the state before the last write loses');
  assert.deepEqual(
    s3.rejected.map((r) => r.status),
    [412, 412, 412],
  );
  assert.equal(s3.objects.get(REGISTRY_KEY)?.headers['cache-control'], 'no-store');
  s3.objects.delete(REGISTRY_KEY);
  assert.equal(await store.swap(one, tag), false, 'If-Match on a registry someone deleted loses (404)');
  assert.equal(s3.rejected.at(-1)?.status, 404);
});

test('release --to s3://… uploads the version with its Brotli and gzip copies, and every command works on the bucket', async (t) => {
  const { s3, env } = await bucketServer(t);
  const first = machine(t, 'v1');
  await cli(first, env, ['release', REMOTE, '--no-build', '--to', BUCKET_URL]);
  const { registry } = await bucketRegistryStore(/** @type {any} */ (bucketFrom(BUCKET_URL, bucketSettingsFrom(env)))).read();
  const v1 = registry.remotes[REMOTE]?.live ?? '';
  assert.match(v1, /^1\.0\.0-[0-9a-f]{10}$/);
  const object = (/** @type {string} */ file) => s3.objects.get(`releases/site/${REMOTE}/${v1}/${file}`);
  const script = object('static/main.js');
  assert.equal(script?.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(script?.headers['cache-control'], IMMUTABLE);
  assert.equal(script?.headers['content-encoding'], undefined);
  const br = object('static/main.js.br');
  assert.equal(br?.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(br?.headers['content-encoding'], 'br');
  assert.equal(br?.headers['cache-control'], IMMUTABLE);
  assert.deepEqual(brotliDecompressSync(br?.body ?? Buffer.alloc(0)), script?.body);
  const gz = object('static/main.js.gz');
  assert.equal(gz?.headers['content-encoding'], 'gzip');
  assert.deepEqual(gunzipSync(gz?.body ?? Buffer.alloc(0)), script?.body);
  assert.equal(object('mf-manifest.json')?.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(registry.remotes[REMOTE]?.manifest, `${s3.url}/releases/site/${REMOTE}/${v1}/mf-manifest.json`);

  // Another machine, the bucket by configuration: a canary, its percentage, promote, rollback, the list.
  const second = machine(t, 'v2');
  const byConfig = { ...env, RELEASE_BUCKET: BUCKET_URL };
  await cli(second, byConfig, ['release', REMOTE, '--no-build', '--canary', '10']);
  await cli(second, byConfig, ['canary', REMOTE, '30']);
  await cli(second, byConfig, ['promote', REMOTE]);
  // A third machine with none of the versions on its disk rolls back: the bucket holds them.
  const third = machine(t, 'v3');
  await cli(third, env, ['rollback', REMOTE, '--bucket', BUCKET_URL]);
  const listed = await cli(third, env, ['list', '--bucket', BUCKET_URL]);
  assert.match(listed[0] ?? '', new RegExp(`^${REMOTE}  live: ${v1}`));
  assert.deepEqual(
    listed.filter((l) => /UTC {2}mfe-alpha/.test(l)).map((l) => l.split('  ')[3]?.split(' ')[0]),
    ['rolled', 'promoted', 'moved', 'started', 'released'],
    'the audit log, newest first',
  );
  /** @type {string[]} */
  const errors = [];
  const refused = await main(['release', REMOTE, '--no-build', '--to', '/tmp/elsewhere'], {
    root: third,
    env,
    out: () => {},
    err: (l) => errors.push(l),
  });
  assert.equal(refused, 1);
  assert.match(errors[0] ?? '', /--to takes a bucket/);
});

/**
 * The command line as its own process, as a release manager on another machine runs it.
 * @param {string} root
 * @param {Record<string, string>} env
 * @param {string[]} args
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function cliProcess(root, env, args) {
  const code = `import { main } from ${JSON.stringify(CLI)}; process.exitCode = await main(process.argv.slice(1), { root: ${JSON.stringify(root)} });`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (exit) => resolve({ code: exit, output }));
  });
}

test('two releases and two rollbacks from four processes, decided on one registry: one lands, three are refused and audited, none undoes another', async (t) => {
  const { s3, env, store } = await bucketServer(t);
  const home = machine(t, 'v1');
  /** @type {string[]} */
  const versions = [];
  for (const tag of ['v1', 'v2', 'v3']) {
    writeFileSync(join(home, REMOTE, 'dist', 'mf-manifest.json'), JSON.stringify({ name: REMOTE, tag }));
    await cli(home, env, ['release', REMOTE, '--no-build', '--quiet', '--to', BUCKET_URL]);
    versions.push((await store.read()).registry.remotes[REMOTE]?.live ?? '');
  }
  const [v1, v2] = versions;
  const before = (await store.read()).registry.remotes[REMOTE]?.history.length ?? 0;
  // Every one of the four reads the same registry before any writes: their writes wait until all four have come.
  s3.hold({ key: 'site/registry/remotes.json', count: 4, timeoutMs: 30_000 });
  const withBucket = { ...env, RELEASE_BUCKET: BUCKET_URL };
  const results = await Promise.all([
    cliProcess(machine(t, 'v4'), withBucket, ['release', REMOTE, '--no-build']),
    cliProcess(machine(t, 'v5'), withBucket, ['release', REMOTE, '--no-build']),
    cliProcess(home, withBucket, ['rollback', REMOTE, '--to', v1 ?? '']),
    cliProcess(machine(t, 'elsewhere'), withBucket, ['rollback', REMOTE, '--to', v2 ?? '']),
  ]);
  assert.equal(results.filter(({ code }) => code === 0).length, 1, results.map((r) => r.output).join('\n'));
  for (const { output } of results.filter(({ code }) => code !== 0)) assert.match(output, /changed meanwhile/);
  assert.ok(
    s3.rejected.filter((r) => r.key === 'site/registry/remotes.json').length >= 3,
    'three of the four first writes lost the race, read again and found the pointer moved',
  );
  const entry = (await store.read()).registry.remotes[REMOTE];
  assert.equal((entry?.history ?? []).length, before + 1, 'one move landed');
  const audit = await store.readAudit(4);
  assert.deepEqual(audit.map((a) => a.action).sort(), ['refused', 'refused', 'refused', entry?.history.at(-1)?.action].sort());
  for (const refusal of audit.filter((a) => a.action === 'refused')) assert.match(refusal.reason ?? '', /changed meanwhile/);
});

test('the audit log is kept beside the served prefix, never under it; one an older package kept there is moved out', async (t) => {
  const { s3, env, store } = await bucketServer(t);
  const legacy = { at: '2025-05-30T09:12:44.120Z', by: 'ops', remote: REMOTE, action: 'release', from: null, to: '1.0.0-aaaaaaaaaa' };
  await new S3Client({ region: 'eu-west-2', endpoint: env.S3_ENDPOINT, forcePathStyle: true }).send(
    new PutObjectCommand({ Bucket: 'releases', Key: 'site/registry/audit/9998251350867879-0a0b0c.json', Body: JSON.stringify([legacy]) }),
  );
  await cli(machine(t, 'v1'), env, ['release', REMOTE, '--no-build', '--quiet', '--to', BUCKET_URL]);
  const keys = [...s3.objects.keys()];
  assert.deepEqual(
    keys.filter((key) => key.startsWith('releases/site/') && key.includes('audit')),
    [],
    'nothing of the audit log under the prefix the CDN serves',
  );
  const audit = keys.filter((key) => key.startsWith('releases/site-audit/'));
  assert.equal(audit.length, 2, 'the moved entry and the release');
  for (const key of audit) assert.equal(s3.objects.get(key)?.headers['cache-control'], 'private, no-store');
  assert.deepEqual(
    (await store.readAudit(10)).map((a) => a.action),
    ['release', 'release'],
  );
});
