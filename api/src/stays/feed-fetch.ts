import http from 'node:http';
import type { LookupFunction } from 'node:net';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent, type RequestFilteringAgentOptions } from 'request-filtering-agent';

/** The most bytes one calendar may be: a year of nights from a busy channel manager is under 200 kB. */
export const FEED_MAX_BYTES = 1_000_000;
/** The longest one fetch may take, redirects included. */
export const FEED_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/** Why a calendar could not be read, in the words the host sees beside it. */
export class FeedError extends Error {}

export interface FetchOptions {
  /**
   * A test's allowance: fetch from loopback, where its local server serves a feed. Never in production:
   * the API refuses to start with it there (config.ts), and the fetch refuses it again here.
   */
  allowLoopback?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  /** The name resolver (a test's stands in for DNS); the agents judge whatever address it gives. */
  lookup?: LookupFunction;
}

/** A calendar's address as a host may give it: http or https, no user name or password, a public host. */
export function feedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new FeedError('This is not a web address.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FeedError('A calendar address starts with https://.');
  if (url.username || url.password) throw new FeedError('A calendar address may not hold a user name or password.');
  return url;
}

/**
 * Agents that refuse to connect to private, loopback, link-local and other reserved addresses. They
 * judge the address the name resolved to at connection time, so a name that resolves to a public
 * address when checked and to a private one when used (DNS rebinding) is refused too.
 */
function agents(allowLoopback: boolean) {
  if (allowLoopback && process.env.NODE_ENV === 'production') throw new FeedError('Fetching from loopback is for tests only.');
  const options: RequestFilteringAgentOptions = allowLoopback ? { allowIPAddressList: ['127.0.0.1/32', '::1/128'] } : {};
  return { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
}

/** One GET: its status, a redirect's target, or the body read up to the size cap. */
function get(
  url: URL,
  agent: http.Agent,
  { maxBytes, signal, lookup }: { maxBytes: number; signal: AbortSignal; lookup: LookupFunction | undefined },
): Promise<{ status: number; location: string | null; body: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { agent, signal, lookup, headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'Roofline calendar sync' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location ?? null, body: '' });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          reject(new FeedError(`The calendar is larger than ${Math.round(maxBytes / 1000)} kB.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new FeedError(`The calendar is larger than ${Math.round(maxBytes / 1000)} kB.`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** What the host reads for a failure of the connection itself. */
function reason(error: unknown, timeoutMs: number): FeedError {
  if (error instanceof FeedError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && (error.name === 'AbortError' || /aborted/i.test(text)))
    return new FeedError(`The calendar did not answer within ${timeoutMs / 1000} seconds.`);
  if (/is not allowed\. Because, It is (private|meta) IP address/i.test(text))
    return new FeedError('This address is on a private network; a calendar must be on the public internet.');
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return new FeedError('No server answers at this address.');
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH/.test(text)) return new FeedError('The calendar’s server refused the connection.');
  if (/certificate|SSL|TLS/i.test(text)) return new FeedError('The calendar’s server has no valid certificate.');
  return new FeedError('The calendar could not be fetched.');
}

/**
 * A calendar's text from its address, safely: public addresses only (each redirect's too, at most
 * three), at most `maxBytes`, within `timeoutMs` in all; otherwise a FeedError saying why.
 */
export async function fetchFeed(raw: string, options: FetchOptions = {}): Promise<string> {
  const { maxBytes = FEED_MAX_BYTES, timeoutMs = FEED_TIMEOUT_MS, allowLoopback = false, lookup } = options;
  const agent = agents(allowLoopback);
  const signal = AbortSignal.timeout(timeoutMs);
  let url = feedUrl(raw);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const res = await get(url, url.protocol === 'https:' ? agent.https : agent.http, { maxBytes, signal, lookup });
      if (res.status >= 300 && res.status < 400) {
        if (!res.location) throw new FeedError('The calendar’s server sent a redirect without an address.');
        url = feedUrl(new URL(res.location, url).toString());
        continue;
      }
      if (res.status === 404 || res.status === 410) throw new FeedError('The calendar is no longer at this address.');
      if (res.status === 401 || res.status === 403) throw new FeedError('The calendar’s server refused to share it.');
      if (res.status !== 200) throw new FeedError(`The calendar’s server answered ${res.status}.`);
      return res.body;
    }
    throw new FeedError('The calendar’s server redirected too many times.');
  } catch (error) {
    throw reason(error, timeoutMs);
  } finally {
    agent.http.destroy();
    agent.https.destroy();
  }
}
