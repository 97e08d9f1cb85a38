// Each remote's public surface (`Exposes` in src/public-surface.ts) must name exactly the modules its
// rspack build exposes, each pointing at a file that exists: the shell's slots rely on that list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from '../../shared/src/config/platform.cjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * The module names declared by `export interface Exposes { ... }`.
 * @param {string} source
 * @returns {string[]}
 */
export function declaredExposes(source) {
  const body = /export interface Exposes \{\n([\s\S]*?)\n\}/.exec(source)?.[1];
  if (body === undefined) return [];
  return [...body.matchAll(/^ {2}'(\.\/[^']+)'\??:/gm)].map((match) => match[1] ?? '');
}

/**
 * The `exposes` map of a remote's rspack.config.mjs, read as text: importing the config needs the
 * remote's own node_modules (rspack resolves them when it loads its config).
 * @param {string} source
 * @returns {Record<string, string>}
 */
export function configuredExposes(source) {
  const body = /exposes: \{\n([\s\S]*?)\n {2}\},/.exec(source)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/^\s*'(\.\/[^']+)': '([^']+)',?$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

test('the parsers read an Exposes interface (comments and props aside) and an exposes map', () => {
  const surface = "export interface Exposes {\n  /** The panel. */\n  './Panel': { id: number };\n  './Page'?: Record<string, never>;\n}\n";
  assert.deepEqual(declaredExposes(surface), ['./Panel', './Page']);
  const config = "  exposes: {\n    './Panel': './src/parcels/Panel.tsx',\n    './Page': './src/parcels/Page.tsx',\n  },\n";
  assert.deepEqual(configuredExposes(config), { './Panel': './src/parcels/Panel.tsx', './Page': './src/parcels/Page.tsx' });
});

for (const remote of REMOTES) {
  test(`${remote}: Exposes in its public surface matches what its build exposes`, () => {
    const surface = readFileSync(join(repoRoot, remote, 'src', 'public-surface.ts'), 'utf8');
    const exposes = configuredExposes(readFileSync(join(repoRoot, remote, 'rspack.config.mjs'), 'utf8'));
    assert.notDeepEqual(exposes, {}, 'rspack.config.mjs exposes nothing readable');
    assert.deepEqual(declaredExposes(surface).sort(), Object.keys(exposes).sort());
    for (const [name, file] of Object.entries(exposes))
      assert.ok(existsSync(join(repoRoot, remote, file)), `${name}: ${file} does not exist`);
  });
}
