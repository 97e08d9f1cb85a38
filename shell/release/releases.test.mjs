import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync, existsSync, unlinkSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from './cli.mjs';
import { hashFolder } from './content.mjs';
import { readRegistry } from './registry.mjs';

/**
 * A throw-away repository with two built remotes, a releases folder and a registry path.
 * @param {import('node:test').TestContext} t
 */
function workspace(t) {
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
    // Nothing listens on port 9: the CDN "does not answer", so only the published files are checked.
    CDN_URL_PATTERN: 'http://{remote}.localhost:9',
  };
  /** @type {string[]} */
  const output = [];
  /** @type {string[]} */
  const errors = [];
  /** @param {string[]} args */
  const cli = (args, extraEnv = {}) =>
    main(args, { root, env: { ...env, ...extraEnv }, out: (l) => output.push(l), err: (l) => errors.push(l) });
  const registry = () => readRegistry(env.REGISTRY_FILE);
  return { root, env, cli, registry, output, errors };
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
  const ws = workspace(t);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  const expected = `2.1.0-${hashFolder(join(ws.root, 'mfe-alpha', 'dist')).slice(0, 10)}`;
  const entry = ws.registry().remotes['mfe-alpha'];
  assert.equal(entry.live, expected);
  assert.equal(entry.manifest, `http://mfe-alpha.localhost:9/${expected}/mf-manifest.json`);
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
  const ws = workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const before = readFileSync(ws.env.REGISTRY_FILE, 'utf8');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  assert.equal(readFileSync(ws.env.REGISTRY_FILE, 'utf8'), before);
  assert.match(ws.output.at(-1) ?? '', /already live/);
});

test('a published version folder is never overwritten: different bytes under its name are refused', async (t) => {
  const ws = workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const version = ws.registry().remotes['mfe-alpha'].live;
  const published = join(ws.env.RELEASES_DIR, 'mfe-alpha', version, 'remoteEntry.js');
  writeFileSync(published, 'tampered');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 1);
  assert.equal(readFileSync(published, 'utf8'), 'tampered');
  assert.match(ws.errors[0], /exists with different content/);
});

test('a new build gets a new version; other remotes keep their files and registry entry', async (t) => {
  const ws = workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  await ws.cli(['release', 'mfe-beta', '--no-build']);
  const betaBefore = JSON.stringify(ws.registry().remotes['mfe-beta']);
  const betaFolder = join(ws.env.RELEASES_DIR, 'mfe-beta');
  const betaHash = hashFolder(betaFolder);
  const first = ws.registry().remotes['mfe-alpha'].live;

  build(ws.root, 'mfe-alpha', 'v2');
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build']), 0);
  const alpha = ws.registry().remotes['mfe-alpha'];
  assert.notEqual(alpha.live, first);
  assert.deepEqual(
    alpha.versions.map((v) => v.version),
    [first, alpha.live],
  );
  assert.equal(JSON.stringify(ws.registry().remotes['mfe-beta']), betaBefore);
  assert.equal(hashFolder(betaFolder), betaHash);
});

test('rollback without --to returns to the version live before; again, it goes forward to the other', async (t) => {
  const ws = workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.registry().remotes['mfe-alpha'].live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v2 = ws.registry().remotes['mfe-alpha'].live;

  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 0);
  let entry = ws.registry().remotes['mfe-alpha'];
  assert.equal(entry.live, v1);
  assert.equal(entry.manifest, `http://mfe-alpha.localhost:9/${v1}/mf-manifest.json`);
  assert.deepEqual(
    entry.history.map((h) => [h.version, h.action]),
    [
      [v1, 'release'],
      [v2, 'release'],
      [v1, 'rollback'],
    ],
  );

  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 0);
  entry = ws.registry().remotes['mfe-alpha'];
  assert.equal(entry.live, v2);
});

test('rollback --to moves to any published version; an unknown version or remote is refused', async (t) => {
  const ws = workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.registry().remotes['mfe-alpha'].live;
  for (const tag of ['v2', 'v3']) {
    build(ws.root, 'mfe-alpha', tag);
    await ws.cli(['release', 'mfe-alpha', '--no-build']);
  }
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to', v1]), 0);
  assert.equal(ws.registry().remotes['mfe-alpha'].live, v1);

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
  const ws = workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.registry().remotes['mfe-alpha'].live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v2 = ws.registry().remotes['mfe-alpha'].live;
  unlinkSync(join(ws.env.RELEASES_DIR, 'mfe-alpha', v1, 'mf-manifest.json'));
  assert.equal(await ws.cli(['rollback', 'mfe-alpha']), 1);
  assert.equal(ws.registry().remotes['mfe-alpha'].live, v2);
  assert.match(ws.errors[0], /^rollback: refusing mfe-alpha .* mf-manifest\.json is missing$/);
});

test('a build without a manifest is refused before anything is published', async (t) => {
  const ws = workspace(t);
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
  const ws = workspace(t);
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
  assert.match(asked[0], new RegExp(`^mfe-alpha\\.localhost:${port}/2\\.1\\.0-[0-9a-f]{10}/mf-manifest\\.json$`));
  assert.match(ws.errors[0], /answered 404$/);
});

test('list shows each remote, its versions and which one is live', async (t) => {
  const ws = workspace(t);
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  const v1 = ws.registry().remotes['mfe-alpha'].live;
  build(ws.root, 'mfe-alpha', 'v2');
  await ws.cli(['release', 'mfe-alpha', '--no-build']);
  await ws.cli(['rollback', 'mfe-alpha']);
  ws.output.length = 0;
  assert.equal(await ws.cli(['list']), 0);
  assert.equal(ws.output[0], `mfe-alpha  live: ${v1}`);
  assert.equal(ws.output.length, 3);
  assert.match(ws.output[1], new RegExp(`^  \\* ${v1} +published \\d{4}-\\d\\d-\\d\\dT`));
  assert.match(ws.output[2], /^ {4}2\.1\.0-[0-9a-f]{10} +published/);
});

test('usage mistakes exit non-zero with one line', async (t) => {
  const ws = workspace(t);
  assert.equal(await ws.cli(['deploy']), 2);
  assert.equal(await ws.cli(['release']), 1);
  assert.equal(await ws.cli(['release', '../etc', '--no-build']), 1);
  assert.equal(await ws.cli(['release', 'mfe-gamma', '--no-build']), 1);
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to']), 1);
  assert.equal(ws.errors.length, 5);
  assert.ok(ws.errors.every((line) => !line.includes('\n')));
  assert.equal(readdirSync(ws.root).includes('releases'), false);
});
