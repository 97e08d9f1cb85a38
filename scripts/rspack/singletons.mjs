// The libraries the shell and every remote share as singletons (one copy per page), and the versions a
// build provides of them: read by the rspack setup (index.mjs) and by the release package's shared-library
// gate (release/gate.mjs), which must not load rspack to know them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * `react-dom/client` is listed on its own because sharing `react-dom` alone still lets every remote
 * download its own client renderer; `@marketplace/shared` is the contract between the shell and the remotes.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'mobx',
  'mobx-react-lite',
  'eventemitter3',
  'dayjs',
  '@marketplace/shared',
];

/** @param {string} name a module, e.g. `react-dom/client` @returns {string} its package, `react-dom` */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The version of each singleton a package's build provides: that of the package installed for it, as
 * Module Federation reads it from the resolved module's package.json.
 * @param {string} packageDir the shell's (or a remote's) folder
 * @param {readonly string[]} [names]
 * @returns {Record<string, string>}
 */
export function providedVersions(packageDir, names = SHARED_SINGLETONS) {
  const require = createRequire(join(resolve(packageDir), 'package.json'));
  return Object.fromEntries(names.map((name) => [name, installedVersion(require, packageOf(name))]));
}

/**
 * @param {NodeJS.Require} require
 * @param {string} pkg
 * @returns {string}
 */
function installedVersion(require, pkg) {
  // A package whose `exports` hides its package.json is found from its entry, upwards.
  let dir = dirname(require.resolve(pkg));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (manifest.name === pkg && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // No package.json here: one folder up.
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no version found for ${pkg}`);
    dir = parent;
  }
}
