import { getRuntimeConfig, START_UP_TIMEOUT_MS } from '../config';
import type { ApiErrorBody, ApiErrors } from '../entities';

/** What the shell provides once at boot so the client can apply the global status policy. */
export interface HttpHooks {
  navigateToLogin(): void;
  notifyError(message: string): void;
}

export const SERVER_ERROR_MESSAGE = 'Oops, something went wrong! The team have been notified.';
export const CSRF_ERROR_MESSAGE = 'Something went wrong, Contact admin ErrorCode: csrf';

/**
 * A failed call. `handled` is true when the global policy already told the user (500) or signed
 * them out (401, 419, 503 without Retry-After), so callers need not show a second message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly data: ApiErrorBody;
  readonly handled: boolean;
  /** The API's X-Request-Id for this call (null when no answer came): error reports carry it to the API's logs. */
  readonly requestId: string | null;

  constructor(status: number, data: ApiErrorBody, handled = false, requestId: string | null = null) {
    super(data.message || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.data = data;
    this.handled = handled;
    this.requestId = requestId;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

let hooks: HttpHooks = {
  navigateToLogin: () => undefined,
  notifyError: (message) => console.error(message),
};
const signedOutHandlers = new Set<() => void>();

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

/** The hooks the shell configured (the session store uses them to send the user to login). */
export function httpHooks(): HttpHooks {
  return hooks;
}

/**
 * Called when the API says the session is gone. The session store registers here, so http never
 * imports the store (no import cycle).
 */
export function onSignedOut(handler: () => void): () => void {
  signedOutHandlers.add(handler);
  return () => signedOutHandlers.delete(handler);
}

export type HttpBody = object | FormData | URLSearchParams;

export interface RequestOptions extends Omit<RequestInit, 'body' | 'method'> {
  /** Skip the global status policy (the caller handles every status itself). */
  skipPolicy?: boolean;
}

const ABSOLUTE_URL = /^https?:\/\//i;

export function apiUrl(pathOrUrl: string): string {
  if (ABSOLUTE_URL.test(pathOrUrl)) return pathOrUrl;
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/${pathOrUrl.replace(/^\//, '')}`;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** The API's readable marker of a signed-in session (SIGNED_IN_COOKIE on the API): no secret, a hint. */
export function mayBeSignedIn(): boolean {
  return readCookie('roofline_signed_in') === '1';
}

let csrfFetched = false;
const lacksCsrf = () => !csrfFetched && !readCookie('XSRF-TOKEN');

const CSRF_PATH = 'sanctum/csrf-cookie';
let renewing: Promise<boolean> | null = null;

/** A fresh XSRF-TOKEN cookie; calls at once share one fetch. Resolves whether it came. */
function renewCsrf(): Promise<boolean> {
  renewing ??= request<void>('GET', CSRF_PATH, undefined, { skipPolicy: true, signal: AbortSignal.timeout(START_UP_TIMEOUT_MS) })
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/**
 * The XSRF-TOKEN cookie a state change echoes, fetched when the page has none yet: the shell fetches it
 * at boot, and this covers a remote whose first POST comes before. A failure is left to the call itself
 * (its 419), and a cookie the page cannot read is fetched only once.
 */
async function ensureCsrf(): Promise<void> {
  if (await renewCsrf()) csrfFetched = true;
}

function encodeBody(body: HttpBody | undefined, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // The browser sets the multipart or urlencoded content type (with its boundary) itself.
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorBody(parsed: unknown): ApiErrorBody {
  if (parsed && typeof parsed === 'object') return parsed as ApiErrorBody;
  return typeof parsed === 'string' && parsed ? { message: parsed } : {};
}

function signOut(): void {
  signedOutHandlers.forEach((handler) => handler());
}

/** The spec's global status policy; returns whether the user was already told or signed out. */
function applyPolicy(status: number): boolean {
  switch (status) {
    case 401:
      signOut();
      return true;
    case 419:
    case 503:
      signOut();
      hooks.navigateToLogin();
      return true;
    case 500:
      hooks.notifyError(SERVER_ERROR_MESSAGE);
      return true;
    default:
      return false;
  }
}

function request<T>(method: string, pathOrUrl: string, body?: HttpBody, options: RequestOptions = {}): Promise<T> {
  return send<T>(method, pathOrUrl, body, options, false);
}

/** What a person is told when the API still asks to come back after the client tried again. */
const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';
/** A 503 with Retry-After is tried again this many times, each after the wait it asks for (capped). */
const BUSY_RETRIES = 2;
const MAX_BUSY_WAIT_MS = 5000;

/** The wait a Retry-After of seconds asks for (capped), or null without one. */
function retryAfterMs(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Math.min(Number(header) * 1000, MAX_BUSY_WAIT_MS);
}

async function send<T>(
  method: string,
  pathOrUrl: string,
  body: HttpBody | undefined,
  options: RequestOptions,
  renewed: boolean,
  busyRetries = BUSY_RETRIES,
): Promise<T> {
  const { skipPolicy, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  // Awaited only when missing, so a call with its token starts in the same tick.
  if (method !== 'GET' && lacksCsrf()) await ensureCsrf();
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  let res: Response;
  try {
    res = await fetch(apiUrl(pathOrUrl), {
      ...init,
      method,
      headers,
      credentials: 'include',
      body: encodeBody(body, headers),
    });
  } catch (cause) {
    // Offline or refused: status 0, so callers deal with one error type.
    throw new HttpError(0, { message: cause instanceof Error ? cause.message : String(cause) });
  }
  const parsed = await parseBody(res);
  if (res.ok) return parsed as T;
  // 419: the token the page echoed is stale (a new session, a cleared cookie). The API refused before
  // doing anything, so a fresh token and one more try is safe; a second 419 goes to the policy.
  if (res.status === 419 && !renewed && pathOrUrl !== CSRF_PATH && (await renewCsrf()))
    return send<T>(method, pathOrUrl, body, options, true);
  const requestId = res.headers.get('x-request-id');
  // A 503 with Retry-After is the API asking to come back: every turn at its database was taken, or the
  // node is draining and refused before doing anything. Tried again after the wait (through the load
  // balancer, on another node); still busy, the person is told so and keeps the page and what they typed,
  // rather than being signed out as the spec's policy does for a 503 without it.
  const busyWait = res.status === 503 ? retryAfterMs(res.headers.get('retry-after')) : null;
  if (busyWait !== null) {
    if (busyRetries > 0) {
      await new Promise((resolve) => setTimeout(resolve, busyWait));
      return send<T>(method, pathOrUrl, body, options, renewed, busyRetries - 1);
    }
    if (!skipPolicy) hooks.notifyError(BUSY_MESSAGE);
    throw new HttpError(res.status, errorBody(parsed), !skipPolicy, requestId);
  }
  const handled = skipPolicy ? false : applyPolicy(res.status);
  // A server error is logged under this id on the API: the console says which one.
  if (res.status >= 500) console.error(`${method} ${pathOrUrl} answered ${res.status} (request ${requestId ?? 'unknown'})`);
  throw new HttpError(res.status, errorBody(parsed), handled, requestId);
}

export const http = {
  request,
  get<T>(pathOrUrl: string, options?: RequestOptions): Promise<T> {
    return request<T>('GET', pathOrUrl, undefined, options);
  },
  post<T>(pathOrUrl: string, body?: HttpBody, options?: RequestOptions): Promise<T> {
    return request<T>('POST', pathOrUrl, body, options);
  },
  put<T>(pathOrUrl: string, body?: HttpBody, options?: RequestOptions): Promise<T> {
    return request<T>('PUT', pathOrUrl, body, options);
  },
  delete<T>(pathOrUrl: string, options?: RequestOptions): Promise<T> {
    return request<T>('DELETE', pathOrUrl, undefined, options);
  },
  /** GET /sanctum/csrf-cookie: sets the XSRF-TOKEN cookie later calls echo back. */
  async csrf(): Promise<void> {
    try {
      // Start-up waits for it: an API that hangs must not hold the page back.
      await request<void>('GET', CSRF_PATH, undefined, { skipPolicy: true, signal: AbortSignal.timeout(START_UP_TIMEOUT_MS) });
    } catch (error) {
      hooks.notifyError(CSRF_ERROR_MESSAGE);
      throw error instanceof HttpError ? new HttpError(error.status, error.data, true, error.requestId) : error;
    }
  },
};

export type Http = typeof http;

type Authorize = (socketId: string, callback: (error: Error | null, data: { auth: string } | null) => void) => void;

/**
 * The options of laravel-echo's `new Echo(...)` for our realtime service, from /config.json: pusher-js
 * (which the caller brings, so only pages that listen download it) over WebSockets, and private channels
 * authorised through the shared client, so the session cookie and the CSRF header go with the call.
 */
export function pusherEchoOptions<P>(Pusher: P) {
  const { realtime } = getRuntimeConfig();
  return {
    broadcaster: 'pusher' as const,
    Pusher,
    key: realtime.key,
    cluster: realtime.cluster,
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    wssPort: realtime.wsPort,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws' as const, 'wss' as const],
    authorizer: (channel: { name: string }): { authorize: Authorize } => ({
      authorize: (socketId, callback) => {
        http
          .post<{ auth: string }>('api/broadcasting/auth', { socket_id: socketId, channel_name: channel.name })
          .then((data) => callback(null, data))
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
      },
    }),
  };
}

/**
 * A failed call as a form's errors: a 422's errors by field, else the answer's message (or `otherwise`)
 * under `field`, so the form shows it where its general errors go.
 */
export function apiErrorsOf(error: unknown, { field = 'message', otherwise }: { field?: string; otherwise?: string } = {}): ApiErrors {
  if (isHttpError(error) && error.data.errors && Object.keys(error.data.errors).length) return error.data.errors;
  const message = isHttpError(error) ? error.data.message || otherwise || error.message : (otherwise ?? String(error));
  return { [field]: [message] };
}

/** A failed call in one sentence: its first field error, else the answer's message, else `otherwise`. */
export function apiMessageOf(error: unknown, otherwise: string): string {
  if (!isHttpError(error)) return otherwise;
  return Object.values(error.data.errors ?? {})[0]?.[0] ?? (error.data.message || otherwise);
}
