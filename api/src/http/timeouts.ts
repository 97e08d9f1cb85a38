import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface Timeouts {
  /** The whole request line and headers, WebSocket upgrades included. */
  headersMs: number;
  /** Silence while a request's body is due, or while an answer waits for the client to read it. */
  idleMs: number;
  /** An open connection with no request on it. */
  keepAliveMs: number;
  /** The whole request, headers and body: the ceiling for a slow but steady upload. */
  requestMs: number;
}

/**
 * Fastify's options for these timeouts. `connectionTimeout` is the socket's idle timer, which
 * `guardIdleSockets` interprets; Node checks the header and request deadlines once per
 * `connectionsCheckingInterval`, so that runs every second instead of every 30.
 */
export function serverTimeouts(t: Timeouts) {
  return {
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.requestMs,
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: 1000 },
  };
}

const TIMED_OUT =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 30\r\n\r\n{"message":"Request Timeout."}';

/**
 * What a socket's idle timer means depends on what the socket is doing. Between requests, or while a
 * request's body is due, silence means a stalled or departed client: the socket is closed (with a 408
 * when nothing has been answered yet). While the API prepares an answer, silence is ours and the
 * socket stays. While an answer waits in the socket's buffer, the client is not reading it: closed.
 * Node's own default would close the socket in every case, a slow answer included.
 */
export function guardIdleSockets(server: Server): void {
  const exchanges = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    exchanges.set(socket, { req, res });
    res.once('close', () => {
      if (exchanges.get(socket)?.res === res) exchanges.delete(socket);
    });
  });
  server.on('timeout', (socket: Socket) => {
    const exchange = exchanges.get(socket);
    if (!exchange) {
      socket.destroy();
      return;
    }
    const { req, res } = exchange;
    if (!req.complete) {
      if (!res.headersSent && socket.writable) socket.end(TIMED_OUT);
      socket.destroy();
      return;
    }
    if (res.headersSent && socket.writableLength > 0) socket.destroy();
  });
}
