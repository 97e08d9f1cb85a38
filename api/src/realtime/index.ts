import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import type { Metrics } from '../operations/metrics.ts';
import type { Broadcaster } from './broadcaster.ts';
import { RealtimeHub } from './hub.ts';
import { RemotePusherBroadcaster } from './remote.ts';
import { verifyHttpRequest } from './signature.ts';
import { attachPusherWebSocket } from './websocket.ts';

export { NOTIFICATION_EVENT, userChannel, type Broadcaster } from './broadcaster.ts';
export { RealtimeHub } from './hub.ts';

/**
 * The broadcaster for the app context: our own in-process Pusher server, or, when `service` names a
 * Pusher-protocol service the browsers connect to instead, that service through the `pusher` SDK.
 */
export function createBroadcaster(realtime: ApiConfig['realtime']): Broadcaster {
  return realtime.service ? new RemotePusherBroadcaster({ ...realtime, service: realtime.service }) : new RealtimeHub();
}

/** A Pusher socket id: digits, a dot, digits. */
export const SOCKET_ID = /^\d+\.\d+$/;
// Pusher's HTTP API limits.
const MAX_EVENT_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH = 10;
const MAX_EVENT_NAME = 200;

/** What the in-process Pusher server needs of the app's context. */
export interface RealtimeContext {
  config: Pick<ApiConfig, 'realtime'>;
  broadcaster: Broadcaster;
  metrics?: Metrics;
}

/**
 * Our own Pusher server, when the broadcaster is ours: the browsers' WebSocket and the HTTP API that
 * publishers sign. The channels it serves are authorised by the broadcasting feature.
 */
export async function realtimeFeature(app: FastifyInstance, ctx: RealtimeContext): Promise<void> {
  const { key, secret, appId } = ctx.config.realtime;
  const hub = ctx.broadcaster instanceof RealtimeHub ? ctx.broadcaster : null;
  // With an outside Pusher service, browsers and publishers talk to it; we only authorise its channels (broadcasting/).
  if (!hub) return;

  const detach = attachPusherWebSocket(app.server, hub, { key, secret }, ctx.metrics);
  app.addHook('preClose', () => detach());

  await app.register(async (scope) => {
    // The signature covers the body's MD5, so the body must be kept exactly as it arrived.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

    const authenticate = (request: FastifyRequest<{ Params: { appId: string } }>) => {
      if (request.params.appId !== appId) throw new HttpError(404, 'Unknown app');
      const [path = '', search = ''] = request.url.split('?', 2);
      const query = Object.fromEntries(new URLSearchParams(search));
      const failure = verifyHttpRequest(
        { key, secret },
        { method: 'POST', path, query, body: typeof request.body === 'string' ? request.body : '' },
      );
      if (failure) throw new HttpError(401, `Authentication failed: ${failure}`);
      return parseJson(request.body);
    };

    scope.post<{ Params: { appId: string } }>('/apps/:appId/events', async (request, reply: FastifyReply) => {
      const event = toEvent(authenticate(request));
      for (const channel of event.channels) await hub.publish(channel, event.name, event.data, { exceptSocketId: event.socketId });
      return reply.send({});
    });

    scope.post<{ Params: { appId: string } }>('/apps/:appId/batch_events', async (request, reply: FastifyReply) => {
      const body = authenticate(request) as { batch?: unknown };
      if (!Array.isArray(body.batch) || body.batch.length === 0 || body.batch.length > MAX_BATCH) {
        throw new HttpError(400, `batch must hold 1 to ${MAX_BATCH} events`);
      }
      const events = body.batch.map(toEvent);
      for (const event of events) {
        for (const channel of event.channels) await hub.publish(channel, event.name, event.data, { exceptSocketId: event.socketId });
      }
      return reply.send({ batch: events.map(() => ({})) });
    });
  });
}

function parseJson(body: unknown): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(typeof body === 'string' ? body : '');
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, 'Body must be a JSON object');
}

interface TriggeredEvent {
  name: string;
  data: string;
  channels: string[];
  socketId?: string;
}

/** Validates one event of the Pusher HTTP API (`channels` list, or a single `channel` in batches). */
function toEvent(raw: unknown): TriggeredEvent {
  const e = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof e.name !== 'string' || e.name.length === 0 || e.name.length > MAX_EVENT_NAME) throw new HttpError(400, 'Invalid event name');
  const channels = Array.isArray(e.channels) ? e.channels : typeof e.channel === 'string' ? [e.channel] : null;
  if (
    !channels ||
    channels.length === 0 ||
    channels.length > MAX_CHANNELS_PER_EVENT ||
    !channels.every((c) => typeof c === 'string' && c.length > 0)
  ) {
    throw new HttpError(400, `channels must hold 1 to ${MAX_CHANNELS_PER_EVENT} channel names`);
  }
  // The HTTP API carries data already encoded as a string; it goes on the wire as is.
  const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data ?? {});
  if (Buffer.byteLength(data) > MAX_EVENT_DATA_BYTES) throw new HttpError(413, 'Event data is too large');
  const socketId = typeof e.socket_id === 'string' && SOCKET_ID.test(e.socket_id) ? e.socket_id : undefined;
  return { name: e.name, data, channels: channels as string[], socketId };
}
