import type { ApiConfig } from './config.ts';
import type { Database } from './db/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { Broadcaster } from './realtime/broadcaster.ts';
import type { Storage } from './storage/index.ts';
import type { Metrics } from './operations/metrics.ts';

/** What every feature's routes are given. Features add their own services here as they grow. */
export interface AppContext {
  config: ApiConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /** Live events to browsers (Pusher protocol): `toUser` for notifications, `publish` for anything else. */
  broadcaster: Broadcaster;
  /** Image store; the local folder under config.storageDir when absent (see storage/index.ts). */
  storage?: Storage;
  /** How money is taken and refunded; the one STRIPE_SECRET_KEY configures when absent (see payment-provider.ts). */
  payments?: PaymentProvider;
  /** This process's Prometheus metrics; buildApp makes them when absent (see operations/metrics.ts). */
  metrics?: Metrics;
}
