import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { RealtimeHub } from '../realtime/index.ts';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
before(async () => {
  h = await createHarness();
});
after(() => h.close());

/**
 * The routes that answer without one of shared's answer schemas, and why: each keeps another's contract,
 * sends no JSON, or is an operations probe (docs/architecture.md, "Answers have contracts too").
 */
const WITHOUT_SCHEMA = new Map([
  ['GET /api/geocoding/*', "Mapbox's geocoding shape, Mapbox's own answer passed through"],
  ['POST /api/broadcasting/auth', "Pusher's channel signature"],
  ['POST /apps/:appId/events', "Pusher's HTTP API"],
  ['POST /apps/:appId/batch_events', "Pusher's HTTP API"],
  ['GET /sanctum/csrf-cookie', 'a cookie, no body'],
  ['GET /storage/*', 'stored images'],
  ['GET /map/style.json', "the map's style"],
  ['GET /map/countries.geojson', "the map's GeoJSON"],
  ['GET /map/places.geojson', "the map's GeoJSON"],
  ['GET /api/calendar/:file', "a stay's calendar as iCalendar text (RFC 5545), for other platforms"],
  ['GET /up', 'an operations probe'],
  ['GET /ready', 'an operations probe'],
  ['OPTIONS *', "CORS's preflight"],
]);

test('every route answers through one of shared’s answer schemas, but those that keep another’s contract or send no JSON', async () => {
  const without: string[] = [];
  const app = await buildApp(
    { config: h.config, db: h.handle.db, dbKind: h.handle.kind, broadcaster: new RealtimeHub() },
    {
      onRoute: (r: RouteOptions) => {
        const methods = [r.method].flat().filter((method) => method !== 'HEAD');
        const response = r.schema?.response;
        for (const method of methods) if (!response) without.push(`${method} ${r.url}`);
      },
    },
  );
  await app.ready();
  await app.close();
  assert.deepEqual(without.sort(), [...WITHOUT_SCHEMA.keys()].sort());
});
