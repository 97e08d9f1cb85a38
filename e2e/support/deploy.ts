// Serving the built product as it is deployed, for the journeys and the benches: every remote
// published with the real release command into a throw-away releases folder and registry, then
// the web origin, the CDN and the API on free ports with a throw-away database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatform, type Platform } from '../../scripts/platform/index.mjs';
import { hashFolder } from '../../release/content.mjs';
import { readRegistry } from '../../release/registry.mjs';
import { REMOTES, type RemoteName } from '../../shared/src/config/platform.cjs';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export { REMOTES, type RemoteName };
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PNPM = join(repoRoot, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
const CLI = join(repoRoot, 'release', 'cli.mjs');

let nextPort = Number(process.env.E2E_PORT_BASE || 0);

/** A free loopback port: from E2E_PORT_BASE upwards when set (to stay in an agreed range), else any. */
export async function freePort(): Promise<number> {
  for (;;) {
    const wanted = nextPort ? nextPort++ : 0;
    const port = await new Promise<number | null>((done) => {
      const server = createServer();
      server.once('error', () => done(null));
      server.listen(wanted, '127.0.0.1', () => {
        const { port: taken } = server.address() as { port: number };
        server.close(() => done(taken));
      });
    });
    if (port) return port;
    if (!wanted) throw new Error('no free port');
  }
}

/** Where a deployment keeps its releases and registry: what the release command is told by env. */
export interface ReleaseTarget {
  releasesDir: string;
  registryFile: string;
  cdnPort: number;
}

export function releaseEnv(target: ReleaseTarget): NodeJS.ProcessEnv {
  return {
    ...process.env,
    RELEASES_DIR: target.releasesDir,
    REGISTRY_FILE: target.registryFile,
    CDN_URL_PATTERN: `http://{remote}.localhost:${target.cdnPort}`,
  };
}

/** Runs the real release command (`release`, `rollback`, `list`); throws with its output on failure. */
export function releaseCli(target: ReleaseTarget, args: string[], extraEnv: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: repoRoot,
    env: { ...releaseEnv(target), ...extraEnv },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Rebuilds one remote into its own dist, as `pnpm --filter <remote> build` does. */
export function buildRemote(remote: RemoteName, env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(process.execPath, [PNPM, '--filter', remote, 'build'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build of ${remote} failed:\n${result.stdout}${result.stderr}`);
}

export function liveVersion(target: ReleaseTarget, remote: RemoteName): string {
  return readRegistry(target.registryFile).remotes[remote]?.live ?? '';
}

/** Content hash of everything ever published for a remote (all its version folders). */
export function publishedHash(target: ReleaseTarget, remote: RemoteName): string {
  return hashFolder(join(target.releasesDir, remote));
}

export function missingBuilds(): string[] {
  const wanted = [join('shell', 'dist', 'index.html'), ...REMOTES.map((r) => join(r, 'dist', 'mf-manifest.json'))];
  return wanted.filter((file) => !existsSync(join(repoRoot, file)));
}

export interface Deployment extends ReleaseTarget {
  platform: Platform;
  workDir: string;
  /** Everything the API wrote: mail without SMTP is logged there. */
  apiLogFile: string;
  stop(): Promise<void>;
}

/**
 * Publishes the already-built remotes and serves everything. `remoteTimeoutMs` goes to the browser
 * through /config.json; `dataDir` serves a database seeded beforehand (a fresh one is seeded otherwise).
 */
export async function deploy(
  options: { remoteTimeoutMs?: number; webServer?: 'node' | 'nginx'; env?: NodeJS.ProcessEnv; dataDir?: string } = {},
): Promise<Deployment> {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`build first (npm run build); missing: ${missing.join(', ')}`);
  const workDir = mkdtempSync(join(tmpdir(), 'roofline-e2e-'));
  const target: ReleaseTarget = {
    releasesDir: join(workDir, 'releases'),
    registryFile: join(workDir, 'registry', 'remotes.json'),
    cdnPort: await freePort(),
  };
  try {
    // The CDN starts below, after this first publication: --offline checks the published files alone.
    for (const remote of REMOTES) releaseCli(target, ['release', remote, '--no-build', '--quiet', '--offline']);
    const [webPort, apiPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
    if (options.remoteTimeoutMs) env.REMOTE_TIMEOUT_MS = String(options.remoteTimeoutMs);
    // Journeys override a remote with a published version from the CDN, or with a dev server on a free port.
    env.OVERRIDE_ORIGINS ??= `http://*.localhost:${target.cdnPort},http://127.0.0.1:*`;
    // Every browser of the journeys loads pages from this machine's one address, faster than a household.
    env.RELEASE_TOKENS_PER_MINUTE ??= '1000';
    const platform = await startPlatform({
      webPort,
      apiPort,
      cdnPort: target.cdnPort,
      releasesDir: target.releasesDir,
      registryFile: target.registryFile,
      dataDir: options.dataDir ?? join(workDir, 'pglite'),
      storageDir: join(workDir, 'storage'),
      env,
      apiOutput: process.env.E2E_API_LOG === 'true' ? 'inherit' : 'buffer',
      webServer: options.webServer,
      nginxPrefix: join(workDir, 'nginx'),
      apiLogFile: join(workDir, 'api.log'),
    });
    return {
      ...target,
      platform,
      workDir,
      apiLogFile: join(workDir, 'api.log'),
      stop: async () => {
        await platform.stop();
        rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}
