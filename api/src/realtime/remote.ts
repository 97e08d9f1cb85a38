import { notificationMessage, type Broadcaster, type BroadcastNotification } from './broadcaster.ts';
import { signHttpRequest } from './signature.ts';

export interface RemotePusher {
  appId: string;
  key: string;
  secret: string;
  /** Base URL of the service's HTTP API, e.g. https://api-eu.pusher.com. */
  apiUrl: string;
}

/**
 * Publishes through a Pusher-compatible service's HTTP events API, for when browsers connect to that
 * service instead of our own WebSocket endpoint. A failed publish is reported, not thrown: a live
 * update is a courtesy and must not undo the write that caused it.
 */
export class RemotePusherBroadcaster implements Broadcaster {
  constructor(
    private readonly remote: RemotePusher,
    private readonly onError: (error: Error) => void = (e) => console.error(`realtime publish failed: ${e.message}`),
  ) {}

  async publish(channel: string, event: string, data: unknown, opts: { exceptSocketId?: string } = {}): Promise<void> {
    const path = `/apps/${encodeURIComponent(this.remote.appId)}/events`;
    const body = JSON.stringify({
      name: event,
      data: JSON.stringify(data),
      channels: [channel],
      ...(opts.exceptSocketId ? { socket_id: opts.exceptSocketId } : {}),
    });
    const query = signHttpRequest(this.remote, 'POST', path, body);
    try {
      const res = await fetch(`${this.remote.apiUrl.replace(/\/$/, '')}${path}?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) this.onError(new Error(`${res.status} ${(await res.text()).slice(0, 200)}`));
    } catch (e) {
      this.onError(e as Error);
    }
  }

  async toUser(userId: number, notification: BroadcastNotification): Promise<void> {
    const m = notificationMessage(userId, notification);
    await this.publish(m.channel, m.event, m.data);
  }
}
