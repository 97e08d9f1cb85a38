// The API service as a child process, ready once it answers the SPA's first call, and started
// again when it stops unexpectedly.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {{
 *   root: string, port: number, webOrigin: string, webPort: number, publicUrl?: string,
 *   dataDir?: string, storageDir?: string, env: NodeJS.ProcessEnv,
 *   output: 'inherit' | 'buffer', readyTimeoutMs: number, logFile?: string,
 * }} ApiOptions
 */

/**
 * `draining`: the process said it is draining (on SIGTERM, whoever sent it) and by when it will have
 * finished; its port is closed meanwhile, which is no sign of a hung process.
 * @typedef {{
 *   url: string, pid: number | undefined, stop: () => Promise<void>, output: () => string,
 *   exited: Promise<{ code: number, description: string }>,
 *   draining: () => boolean,
 * }} ApiProcess
 */

/** How long past its own drain deadline a draining API is given before it is killed. */
const DRAIN_GRACE_MS = 5000;

/**
 * Starts the API and resolves once it answers; throws (with its last lines) when it exits or does
 * not answer in time.
 * @param {ApiOptions} options
 * @returns {Promise<ApiProcess>}
 */
export async function startApi(options) {
  const api = spawnApi(options);
  await api.ready;
  return api;
}

/**
 * @param {ApiOptions} options
 * @returns {ApiProcess & { ready: Promise<void> }}
 */
function spawnApi(options) {
  const url = `http://localhost:${options.port}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...options.env,
    API_PORT: String(options.port),
    API_HOST: '127.0.0.1',
    // Behind nginx the API's own port is internal: links it makes name the address browsers use.
    API_PUBLIC_URL: options.publicUrl ?? url,
    WEB_PORT: String(options.webPort),
    FRONTEND_URL: options.webOrigin,
    FRONTEND_ORIGINS: [options.webOrigin, `http://127.0.0.1:${options.webPort}`].join(','),
  };
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  if (options.storageDir) env.STORAGE_DIR = options.storageDir;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(options.root, 'api'),
    env,
    // The IPC channel carries the API's word that it is draining (main.ts sayDraining).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The longest a drain takes: the API's own deadline (API_DRAIN_TIMEOUT_MS), or what it says it is.
  let drainDeadlineMs = Number(env.API_DRAIN_TIMEOUT_MS || 20_000);
  let draining = false;
  child.on('message', (message) => {
    const said = /** @type {{ kind?: unknown, deadlineMs?: unknown }} */ (message);
    if (said?.kind !== 'api:draining') return;
    draining = true;
    if (typeof said.deadlineMs === 'number') drainDeadlineMs = said.deadlineMs;
  });
  // The last lines are kept to explain a failed start.
  let tail = '';
  /** @param {Buffer} chunk */
  const record = (chunk) => {
    tail = (tail + chunk.toString()).slice(-8000);
  };
  // The whole log, for journeys that read what the API wrote (mail without SMTP goes there).
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  for (const stream of /** @type {import('node:stream').Readable[]} */ ([child.stdout, child.stderr])) {
    stream.on('data', record);
    if (log) stream.on('data', (chunk) => log.write(chunk));
    if (options.output === 'inherit') stream.on('data', (chunk) => process.stderr.write(prefixLines('[api] ', chunk.toString())));
  }
  /** @type {{ code: number, description: string } | null} */
  let exit = null;
  /** @type {Promise<{ code: number, description: string }>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      // A signal reads as the shell shows it: 128 + its number.
      exit = signal
        ? { code: 128 + (constants.signals[signal] ?? 0), description: `exit code ${128 + (constants.signals[signal] ?? 0)}, ${signal}` }
        : { code: code ?? 1, description: `exit code ${code ?? 1}` };
      resolve(exit);
    }),
  );

  // A drain this started is waited for: the API finishes what is in flight within its own deadline.
  const stop = async () => {
    if (exit !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), drainDeadlineMs + DRAIN_GRACE_MS);
    await exited;
    clearTimeout(killer);
  };

  const waitUntilReady = async () => {
    const deadline = Date.now() + options.readyTimeoutMs;
    for (;;) {
      if (exit !== null) throw new Error(`the API exited (${exit.description}) before answering:\n${tail}`);
      try {
        const res = await fetch(`http://127.0.0.1:${options.port}/sanctum/csrf-cookie`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        /* not listening yet (first start seeds the database) */
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the API did not answer GET /sanctum/csrf-cookie within ${options.readyTimeoutMs / 1000} s:\n${tail}`);
      }
      await delay(300);
    }
  };
  return { url, pid: child.pid, stop, output: () => tail, exited, draining: () => draining, ready: waitUntilReady() };
}

/**
 * @typedef {{ firstDelayMs?: number, maxDelayMs?: number, stableMs?: number, healthEveryMs?: number, unhealthyChecks?: number, log?: (line: string) => void }} RestartPolicy
 * @typedef {{ url: string, pid: () => number | undefined, output: () => string, restarts: () => number, stop: () => Promise<void> }} SupervisedApi
 */

/**
 * Asks the API's health probe every `everyMs`; after `checks` answers in a row that say it is
 * unhealthy (503, no turn has moved) or none at all (a hung process), stops it, so the supervisor
 * starts it again. A probe refused by the API's load check (503 without 'unhealthy') is no strike, and
 * neither is silence from a process that said it is draining: its port is closed on purpose, and it
 * exits by itself within its deadline (the supervisor then starts it again).
 * @param {ApiProcess} api
 * @param {{ port: number, everyMs: number, checks: number, log: (line: string) => void }} opts
 * @returns {() => void} stops watching
 */
function watchHealth(api, { port, everyMs, checks, log }) {
  let watching = true;
  void (async () => {
    let strikes = 0;
    while (watching) {
      await delay(everyMs);
      if (!watching) return;
      if (api.draining()) {
        strikes = 0;
        continue;
      }
      let unhealthy;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/up`, { signal: AbortSignal.timeout(everyMs) });
        const body = /** @type {{ status?: string } | null} */ (await res.json().catch(() => null));
        unhealthy = res.status === 503 && body?.status === 'unhealthy';
      } catch {
        unhealthy = true;
      }
      strikes = unhealthy ? strikes + 1 : 0;
      if (strikes >= checks && watching) {
        watching = false;
        log(`api: GET /up said unhealthy or did not answer ${strikes} times in a row; stopping the API to start it again`);
        await api.stop();
      }
    }
  })();
  return () => {
    watching = false;
  };
}

