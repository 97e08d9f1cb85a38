#!/usr/bin/env node
// release <remote> [--no-build] [--quiet] [--offline] [--canary <percent>] | promote <remote> | rollback <remote> [--to <version>] [--offline] | list
// Locations: RELEASES_DIR, REGISTRY_FILE, CDN_URL_PATTERN (see locationsFrom); `list` reads release health from API_URL (or API_PORT).
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { release, rollback, promote, describe, ReleaseError } from './releases.mjs';
import { readRegistry } from './registry.mjs';
import { apiUrlFrom, readHealth } from './health.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const USAGE =
  'usage: cli.mjs release <remote> [--no-build] [--quiet] [--offline] [--canary <percent>] | promote <remote> | rollback <remote> [--to <version>] [--offline] | list';

/** The options each command takes, as node:util parseArgs reads them (strict: anything else is refused). */
const OPTIONS = /** @type {const} */ ({
  release: { 'no-build': { type: 'boolean' }, quiet: { type: 'boolean' }, offline: { type: 'boolean' }, canary: { type: 'string' } },
  promote: { quiet: { type: 'boolean' } },
  rollback: { to: { type: 'string' }, quiet: { type: 'boolean' }, offline: { type: 'boolean' } },
  list: {},
});

/**
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 * @returns {import('./releases.mjs').Locations}
 */
export function locationsFrom(root, env, log) {
  return {
    root,
    releasesDir: resolve(env.RELEASES_DIR || join(root, 'releases')),
    registryFile: resolve(env.REGISTRY_FILE || join(root, 'registry', 'remotes.json')),
    cdnUrlPattern: env.CDN_URL_PATTERN || `http://{remote}.localhost:${env.CDN_PORT || 8090}`,
    shellDist: resolve(env.SHELL_DIST || join(root, 'shell', 'dist')),
    log,
  };
}

/**
 * @param {string[]} argv the arguments after the script
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, out?: (line: string) => void, err?: (line: string) => void }} [io]
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, io = {}) {
  const out = io.out ?? ((line) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line) => process.stderr.write(`${line}\n`));
  const [command, ...rest] = argv;
  try {
    if (!command || !Object.hasOwn(OPTIONS, command)) {
      err(USAGE);
      return 2;
    }
    const name = /** @type {keyof typeof OPTIONS} */ (command);
    const { values, positionals } =
      /** @type {{ values: { 'no-build'?: boolean, quiet?: boolean, offline?: boolean, to?: string, canary?: string }, positionals: string[] }} */ (
        parseArgs({ args: rest, options: OPTIONS[name], allowPositionals: true, strict: true })
      );
    const at = locationsFrom(io.root ?? repoRoot, io.env ?? process.env, values.quiet ? () => {} : out);
    if (name === 'list') {
      if (positionals.length) throw new ReleaseError('list takes no remote');
      const env = io.env ?? process.env;
      describe(readRegistry(at.registryFile), await readHealth(apiUrlFrom(env))).forEach(out);
      return 0;
    }
    const [remote] = positionals;
    if (positionals.length !== 1 || !remote) throw new ReleaseError(`${name} needs exactly one remote`);
    if (name === 'release') {
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99))
        throw new ReleaseError('--canary needs a whole percentage from 1 to 99');
      await release(at, remote, { build: !values['no-build'], quiet: values.quiet ?? false, offline: values.offline ?? false, canary });
    } else if (name === 'promote') {
      await promote(at, remote);
    } else {
      await rollback(at, remote, { to: values.to, offline: values.offline ?? false });
    }
    return 0;
  } catch (error) {
    err(`${command ?? 'release'}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
