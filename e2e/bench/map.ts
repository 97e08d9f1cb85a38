// `npm run bench -- map [--rounds N] [--data-dir DIR] [--adverts N] [--trace FILE]`: frame times of the map
// home while a person pans and zooms over London at city zoom, with the API's real answers over a
// database of 100,000 adverts (counted circles and pins), in headless Chromium on the deployed product.
// The database is seeded first into a throw-away folder (about two minutes), or --data-dir reuses one.
// Frame time is the gap between animation frames while the mouse drags the map and turns the wheel.
// This machine's WebGL is software (SwiftShader; --disable-gpu), which sets a floor whatever is drawn:
// the same moves over the map with nothing on it are measured beside, and each figure is given as a
// ratio to that floor (issue 27, item 5).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequestRaw, type IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, deploy, repoRoot } from '../support/deploy';
import { acceptCookies, browseTheMap, filtersButton } from '../support/home';

const VIEWPORT = { width: 1280, height: 900 };

/** What DevTools' Performance panel records, with the GPU process's work (SwiftShader draws there). */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink',
  'cc',
  'gpu',
  'viz',
  'toplevel',
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

/**
 * Starts recording the gaps between animation frames in the page. Given as text: the bench runs
 * through tsx, whose helpers named functions would need in the page.
 */