/**
 * The API, started again whenever it exits unexpectedly, so one crash never stops the product:
 * after 0.5 s, doubling up to 30 s while it keeps failing, back to 0.5 s once it has stayed up a
 * minute; one log line per restart with the exit code and the delay. The first start must succeed.
 * An API that is up but stuck (its health probe says unhealthy, or does not answer, three times
 * 5 s apart) is stopped and so started again too.
 * @param {ApiOptions} options
 * @param {RestartPolicy} [policy]
 * @returns {Promise<SupervisedApi>}
 */
export async function superviseApi(options, policy = {}) {
  const {
    firstDelayMs = 500,
    maxDelayMs = 30_000,
    stableMs = 60_000,
    healthEveryMs = 5000,
    unhealthyChecks = 3,
    log = (line) => console.error(line),
  } = policy;
  const health = { port: options.port, everyMs: healthEveryMs, checks: unhealthyChecks, log };
  let current = await startApi(options);
  let unwatch = watchHealth(current, health);
  let stopping = false;
  let restarts = 0;
  /** @type {() => void} */
  let wake = () => {};

  const keepRunning = async () => {
    let wait = firstDelayMs;
    let upSince = Date.now();
    while (!stopping) {
      const { description } = await current.exited;
      unwatch();
      if (stopping) return;
      if (Date.now() - upSince >= stableMs) wait = firstDelayMs;
      log(`api: the API stopped unexpectedly (${description}); restarting it in ${(wait / 1000).toFixed(1)} s`);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, wait);
        wake = () => {
          clearTimeout(timer);
          resolve(undefined);
        };
      });
      wait = Math.min(wait * 2, maxDelayMs);
      if (stopping) return;
      const next = spawnApi(options);
      current = next;
      restarts++;
      upSince = Date.now();
      try {
        await next.ready;
        // Stopped while this one came up: stop() has already ended the last watch, and a new one would keep the process alive.
        if (stopping) return;
        unwatch = watchHealth(next, health);
        log(`api: the API answers again (restart ${restarts})`);
      } catch (error) {
        if (stopping) return;
        // Its exit is awaited at the top of the loop, and the next delay is longer.
        log(`api: restart ${restarts} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  };
  const running = keepRunning();

  return {
    url: current.url,
    pid: () => current.pid,
    output: () => current.output(),
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      unwatch();
      wake();
      await current.stop();
      await running;
    },
  };
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * @param {string} prefix
 * @param {string} text
 */
function prefixLines(prefix, text) {
  return text.replace(/^(?=.)/gm, prefix);
}
