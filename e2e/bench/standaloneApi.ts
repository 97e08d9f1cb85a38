import { join } from 'node:path';
import Pusher from 'pusher-js';
import { startApi } from '../../scripts/platform/api.mjs';
import { freePort, repoRoot } from '../support/deploy';

/**
 * The API on its own, as `npm start` runs it (its own process on a loopback port, data under `workDir`), for
 * the benches that call it without a browser. `describe` names the start in the progress line.
 */
export async function startStandaloneApi(workDir: string, env: NodeJS.ProcessEnv, readyTimeoutMs: number, describe: string) {
  const port = await freePort();
  const webPort = await freePort();
  console.log(`• ${describe}: starting the API on port ${port}`);
  const api = await startApi({
    root: repoRoot,
    port,
    webOrigin: `http://localhost:${webPort}`,
    webPort,
    dataDir: join(workDir, 'pglite'),
    storageDir: join(workDir, 'storage'),
    env,
    output: 'buffer',
    readyTimeoutMs,
  });
  return { api, port, base: `http://127.0.0.1:${port}` };
}

/** A call that takes longer than this is counted as failed rather than waited for. */
const REQUEST_TIMEOUT_MS = 30_000;

/** A browser-like session: cookies kept, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN. */
export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly api: string) {}

  async start(): Promise<void> {
    const res = await this.fetch('GET', '/sanctum/csrf-cookie');
    await res.arrayBuffer();
    if (!res.ok || !this.cookies.has('XSRF-TOKEN')) throw new Error(`GET /sanctum/csrf-cookie answered ${res.status} without a token`);
  }

  async fetch(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = REQUEST_TIMEOUT_MS,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...extra };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.api}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  }

  /** A call that must succeed; a 503 from the API's pressure check is waited out as a browser would. */
  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (;;) {
      const res = await this.fetch(method, path, body);
      if (res.status === 503) {
        await res.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return (await res.json()) as T;
    }
  }
}

/**
 * A pusher-js client on the API's Pusher server at `wsPort`, authorising private channels through the
 * session as the browser's laravel-echo does (the shared client posts with its cookie and CSRF header).
 */
export function sessionPusher(session: Session, wsPort: number, key: string): Pusher {
  return new Pusher(key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: '/api/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        session
          .json<{ auth: string }>('POST', '/api/broadcasting/auth', { socket_id: socketId, channel_name: channelName })
          .then((data) => callback(null, data))
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
      },
    },
  });
}
