import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ApiConfig } from '../config.ts';
import type { DbHandle } from '../db/index.ts';
import { buildApp } from '../app.ts';
import { createBroadcaster } from '../realtime/index.ts';
import { withRealtimeSecret } from '../realtime/secret.ts';
import { migratedDatabase } from './migrated.ts';

export interface Harness {
  app: FastifyInstance;
  handle: DbHandle;
  config: ApiConfig;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL,
 * a throw-away database created on that PostgreSQL server and dropped afterwards.
 */
export async function createHarness(overrides: Partial<ApiConfig> = {}, prepare?: (h: DbHandle) => Promise<void>): Promise<Harness> {
  const base = loadConfig();
  const { handle, databaseUrl, drop } = await migratedDatabase();
  // Suites fire bursts of parallel requests (30 sign-ins at once) on a busy machine: they test what
  // the routes answer, not admission control, which app.test.ts and fair-share.test.ts check with their
  // own tight limits (a burst from one account here queues behind itself), nor the event-loop check,
  // which a loaded machine trips while a suite builds the gazetteer.
  const patient = { ...base.overload, maxWaitMs: 60_000, accountWaitMs: 60_000, accountQueue: 1_000, maxEventLoopDelayMs: 0 };
  // Suites tick the canary watch themselves, on a registry of their own (never the workspace's).
  const registryDir = await mkdtemp(join(tmpdir(), 'roofline-test-registry-'));
  const releases = { ...base.releases, registryFile: join(registryDir, 'remotes.json'), auditFile: null, watchIntervalMs: 0 };
  const config: ApiConfig = {
    // Every answer is checked against its contract in the tests, whatever NODE_ENV says (http/answers.ts).
    ...(await withRealtimeSecret(handle.db, {
      ...base,
      databaseUrl,
      dataDir: 'memory://',
      overload: patient,
      releases,
      checkAnswers: true,
    })),
    ...overrides,
  };
  if (prepare) await prepare(handle);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, broadcaster: createBroadcaster(config.realtime) });
  app.metrics.watch({ pool: handle.poolStats });
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      await rm(registryDir, { recursive: true, force: true });
    },
  };
}
