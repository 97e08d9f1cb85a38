import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy in front (nginx's $request_id, a load balancer's) may hand on; anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,128}$/;
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * Each request's id: the one the proxy in front sent, or 20 random letters. Letters only, so the
 * browser's error reports, which blank out long runs of digits as personal numbers, keep it whole.
 */
export function requestId(req: IncomingMessage): string {
  const forwarded = req.headers[REQUEST_ID_HEADER];
  if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
  let id = '';
  for (let i = 0; i < 20; i++) id += LETTERS[randomInt(LETTERS.length)];
  return id;
}

/**
 * Every answer names its request (X-Request-Id, which the browser reads and puts in its error
 * reports); each request is one JSON log line when logging is on (API_LOG) and is counted for Prometheus.
 * Only the path is logged: a query may hold what a person searched for.
 */
export function traceRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.requests.inc({ method: request.method, route, status_code: reply.statusCode });
    metrics.requestSeconds.observe({ method: request.method, route }, seconds);
    if (reply.statusCode === 503) metrics.overloaded.inc();
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?', 1)[0],
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}
