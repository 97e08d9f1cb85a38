import { fileURLToPath } from 'node:url';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { RouteOptions } from 'fastify';
import { loadConfig } from './config.ts';
import type { DB } from './db/schema.ts';
import { buildApp } from './app.ts';
import { RealtimeHub } from './realtime/index.ts';

/** A route the API answers: its method and its path as Fastify holds it (`/api/properties/:id`). */
export interface ApiRoute {
  method: string;
  url: string;
}

/**
 * The API's own route list, as building the app registers it: every feature, with no database behind
 * it (registering a route asks none), no port and no secret of this machine. The surfaces test holds
 * each remote's calls to it (scripts/rspack/surfaces.test.mjs); `node --import tsx api/src/routes.ts`
 * prints it as JSON.
 */
export async function apiRoutes(): Promise<ApiRoute[]> {
  const loaded = loadConfig({});
  const config = {
    ...loaded,
    realtime: { ...loaded.realtime, secret: 'route-list' },
    releases: { ...loaded.releases, watchIntervalMs: 0 },
  };
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const routes: ApiRoute[] = [];
  const app = await buildApp(
    { config, db, dbKind: 'postgres', broadcaster: new RealtimeHub() },
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
      },
    },
  );
  await app.close();
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await apiRoutes())}\n`);
}
