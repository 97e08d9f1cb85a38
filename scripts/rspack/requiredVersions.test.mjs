// The federation runtime compares each shared library's requiredVersion as semver in the browser. A pnpm
// spec (`workspace:^1.4.0`) is no semver range: the runtime then warns on every page that the version
// provided "does not satisfy" it, and a strict remote would refuse to load. Each package's build must
// therefore declare, or let the plugin infer from its package.json, a real range.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTES } from '../../shared/src/config/platform.cjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** @typedef {{ requiredVersion?: string | false }} SharedEntry */
/** @typedef {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} PackageJson */

/**
 * The requiredVersion the build gives a shared library: the one configured, else what the plugin reads
 * from the package's package.json for the library's package (`react-dom` for `react-dom/client`).
 * @param {string} key @param {SharedEntry} entry @param {PackageJson} pkg
 */
function effectiveRequiredVersion(key, entry, pkg) {
  if (entry.requiredVersion !== undefined) return entry.requiredVersion;
  const name = key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');
  return pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? pkg.peerDependencies?.[name] ?? false;
}

test('a library left to the plugin takes its package.json spec, workspace: prefix and all', () => {
  const pkg = { dependencies: { '@marketplace/shared': 'workspace:^1.4.0', 'react-dom': '^19.3.1' } };
  assert.equal(effectiveRequiredVersion('@marketplace/shared', {}, pkg), 'workspace:^1.4.0');
  assert.equal(effectiveRequiredVersion('react-dom/client', {}, pkg), '^19.3.1');
  assert.equal(effectiveRequiredVersion('@marketplace/shared', { requiredVersion: '^1.4.0' }, pkg), '^1.4.0');
});

for (const part of ['shell', ...REMOTES]) {
  test(`${part}: no shared library's requiredVersion is a workspace: spec`, async () => {
    /** @type {PackageJson} */
    const pkg = JSON.parse(readFileSync(join(repoRoot, part, 'package.json'), 'utf8'));
    const { default: exported } = await import(join(repoRoot, part, 'rspack.config.mjs'));
    const configs = /** @type {import('@rspack/core').Configuration[]} */ ([exported].flat());
    const federations = configs.flatMap((config) => (config.plugins ?? []).filter((plugin) => plugin instanceof ModuleFederationPlugin));
    assert.equal(federations.length, 1, 'one federation plugin per package');
    // The plugin keeps its options private; they are what the build shares.
    const plugin = /** @type {{ _options: { shared: Record<string, SharedEntry> } }} */ (/** @type {unknown} */ (federations[0]));
    const shared = plugin._options.shared;
    assert.ok(shared['@marketplace/shared'], 'shares @marketplace/shared');
    for (const [key, entry] of Object.entries(shared)) {
      const required = effectiveRequiredVersion(key, entry, pkg);
      assert.ok(!String(required).startsWith('workspace:'), `${key} requires ${String(required)}`);
    }
  });
}
