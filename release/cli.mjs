#!/usr/bin/env node
// The release command line: the same functions as the API's release console (releases.mjs), acting as
// "<user> on <host> (command line)" in the audit log.
// Locations: RELEASES_DIR, REGISTRY_FILE, RELEASE_AUDIT_FILE, CDN_URL_PATTERN (see locationsFrom); `list`
// reads release health from API_URL (or API_PORT). With `--to s3://bucket/prefix` (release), `--bucket`
// (any command) or RELEASE_BUCKET, versions and the registry live in that bucket (bucket.mjs) instead.
import { hostname, userInfo } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  approveStep,
  contractAgainstLive,
  describe,
  describeAudit,
  holdCanary,
  promote,
  ReasonRequiredError,
  release,
  ReleaseError,
  releaseShell,
  resumeCanary,
  rollback,
  setCanaryPercent,
  SHELL,
} from './releases.mjs';
import { fileRegistryStore } from './registry.mjs';
import { describeSurfaceDiff } from './surface.mjs';
import { bucketFrom, bucketRegistryStore, bucketSettingsFrom } from './bucket.mjs';
import { apiUrlFrom, readHealth } from './health.mjs';
import { DEFAULT_ANALYSIS, DEFAULT_STEP_MINUTES, stepsProblem } from './analysis.mjs';
import { DEFAULT_DELIVERY_DAYS, DELIVERY_AUDIT_READ, deliveryFigures, describeDelivery } from './delivery.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const USAGE =
  'usage: cli.mjs release <remote>|shell [--to s3://bucket/prefix] [--no-build] [--quiet] [--offline] [--canary <percent>] [--auto-abort] [--steps <p,..,100>] [--step-minutes <n>] [--min-loads <n>] [--min-sources <n>] [--min-samples <n>] [--approve-steps] [--note <text>] | promote <remote> [--note <text>] | rollback <remote> [--to <version>] [--offline] [--note <text>] | canary <remote> <percent>|hold|resume|approve [--note <text>] | diff <remote> [<version>] | list [--days <n>]; each takes --bucket s3://bucket/prefix (or RELEASE_BUCKET) to work on a bucket';

const note = /** @type {const} */ ({ type: 'string' });
const bucket = /** @type {const} */ ({ type: 'string' });
/** The options each command takes, as node:util parseArgs reads them (strict: anything else is refused). */
const OPTIONS = /** @type {const} */ ({
  release: {
    'no-build': { type: 'boolean' },
    quiet: { type: 'boolean' },
    offline: { type: 'boolean' },
    canary: { type: 'string' },
    'auto-abort': { type: 'boolean' },
    steps: { type: 'string' },
    'step-minutes': { type: 'string' },
    'min-loads': { type: 'string' },
    'min-sources': { type: 'string' },
    'min-samples': { type: 'string' },
    'approve-steps': { type: 'boolean' },
    to: { type: 'string' },
    note,
    bucket,
  },
  promote: { quiet: { type: 'boolean' }, note, bucket },
  rollback: { to: { type: 'string' }, quiet: { type: 'boolean' }, offline: { type: 'boolean' }, note, bucket },
  canary: { quiet: { type: 'boolean' }, note, bucket },
  list: { days: { type: 'string' }, bucket },
  diff: { bucket },
});

/**
 * @typedef {{
 *   'no-build'?: boolean, quiet?: boolean, offline?: boolean, to?: string, canary?: string, note?: string,
 *   'auto-abort'?: boolean, steps?: string, 'step-minutes'?: string, 'min-loads'?: string, 'min-sources'?: string, 'min-samples'?: string,
 *   'approve-steps'?: boolean, bucket?: string, days?: string,
 * }} Values
 */

/**
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 * @param {string} [bucketUrl] s3://bucket/prefix from the command line; else RELEASE_BUCKET; else this machine's folders
 * @returns {import('./releases.mjs').Locations}
 */
