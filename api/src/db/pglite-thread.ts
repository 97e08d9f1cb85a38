import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { serialize } from 'pg-protocol';

export type WorkerRequest = { kind: 'protocol'; id: number; bytes: Uint8Array } | { kind: 'dump' } | { kind: 'close' };
export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'messages'; id: number; messages: Array<Record<string, unknown>> }
  | { kind: 'protocolError'; id: number; message: string }
  | { kind: 'dumped'; bytes: Uint8Array }
  | { kind: 'closed' };

/**
 * PGlite in a worker thread: the PostgreSQL wire protocol crosses the thread instead of a socket.
 */
export class PGliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(messages: object[]): void; reject(error: Error): void }>();
  private nextId = 1;
  private closed: Promise<void> | null = null;

  /** `image`: a file written from `dump()`, the database to start from instead of an empty one. */
  constructor(dataDir: string, image?: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, image } });
    let ready: () => void = () => {};
    let failed: (error: Error) => void = () => {};
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'ready') ready();
      else if (reply.kind === 'failed') failed(new Error(`the embedded database did not open: ${reply.message}`));
      else if (reply.kind === 'messages') this.settle(reply.id)?.resolve(reply.messages.map(revive));
      else if (reply.kind === 'protocolError') this.settle(reply.id)?.reject(new Error(reply.message));
    });
    this.worker.on('error', (error) => {
      failed(error);
      for (const [, waiting] of this.pending) waiting.reject(error);
      this.pending.clear();
    });
  }

  private settle(id: number) {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    return waiting;
  }

  execProtocolStream(bytes: Uint8Array, _options?: { throwOnError?: boolean }): Promise<object[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ kind: 'protocol', id, bytes } satisfies WorkerRequest);
    });
  }

  /** The data directory as a tar, for a later start from this point (a test run's migrated database). */
  dump(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      const onReply = (reply: WorkerReply) => {
        if (reply.kind !== 'dumped') return;
        this.worker.off('message', onReply);
        resolve(reply.bytes);
      };
      this.worker.on('message', onReply);
      this.worker.postMessage({ kind: 'dump' } satisfies WorkerRequest);
    });
  }

  close(): Promise<void> {
    this.closed ??= new Promise<void>((resolve) => {
      this.worker.on('message', (reply: WorkerReply) => {
        if (reply.kind === 'closed') void this.worker.terminate().then(() => resolve());
      });
      this.worker.postMessage({ kind: 'close' } satisfies WorkerRequest);
    });
    return this.closed;
  }
}

/** pg reads a server error as an Error carrying its SQLSTATE fields; the thread sent them as plain data. */
function revive(message: Record<string, unknown>): object {
  return message.name === 'error' ? Object.assign(new Error(String(message.message)), message) : message;
}

type Serializer = typeof serialize;
type Arg<K extends keyof Serializer> = Parameters<Serializer[K]>[0];

/**
 * What pg's Client expects of its connection (the shape of PGlite's own node-postgres adapter),
 * over the worker: the messages of one extended query (parse, bind, describe, execute) are kept
 * until its sync or flush and cross the thread together, one round trip per query rather than five.
 * Answers are emitted as a socket's would be, in order.
 */
export class PGliteThreadConnection extends EventEmitter {
  readonly stream = { destroy: () => this.end() };
  _connecting = false;
  parsedStatements: Record<string, unknown> = {};
  submittedNamedStatements: Record<string, unknown> = {};
  private pending: Buffer[] = [];
  private chain: Promise<void> = Promise.resolve();
  private wantsMessages = false;

  constructor(private readonly thread: PGliteThread) {
    super();
    this.on('newListener', (event) => {
      if (event === 'message') this.wantsMessages = true;
    });
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.thread.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  query(text: Arg<'query'>): void {
    this.send(serialize.query(text));
  }
  parse(query: Arg<'parse'>): void {
    this.pending.push(serialize.parse(query));
  }
  bind(config: Arg<'bind'>): void {
    this.pending.push(serialize.bind(config));
  }
  describe(message: Arg<'describe'>): void {
    this.pending.push(serialize.describe(message));
  }
  execute(config: Arg<'execute'>): void {
    this.pending.push(serialize.execute(config));
  }
  close(message: Arg<'close'>): void {
    this.pending.push(serialize.close(message));
  }
  flush(): void {
    this.send(serialize.flush());
  }
  sync(): void {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Arg<'copyData'>): void {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: Arg<'copyFail'>): void {
    this.send(serialize.copyFail(message));
  }

  end(): void {
    this.chain = this.chain.then(() => {
      this.emit('end');
    });
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
    this.wantsMessages = false;
  }

  private send(last: Buffer): void {
    const bytes = Buffer.concat([...this.pending, last]);
    this.pending = [];
    this.chain = this.chain
      .then(() => this.thread.execProtocolStream(bytes))
      .then((messages) => {
        for (const message of messages as Array<{ name: string }>) {
          if (this.wantsMessages) this.emit('message', message);
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
        }
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }
}
