// The shared-library gate (issue 41, item 3): a remote takes react, react-dom, mobx, mobx-react-lite,
// `@marketplace/shared` and the other singletons from the live shell at run time, so a version whose
// ranges the shell does not meet fails on every page (Module Federation's "does not satisfy the
// requirement" of a strict singleton, or a second copy of React). The release command and the console
// refuse such a move before any browser sees it; releasing a shell that would break a live remote is
// refused the same way. The requirements are the build's own (mf-manifest.json's shared singletons),
// the shell's are what its build provides (shared-contract.json, written by scripts/rspack).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/**
 * @typedef {Record<string, string>} Requirements each shared singleton a version takes from the shell, by
 *   module, and the range it needs
 * @typedef {Record<string, string>} Provided each shared singleton a shell build provides, by module, and its version
 * @typedef {{ module: string, required: string, provided: string }} Unmet
 */

/** The file the shell's build carries naming what it provides (scripts/rspack: SHARED_CONTRACT_FILE). */
const SHELL_CONTRACT = 'shared-contract.json';

/**
 * The singletons a remote's build takes from the page, and the range of each, from its manifest.
 * @param {unknown} manifest a parsed mf-manifest.json
 * @returns {Requirements}
 */
export function requirementsOf(manifest) {
  const shared = /** @type {{ shared?: unknown }} */ (manifest ?? {}).shared;
  if (!Array.isArray(shared)) return {};
  /** @type {Requirements} */
  const requires = {};
  for (const item of shared) {
    const { name, singleton, requiredVersion } = /** @type {{ name?: unknown, singleton?: unknown, requiredVersion?: unknown }} */ (
      item ?? {}
    );
    if (typeof name === 'string' && singleton === true && typeof requiredVersion === 'string' && requiredVersion)
      requires[name] = requiredVersion;
  }
  return requires;
}

/**
 * What a published version needs of the shell: its recorded requirements, or for a version published before
 * they were recorded, its range of `@marketplace/shared`.
 * @param {{ requires?: Requirements, sharedRange?: string | null }} version
 * @returns {Requirements}
 */
export const requirementsOfVersion = (version) =>
  version.requires ?? (version.sharedRange ? { '@marketplace/shared': version.sharedRange } : {});

/**
 * What a shell build provides, from its folder; null when there is no build there.
 * @param {string} shellDist
 * @returns {Provided | null}
 */
export function shellProvides(shellDist) {
  const file = join(shellDist, SHELL_CONTRACT);
  if (!existsSync(file)) return null;
  const provided = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(provided).filter((entry) => typeof entry[1] === 'string'));
}

/**
 * The requirements a shell does not meet. A module the shell does not provide is the remotes' own affair
 * (the first one loaded serves the others, as the map libraries are shared), so it is no breach.
 * @param {Requirements} requires
 * @param {Provided} provided
 * @returns {Unmet[]}
 */
export function unmetRequirements(requires, provided) {
  return Object.entries(requires)
    .filter(([module, range]) => module in provided && !semver.satisfies(provided[module] ?? '', range))
    .map(([module, required]) => ({ module, required, provided: provided[module] ?? '' }))
    .sort((a, b) => (a.module < b.module ? -1 : 1));
}

/**
 * "it needs react ^17.0.0, the live shell provides 19.3.1; ..." (`shell` names the shell in the sentence).
 * @param {Unmet[]} unmet
 * @param {string} [shell]
 */
export const describeUnmet = (unmet, shell = 'the live shell') =>
  unmet.map(({ module, required, provided }) => `it needs ${module} ${required}, ${shell} provides ${provided || 'none'}`).join('; ');
