import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync, existsSync, unlinkSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { locationsFrom, main } from './cli.mjs';
import { awaitApproval, ConflictError, dropCanary, promote, release, rollback } from './releases.mjs';
import { hashFolder } from './content.mjs';
import { readRegistry } from './registry.mjs';
import { DEFAULT_VITALS_ANALYSIS } from './analysis.mjs';

/**
 * A CDN over the releases folder as scripts/platform/cdn.mjs serves it: <remote>.localhost/<version>/<file>.
 * @param {import('node:test').TestContext} t
 * @param {string} releasesDir
 * @returns {Promise<number>} its port
 */
async function serveReleases(t, releasesDir) {
  const cdn = createServer((req, res) => {
    const remote = (req.headers.host ?? '').split('.')[0] ?? '';
    const file = join(releasesDir, remote, decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname));
    if (existsSync(file)) res.writeHead(200).end(readFileSync(file));
    else res.writeHead(404).end();
  });
  await new Promise((resolve) => cdn.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => cdn.close());
  return /** @type {import('node:net').AddressInfo} */ (cdn.address()).port;
}

/**
 * A throw-away repository with two built remotes, a releases folder, a registry path and a CDN serving the releases.
 * @param {import('node:test').TestContext} t
 */
async function workspace(t) {
  const root = mkdtempSync(join(tmpdir(), 'release-ws-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const remote of ['mfe-alpha', 'mfe-beta']) {
    mkdirSync(join(root, remote, 'dist', 'static'), { recursive: true });
    writeFileSync(join(root, remote, 'package.json'), JSON.stringify({ name: remote, version: '2.1.0' }));
    build(root, remote, 'v1');
  }
  const env = {
    RELEASES_DIR: join(root, 'releases'),
    REGISTRY_FILE: join(root, 'registry', 'remotes.json'),
    CDN_URL_PATTERN: `http://{remote}.localhost:${await serveReleases(t, join(root, 'releases'))}`,
    // Nothing listens on port 9: release health is unknown unless a test serves it.
    API_URL: 'http://127.0.0.1:9',
  };
  /** @type {string[]} */
  const output = [];
  /** @type {string[]} */
  const errors = [];
  /** @param {string[]} args */
  const cli = (args, extraEnv = {}) =>
    main(args, { root, env: { ...env, ...extraEnv }, out: (l) => output.push(l), err: (l) => errors.push(l), by: 'tester' });
  const registry = () => readRegistry(env.REGISTRY_FILE);
  /** @param {string} name the remote's registry entry, which must be there */
  const entry = (name) => {
    const found = registry().remotes[name];
    assert.ok(found, `${name} is in the registry`);
    return found;
  };
  return { root, env, cli, registry, entry, output, errors };
}

/**
 * Writes a remote's dist as a build tagged `tag` would.
 * @param {string} root
 * @param {string} remote
 * @param {string} tag
 */
function build(root, remote, tag) {
  const dist = join(root, remote, 'dist');
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: remote, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  writeFileSync(join(dist, 'remoteEntry.js'), `/* ${remote} build ${tag} */`);
  writeFileSync(join(dist, 'static', 'main.js'), `console.log(${JSON.stringify(tag)})`);
}

test('release publishes the build under <package version>-<10 hex of its content hash> and makes it live', async (t) => {
  const ws = await workspace(t);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  const expected = `2.1.0-${hashFolder(join(ws.root, 'mfe-alpha', 'dist')).slice(0, 10)}`;
  const entry = ws.entry('mfe-alpha');
  assert.equal(entry.live, expected);
  assert.equal(entry.manifest, `${ws.env.CDN_URL_PATTERN.replace('{remote}', 'mfe-alpha')}/${expected}/mf-manifest.json`);
  assert.deepEqual(
    entry.versions.map((v) => v.version),
    [expected],
  );
  assert.deepEqual(
    entry.history.map((h) => [h.version, h.action]),
    [[expected, 'release']],
  );
  assert.equal(readFileSync(join(ws.env.RELEASES_DIR, 'mfe-alpha', expected, 'remoteEntry.js'), 'utf8'), '/* mfe-alpha build v1 */');
  assert.ok(ws.output.some((l) => l.includes(expected)));
});

test('releasing an unchanged build keeps its version and adds no history', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const before = readFileSync(ws.env.REGISTRY_FILE, 'utf8');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  assert.equal(readFileSync(ws.env.REGISTRY_FILE, 'utf8'), before);
  assert.match(ws.output.at(-1) ?? '', /already live/);
});