async function startFrames(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    let last = 0;
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  })()`);
}

async function stopFrames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
}

/** Drags the map around in a square and zooms in and out with the wheel over its middle. */
async function panAndZoom(page: Page): Promise<void> {
  const box = (await page.locator('canvas.maplibregl-canvas, canvas.mapboxgl-canvas').first().boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const legs: Array<[number, number]> = [
    [250, 0],
    [0, 200],
    [-250, 0],
    [0, -200],
  ];
  for (const [dx, dy] of legs) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + dx, cy + dy, { steps: 25 });
    await page.mouse.up();
  }
  for (const delta of [-120, -120, -120, 120, 120, 120]) {
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(250);
  }
}

/** The United Kingdom as the location search gives it: the seed's 2,000 adverts are all inside. */
const UK_SEARCH = { ad_type: 6, address: 'United Kingdom', boundary_box: [-8.7, 49.8, 1.8, 60.9] };

/** One request through the API's real HTTP server; the body as sent (compressed when asked), unread. */
function httpRequest(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = httpRequestRaw(url, { method: init.method, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * The map answer over the whole seeded United Kingdom (well over 1,000 adverts) as a browser gets it:
 * through the API's HTTP server with Accept-Encoding br and gzip, in bytes on the wire and per 1,000
 * pins; issue 14's target is at most 60 kB for 1,000 pins.
 */
async function mapAnswerSize(apiUrl: string): Promise<string> {
  const csrf = await httpRequest(`${apiUrl}/sanctum/csrf-cookie`, { method: 'GET', headers: {} });
  const cookies = (csrf.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const res = await httpRequest(`${apiUrl}/api/properties-map`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify(UK_SEARCH),
  });
  if (res.status !== 200) throw new Error(`api/properties-map answered ${res.status}`);
  const encoding = String(res.headers['content-encoding'] ?? 'none');
  const plain = encoding === 'br' ? brotliDecompressSync(res.bytes) : encoding === 'gzip' ? gunzipSync(res.bytes) : res.bytes;
  const pins = (JSON.parse(plain.toString('utf8')) as { data: { id?: unknown[] } }).data.id?.length ?? 0;
  const perThousand = pins ? (res.bytes.length / pins) * 1000 : NaN;
  return `map answer: ${pins} pins, ${(res.bytes.length / 1000).toFixed(1)} kB on the wire (${encoding}; ${(plain.length / 1000).toFixed(0)} kB as JSON), ${(perThousand / 1000).toFixed(1)} kB per 1,000 pins (target at most 60 kB)\n`;
}

/** `npm run bench -- mapwire`: the map answer's bytes on the wire alone, without the frame times. */
export async function benchMapWire(): Promise<void> {
  console.log('• serving the product (a fresh database is seeded first)');
  const deployment = await deploy();
  try {
    console.log(`\n${await mapAnswerSize(deployment.platform.apiUrl)}`);
  } finally {
    await deployment.stop();
  }
}

/** Seeds `adverts` adverts into a new PGlite folder with the API's own seed command; returns the folder. */
function seedDatabase(adverts: number, workDir: string): string {
  const dataDir = join(workDir, 'pglite');
  console.log(`• seeding ${adverts.toLocaleString('en-GB')} adverts into ${dataDir}`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--adverts', String(adverts), '--data-dir', dataDir], {
    cwd: join(repoRoot, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORAGE_DIR: join(workDir, 'storage') },
  });
  if (seeded.status !== 0) throw new Error(`seeding failed (exit ${seeded.status ?? seeded.signal})`);
  return dataDir;
}

interface Scenario {
  name: string;
  /** Nothing drawn: every map answer is empty. */
  empty: boolean;
  /** Whole zooms out from the map's opening zoom (12) before measuring. */
  zoomOut: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'empty map (the floor)', empty: true, zoomOut: 0 },
  { name: 'London at zoom 12 (city)', empty: false, zoomOut: 0 },
  { name: 'London at zoom 10 (whole city)', empty: false, zoomOut: 2 },
];

const EMPTY_ANSWER = JSON.stringify({ data: {}, clusters: [], meta: { total: 0, in_view: 0, shown: 0, zoom: 12 } });

interface Round {
  frames: number[];
  answers: Array<{ bytes: number; circles: number; pins: number }>;
}

/** One round of a scenario in a fresh page: open the map home, settle, then pan and zoom while counting frames. */
async function measureRound(browser: Browser, webUrl: string, scenario: Scenario, trace: string | undefined): Promise<Round> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const answers: Round['answers'] = [];
  if (scenario.empty) {
    await page.route('**/api/properties-map', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: EMPTY_ANSWER }),
    );
  }
  // Bytes as received (compressed), from the browser's own account of each answer.
  page.on('response', async (response) => {
    if (!response.url().includes('/api/properties-map') || scenario.empty) return;
    const [sizes, body] = await Promise.all([
      response
        .request()
        .sizes()
        .catch(() => null),
      response.json().catch(() => null) as Promise<{ clusters?: unknown[]; data?: { id?: unknown[] } } | null>,
    ]);
    answers.push({ bytes: sizes?.responseBodySize ?? 0, circles: body?.clusters?.length ?? 0, pins: body?.data?.id?.length ?? 0 });
  });
  await page.goto(webUrl);
  await acceptCookies(page);
  await page.locator('canvas.maplibregl-canvas').waitFor({ state: 'visible', timeout: 60_000 });
  // Past the home's introduction to the map, with the filters box closed, as a person would use the map.
  await browseTheMap(page);
  const filters = filtersButton(page);
  if ((await filters.getAttribute('aria-expanded')) === 'true') await filters.click();
  for (let i = 0; i < scenario.zoomOut; i++) {
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForTimeout(600);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  answers.length = 0;
  if (trace) await browser.startTracing(page, { path: trace, screenshots: false, categories: TRACE_CATEGORIES });
  await startFrames(page);
  await panAndZoom(page);
  const frames = await stopFrames(page);
  if (trace) await browser.stopTracing();
  await context.close();
  return { frames, answers };
}

export async function benchMap(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      rounds: { type: 'string', default: '3' },
      adverts: { type: 'string', default: '100000' },
      'data-dir': { type: 'string' },
      // A Chrome performance trace of the first round at city zoom, to open in DevTools' Performance panel.
      trace: { type: 'string' },
    },
  });
  const rounds = Number(values.rounds);
  const workDir = mkdtempSync(join(tmpdir(), 'roofline-map-bench-'));
  const results = new Map<Scenario, Round>(SCENARIOS.map((s) => [s, { frames: [], answers: [] }]));
  const loads: number[] = [loadavg()[0]!];
  try {
    const dataDir = values['data-dir'] ?? seedDatabase(Number(values.adverts), workDir);
    console.log('• publishing the built remotes and serving the product over that database');
    const deployment = await deploy({ dataDir });
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      // Rounds go scenario by scenario in turn, so a change in the machine's load falls on each alike.
      for (let round = 0; round < rounds; round++) {
        for (const scenario of SCENARIOS) {
          console.log(`• ${scenario.name}, round ${round + 1} of ${rounds}`);
          const trace = round === 0 && scenario === SCENARIOS[1] ? values.trace : undefined;
          const measured = await measureRound(browser, deployment.platform.webUrl, scenario, trace);
          const total = results.get(scenario)!;
          total.frames.push(...measured.frames);
          total.answers.push(...measured.answers);
          loads.push(loadavg()[0]!);
        }
      }
    } finally {
      await browser.close();
      await deployment.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const floor = results.get(SCENARIOS[0]!)!.frames.sort((a, b) => a - b);
  const floorP50 = percentile(floor, 0.5);
  const floorP95 = percentile(floor, 0.95);
  console.log(
    `\nFrame time while panning and zooming the map home (${rounds} rounds each, ${VIEWPORT.width}x${VIEWPORT.height}, software WebGL):\n`,
  );
  for (const [scenario, { frames, answers }] of results) {
    frames.sort((a, b) => a - b);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(frames, p));
    const ratio = scenario.empty ? '' : `   x${(p50! / floorP50).toFixed(2)} / x${(p95! / floorP95).toFixed(2)} the floor`;
    console.log(
      `${scenario.name.padEnd(32)} frames ${String(frames.length).padStart(5)}   p50 ${p50!.toFixed(1).padStart(6)} ms   p95 ${p95!.toFixed(1).padStart(6)} ms   p99 ${p99!.toFixed(1).padStart(6)} ms${ratio}`,
    );
    if (!scenario.empty && answers.length) {
      const kb = answers.map((a) => a.bytes / 1000);
      console.log(
        `${''.padEnd(32)} ${answers.length} map answers while moving: ${(kb.reduce((a, b) => a + b, 0) / kb.length).toFixed(1)} kB on average, at most ${Math.max(...kb).toFixed(1)} kB; up to ${Math.max(...answers.map((a) => a.circles))} circles and ${Math.max(...answers.map((a) => a.pins))} pins`,
      );
    }
  }
  console.log(`\nload average (1 min) during the run: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`);
}
