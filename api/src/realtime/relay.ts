import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/index.ts';
import { RealtimeHub } from './hub.ts';

/** The notification channel every API process on one database listens on. */
const CHANNEL = 'roofline_realtime';
/** NOTIFY carries at most 8000 bytes: a larger event is kept in realtime_relay and its id sent instead. */
const MAX_INLINE_BYTES = 7900;
/** How long a large event is kept for the processes to read (they read it within milliseconds). */
const KEEP_LARGE = '5 minutes';
/** How long a process waits to hear its own probe before it warns that the relay does not work. */
const PROBE_MS = 5000;
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

interface RelayedEvent {
  channel: string;
  event: string;
  data: unknown;
  exceptSocketId?: string;
}

/** What a notification carries: the sending process, and the event or the id of its row. */
type Wire = { from: string } & ({ event: RelayedEvent } | { id: number } | { probe: string });

/**
 * The embedded Pusher server of one process among several over one PostgreSQL database (API_WORKERS,
 * or several nodes behind a load balancer): each publish goes to this process's own sockets at once and
 * to every other process through PostgreSQL's LISTEN/NOTIFY, so a page hears an event whichever node
 * its socket is on. While this process cannot listen (PostgreSQL restarted, the connection dropped) it
 * misses what others publish: once it listens again it asks its sockets to reconnect, and the pages,
 * reconnecting, fetch what they missed.
 */
export class RelayedRealtimeHub extends RealtimeHub {
  private readonly origin = randomUUID();
  private listener: pg.Client | null = null;
  private closed = false;
  private reconnectIn = RECONNECT_FIRST_MS;
  private readonly probes = new Map<string, () => void>();

  private constructor(
    private readonly db: Database,
    private readonly listenUrl: string,
    private readonly log: (line: string) => void,
  ) {
    super();
  }

  /**
   * Listens on `listenUrl` (a direct connection: a pooler in transaction mode cannot LISTEN) and sends
   * through `db`. Resolves once listening; warns loudly when this process does not hear its own probe.
   */
  static async start(opts: { db: Database; listenUrl: string; log?: (line: string) => void }): Promise<RelayedRealtimeHub> {
    const hub = new RelayedRealtimeHub(opts.db, opts.listenUrl, opts.log ?? ((line) => console.error(line)));
    await hub.listen();
    void hub.probe().then((heard) => {
      if (!heard)
        hub.log(
          `realtime relay: WARNING this process did not hear its own probe through PostgreSQL within ${PROBE_MS / 1000} s: live events ` +
            'published by other API processes or nodes will not reach the browsers connected here. A pooler in transaction mode ' +
            'cannot LISTEN: set DATABASE_LISTEN_URL to a direct connection, or PUSHER_HOST to a shared Pusher-protocol server.',
        );
    });
    return hub;
  }

  override async publish(channel: string, event: string, data: unknown, opts: { exceptSocketId?: string } = {}): Promise<void> {
    await super.publish(channel, event, data, opts);
    await this.send({ event: { channel, event, data, exceptSocketId: opts.exceptSocketId } });
  }

  /** Whether a notification sent now comes back to this process (the relay works end to end). */
  async probe(): Promise<boolean> {
    const id = randomUUID();
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PROBE_MS);
      this.probes.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    await this.send({ probe: id });
    const result = await heard;
    this.probes.delete(id);
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private async send(body: { event: RelayedEvent } | { probe: string }): Promise<void> {
    let wire = JSON.stringify({ from: this.origin, ...body } satisfies Wire);
    if (Buffer.byteLength(wire) > MAX_INLINE_BYTES) {
      const row = await this.db.insertInto('realtime_relay').values({ payload: wire }).returning('id').executeTakeFirstOrThrow();
      wire = JSON.stringify({ from: this.origin, id: row.id } satisfies Wire);
      await this.db
        .deleteFrom('realtime_relay')
        .where('created_at', '<', sql<Date>`now() - ${KEEP_LARGE}::interval`)
        .execute();
    }
    await sql`select pg_notify(${CHANNEL}, ${wire})`.execute(this.db);
  }

  private async receive(text: string | undefined): Promise<void> {
    let wire = JSON.parse(text ?? '{}') as Wire;
    if ('id' in wire) {
      // Another process's large event: its row, read by id. Our own needs no reading.
      if (wire.from === this.origin) return;
      const row = await this.db.selectFrom('realtime_relay').select('payload').where('id', '=', wire.id).executeTakeFirst();
      if (!row) return;
      wire = JSON.parse(row.payload) as Wire;
    }
    if ('probe' in wire) {
      if (wire.from === this.origin) this.probes.get(wire.probe)?.();
      return;
    }
    // This process delivered its own publishes as it made them.
    if (!('event' in wire) || wire.from === this.origin) return;
    const { channel, event, data, exceptSocketId } = wire.event;
    await super.publish(channel, event, data, { exceptSocketId });
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.listenUrl });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      this.receive(message.payload).catch((error: unknown) =>
        this.log(`realtime relay: an event could not be read: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
    const lost = (reason: string) => {
      if (this.listener !== client || this.closed) return;
      this.listener = null;
      client.end().catch(() => undefined);
      this.log(`realtime relay: stopped listening (${reason}); listening again in ${this.reconnectIn / 1000} s`);
      setTimeout(() => void this.listenAgain(), this.reconnectIn).unref();
      this.reconnectIn = Math.min(this.reconnectIn * 2, RECONNECT_MAX_MS);
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('the connection ended'));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  private async listenAgain(): Promise<void> {
    if (this.closed) return;
    try {
      await this.listen();
      this.reconnectIn = RECONNECT_FIRST_MS;
      this.log('realtime relay: listening again; asking this process’s sockets to reconnect and catch up');
      this.reconnectEveryone();
    } catch (error) {
      this.log(
        `realtime relay: could not listen (${error instanceof Error ? error.message : String(error)}); trying again in ${this.reconnectIn / 1000} s`,
      );
      setTimeout(() => void this.listenAgain(), this.reconnectIn).unref();
      this.reconnectIn = Math.min(this.reconnectIn * 2, RECONNECT_MAX_MS);
    }
  }
}
