import { Worker } from 'node:worker_threads';

export type WorkerRequest = { kind: 'protocol'; id: number; bytes: Uint8Array } | { kind: 'close' };
export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'messages'; id: number; messages: Array<Record<string, unknown>> }
  | { kind: 'protocolError'; id: number; message: string }
  | { kind: 'closed' };

/**
 * PGlite in a worker thread, shaped as PGlite's node-postgres adapter expects of a PGlite instance
 * (`waitReady`, `execProtocolStream`): pg's Pool talks to it as to a server, and the wire protocol
 * crosses the thread instead of a socket.
 */
export class PGliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(messages: object[]): void; reject(error: Error): void }>();
  private nextId = 1;
  private closed: Promise<void> | null = null;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
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