test('a published version folder is never overwritten: different bytes under its name are refused', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const version = ws.entry('mfe-alpha').live;
  const published = join(ws.env.RELEASES_DIR, 'mfe-alpha', version, 'remoteEntry.js');
  writeFileSync(published, 'tampered');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 1);
  assert.equal(readFileSync(published, 'utf8'), 'tampered');
  assert.match(String(ws.errors[0]), /exists with different content/);
});

test('a new build gets a new version; other remotes keep their files and registry entry', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  await ws.cli(['release', 'mfe-beta', '--no-build']);
  const betaBefore = JSON.stringify(ws.registry().remotes['mfe-beta']);
  const betaFolder = join(ws.env.RELEASES_DIR, 'mfe-beta');
  const betaHash = hashFolder(betaFolder);
  const first = ws.entry('mfe-alpha').live;

  build(ws.root, 'mfe-alpha', 'v2');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  const alpha = ws.entry('mfe-alpha');
  assert.notEqual(alpha.live, first);
  assert.deepEqual(
    alpha.versions.map((v) => v.version),
    [first, alpha.live],
  );
  assert.equal(JSON.stringify(ws.registry().remotes['mfe-beta']), betaBefore);
  assert.equal(hashFolder(betaFolder), betaHash);
});

test('rollback goes back along the history: two rollbacks go two versions back, then there is nothing earlier', async (t) => {
  const ws = await workspace(t);
  /** @type {string[]} */
  const versions = [];
  for (const tag of ['v1', 'v2', 'v3']) {
    build(ws.root, 'mfe-alpha', tag);
    await ws.cli(['release', 'mfe-alpha', '--no-build']);
    versions.push(ws.entry('mfe-alpha').live);
  }
  const [v1, v2, v3] = versions;

  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 0);
  let entry = ws.entry('mfe-alpha');
  assert.equal(entry.live, v2);
  assert.equal(entry.manifest, `${ws.env.CDN_URL_PATTERN.replace('{remote}', 'mfe-alpha')}/${v2}/mf-manifest.json`);

  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 0);
  entry = ws.entry('mfe-alpha');
  assert.equal(entry.live, v1);
  assert.deepEqual(
    entry.history.map((h) => [h.version, h.action]),
    [
      [v1, 'release'],
      [v2, 'release'],
      [v3, 'release'],
      [v2, 'rollback'],
      [v1, 'rollback'],
    ],
  );

  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 1);
  assert.deepEqual(ws.errors, ['rollback: mfe-alpha has no earlier live version to roll back to']);
});

test('a CDN that does not answer: release refuses the version unless --offline, which publishes on the files alone', async (t) => {
  const ws = await workspace(t);
  // Nothing listens on port 9.
  const down = { CDN_URL_PATTERN: 'http://{remote}.localhost:9' };
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build'], down), 1);
  assert.equal(existsSync(ws.env.REGISTRY_FILE), false);
  assert.match(
    ws.errors[0] ?? '',
    /^release: refusing mfe-alpha 2\.1\.0-[0-9a-f]{10}: the CDN does not serve http:\/\/mfe-alpha\.localhost:9\/.*; pass --offline to publish anyway$/,
  );

  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--offline'], down), 0);
  assert.match(ws.entry('mfe-alpha').live, /^2\.1\.0-[0-9a-f]{10}$/);
});

test('rollback --to moves to any published version; an unknown version or remote is refused', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  for (const tag of ['v2', 'v3']) {
    build(ws.root, 'mfe-alpha', tag);
    await ws.cli(['release', 'mfe-alpha', '--no-build']);
  }
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to', v1]), 0);
  assert.equal(ws.entry('mfe-alpha').live, v1);

  const before = readFileSync(ws.env.REGISTRY_FILE, 'utf8');
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to', '2.1.0-0000000000']), 1);
  assert.equal(await ws.cli(['rollback', 'mfe-beta']), 1);
  assert.equal(readFileSync(ws.env.REGISTRY_FILE, 'utf8'), before);
  assert.deepEqual(ws.errors, [
    'rollback: mfe-alpha has no published version 2.1.0-0000000000',
    'rollback: mfe-beta has never been released',
  ]);
});

