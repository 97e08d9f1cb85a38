import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteThread, PGliteThreadConnection } from './pglite-thread.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

// bigint counts and numeric columns arrive as strings by default; our numbers fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The pool's connections now (metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** PGlite only: the data directory as a tar, which `image` opens again. */
  dump?(): Promise<Uint8Array>;
}

const statsOf = (pool: pg.Pool) => () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * One SQL dialect for both engines: Kysely's PostgresDialect over pg's Pool, built either from a
 * PostgreSQL URL or from PGlite's node-postgres adapter over PGlite in its own worker thread
 * (persisted under dataDir, or in memory with `memory://`).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  statementTimeoutMs?: number;
  /** PGlite only: a file written from `dump()` to start from. */
  image?: string;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    // A statement past the limit is cancelled by the server (57014, answered as a 503). PGlite has
    // no such timer: there, input limits and admission control bound the cost.
    // JIT off: it pays only for long analytical queries. A search by dates is costed above JIT's
    // thresholds and spent 5.5 s of its 6.3 s compiling (100,000 adverts) for a 0.7 s answer.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      statement_timeout: opts.statementTimeoutMs ?? 0,
      options: '-c jit=off',
    });
    // The server may end an idle connection (a restart, a failover); without a listener Node would
    // treat that as an uncaught error and stop the API. The pool opens a new one when needed.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy(), poolStats: statsOf(pool) };
  }
  const pglite = new PGliteThread(opts.dataDir, opts.image);
  await pglite.waitReady;
  // One connection, as PGlite has one session: pg's Pool queues the queries of concurrent requests.
  const connection = new PGliteThreadConnection(pglite);
  const pool = new pg.Pool({ max: 1, user: 'postgres', database: 'postgres', password: 'unused', connection } as unknown as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    poolStats: statsOf(pool),
    dump: () => pglite.dump(),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
