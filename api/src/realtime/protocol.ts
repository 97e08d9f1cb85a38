import { randomInt } from 'node:crypto';
import { frame, type HubConnection, type RealtimeHub } from './hub.ts';
import { verifyChannelAuth } from './signature.ts';

/** Seconds of silence after which pusher-js pings; we advertise Pusher's own value. */
export const ACTIVITY_TIMEOUT_SECONDS = 120;

/** Pusher's channel name rule (characters and length). */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export const newSocketId = (): string => `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;

/** pusher:error frames carry their data as an object (unlike channel events). */
export const errorFrame = (code: number | null, message: string): string =>
  JSON.stringify({ event: 'pusher:error', data: { code, message } });

export const connectionEstablishedFrame = (socketId: string): string =>
  frame('pusher:connection_established', { socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS });

/** Which protocol versions we speak: pusher-js 8 asks for 7; 5 and 6 differ only in close-code details. */
export function supportedProtocol(value: string | null): boolean {
  const v = Number(value);
  return Number.isInteger(v) && v >= 5 && v <= 7;
}

/**
 * One client's side of the Pusher protocol, independent of the socket library: feed it decoded
 * text frames, it answers through `conn.send` and keeps the hub's subscriptions up to date.
 */
export class PusherSession {
  constructor(
    private readonly conn: HubConnection,
    private readonly hub: RealtimeHub,
    private readonly app: { key: string; secret: string },
  ) {}

  handle(text: string): void {
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      this.conn.send(errorFrame(null, 'Malformed message'));
      return;
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string') {
      this.conn.send(errorFrame(null, 'Malformed message'));
      return;
    }
    const data = decodeData(message.data);
    switch (message.event) {
      case 'pusher:ping':
        this.conn.send(frame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(data);
        return;
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.hub.unsubscribe(this.conn, data.channel);
        return;
      default:
        if (message.event.startsWith('client-')) {
          this.conn.send(errorFrame(null, 'Client events are not enabled for this app'));
        } else {
          this.conn.send(errorFrame(null, `Unsupported event ${message.event.slice(0, 100)}`));
        }
    }
  }

  private subscribe(data: Record<string, unknown>): void {
    const channel = data.channel;
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      this.conn.send(errorFrame(null, 'Invalid channel name'));
      return;
    }
    if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-')) {
      this.refuse(channel, 'This channel type is not supported', 403);
      return;
    }
    if (channel.startsWith('private-') && !verifyChannelAuth(this.app.key, this.app.secret, this.conn.socketId, channel, data.auth)) {
      this.refuse(channel, 'Invalid signature', 401);
      return;
    }
    this.hub.subscribe(this.conn, channel);
    this.conn.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  // pusher-js emits this on the channel, so Echo's `.error(cb)` sees it.
  private refuse(channel: string, error: string, status: number): void {
    this.conn.send(frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));
  }
}

/** pusher-js sends subscribe data as an object; other clients send it JSON-encoded. */
function decodeData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}
