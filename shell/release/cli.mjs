#!/usr/bin/env node
// release <remote> [--no-build] [--quiet] | rollback <remote> [--to <version>] | list
// Locations: RELEASES_DIR, REGISTRY_FILE, CDN_URL_PATTERN (see locationsFrom).
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * @param {string[]} args
 * @returns {{ positional: string[], flags: Set<string>, to?: string }}
 */
function parseArgs(args) {
  /** @type {string[]} */
  const positional = [];
  const flags = new Set();
  /** @type {string | undefined} */
  let to;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--to') {
      to = args[i + 1];
      if (!to || to.startsWith('--')) throw new ReleaseError('--to needs a version');
      i += 1;
    } else if (arg.startsWith('--to=')) to = arg.slice(5);
    else if (arg.startsWith('--')) flags.add(arg);
    else positional.push(arg);
  }
  return { positional, flags, to };
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
    const { positional, flags, to } = parseArgs(rest);
    const quiet = flags.has('--quiet');
    const at = locationsFrom(io.root ?? repoRoot, io.env ?? process.env, quiet ? () => {} : out);
    /** @type {Record<string, string[]>} */
    const options = { release: ['--no-build', '--quiet'], rollback: ['--quiet'], list: [] };
    const allowed = Object.hasOwn(options, command ?? '') ? options[command] : undefined;
    if (!allowed) {
      err(USAGE);
      return 2;
    }
    const unknown = [...flags].find((f) => !allowed.includes(f));
    if (unknown) throw new ReleaseError(`unknown option ${unknown} for ${command}`);
    if (command === 'list') {
      if (positional.length) throw new ReleaseError('list takes no remote');
      describe(readRegistry(at.registryFile)).forEach(out);
      return 0;
    }
    if (positional.length !== 1) throw new ReleaseError(`${command} needs exactly one remote`);
    if (command === 'release') {
      if (to !== undefined) throw new ReleaseError('--to belongs to rollback');
      await release(at, positional[0], { build: !flags.has('--no-build'), quiet });
    } else {
      await rollback(at, positional[0], { to });
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