test('rollback to a version whose manifest has gone is refused and the pointer stays', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v2 = ws.entry('mfe-alpha').live;
  unlinkSync(join(ws.env.RELEASES_DIR, 'mfe-alpha', v1, 'mf-manifest.json'));
  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 1);
  assert.equal(ws.entry('mfe-alpha').live, v2);
  assert.match(String(ws.errors[0]), /^rollback: refusing mfe-alpha .* mf-manifest\.json is missing$/);
});

test('a build without a manifest is refused before anything is published', async (t) => {
  const ws = await workspace(t);
  unlinkSync(join(ws.root, 'mfe-alpha', 'dist', 'mf-manifest.json'));
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 1);
  assert.equal(existsSync(ws.env.RELEASES_DIR), false);
  assert.equal(existsSync(ws.env.REGISTRY_FILE), false);
  writeFileSync(join(ws.root, 'mfe-alpha', 'dist', 'mf-manifest.json'), '{not json');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 1);
  assert.deepEqual(ws.errors, [
    'release: refusing mfe-alpha: dist mf-manifest.json is missing',
    'release: refusing mfe-alpha: dist mf-manifest.json is not valid JSON',
  ]);
});

test('when the CDN answers, a version it does not serve is refused', async (t) => {
  const ws = await workspace(t);
  /** @type {string[]} */
  const asked = [];
  const cdn = createServer((req, res) => {
    asked.push(`${req.headers.host}${req.url}`);
    res.writeHead(404).end();
  });
  await new Promise((resolve) => cdn.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => cdn.close());
  const port = /** @type {import('node:net').AddressInfo} */ (cdn.address()).port;
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build'], { CDN_URL_PATTERN: `http://{remote}.localhost:${port}` }), 1);
  assert.equal(existsSync(ws.env.REGISTRY_FILE), false);
  assert.match(String(asked[0]), new RegExp(`^mfe-alpha\\.localhost:${port}/2\\.1\\.0-[0-9a-f]{10}/mf-manifest\\.json$`));
  assert.match(String(ws.errors[0]), /answered 404$/);
});

test('list shows each remote, its versions and which one is live', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  await ws.cli(['rollback', 'mfe-alpha']);
  ws.output.length = 0;
  assert.equal(await ws.cli(['list']), 0);
  assert.equal(ws.output[0], `mfe-alpha  live: ${v1}`);
  assert.match(String(ws.output[1]), new RegExp(`^  \\* ${v1} +published \\d{4}-\\d\\d-\\d\\dT`));
  assert.match(String(ws.output[2]), /^ {4}2\.1\.0-[0-9a-f]{10} +published/);
  assert.match(
    String(ws.output[3]),
    /^release health unknown: http:\/\/127\.0\.0\.1:9\/api\/remote-failures\/summary\?minutes=60 did not answer/,
  );
  // Then the audit log, newest first: what was done, by whom.
  assert.equal(ws.output[4], 'recent actions (newest first):');
  assert.match(
    String(ws.output[5]),
    new RegExp(`^  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  mfe-alpha  rolled back from \\S+ to ${v1}  by tester$`),
  );
  assert.match(String(ws.output[7]), new RegExp(`mfe-alpha  released ${v1}  by tester$`));
  // Then the delivery figures of the last 30 days: two releases, one rolled back within a day.
  assert.match(String(ws.output[8]), /^delivery from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(30 days\):$/);
  assert.match(
    String(ws.output[9]),
    /^ {2}mfe-alpha +2 releases \(0\.07 a day\), change failure rate 50% \(1 failed\), time to restore [\d.]+ min/,
  );
  assert.equal(ws.output.length, 11);
});

