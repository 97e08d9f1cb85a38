import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createBroadcaster } from './realtime/index.ts';

const config = loadConfig();
const handle = await openDatabase(config);
await migrateToLatest(handle.db);
await prepareDatabase(handle.db, config);
const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, broadcaster: createBroadcaster(config.realtime) }, { logger: process.env.API_LOG === 'true' });
await app.listen({ port: config.port, host: config.host });
console.log(`API listening on ${config.publicUrl} (${handle.kind === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL'})`);

const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
