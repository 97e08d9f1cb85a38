import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  /** From sending the request to the answer's last byte. */
  ms: number;
  /** The body as it crossed the wire (compressed when the server compressed it). */
  wireBytes: number;
  encoding: string;
  text(): string;
}

/**
 * A browser's session against the API's real HTTP server: one kept-alive connection, Brotli or
 * gzip accepted, cookies kept and the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, as the front end's
 * http client does. Times and sizes are what a browser would see, compression included.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(private readonly base: string) {}

  async start(): Promise<void> {
    const res = await this.send('GET', '/sanctum/csrf-cookie');
    if (res.status !== 204 && res.status !== 200) throw new Error(`GET /sanctum/csrf-cookie answered ${res.status}`);
  }

  get(path: string): Promise<Answer> {
    return this.send('GET', path);
  }

  post(path: string, body: unknown): Promise<Answer> {
    return this.send('POST', path, body);
  }

  close(): void {
    this.agent.destroy();
  }

  private send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
      'x-requested-with': 'XMLHttpRequest',
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(`${this.base}${path}`, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const eq = pair.indexOf('=');
            this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          const bytes = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          resolve({
            status: res.statusCode ?? 0,
            ms,
            wireBytes: bytes.length,
            encoding,
            text: () =>
              (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8'),
          });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
}
