import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RealtimeHub, HubConnection } from './hub.ts';
import type { Metrics } from '../operations/metrics.ts';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  PusherSession,
  connectionEstablishedFrame,
  errorFrame,
  newSocketId,
  supportedProtocol,
} from './protocol.ts';

const APP_PATH = /^\/app\/([^/]+)$/;
// pusher-js pings after ACTIVITY_TIMEOUT of silence and waits 30 s for the pong; a client silent
// well beyond that is gone without a close frame (sleeping laptop, dropped mobile link).
const DEAD_AFTER_MS = (ACTIVITY_TIMEOUT_SECONDS + 60) * 1000;
const SWEEP_EVERY_MS = 30_000;
// Pusher caps messages at 10 kB; a little headroom for subscribe frames with long auth strings.
const MAX_FRAME_BYTES = 64 * 1024;
/**
 * Pusher's close codes 4200-4299 mean "reconnect at once" (pusher-js then reconnects without backing
 * off): a draining node sends 4200, and the load balancer hands the new connection to another node.
 */
const RECONNECT_NOW = 4200;
/** Tells a client to reconnect at once (to this node or, through the load balancer, another). */
function closeToReconnect(ws: WebSocket, reason: string): void {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(errorFrame(RECONNECT_NOW, `${reason}: reconnect`));
  ws.close(RECONNECT_NOW, reason);
}

/** How long clients get to answer the close handshake before their sockets are cut. */
const CLOSE_GRACE_MS = 1000;

/** A percent-encoded path segment, or null when its encoding is malformed (decodeURIComponent throws). */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Serves the Pusher WebSocket endpoint `/app/{key}?protocol=7` on the API's own HTTP server.
 * Returns a function that asks every client to reconnect elsewhere and closes every socket (for shutdown).
 */
export function attachPusherWebSocket(
  server: Server,
  hub: RealtimeHub,
  app: { key: string; secret: string },
  metrics?: Pick<Metrics, 'webSockets' | 'deliveries'>,
): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const lastSeen = new Map<WebSocket, number>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Anything a stranger sends on an upgrade is untrusted: a throw here would reach the process's
    // event emitter and stop the API, so every failure ends only this socket.
    socket.on('error', () => socket.destroy());
    try {
      handleUpgrade(req, socket, head);
    } catch {
      socket.destroy();
    }
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const encodedKey = APP_PATH.exec(url.pathname)?.[1];
    if (encodedKey === undefined) {
      // Another upgrade handler may own this path; refuse only when we are the sole one.
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    const key = safeDecode(encodedKey);
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (key !== app.key) {
        ws.send(errorFrame(4001, 'App key does not exist'));
        ws.close(4001, 'Unknown app key');
        return;
      }
      if (!supportedProtocol(url.searchParams.get('protocol'))) {
        ws.send(errorFrame(4007, 'Unsupported protocol version'));
        ws.close(4007, 'Unsupported protocol version');
        return;
      }
      accept(ws);
    });
  };

  const accept = (ws: WebSocket) => {
    const conn: HubConnection = {
      socketId: newSocketId(),
      send: (text) => {
        if (ws.readyState !== ws.OPEN) return;
        ws.send(text);
        metrics?.deliveries.inc();
      },
      reconnect: () => closeToReconnect(ws, 'Events may have been missed'),
    };
    const session = new PusherSession(conn, hub, app);
    lastSeen.set(ws, Date.now());
    metrics?.webSockets.inc();
    ws.on('message', (raw, isBinary) => {
      lastSeen.set(ws, Date.now());
      if (isBinary) return;
      try {
        session.handle((Array.isArray(raw) ? Buffer.concat(raw) : raw instanceof ArrayBuffer ? Buffer.from(raw) : raw).toString());
      } catch {
        ws.close(4100, 'Malformed message');
      }
    });
    ws.on('close', () => {
      metrics?.webSockets.dec();
      lastSeen.delete(ws);
      hub.disconnect(conn);
    });
    ws.on('error', () => ws.terminate());
    conn.send(connectionEstablishedFrame(conn.socketId));
  };

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ws, seen] of lastSeen) if (now - seen > DEAD_AFTER_MS) ws.terminate();
  }, SWEEP_EVERY_MS);
  sweep.unref();

  server.on('upgrade', onUpgrade);
  return async () => {
    clearInterval(sweep);
    server.off('upgrade', onUpgrade);
    const open = [...wss.clients];
    const closed = Promise.all(open.map((ws) => new Promise((resolve) => ws.once('close', resolve))));
    for (const ws of open) closeToReconnect(ws, 'Server restarting');
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())]);
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  };
}