test('list shows the failures browsers reported in the last hour beside each version', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const live = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '10']);
  const canary = ws.entry('mfe-alpha').canary?.version;
  const at = new Date().toISOString();
  const data = [
    { remote: 'mfe-alpha', version: canary, kind: 'load', failures: 1, last_at: at, last_message: 'x' },
    { remote: 'mfe-alpha', version: canary, kind: 'render', failures: 4, last_at: at, last_message: 'y' },
    { remote: 'mfe-alpha', version: 'override', kind: 'load', failures: 1, last_at: at, last_message: 'z' },
  ];
  const loads = [
    { remote: 'mfe-alpha', version: canary, loads: 40 },
    { remote: 'mfe-alpha', version: live, loads: 360 },
  ];
  /** @type {string[]} */
  const asked = [];
  const api = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ minutes: 60, data, loads }));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => api.close());
  const port = /** @type {import('node:net').AddressInfo} */ (api.address()).port;
  ws.output.length = 0;
  assert.equal(await ws.cli(['list'], { API_URL: `http://127.0.0.1:${port}/` }), 0);
  assert.deepEqual(asked, ['/api/remote-failures/summary?minutes=60']);
  assert.match(
    String(ws.output.find((l) => l.includes(`~ ${canary}`))),
    /published \S+ {2}5 failures in 40 page loads in the last hour \(12\.5%: render 4, load 1\)$/,
  );
  assert.match(String(ws.output.find((l) => l.includes(`* ${live}`))), /published \S+ {2}360 page loads in the last hour, no failures$/);
  assert.match(String(ws.output.find((l) => l.includes('override'))), /^ {4}override +1 failure in the last hour \(load 1\)$/);
});

test('usage mistakes exit non-zero with one line', async (t) => {
  const ws = await workspace(t);
  assert.equal(await ws.cli(['deploy']), 2);
  assert.equal(await ws.cli(['release']), 1);
  assert.equal(await ws.cli(['release', '../etc', '--no-build']), 1);
  assert.equal(await ws.cli(['release', 'mfe-gamma', '--no-build']), 1);
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to']), 1);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--canary-typo']), 1);
  assert.equal(ws.errors.length, 6);
  assert.ok(ws.errors.every((line) => !line.includes('\n')));
  assert.equal(readdirSync(ws.root).includes('releases'), false);
});

test('a remote whose shared singletons the live shell does not provide in range is refused before anything is published, naming each', async (t) => {
  const ws = await workspace(t);
  mkdirSync(join(ws.root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(ws.root, 'shell', 'dist', 'shared-contract.json'),
    JSON.stringify({ '@marketplace/shared': '1.4.0', react: '19.3.1' }),
  );
  /** @param {Record<string, string>} ranges */
  const needs = (ranges) =>
    writeFileSync(
      join(ws.root, 'mfe-alpha', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        name: 'mfe-alpha',
        shared: Object.entries(ranges).map(([name, requiredVersion]) => ({ name, singleton: true, requiredVersion, version: '0.0.0' })),
      }),
    );
  needs({ '@marketplace/shared': '^1.5.0', react: '^17.0.0', 'maplibre-gl': '^6.0.0' });
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 1);
  assert.match(
    String(ws.errors[0]),
    /^release: refusing mfe-alpha 2\.1\.0-[0-9a-f]{10}: it needs @marketplace\/shared \^1\.5\.0, the live shell provides 1\.4\.0; it needs react \^17\.0\.0, the live shell provides 19\.3\.1$/,
  );
  assert.equal(existsSync(ws.env.REGISTRY_FILE), false);
  assert.equal(existsSync(ws.env.RELEASES_DIR), false, 'nothing published');

  needs({ '@marketplace/shared': '^1.2.0', react: '^19.0.0', 'maplibre-gl': '^6.0.0' });
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  assert.deepEqual(ws.entry('mfe-alpha').versions[0]?.requires, {
    '@marketplace/shared': '^1.2.0',
    react: '^19.0.0',
    'maplibre-gl': '^6.0.0',
  });
});