export function locationsFrom(root, env, log, bucketUrl) {
  const registryFile = resolve(env.REGISTRY_FILE || join(root, 'registry', 'remotes.json'));
  const bucket = bucketFrom(bucketUrl || env.RELEASE_BUCKET, bucketSettingsFrom(env));
  return {
    root,
    releasesDir: resolve(env.RELEASES_DIR || join(root, 'releases')),
    registryFile,
    store: bucket
      ? bucketRegistryStore(bucket)
      : fileRegistryStore(registryFile, env.RELEASE_AUDIT_FILE ? { auditFile: resolve(env.RELEASE_AUDIT_FILE) } : {}),
    ...(bucket ? { bucket } : {}),
    cdnUrlPattern: env.CDN_URL_PATTERN || `http://{remote}.localhost:${env.CDN_PORT || 8090}`,
    shellDist: resolve(env.SHELL_DIST || join(root, 'shell', 'dist')),
    log,
  };
}

/** Who acts from this terminal, as the audit log names them. */
function commandLineActor() {
  let user = 'someone';
  try {
    user = userInfo().username;
  } catch {
    // No user name in this environment (a container without a passwd entry).
  }
  return `${user} on ${hostname()} (command line)`;
}

/**
 * @param {string | undefined} text
 * @param {string} option
 * @param {number} min
 */
function wholeNumber(text, option, min) {
  const n = Number(text);
  if (!(Number.isInteger(n) && n >= min)) throw new ReleaseError(`--${option} needs a whole number of at least ${min}`);
  return n;
}

/**
 * The canary's percentage and analysis settings from the release options.
 * @param {Values} values
 * @returns {{ canary?: number, analysis?: import('./analysis.mjs').CanaryAnalysis }}
 */
function canaryOptions(values) {
  const steps = values.steps === undefined ? undefined : values.steps.split(',').map((step) => Number(step.trim()));
  if (steps) {
    const problem = stepsProblem(steps);
    if (problem) throw new ReleaseError(`--steps: ${problem}`);
  }
  if (values['approve-steps'] && !steps) throw new ReleaseError('--approve-steps goes with --steps');
  const canary = values.canary === undefined ? steps?.[0] : Number(values.canary);
  const tuning = values['min-loads'] ?? values['min-sources'] ?? values['min-samples'] ?? values['step-minutes'];
  if (canary === undefined) {
    if (values['auto-abort'] || tuning !== undefined)
      throw new ReleaseError('--auto-abort, --min-loads, --min-sources, --min-samples and --step-minutes go with --canary or --steps');
    return {};
  }
  if (!(Number.isInteger(canary) && canary >= 1 && canary <= 99)) throw new ReleaseError('--canary needs a whole percentage from 1 to 99');
  if (steps && steps[0] !== canary) throw new ReleaseError(`--canary ${canary} is not the first of --steps ${values.steps}`);
  if (!values['auto-abort'] && !steps) {
    if (tuning !== undefined)
      throw new ReleaseError('--min-loads, --min-sources, --min-samples and --step-minutes go with --auto-abort or --steps');
    return { canary };
  }
  return {
    canary,
    analysis: {
      ...DEFAULT_ANALYSIS,
      ...(values['min-loads'] !== undefined ? { minLoads: wholeNumber(values['min-loads'], 'min-loads', 1) } : {}),
      ...(values['min-sources'] !== undefined ? { minSources: wholeNumber(values['min-sources'], 'min-sources', 1) } : {}),
      ...(values['min-samples'] !== undefined ? { minVitalsSamples: wholeNumber(values['min-samples'], 'min-samples', 1) } : {}),
      ...(steps
        ? {
            steps,
            stepMinutes:
              values['step-minutes'] !== undefined ? wholeNumber(values['step-minutes'], 'step-minutes', 1) : DEFAULT_STEP_MINUTES,
            ...(values['approve-steps'] ? { approveSteps: true } : {}),
          }
        : {}),
    },
  };
}

