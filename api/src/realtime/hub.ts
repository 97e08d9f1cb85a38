import { notificationMessage, type Broadcaster, type BroadcastNotification } from './broadcaster.ts';

/** What the hub needs of a connection: its socket id and a way to send it a frame. */
export interface HubConnection {
  readonly socketId: string;
  send(frame: string): void;
  /** Asks the client to reconnect at once (it then fetches what it may have missed). */
  reconnect?(): void;
}

/** A Pusher wire frame. Event data travels as a JSON string inside the JSON frame (double encoding). */
export function frame(event: string, data: unknown, channel?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  return JSON.stringify(channel === undefined ? { event, data: payload } : { event, channel, data: payload });
}

/**
 * The in-process Pusher channels: who is subscribed where. It is the local Broadcaster, so features
 * publish straight into the connected sockets; the WebSocket endpoint and the HTTP events API feed it.
 */
export class RealtimeHub implements Broadcaster {
  private readonly channels = new Map<string, Set<HubConnection>>();
  private readonly memberships = new Map<HubConnection, Set<string>>();

  subscribe(conn: HubConnection, channel: string): void {
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(conn);
    let joined = this.memberships.get(conn);
    if (!joined) this.memberships.set(conn, (joined = new Set()));
    joined.add(channel);
  }

  unsubscribe(conn: HubConnection, channel: string): void {
    const members = this.channels.get(channel);
    if (members) {
      members.delete(conn);
      if (members.size === 0) this.channels.delete(channel);
    }
    this.memberships.get(conn)?.delete(channel);
  }

  /** Asks every connected client to reconnect: this process may have missed events meant for them. */
  protected reconnectEveryone(): void {
    for (const conn of [...this.memberships.keys()]) conn.reconnect?.();
  }

  /** Forgets a closed connection everywhere. */
  disconnect(conn: HubConnection): void {
    for (const channel of this.memberships.get(conn) ?? []) this.unsubscribe(conn, channel);
    this.memberships.delete(conn);
  }

  isSubscribed(conn: HubConnection, channel: string): boolean {
    return this.channels.get(channel)?.has(conn) ?? false;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  async publish(channel: string, event: string, data: unknown, opts: { exceptSocketId?: string } = {}): Promise<void> {
    const members = this.channels.get(channel);
    if (!members) return;
    const wire = frame(event, data, channel);
    for (const conn of members) {
      if (conn.socketId !== opts.exceptSocketId) conn.send(wire);
    }
  }

  async toUser(userId: number, notification: BroadcastNotification): Promise<void> {
    const m = notificationMessage(userId, notification);
    await this.publish(m.channel, m.event, m.data);
  }
}