test('a release writes Brotli and gzip copies beside each text file of 1 kB or more; the version stays the content hash', async (t) => {
  const ws = await workspace(t);
  const big = `console.log(${JSON.stringify('roofline '.repeat(400))});`;
  writeFileSync(join(ws.root, 'mfe-alpha', 'dist', 'static', 'main.js'), big);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  const version = ws.entry('mfe-alpha').live;
  const folder = join(ws.env.RELEASES_DIR, 'mfe-alpha', version);
  assert.equal(version, `2.1.0-${hashFolder(join(ws.root, 'mfe-alpha', 'dist')).slice(0, 10)}`);
  assert.equal(hashFolder(folder), hashFolder(join(ws.root, 'mfe-alpha', 'dist')));
  assert.equal(brotliDecompressSync(readFileSync(join(folder, 'static', 'main.js.br'))).toString(), big);
  assert.equal(gunzipSync(readFileSync(join(folder, 'static', 'main.js.gz'))).toString(), big);
  assert.ok(readFileSync(join(folder, 'static', 'main.js.br')).length < big.length / 10);
  // Small files gain nothing from compression.
  assert.equal(existsSync(join(folder, 'remoteEntry.js.br')), false);
  // Releasing the same build again finds the folder unchanged.
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  assert.match(ws.output.at(-1) ?? '', /already live/);
});

test('a canary goes to a share of browsers: list shows it, promote makes it live, rollback drops a canary first', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '10']), 0);
  let entry = ws.entry('mfe-alpha');
  const v2 = entry.canary?.version ?? '';
  assert.equal(entry.live, v1);
  assert.deepEqual(entry.canary, {
    version: v2,
    manifest: `${ws.env.CDN_URL_PATTERN.replace('{remote}', 'mfe-alpha')}/${v2}/mf-manifest.json`,
    percent: 10,
    since: entry.canary?.since,
  });
  assert.match(String(entry.canary?.since), /^\d{4}-\d\d-\d\dT/);
  ws.output.length = 0;
  await ws.cli(['list']);
  assert.equal(ws.output[0], `mfe-alpha  live: ${v1}  canary: ${v2} for 10%`);

  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 0);
  entry = ws.entry('mfe-alpha');
  assert.equal(entry.canary, undefined);
  assert.equal(entry.live, v1, 'dropping the canary leaves the live version');

  await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '25']);
  assert.equal(await ws.cli(['promote', 'mfe-alpha']), 0);
  entry = ws.entry('mfe-alpha');
  assert.equal(entry.live, v2);
  assert.equal(entry.canary, undefined);
  // The history's canary moves do not count as live versions: one rollback goes back to v1.
  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 0);
  assert.equal(ws.entry('mfe-alpha').live, v1);

  assert.equal(await ws.cli(['promote', 'mfe-alpha']), 1);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '150']), 1);
  assert.deepEqual(ws.errors, ['promote: mfe-alpha has no canary to promote', 'release: --canary needs a whole percentage from 1 to 99']);
});

test('a release records the sha384 of each script and of the manifest of the version', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const [published] = ws.entry('mfe-alpha').versions;
  const sri = (/** @type {string} */ text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  assert.deepEqual(published?.integrity, {
    'mf-manifest.json': sri(readFileSync(join(ws.root, 'mfe-alpha', 'dist', 'mf-manifest.json'), 'utf8')),
    'remoteEntry.js': sri('/* mfe-alpha build v1 */'),
    'static/main.js': sri('console.log("v1")'),
  });
});

test('every move is in the audit log: who, which remote, from which version to which, and the note', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '10', '--note', 'new map pins']);
  const v2 = ws.entry('mfe-alpha').canary?.version;
  assert.equal(await ws.cli(['canary', 'mfe-alpha', '25']), 0);
  await ws.cli(['promote', 'mfe-alpha']);
  await ws.cli(['rollback', 'mfe-alpha', '--note', 'pins overlap on phones']);
  const audit = readFileSync(join(ws.root, 'registry', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.deepEqual(
    audit.map(({ by, remote, action, from, to, percent, previousPercent, note }) => ({
      by,
      remote,
      action,
      from,
      to,
      percent,
      previousPercent,
      note,
    })),
    [
      {
        by: 'tester',
        remote: 'mfe-alpha',
        action: 'release',
        from: null,
        to: v1,
        percent: undefined,
        previousPercent: undefined,
        note: undefined,
      },
      {
        by: 'tester',
        remote: 'mfe-alpha',
        action: 'canary',
        from: v1,
        to: v2,
        percent: 10,
        previousPercent: undefined,
        note: 'new map pins',
      },
      { by: 'tester', remote: 'mfe-alpha', action: 'canary-percent', from: v2, to: v2, percent: 25, previousPercent: 10, note: undefined },
      { by: 'tester', remote: 'mfe-alpha', action: 'promote', from: v1, to: v2, percent: 25, previousPercent: undefined, note: undefined },
      {
        by: 'tester',
        remote: 'mfe-alpha',
        action: 'rollback',
        from: v2,
        to: v1,
        percent: undefined,
        previousPercent: undefined,
        note: 'pins overlap on phones',
      },
    ],
  );
  assert.ok(audit.every((e) => /^\d{4}-\d\d-\d\dT.*Z$/.test(e.at)));
  // The registry browsers read names no person.
  assert.doesNotMatch(readFileSync(ws.env.REGISTRY_FILE, 'utf8'), /tester|pins overlap/);
});

