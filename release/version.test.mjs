// A version is what browsers load (issue 31, item 6): two builds of the same source get one version,
// so releasing unchanged code says it is already live and publishes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from './cli.mjs';
import { hashFolder } from './content.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
/** The smallest remote: two real builds take a few seconds. */
const REMOTE = 'mfe-dashboard';

/**
 * Builds the remote's real source with its own rspack configuration into `out`.
 * @param {string} out
 */
function buildInto(out) {
  const cwd = join(repoRoot, REMOTE);
  const result = spawnSync(join(cwd, 'node_modules', '.bin', 'rspack'), ['build', '--config', 'rspack.config.mjs', '--output-path', out], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, BUILD_TAG: '' },
  });
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
}

test('two builds of the same source are one version: the second release says it is already live and publishes nothing', async (t) => {
  const work = mkdtempSync(join(tmpdir(), 'release-twice-'));
  t.after(() => rmSync(work, { recursive: true, force: true }));
  const [first, second] = [join(work, 'first'), join(work, 'second')];
  buildInto(first);
  buildInto(second);
  assert.equal(hashFolder(first), hashFolder(second));

  // The command line over a workspace holding the remote's package and, in turn, each build as its dist.
  const root = join(work, 'root');
  cpSync(join(repoRoot, REMOTE, 'package.json'), join(root, REMOTE, 'package.json'));
  const env = {
    RELEASES_DIR: join(work, 'releases'),
    REGISTRY_FILE: join(work, 'registry', 'remotes.json'),
    CDN_URL_PATTERN: 'http://{remote}.localhost:1',
    SHELL_DIST: join(work, 'no-shell'),
  };
  /** @type {string[]} */
  const output = [];
  const release = async (/** @type {string} */ dist) => {
    rmSync(join(root, REMOTE, 'dist'), { recursive: true, force: true });
    cpSync(dist, join(root, REMOTE, 'dist'), { recursive: true });
    const code = await main(['release', REMOTE, '--no-build', '--offline'], {
      root,
      env,
      out: (line) => output.push(line),
      err: (line) => output.push(line),
    });
    assert.equal(code, 0, output.join('\n'));
  };
  await release(first);
  const registryAfterFirst = readFileSync(env.REGISTRY_FILE, 'utf8');
  await release(second);
  assert.match(output.at(-1) ?? '', /is already live \(unchanged build\)/);
  assert.equal(readFileSync(env.REGISTRY_FILE, 'utf8'), registryAfterFirst);
  assert.equal(readdirSync(join(env.RELEASES_DIR, REMOTE)).length, 1);
});
