import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { HEALTH_PATH, READY_PATH } from '../app.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { serveMetrics } from './metrics.ts';

/**
 * What an operator gets from one API process (issue 30, item 5): request ids, readiness distinct from
 * liveness, and Prometheus metrics on a port of their own. The drain on SIGTERM is in drain.test.ts.
 */
let h: Harness;

before(async () => {
  h = await createHarness();
});
after(() => h.close());

test('every answer names its request, a well-formed id from the proxy in front is kept, and the browser may read it', async () => {
  const mine = await h.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { origin: h.config.frontendOrigins[0] } });
  const id = String(mine.headers['x-request-id']);
  assert.match(id, /^[A-Za-z]{20}$/);
  assert.match(String(mine.headers['access-control-expose-headers']), /X-Request-Id/i);
  const again = await h.app.inject({ method: 'GET', url: HEALTH_PATH });
  assert.notEqual(again.headers['x-request-id'], id, 'each request has its own id');

  const forwarded = await h.app.inject({ method: 'GET', url: HEALTH_PATH, headers: { 'x-request-id': 'nginx-5f1c0a9e7d' } });
  assert.equal(forwarded.headers['x-request-id'], 'nginx-5f1c0a9e7d');
  const forged = await h.app.inject({ method: 'GET', url: HEALTH_PATH, headers: { 'x-request-id': 'a b\r\n<script>' } });
  assert.match(String(forged.headers['x-request-id']), /^[A-Za-z]{20}$/, 'a malformed id is replaced, not echoed');
});

test('readiness says ready while the database answers, and not ready, with why, once the process drains', async () => {
  const ready = await h.app.inject({ method: 'GET', url: READY_PATH });
  assert.equal(ready.statusCode, 200);
  assert.deepEqual(ready.json(), { status: 'ready' });

  h.app.drain.begin();
  const draining = await h.app.inject({ method: 'GET', url: READY_PATH });
  assert.equal(draining.statusCode, 503);
  assert.equal(draining.json().status, 'not ready');
  assert.match(draining.json().problems.join(' '), /Draining/);
  assert.equal(draining.headers.connection, 'close', 'a draining process ends each connection after its answer');
  // Liveness is another question: a draining process is alive, and must not be restarted mid-drain.
  assert.equal((await h.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode, 200);
});

test('Prometheus reads requests by route, WebSocket connections and the admission queue on a port of its own, not on the API', async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (h.app.server.address() as AddressInfo).port;
  const server = await serveMetrics({ port: 0, host: '127.0.0.1', metrics: h.app.metrics });
  try {
    const metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${apiPort}/api/properties/999999`);
    const ws = new WebSocket(`ws://127.0.0.1:${apiPort}/app/${h.config.realtime.key}?protocol=7`);
    await new Promise((resolve) => ws.once('message', resolve));

    const res = await fetch(metricsUrl);
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-type')), /text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const sample = (pattern: RegExp) => Number(pattern.exec(text)?.[1]);
    assert.ok(
      sample(/^http_requests_total\{method="GET",route="\/api\/properties\/:id",status_code="404"\} (\d+)$/m) >= 3,
      'requests counted by route pattern, not by path',
    );
    assert.match(text, /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/properties\/:id"\} \d+$/m);
    assert.equal(sample(/^realtime_websocket_connections (\d+)$/m), 1);
    assert.match(text, /^api_admission_requests\{state="waiting"\} 0$/m);
    assert.match(text, /^db_pool_connections\{state="total"\} \d+$/m);
    assert.match(text, /^process_cpu_seconds_total /m);
    ws.close();

    assert.equal((await fetch(`http://127.0.0.1:${apiPort}/metrics`)).status, 404, 'the public port never serves the metrics');
    assert.equal((await fetch(metricsUrl.replace('/metrics', '/other'))).status, 404);
  } finally {
    server.close();
  }
});
