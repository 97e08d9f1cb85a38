// The API service as a child process, ready once it answers the SPA's first call.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * @typedef {{
 *   root: string, port: number, webOrigin: string, webPort: number,
 *   dataDir?: string, storageDir?: string, env: NodeJS.ProcessEnv,
 *   output: 'inherit' | 'buffer', readyTimeoutMs: number,
 * }} ApiOptions
 */

/**
 * @param {ApiOptions} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string, exited: Promise<number> }>}
 */
export async function startApi(options) {
  const url = `http://localhost:${options.port}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...options.env,
    API_PORT: String(options.port),
    API_HOST: '127.0.0.1',
    API_PUBLIC_URL: url,
    WEB_PORT: String(options.webPort),
    FRONTEND_URL: options.webOrigin,
    FRONTEND_ORIGINS: [options.webOrigin, `http://127.0.0.1:${options.webPort}`].join(','),
  };
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  if (options.storageDir) env.STORAGE_DIR = options.storageDir;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(options.root, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines are kept to explain a failed start.
  let tail = '';
  /** @param {Buffer} chunk */
  const record = (chunk) => {
    tail = (tail + chunk.toString()).slice(-8000);
  };
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', record);
    if (options.output === 'inherit') stream.on('data', (chunk) => process.stderr.write(prefixLines('[api] ', chunk.toString())));
  }
  /** @type {number | null} */
  let exitCode = null;
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : 1);
      resolve(exitCode);
    }),
  );

  const stop = async () => {
    if (exitCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  const deadline = Date.now() + options.readyTimeoutMs;
  for (;;) {
    if (exitCode !== null) throw new Error(`the API exited (code ${exitCode}) before answering:\n${tail}`);
    try {
      const res = await fetch(`http://127.0.0.1:${options.port}/sanctum/csrf-cookie`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      /* not listening yet (first start seeds the database) */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not answer GET /sanctum/csrf-cookie within ${options.readyTimeoutMs / 1000} s:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { url, stop, output: () => tail, exited };
}

/**
 * @param {string} prefix
 * @param {string} text
 */
function prefixLines(prefix, text) {
  return text.replace(/^(?=.)/gm, prefix);
}
