import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of a response, parsed (attribute names lower-cased). */
export function setCookies(res: LightMyRequestResponse): SetCookie[] {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return lines.map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const a of attrs) {
      const i = a.indexOf('=');
      if (i < 0) attributes[a.toLowerCase()] = true;
      else attributes[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

/**
 * A browser-like client over app.inject: keeps cookies between calls (dropping expired ones) and,
 * like the front end's http client, echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN.
 */
export class TestClient {
  readonly jar = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(opts: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, ...inject } = opts;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const token = this.jar.get('XSRF-TOKEN');
    if (xsrf && token && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = token;
    const res = await this.app.inject({ ...inject, headers });
    for (const c of setCookies(res)) {
      const maxAge = c.attributes['max-age'];
      if (c.value === '' || (typeof maxAge === 'string' && Number(maxAge) <= 0)) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: Record<string, unknown>, opts: { xsrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request({ method: 'POST', url, payload, ...opts });
  }

  csrf() {
    return this.get('/sanctum/csrf-cookie');
  }
}
