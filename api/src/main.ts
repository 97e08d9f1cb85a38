import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { createBroadcaster } from './realtime/index.ts';
import { RelayedRealtimeHub } from './realtime/relay.ts';
import { withRealtimeSecret } from './realtime/secret.ts';
import { gazetteer } from './geocoding/gazetteer.ts';
import { settleEvery } from './bookings/settle.ts';
import { createMetrics, serveMetrics, shareWithPrimary } from './operations/metrics.ts';
import { drainAndClose } from './operations/drain.ts';
import { untilReady } from './operations/probes.ts';
import { digestsEvery } from './alerts/index.ts';
import { refreshFeedsEvery } from './stays/calendar-sync.ts';

/**
 * The API process. With API_WORKERS=n (PostgreSQL only: PGlite lives inside one process) a primary
 * prepares the database once, then runs n workers sharing the port and restarts any that dies. On
 * PostgreSQL every process (worker or node) relays its realtime publishes to the others through the
 * database (realtime/relay.ts), unless an outside Pusher-protocol server carries them.
 */
const loaded = loadConfig();
const workers = Number(process.env.API_WORKERS || 1);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error('API_WORKERS must be a whole number from 1 to 64');
  process.exit(2);
}
if (workers > 1 && !loaded.databaseUrl) {
  console.error('API_WORKERS above 1 needs DATABASE_URL: the embedded PGlite database lives inside one process');
  process.exit(2);
}

/**
 * Opens the database for serving; migrates and seeds it first unless a primary already did (workers
 * of a cluster). Migrations and the first seed run with no statement time limit.
 */
async function prepare() {
  if (!cluster.isWorker) {
    const setup = await openDatabase({ databaseUrl: loaded.databaseUrl, dataDir: loaded.dataDir });
    await migrateToLatest(setup.db);
    await prepareDatabase(setup.db, loaded);
    // PGlite's folder can be open only once: the embedded database serves from this same handle.
    if (setup.kind === 'pglite') return { handle: setup, config: await withRealtimeSecret(setup.db, loaded) };
    await setup.close();
  }
  const handle = await openDatabase(loaded);
  return { handle, config: await withRealtimeSecret(handle.db, loaded) };
}

/** Tells the process that started this one (scripts/platform/api.mjs, over its IPC channel) that it is draining, and for how long at most. */
function sayDraining(deadlineMs: number): void {
  if (!cluster.isWorker && process.send) process.send({ kind: 'api:draining', deadlineMs });
}

async function serve() {
  const { handle, config } = await prepare();
  const { listenUrl } = config.realtime;
  const broadcaster =
    handle.kind === 'postgres' && !config.realtime.service && listenUrl
      ? await RelayedRealtimeHub.start({ db: handle.db, listenUrl })
      : createBroadcaster(config.realtime);
  // Building the gazetteer holds the event loop for about a second: done before the app and its
  // event-loop check exist, it never stalls a request nor trips that check into 503s for everyone.
  await gazetteer();
  const metrics = createMetrics();
  metrics.watch({ pool: handle.poolStats });
  // A cluster's workers answer the primary's metrics endpoint; a single process serves its own.
  if (cluster.isWorker) shareWithPrimary(metrics);
  const metricsServer =
    !cluster.isWorker && config.operations.metricsPort !== null
      ? await serveMetrics({ port: config.operations.metricsPort, host: config.operations.metricsHost, metrics })
      : null;
  // API_LOG=true: one JSON line per request on stdout, each with its request id (reqId).
  const app = await buildApp(
    { config, db: handle.db, dbKind: handle.kind, broadcaster, metrics },
    { logger: process.env.API_LOG === 'true' },
  );
  // The port opens only once /ready would say yes: until then a load balancer's connection is refused,
  // and nginx (or any balancer) tries another node, so a starting node never answers traffic with 503s.
  await untilReady(app);
  await app.listen({ port: config.port, host: config.host });
  // Unanswered requests expire and refunds a provider refused are tried again, once a minute.
  const stopSettling = settleEvery({ db: handle.db, broadcaster });
  // Saved searches' daily and weekly digests: every process tries, one at a time runs (a lease in the database).
  const stopDigests = digestsEvery({ db: handle.db, config });
  // Stays' imported calendars: read again on a schedule, one process at a time (the same kind of lease).
  const stopFeeds =
    config.calendarFeeds.refreshEveryMs > 0
      ? refreshFeedsEvery(handle.db, config.calendarFeeds.refreshEveryMs, { allowLoopback: config.calendarFeeds.allowLoopback })
      : () => {};
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    console.log(
      `API listening on ${config.publicUrl} (${handle.kind === 'pglite' ? `PGlite at ${config.dataDir}` : `PostgreSQL, ${workers} process${workers > 1 ? 'es' : ''}`})`,
    );
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    stopSettling();
    stopDigests();
    sayDraining(config.operations.drainTimeoutMs);
    stopFeeds();
    const inTime = await drainAndClose(app, app.drain, config.operations.drainTimeoutMs, config.operations.drainLingerMs);
    if (!inTime) console.error(`API drain passed its ${config.operations.drainTimeoutMs} ms deadline: the remaining requests were cut`);
    metricsServer?.close();
    if (broadcaster instanceof RelayedRealtimeHub) await broadcaster.close();
    await handle.close();
    process.exit(inTime ? 0 : 1);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

async function primary() {
  // Migrations and the first-start seed run once, before any worker opens the database.
  const { handle } = await prepare();
  await handle.close();
  let stopping = false;
  const restarts = new Map<number, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ API_WORKER_SLOT: String(slot) });
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      // A worker that stayed up a minute starts its back-off afresh.
      const attempt = Date.now() - startedAt > 60_000 ? 0 : (restarts.get(slot) ?? 0) + 1;
      restarts.set(slot, attempt);
      const delay = Math.min(30_000, 500 * 2 ** Math.max(0, attempt - 1));
      console.error(`API worker ${slot} stopped (${signal ?? `exit ${code}`}); restarting in ${(delay / 1000).toFixed(1)} s`);
      setTimeout(() => fork(slot), delay).unref();
    });
  };
  for (let slot = 1; slot <= workers; slot++) fork(slot);
  // Prometheus scrapes the primary, which asks every worker.
  const { metricsPort, metricsHost, drainTimeoutMs } = loaded.operations;
  const metricsServer = metricsPort !== null ? await serveMetrics({ port: metricsPort, host: metricsHost }) : null;
  const stop = () => {
    stopping = true;
    sayDraining(drainTimeoutMs);
    metricsServer?.close();
    // Each worker drains (serve's stop); the primary waits for them, a little past their deadline.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), drainTimeoutMs + 5000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (workers > 1 && cluster.isPrimary) await primary();
else await serve();