test('a canary reaches a new percentage with `canary`; 0, 100 or no canary at all are refused', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  assert.equal(await ws.cli(['canary', 'mfe-alpha', '30']), 1);
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '10']);
  assert.equal(await ws.cli(['canary', 'mfe-alpha', '100']), 1);
  assert.equal(await ws.cli(['canary', 'mfe-alpha', '0']), 1);
  assert.equal(await ws.cli(['canary', 'mfe-alpha', '40']), 0);
  assert.equal(ws.entry('mfe-alpha').canary?.percent, 40);
  assert.deepEqual(ws.errors, [
    'canary: mfe-alpha has no canary',
    'canary: a canary reaches a whole percentage from 1 to 99',
    'canary: a canary reaches a whole percentage from 1 to 99',
  ]);
});

test('--auto-abort and --steps record the canary analysis in the registry, with Flagger-like defaults', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  build(ws.root, 'mfe-alpha', 'v2');
  assert.equal(
    await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '50', '--auto-abort', '--min-loads', '5', '--min-samples', '8']),
    0,
  );
  let canary = ws.entry('mfe-alpha').canary;
  assert.deepEqual(canary?.analysis, {
    minLoads: 5,
    maxIncreasePoints: 5,
    maxRatio: 2,
    windowMinutes: 10,
    minSources: 3,
    maxLoadsPerSource: 10,
    minVitalsSamples: 8,
    maxInpIncreaseMs: 100,
    maxInpRatio: 1.5,
    maxLcpIncreaseMs: 500,
    maxLcpRatio: 1.25,
  });
  assert.equal(canary?.stepSince, canary?.since);
  assert.match(String(ws.output.at(-1)), /now the canary for 50% of browsers, watched by the canary analysis/);

  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--steps', '10,25,50,100', '--step-minutes', '5']), 0);
  canary = ws.entry('mfe-alpha').canary;
  assert.equal(canary?.percent, 10);
  assert.deepEqual(canary?.analysis, {
    minLoads: 20,
    maxIncreasePoints: 5,
    maxRatio: 2,
    windowMinutes: 10,
    minSources: 3,
    maxLoadsPerSource: 10,
    ...DEFAULT_VITALS_ANALYSIS,
    steps: [10, 25, 50, 100],
    stepMinutes: 5,
  });
  ws.output.length = 0;
  await ws.cli(['list']);
  assert.match(String(ws.output[0]), /canary: \S+ for 10% \(auto-abort, steps 10,25,50,100\)$/);

  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--steps', '10,50']), 1);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '20', '--steps', '10,50,100']), 1);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--auto-abort']), 1);
  assert.deepEqual(ws.errors, [
    'release: --steps: the last step is 100',
    'release: --canary 20 is not the first of --steps 10,50,100',
    'release: --auto-abort, --min-loads, --min-sources, --min-samples and --step-minutes go with --canary or --steps',
  ]);
});

test('a version records when it was built, its shared range, its bytes as sent and (outside git) no commit', async (t) => {
  const ws = await workspace(t);
  writeFileSync(
    join(ws.root, 'mfe-alpha', 'package.json'),
    JSON.stringify({ name: 'mfe-alpha', version: '2.1.0', dependencies: { '@marketplace/shared': 'workspace:^1.2.0' } }),
  );
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const [published] = ws.entry('mfe-alpha').versions;
  assert.equal(published?.sharedRange, '^1.2.0');
  assert.equal(published?.commit, null);
  assert.match(String(published?.builtAt), /^\d{4}-\d\d-\d\dT/);
  const folder = join(ws.env.RELEASES_DIR, 'mfe-alpha', published?.version ?? '');
  const sizes = ['mf-manifest.json', 'remoteEntry.js', 'static/main.js'].map((f) => readFileSync(join(folder, f)).length);
  assert.equal(
    published?.wireBytes,
    sizes.reduce((a, b) => a + b, 0),
  );
});

