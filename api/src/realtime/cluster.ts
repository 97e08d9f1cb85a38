import { RealtimeHub } from './hub.ts';

/** A publish passed between the API's processes, so a socket held by one hears events raised in another. */
export interface RelayedPublish {
  kind: 'realtime:publish';
  channel: string;
  event: string;
  data: unknown;
  exceptSocketId?: string;
}

export const isRelayedPublish = (m: unknown): m is RelayedPublish =>
  typeof m === 'object' && m !== null && (m as { kind?: unknown }).kind === 'realtime:publish';

/**
 * The hub of one worker among several API processes (API_WORKERS): every publish is delivered to
 * this worker's own sockets and handed to the others through the cluster's primary.
 */
export class ClusterRealtimeHub extends RealtimeHub {
  constructor(private readonly relay: (message: RelayedPublish) => void) {
    super();
  }

  override async publish(channel: string, event: string, data: unknown, opts: { exceptSocketId?: string } = {}): Promise<void> {
    await super.publish(channel, event, data, opts);
    this.relay({ kind: 'realtime:publish', channel, event, data, exceptSocketId: opts.exceptSocketId });
  }

  /** A publish another worker relayed: delivered here only, never relayed again. */
  deliver(message: RelayedPublish): Promise<void> {
    return super.publish(message.channel, message.event, message.data, { exceptSocketId: message.exceptSocketId });
  }
}
