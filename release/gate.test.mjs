// The shared-library gate (issue 41, item 3) on real builds: a remote built by our rspack setup against a
// range of React the live shell does not provide is refused by the release command before anything is
// published; a shell that would break a live remote is refused, naming it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { createRemoteConfig } from '../scripts/rspack/index.mjs';
import { providedVersions } from '../scripts/rspack/singletons.mjs';
import { main } from './cli.mjs';
import { readRegistry } from './registry.mjs';
import { requirementsOf, unmetRequirements } from './gate.mjs';

const REPO = join(import.meta.dirname, '..');
const REMOTE = 'mfe-gate';

/**
 * Builds a one-parcel remote named mfe-gate with our rspack setup, declaring `react` and
 * `@marketplace/shared` ranges in its package.json (its modules come from mfe-dashboard's installation).
 * @param {string} root
 * @param {{ react: string, shared: string }} ranges
 */
async function buildRemote(root, ranges) {
  const dir = join(root, REMOTE);
  mkdirSync(join(dir, 'src'), { recursive: true });
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(REPO, 'mfe-dashboard', 'node_modules'), join(dir, 'node_modules'));
  const dependencies = { react: ranges.react, 'react-dom': ranges.react, '@marketplace/shared': `workspace:${ranges.shared}` };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: REMOTE, version: '1.0.0', dependencies }));
  writeFileSync(
    join(dir, 'src', 'parcel.js'),
    "import { version } from 'react';\nimport { REMOTES } from '@marketplace/shared';\nexport default { bootstrap: async () => {}, mount: async () => console.log(version, REMOTES), unmount: async () => {} };\n",
  );
  const config = createRemoteConfig({ name: REMOTE, exposes: { './Parcel': './src/parcel.js' }, dirname: dir });
  await new Promise((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(undefined);
    }),
  );
  return JSON.parse(readFileSync(join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
}

/** @param {import('node:test').TestContext} t */
async function workspace(t) {
  const root = mkdtempSync(join(tmpdir(), 'release-gate-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const cdn = createServer((_req, res) => res.writeHead(200).end('{}'));
  await new Promise((resolve) => cdn.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => cdn.close());
  // The live shell: what the shell of this workspace provides.
  const shellDist = join(root, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  const live = providedVersions(join(REPO, 'shell'));
  writeFileSync(join(shellDist, 'shared-contract.json'), JSON.stringify(live));
  writeFileSync(join(root, 'shell', 'package.json'), JSON.stringify({ name: 'shell', version: '1.0.0' }));
  const env = {
    RELEASES_DIR: join(root, 'releases'),
    REGISTRY_FILE: join(root, 'registry', 'remotes.json'),
    CDN_URL_PATTERN: `http://{remote}.localhost:${/** @type {import('node:net').AddressInfo} */ (cdn.address()).port}`,
    API_URL: 'http://127.0.0.1:9',
  };
  /** @type {string[]} */
  const errors = [];
  /** @param {string[]} args */
  const cli = (args) => main(args, { root, env, out: () => {}, err: (line) => errors.push(line), by: 'ops (command line)' });
  return { root, env, live, shellDist, cli, errors };
}

test('a remote built against a React the live shell does not provide is refused by the release command, naming the package, its range and the live version', async (t) => {
  const ws = await workspace(t);
  const manifest = await buildRemote(ws.root, { react: '^17.0.2', shared: `^${ws.live['@marketplace/shared']}` });
  assert.equal(requirementsOf(manifest).react, '^17.0.2', 'the build takes its range from its package.json');
  assert.equal(await ws.cli(['release', REMOTE, '--no-build']), 1);
  assert.equal(ws.errors.length, 1);
  assert.match(
    String(ws.errors[0]),
    new RegExp(
      `^release: refusing ${REMOTE} 1\\.0\\.0-[0-9a-f]{10}: it needs react \\^17\\.0\\.2, the live shell provides ${ws.live.react?.replaceAll('.', '\\.')}`,
    ),
  );
  assert.equal(existsSync(ws.env.REGISTRY_FILE), false, 'no browser can see it');
  assert.equal(existsSync(ws.env.RELEASES_DIR), false, 'nothing was published');

  await buildRemote(ws.root, { react: `^${ws.live.react}`, shared: `^${ws.live['@marketplace/shared']}` });
  assert.equal(await ws.cli(['release', REMOTE, '--no-build']), 0, ws.errors.join('\n'));
});

test('a shell that would break a live remote is refused, listing the remote; one that meets every live remote is released and audited', async (t) => {
  const ws = await workspace(t);
  const shared = ws.live['@marketplace/shared'] ?? '';
  const [major, minor] = shared.split('.');
  await buildRemote(ws.root, { react: `^${ws.live.react}`, shared: `^${major}.${minor}.0` });
  assert.equal(await ws.cli(['release', REMOTE, '--no-build']), 0, ws.errors.join('\n'));
  const live = readRegistry(ws.env.REGISTRY_FILE).remotes[REMOTE]?.live;

  const nextMajor = `${Number(major) + 1}.0.0`;
  writeFileSync(join(ws.shellDist, 'shared-contract.json'), JSON.stringify({ ...ws.live, '@marketplace/shared': nextMajor }));
  assert.equal(await ws.cli(['release', 'shell', '--no-build']), 1);
  assert.equal(
    ws.errors.at(-1),
    `release: refusing the shell: it would break ${REMOTE} ${live} (live): it needs @marketplace/shared ^${major}.${minor}.0, this shell provides ${nextMajor}`,
  );

  const nextMinor = `${major}.${Number(minor) + 1}.0`;
  writeFileSync(join(ws.shellDist, 'shared-contract.json'), JSON.stringify({ ...ws.live, '@marketplace/shared': nextMinor }));
  assert.deepEqual(unmetRequirements({ '@marketplace/shared': `^${major}.${minor}.0` }, { '@marketplace/shared': nextMinor }), []);
  assert.equal(await ws.cli(['release', 'shell', '--no-build']), 0, ws.errors.join('\n'));
  const audit = readFileSync(join(ws.root, 'registry', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.deepEqual(
    audit.slice(-2).map((entry) => [entry.remote, entry.action, entry.attempted]),
    [
      ['shell', 'refused', 'release'],
      ['shell', 'release', undefined],
    ],
  );
});