test('a move made on what the person saw is refused when the registry has changed since (ConflictError), and applied when not', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v2 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v3');
  await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '10']);
  const at = locationsFrom(ws.root, ws.env, () => {});
  const person = { by: 'release@roofline.test' };
  await assert.rejects(rollback(at, 'mfe-alpha', { to: v1, expected: { live: v1 }, ...person }), ConflictError);
  await assert.rejects(promote(at, 'mfe-alpha', { expected: { canary: 'another' }, ...person }), /its canary is \S+, not another/);
  await assert.rejects(dropCanary(at, 'mfe-alpha', { expected: { percent: 50 }, ...person }), /reaches 10% now, not 50%/);
  assert.equal(ws.entry('mfe-alpha').live, v2);

  const canary = ws.entry('mfe-alpha').canary?.version ?? null;
  await dropCanary(at, 'mfe-alpha', {
    expected: { live: v2, canary, percent: 10 },
    reason: 'canary 3 failures in 5 page loads',
    by: 'canary analysis',
  });
  assert.equal(ws.entry('mfe-alpha').canary, undefined);
  const [last] = await at.store.readAudit(1);
  assert.deepEqual(last && { action: last.action, by: last.by, from: last.from, to: last.to, reason: last.reason }, {
    action: 'abort-canary',
    by: 'canary analysis',
    from: canary,
    to: v2,
    reason: 'canary 3 failures in 5 page loads',
  });
});

test('a release that was still uploading when someone rolled back is refused with a message instead of undoing the rollback', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v2 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v3');
  /** @type {string[]} */
  const log = [];
  const at = locationsFrom(ws.root, ws.env, (line) => log.push(line));
  // While the release checks the CDN, an emergency rollback lands.
  const slowCdn = async () => {
    await rollback(
      locationsFrom(ws.root, ws.env, () => {}),
      'mfe-alpha',
      { by: 'on-call (command line)', note: 'v2 breaks checkout' },
    );
    return /** @type {const} */ ({ kind: 'ok' });
  };
  await assert.rejects(
    release({ ...at, probe: slowCdn }, 'mfe-alpha', { build: false, quiet: true, by: 'ops (command line)' }),
    (error) =>
      error instanceof ConflictError &&
      /^refusing mfe-alpha 2\.1\.0-[0-9a-f]{10}: mfe-alpha changed meanwhile: \S+ is live now, not \S+ while this release was under way; nothing was moved, release again if you still mean to$/.test(
        error.message,
      ),
  );
  assert.equal(ws.entry('mfe-alpha').live, v1, 'the rollback stands');
  const [refused, rolledBack] = await at.store.readAudit(2);
  assert.deepEqual([refused?.action, refused?.attempted, refused?.by, refused?.from], ['refused', 'release', 'ops (command line)', v2]);
  assert.equal(rolledBack?.action, 'rollback');
});

test("an audit entry's time is its write's, not when the move began", async (t) => {
  const ws = await workspace(t);
  let clock = Date.parse('2025-06-01T12:00:00.000Z');
  const at = { ...locationsFrom(ws.root, ws.env, () => {}), now: () => new Date(clock) };
  // The CDN takes eleven seconds to answer for the new version.
  const slowCdn = async () => {
    clock += 11_000;
    return /** @type {const} */ ({ kind: 'ok' });
  };
  await release({ ...at, probe: slowCdn }, 'mfe-alpha', { build: false, quiet: true, by: 'ops' });
  const [released] = await at.store.readAudit(1);
  assert.equal(released?.at, '2025-06-01T12:00:11.000Z');
  assert.equal(ws.entry('mfe-alpha').history[0]?.at, '2025-06-01T12:00:11.000Z');
  assert.equal(ws.entry('mfe-alpha').versions[0]?.publishedAt, '2025-06-01T12:00:11.000Z');
});