/**
 * @param {string[]} argv the arguments after the script
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, out?: (line: string) => void, err?: (line: string) => void, by?: string }} [io]
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
    const { values, positionals } = /** @type {{ values: Values, positionals: string[] }} */ (
      parseArgs({ args: rest, options: OPTIONS[name], allowPositionals: true, strict: true })
    );
    const env = io.env ?? process.env;
    if (name === 'release' && values.to !== undefined && !values.to.startsWith('s3://'))
      throw new ReleaseError(`release --to takes a bucket (s3://bucket/prefix), not ${values.to}`);
    if (name === 'release' && values.to && values.bucket && values.to !== values.bucket)
      throw new ReleaseError('--to and --bucket name different buckets');
    const bucketUrl = (name === 'release' ? values.to : undefined) ?? values.bucket;
    const at = locationsFrom(io.root ?? repoRoot, env, values.quiet ? () => {} : out, bucketUrl);
    if (name === 'list') {
      if (positionals.length) throw new ReleaseError('list takes no remote');
      const { registry } = await at.store.read();
      describe(registry, await readHealth(apiUrlFrom(env))).forEach(out);
      const audit = await at.store.readAudit(DELIVERY_AUDIT_READ);
      describeAudit(audit.slice(0, 10)).forEach(out);
      const days = values.days === undefined ? DEFAULT_DELIVERY_DAYS : wholeNumber(values.days, 'days', 1);
      const to = new Date();
      describeDelivery(deliveryFigures(audit, { from: new Date(to.getTime() - days * 24 * 60 * 60_000), to })).forEach(out);
      return 0;
    }
    if (name === 'diff') {
      const [remote, asked] = positionals;
      if (!remote || positionals.length > 2)
        throw new ReleaseError('diff needs a remote, and optionally a version (else its canary, or its newest version not live)');
      const { registry } = await at.store.read();
      const entry = registry.remotes[remote];
      if (!entry) throw new ReleaseError(`${remote} has never been released`);
      const wanted = asked ?? entry.canary?.version ?? [...entry.versions].reverse().find((v) => v.version !== entry.live)?.version;
      const candidate = entry.versions.find((v) => v.version === wanted);
      if (!candidate) throw new ReleaseError(asked ? `${remote} has no version ${asked}` : `${remote} has no version besides the live one`);
      describeSurfaceDiff(remote, entry.live, candidate.version, await contractAgainstLive(at, registry, remote, candidate)).forEach(out);
      return 0;
    }
    const actor = { by: io.by ?? commandLineActor(), ...(values.note?.trim() ? { note: values.note.trim() } : {}) };
    const [remote, percent] = positionals;
    if (name === 'canary') {
      if (positionals.length !== 2 || !remote) throw new ReleaseError('canary needs a remote and a percentage, hold, resume or approve');
      if (percent === 'hold') await holdCanary(at, remote, actor);
      else if (percent === 'resume') await resumeCanary(at, remote, actor);
      else if (percent === 'approve') await approveStep(at, remote, actor);
      else await setCanaryPercent(at, remote, Number(percent), actor);
      return 0;
    }
    if (positionals.length !== 1 || !remote) throw new ReleaseError(`${name} needs exactly one remote`);
    if (name === 'release' && remote === SHELL) {
      if (values.canary ?? values.steps ?? values['auto-abort'] ?? values.to)
        throw new ReleaseError('the shell is released for everyone, to this machine: no canary, no bucket');
      await releaseShell(at, { build: !values['no-build'], quiet: values.quiet ?? false, ...actor });
    } else if (name === 'release') {
      const { canary, analysis } = canaryOptions(values);
      await release(at, remote, {
        build: !values['no-build'],
        quiet: values.quiet ?? false,
        offline: values.offline ?? false,
        canary,
        analysis,
        ...actor,
      });
    } else if (name === 'promote') {
      await promote(at, remote, actor);
    } else {
      await rollback(at, remote, { to: values.to, offline: values.offline ?? false, ...actor });
    }
    return 0;
  } catch (error) {
    const hint = error instanceof ReasonRequiredError ? ' (--note "why")' : '';
    err(`${command ?? 'release'}: ${error instanceof Error ? error.message : String(error)}${hint}`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
