#!/usr/bin/env node
// release <remote> [--no-build] [--quiet] | rollback <remote> [--to <version>] | list
// Locations: RELEASES_DIR, REGISTRY_FILE, CDN_URL_PATTERN (see locationsFrom).
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { release, rollback, describe, ReleaseError } from './releases.mjs';
import { readRegistry } from './registry.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const USAGE = 'usage: cli.mjs release <remote> [--no-build] [--quiet] | rollback <remote> [--to <version>] | list';

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
    log,
  };
}

/**
 * node:util's parseArgs in strict mode, its errors (an unknown option, --to without a version) worded as
 * the release command's own.
 * @param {string[]} args
 * @param {NonNullable<import('node:util').ParseArgsConfig['options']>} options
 * @returns {{ positionals: string[], values: Record<string, string | boolean | undefined> }}
 */
function parseCommand(args, options) {
  try {
    const { positionals, values } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { positionals, values: /** @type {Record<string, string | boolean | undefined>} */ (values) };
  } catch (error) {
    throw new ReleaseError(error instanceof Error ? error.message : String(error));
  }
}

/** Which options each command takes. @type {Record<'release' | 'rollback' | 'list', NonNullable<import('node:util').ParseArgsConfig['options']>>} */
const OPTIONS = {
  release: { 'no-build': { type: 'boolean' }, quiet: { type: 'boolean' } },
  rollback: { to: { type: 'string' }, quiet: { type: 'boolean' } },
  list: {},
};

/**
 * @param {string[]} argv the arguments after the script
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, out?: (line: string) => void, err?: (line: string) => void }} [io]
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, io = {}) {
  const out = io.out ?? ((line) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line) => process.stderr.write(`${line}\n`));
  const [command = '', ...rest] = argv;
  if (command !== 'release' && command !== 'rollback' && command !== 'list') {
    err(USAGE);
    return 2;
  }
  try {
    const { positionals, values } = parseCommand(rest, OPTIONS[command]);
    const quiet = values.quiet === true;
    const at = locationsFrom(io.root ?? repoRoot, io.env ?? process.env, quiet ? () => {} : out);
    if (command === 'list') {
      if (positionals.length) throw new ReleaseError('list takes no remote');
      describe(readRegistry(at.registryFile)).forEach(out);
      return 0;
    }
    const [remote] = positionals;
    if (positionals.length !== 1 || !remote) throw new ReleaseError(`${command} needs exactly one remote`);
    if (command === 'release') await release(at, remote, { build: values['no-build'] !== true, quiet });
    else await rollback(at, remote, { to: typeof values.to === 'string' ? values.to : undefined });
    return 0;
  } catch (error) {
    err(`${command ?? 'release'}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