test('moves the release rules refuse on the command line are audited with who tried what', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to', '2.1.0-0000000000', '--note', 'back to last week']), 1);
  assert.equal(await ws.cli(['promote', 'mfe-alpha']), 1);
  const audit = await locationsFrom(ws.root, ws.env, () => {}).store.readAudit(3);
  assert.deepEqual(
    audit.map((a) => [a.action, a.attempted, a.by, a.reason, a.note]),
    [
      ['refused', 'promote', 'tester', 'mfe-alpha has no canary to promote', undefined],
      ['refused', 'rollback', 'tester', 'mfe-alpha has no published version 2.1.0-0000000000', 'back to last week'],
      ['release', undefined, 'tester', undefined, undefined],
    ],
  );
});

test('making a version live that failed its last canary needs a reason, which goes to the audit log', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.entry('mfe-alpha').live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build', '--canary', '20', '--auto-abort']);
  const v2 = ws.entry('mfe-alpha').canary?.version ?? '';
  const at = locationsFrom(ws.root, ws.env, () => {});
  await dropCanary(at, 'mfe-alpha', { by: 'canary analysis', reason: 'canary 20 failures in 20 page loads (100%)' });
  assert.equal(ws.entry('mfe-alpha').versions.find((v) => v.version === v2)?.lastCanary?.outcome, 'aborted');
  assert.doesNotMatch(
    readFileSync(ws.env.REGISTRY_FILE, 'utf8'),
    /canary analysis|20 failures/,
    'who and why stay out of the public registry',
  );

  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to', v2]), 1);
  assert.match(
    String(ws.errors.at(-1)),
    new RegExp(
      `^rollback: mfe-alpha ${v2} failed its last canary \\(aborted on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\): say why you make it live \\(--note "why"\\)$`,
    ),
  );
  assert.equal(ws.entry('mfe-alpha').live, v1);
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to', v2, '--note', 'the failures were a CDN outage, not this build']), 0);
  assert.equal(ws.entry('mfe-alpha').live, v2);
  const [made] = await at.store.readAudit(1);
  assert.deepEqual([made?.action, made?.note], ['rollback', 'the failures were a CDN outage, not this build']);
});

test('a canary on steps can be held and resumed, and made to wait for approval at each step, all audited', async (t) => {
  const ws = await workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  build(ws.root, 'mfe-alpha', 'v2');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--steps', '10,50,100', '--approve-steps']), 0);
  assert.equal(ws.entry('mfe-alpha').canary?.analysis?.approveSteps, true);
  assert.equal(await ws.cli(['canary', 'mfe-alpha', 'hold', '--note', 'waiting for the marketing e-mail']), 0);
  assert.equal(ws.entry('mfe-alpha').canary?.held?.by, 'tester');
  assert.equal(await ws.cli(['canary', 'mfe-alpha', 'resume']), 0);
  assert.equal(ws.entry('mfe-alpha').canary?.held, undefined);
  assert.equal(await ws.cli(['canary', 'mfe-alpha', 'approve']), 1, 'no step waits yet');

  const at = locationsFrom(ws.root, ws.env, () => {});
  const canary = ws.entry('mfe-alpha').canary;
  const expected = { live: ws.entry('mfe-alpha').live, canary: canary?.version ?? null, percent: 10 };
  await awaitApproval(at, 'mfe-alpha', { by: 'canary analysis', percent: 50, reason: 'healthy for 10 minutes at 10%', expected });
  assert.equal(ws.entry('mfe-alpha').canary?.awaiting?.percent, 50);
  assert.equal(await ws.cli(['canary', 'mfe-alpha', 'approve', '--note', 'numbers look good']), 0);
  assert.equal(ws.entry('mfe-alpha').canary?.percent, 50);
  assert.equal(ws.entry('mfe-alpha').canary?.awaiting, undefined);

  const audit = await at.store.readAudit(10);
  assert.deepEqual(
    audit.slice(0, 5).map((a) => [a.action, a.by, a.note ?? a.reason]),
    [
      ['canary-percent', 'tester', 'numbers look good'],
      ['awaiting-approval', 'canary analysis', 'the step to 50% is due: healthy for 10 minutes at 10%'],
      ['refused', 'tester', "mfe-alpha's canary waits for no approval"],
      ['resume-canary', 'tester', undefined],
      ['hold-canary', 'tester', 'waiting for the marketing e-mail'],
    ],
  );
  assert.equal(audit[0]?.reason, 'approved the step to 50%');
});
