import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A database pool's connections as pg's Pool counts them. */
interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * What an operator watches on one API process, in Prometheus's names and units: requests by route,
 * their latency, turns waited for, 503s, WebSocket connections, realtime deliveries and the pool.
 * Each app has its own registry (tests build several apps in one process).
 */
export interface Metrics {
  readonly registry: Registry;
  readonly requests: Counter<'method' | 'route' | 'status_code'>;
  readonly requestSeconds: Histogram<'method' | 'route'>;
  readonly admissionWaitSeconds: Histogram;
  readonly overloaded: Counter;
  readonly webSockets: Gauge;
  readonly deliveries: Counter;
  /** Reports the admission queue and the database pool when Prometheus scrapes. */
  watch(sources: { admission?: { active(): number; waiting(): number }; pool?: () => PoolStats }): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: Parameters<Metrics['watch']>[0] = {};
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const admissionWaitSeconds = new Histogram({
    name: 'api_admission_wait_seconds',
    help: 'How long requests waited for a turn at the database (admission control).',
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [registry],
  });
  const overloaded = new Counter({
    name: 'api_overloaded_total',
    help: 'Requests refused with 503 (busy: no turn in time, a full queue, a blocked event loop, a busy database).',
    registers: [registry],
  });
  new Gauge({
    name: 'api_admission_requests',
    help: 'Requests holding a turn (state="active") and waiting for one (state="waiting").',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!sources.admission) return;
      this.set({ state: 'active' }, sources.admission.active());
      this.set({ state: 'waiting' }, sources.admission.waiting());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "The database pool's connections: open (total), idle, and queries waiting for one (waiting).",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const webSockets = new Gauge({
    name: 'realtime_websocket_connections',
    help: 'Pusher-protocol WebSocket connections open on this process.',
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'realtime_deliveries_total',
    help: 'Realtime frames sent to subscribed WebSocket connections.',
    registers: [registry],
  });
  return {
    registry,
    requests,
    requestSeconds,
    admissionWaitSeconds,
    overloaded,
    webSockets,
    deliveries,
    watch: (next) => Object.assign(sources, next),
  };
}

/**
 * A worker of a cluster hands its registry to the primary, which answers Prometheus for all of them
 * (prom-client's AggregatorRegistry over the cluster's IPC channel).
 */
export function shareWithPrimary(metrics: Metrics): void {
  AggregatorRegistry.setRegistries([metrics.registry]);
  // The constructor adds the worker's listener for the primary's requests.
  new AggregatorRegistry();
}

/**
 * The metrics endpoint, on its own port (API_METRICS_PORT) and address (API_METRICS_HOST, loopback by
 * default): Prometheus on the operator's network scrapes it, and the public port never serves it.
 * In a cluster's primary it aggregates every worker's registry.
 */
export function serveMetrics(opts: { port: number; host: string; metrics?: Metrics }): Promise<Server> {
  const aggregator = cluster.isPrimary && !opts.metrics ? new AggregatorRegistry() : null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : (opts.metrics?.registry.metrics() ?? Promise.resolve(''));
    text.then(
      (body) => res.writeHead(200, { 'Content-Type': Registry.PROMETHEUS_CONTENT_TYPE }).end(body),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? error.message : String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
