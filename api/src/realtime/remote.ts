import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Pusher from 'pusher';
import type { PusherService } from '@marketplace/shared/src/config/realtime.cjs';
import { notificationMessage, type Broadcaster, type BroadcastNotification } from './broadcaster.ts';

export interface RemotePusher {
  appId: string;
  key: string;
  secret: string;
  service: PusherService;
}

/**
 * Publishes through the official `pusher` SDK to an outside Pusher-protocol service (Soketi, Pusher
 * Channels) that browsers connect to instead of our own WebSocket endpoint, so live events reach
 * browsers held by any machine. A failed publish is reported, not thrown: a live update is a
 * courtesy and must not undo the write that caused it.
 */
export class RemotePusherBroadcaster implements Broadcaster {
  private readonly pusher: Pusher;

  constructor(
    remote: RemotePusher,
    private readonly onError: (error: Error) => void = (e) => console.error(`realtime publish failed: ${e.message}`),
  ) {
    const { service } = remote;
    this.pusher = new Pusher({
      appId: remote.appId,
      key: remote.key,
      secret: remote.secret,
      host: service.apiHost,
      port: String(service.port),
      useTLS: service.useTLS,
      timeout: 5000,
      // One connection reused for every publish instead of a handshake each time.
      agent: service.useTLS ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true }),
    });
  }

  async publish(channel: string, event: string, data: unknown, opts: { exceptSocketId?: string } = {}): Promise<void> {
    try {
      await this.pusher.trigger(channel, event, data, opts.exceptSocketId ? { socket_id: opts.exceptSocketId } : undefined);
    } catch (e) {
      // The SDK rejects with a RequestError carrying the service's status and body.
      const failure = e as Error & { status?: number; body?: string };
      this.onError(failure.status ? new Error(`${failure.status} ${(failure.body ?? '').slice(0, 200)}`) : failure);
    }
  }

  async toUser(userId: number, notification: BroadcastNotification): Promise<void> {
    const m = notificationMessage(userId, notification);
    await this.publish(m.channel, m.event, m.data);
  }
}
