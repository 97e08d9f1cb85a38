import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './static.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from './index.mjs';

/**
 * The answer's status, or 0 when nothing answers.
 * @param {string} url
 */
async function status(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * The product on an empty shell and an empty embedded database (it starts in seconds; what is tested here
 * is the process, not the data), stopped and removed after the test; the supervisor's lines in `log`.
 * @param {import('node:test').TestContext} t
 * @param {{ env?: NodeJS.ProcessEnv, healthEveryMs?: number }} [options]
 */
async function platformFor(t, { env = {}, healthEveryMs } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'platform-restart-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'shell'));
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><title>Roofline</title>');
  /** @type {string[]} */
  const log = [];
  const platform = await startPlatform({
    webPort: await freePort(),
    apiPort: await freePort(),
    cdnPort: await freePort(),
    shellDist: join(dir, 'shell'),
    releasesDir: join(dir, 'releases'),
    registryFile: join(dir, 'registry.json'),
    dataDir: join(dir, 'pglite'),
    storageDir: join(dir, 'storage'),
    env: { ...process.env, SEED_ADVERTS: '0', ...env },
    apiOutput: 'buffer',
    apiRestart: { log: (line) => log.push(line), ...(healthEveryMs ? { healthEveryMs } : {}) },
  });
  t.after(platform.stop);
  return { platform, log };
}

test('an API killed with SIGKILL is started again; the web origin answers throughout', { timeout: 240_000 }, async (t) => {
  const { platform, log } = await platformFor(t);
  const apiProbe = `${platform.apiUrl}/sanctum/csrf-cookie`;
  assert.equal(await status(apiProbe), 204);

  const first = platform.api.pid();
  assert.ok(first);
  process.kill(first, 'SIGKILL');
  // The web origin does not depend on the API process.
  assert.equal(await status(`${platform.webUrl}/search`), 200);
  assert.equal(await status(`${platform.webUrl}/config.json`), 200);

  const deadline = Date.now() + 120_000;
  while ((await status(apiProbe)) !== 204 || platform.api.restarts() === 0) {
    assert.ok(Date.now() < deadline, `the API did not answer again; log: ${log.join(' | ')}\n${platform.apiOutput()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.notEqual(platform.api.pid(), first);
  assert.equal(platform.api.restarts(), 1);
  assert.match(String(log[0]), /stopped unexpectedly \(exit code 137, SIGKILL\); restarting it in 0\.5 s/);
  assert.equal(await status(`${platform.webUrl}/search`), 200);
});

test('an API that stops answering its health probe is stopped and started again', { timeout: 240_000 }, async (t) => {
  // Probed every second here; every 5 s by default.
  const { platform, log } = await platformFor(t, { healthEveryMs: 1000 });
  const apiProbe = `${platform.apiUrl}/sanctum/csrf-cookie`;
  const hung = platform.api.pid();
  assert.ok(hung);
  // A process that no longer runs: its port still takes connections, and answers nothing.
  process.kill(hung, 'SIGSTOP');
  const deadline = Date.now() + 120_000;
  while ((await status(apiProbe)) !== 204 || platform.api.restarts() === 0) {
    assert.ok(Date.now() < deadline, `the API was not started again; log: ${log.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.notEqual(platform.api.pid(), hung);
  assert.match(String(log[0]), /GET \/up said unhealthy or did not answer 3 times in a row/);
});

test(
  'an API told to stop by someone else drains to its deadline without the watchdog killing it, and is started again',
  { timeout: 240_000 },
  async (t) => {
    const drainMs = 6000;
    // Probed every second: three strikes would come well within the drain.
    const { platform, log } = await platformFor(t, { env: { API_DRAIN_TIMEOUT_MS: String(drainMs) }, healthEveryMs: 1000 });
    const apiProbe = `${platform.apiUrl}/sanctum/csrf-cookie`;
    // A request still in flight when the drain starts: a body sent a byte a second, which the drain waits for.
    const slow = connect(Number(new URL(platform.apiUrl).port), '127.0.0.1');
    slow.on('error', () => {});
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => slow.writable && slow.write(' '), 1000);
    // Neither may keep this file's process alive should an earlier clean-up fail.
    trickle.unref();
    slow.unref();
    t.after(() => {
      clearInterval(trickle);
      slow.destroy();
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const draining = platform.api.pid();
    assert.ok(draining);
    const started = Date.now();
    process.kill(draining, 'SIGTERM');
    const deadline = Date.now() + 120_000;
    while (platform.api.pid() === draining || (await status(apiProbe)) !== 204) {
      assert.ok(Date.now() < deadline, `the API did not answer again; log: ${log.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(Date.now() - started >= drainMs, 'the drain ran to its deadline');
    assert.ok(!log.some((line) => /unhealthy or did not answer/.test(line)), log.join(' | '));
    // Past its deadline the drain cut the slow request and exited 1: an exit nobody here asked for, so a restart.
    assert.match(String(log[0]), /stopped unexpectedly \(exit code 1\)/);
  },
);
