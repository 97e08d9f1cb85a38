// The embedded database's own thread: PGlite runs its queries here, so the API's event loop keeps
// reading requests (and answering the health probe) while a query runs. It speaks the PostgreSQL
// wire protocol with the API thread, which is what PGlite's node-postgres adapter sends. Plain
// JavaScript, so the thread starts without a TypeScript loader; the messages are typed in
// pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';

const { dataDir, image } = workerData;
const port = parentPort;
// PGlite creates its own folder but not the ones above it (a fresh clone has no .data/).
if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });

// An image (a tar of a data directory, see dump below) starts the database where it was dumped, skipping initdb.
const loadDataDir = image ? new Blob([readFileSync(image)]) : undefined;
const opened = PGlite.create(dataDir, { extensions: { citext, pg_trgm, cube, earthdistance }, loadDataDir });
opened.then(
  () => port.postMessage({ kind: 'ready' }),
  (error) => port.postMessage({ kind: 'failed', message: error.message }),
);

/** A protocol message as plain data: errors keep their SQLSTATE and detail fields across the thread. */
const plain = (message) => (message instanceof Error ? { ...message, message: message.message, name: message.name } : { ...message });

port.on('message', async (request) => {
  const db = await opened;
  if (request.kind === 'close') {
    await db.close();
    port.postMessage({ kind: 'closed' });
    return;
  }
  if (request.kind === 'dump') {
    const bytes = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    port.postMessage({ kind: 'dumped', bytes }, [bytes.buffer]);
    return;
  }
  try {
    const messages = await db.execProtocolStream(request.bytes, { throwOnError: false });
    port.postMessage({ kind: 'messages', id: request.id, messages: messages.map(plain) });
  } catch (error) {
    port.postMessage({ kind: 'protocolError', id: request.id, message: error.message });
  }
});
