// Bundle bytes of a first load of the map home, as a visitor's browser downloads them from the
// deployed product: per part (shell, each remote), the federation runtime, each shared singleton,
// and the map library on its own line. Gzipped sizes are computed here with zlib from the bodies.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, REMOTES, chromiumPath, deploy, liveVersion, repoRoot, type Deployment } from '../support/deploy';

const KB = 1000;
const BUDGET_FIRST_LOAD = 350 * KB;
const BUDGET_REMOTE_ENTRY = 60 * KB;
/** Issue 27's target for what a first load of / transfers (as served, before the map library). */
const TARGET_FIRST_LOAD_SERVED = 250 * KB;

interface Script {
  url: URL;
  bytes: number;
  gzip: number;
  /** The body's bytes as our servers send it to a browser saying `Accept-Encoding: br, gzip`. */
  served: number;
  /** The body's bytes as Chromium counted them on the wire (its own encoded size). */
  wire: number;
  body: Buffer;
}

/**
 * Asks the real server (web origin or CDN) for `url` as a browser would and counts the bytes of the
 * answer's body as sent, compressed or not. `.localhost` names are loopback, as browsers take them.
 */
function servedBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'accept-encoding': 'br, gzip' },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

type Kind = 'entry' | 'code' | 'shared' | 'runtime' | 'map';
interface Attributed extends Script {
  owner: string;
  kind: Kind;
  /** Shared package names for 'shared'; library name for 'map'. */
  label: string;
}

interface Manifest {
  shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** File name (relative to the build folder) → the shared packages it provides, from a build's mf-manifest.json. */
function sharedFiles(manifestFile: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  if (!existsSync(manifestFile)) return files;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  for (const shared of manifest.shared ?? []) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.set(file, [...(files.get(file) ?? []), shared.name]);
  }
  return files;
}

/** The scripts index.html loads first: the shell's entry. */
function shellEntries(): Set<string> {
  const html = readFileSync(join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');
  return new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].flatMap(([, src]) => (src ? [new URL(src, 'http://web/').pathname] : [])),
  );
}

function mapLibrary(body: Buffer, url: URL): string | null {
  // The draw control comes with the map, after the list and filters are usable (its source layer id).
  if (body.includes('mapbox-gl-draw-cold')) return '@mapbox/mapbox-gl-draw';
  // So does the search map's live half (layers, drawing, popups), fetched beside the library (its price tags' layer id).
  if (body.includes('advert-price-tags')) return 'live map of mfe-search-map';
  // Strings from maplibre-gl's and mapbox-gl's main bundles and workers, absent from our own code.
  if (!body.includes('Style is not done loading') && !body.includes('registerWorkerSource')) return null;
  if (url.pathname.includes('maplibre')) return 'maplibre-gl';
  return body.includes('maplibre') ? 'maplibre-gl' : 'mapbox-gl';
}

function attribute(scripts: Script[], deployment: Deployment): Attributed[] {
  const webHost = new URL(deployment.platform.webUrl).host;
  const shellShared = sharedFiles(join(repoRoot, 'shell', 'dist', 'mf-manifest.json'));
  const entries = shellEntries();
  const remoteShared = new Map(
    REMOTES.map((r) => [r, sharedFiles(join(deployment.releasesDir, r, liveVersion(deployment, r), 'mf-manifest.json'))]),
  );
  // The map's worker also starts from a blob: a copy in memory of a file already counted, not a download.
  return scripts
    .filter((script) => script.url.protocol !== 'blob:')
    .map((script) => {
      const remote = REMOTES.find((r) => script.url.hostname === `${r}.localhost`);
      const owner = remote ?? (script.url.host === webHost ? 'shell' : script.url.host);
      // A remote's files live under /<version>/; the shell's at the root.
      const file = remote ? script.url.pathname.split('/').slice(2).join('/') : script.url.pathname.replace(/^\//, '');
      const map = mapLibrary(script.body, script.url);
      const shared = (remote ? remoteShared.get(remote) : shellShared)?.get(file);
      const isEntry = remote ? file === 'remoteEntry.js' : entries.has(script.url.pathname);
      let kind: Kind = 'code';
      let label = '';
      if (map) [kind, label] = ['map', map];
      else if (isEntry) kind = 'entry';
      else if (shared) [kind, label] = ['shared', shared.join(' + ')];
      else if (script.body.includes('__FEDERATION__')) kind = 'runtime';
      return { ...script, owner, kind, label };
    });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const sum = (list: Script[], key: 'bytes' | 'gzip' | 'served' | 'wire') => list.reduce((total, s) => total + s[key], 0);
const verdict = (gzip: number, budget: number) => `${gzip <= budget ? 'within' : 'OVER'} ${kb(budget)}`;

function report(scripts: Attributed[], path: string): string[] {
  const head = ['line', 'files', 'raw', 'gzip', 'served', 'budget (gzip)'];
  const rows: string[][] = [head];
  const notes: string[] = [];
  const row = (name: string, list: Attributed[], budget = '') =>
    rows.push([name, String(list.length), kb(sum(list, 'bytes')), kb(sum(list, 'gzip')), kb(sum(list, 'served')), budget]);
  const firstLoad = scripts.filter((s) => s.kind !== 'map');

  for (const part of ['shell', ...REMOTES]) {
    const mine = scripts.filter((s) => s.owner === part);
    const entry = mine.filter((s) => s.kind === 'entry');
    const own = mine.filter((s) => s.kind === 'entry' || s.kind === 'code');
    if (!mine.length) {
      rows.push([`${part}: not loaded by ${path}`, '', '', '', '', '']);
      continue;
    }
    const entryName = part === 'shell' ? 'main entry' : 'remoteEntry.js';
    row(`${part}: ${entryName}`, entry, part === 'shell' ? '' : verdict(sum(entry, 'gzip'), BUDGET_REMOTE_ENTRY));
    row(`${part}: entry + own chunks for ${path}`, own);
  }
  const runtime = scripts.filter((s) => s.kind === 'runtime');
  if (runtime.length) row('federation runtime (own chunks)', runtime);
  else {
    const carriers = [...new Set(scripts.filter((s) => s.kind === 'entry' && s.body.includes('__FEDERATION__')).map((s) => s.owner))];
    rows.push(['federation runtime: in the entries (see below)', '', '', '', '', '']);
    notes.push(`The federation runtime has no file of its own: it is inside the entries of ${carriers.join(', ')} and counted there.`);
  }
  const sharedNames = [...new Set(scripts.filter((s) => s.kind === 'shared').map((s) => s.label))].sort();
  for (const name of sharedNames) {
    const files = scripts.filter((s) => s.kind === 'shared' && s.label === name);
    const from = [...new Set(files.map((s) => s.owner))].join(', ');
    row(`shared ${name} (from ${from})`, files);
  }
  const others = scripts.filter((s) => s.kind !== 'map' && !['shell', ...REMOTES].includes(s.owner));
  if (others.length) row('other origins', others);
  const maps = scripts.filter((s) => s.kind === 'map');
  for (const lib of [...new Set(maps.map((s) => s.label))])
    row(
      `map library ${lib} (lazy, not in first load)`,
      maps.filter((s) => s.label === lib),
    );
  if (!maps.length) rows.push(['map library: not loaded', '', '', '', '', '']);
  row(`FIRST LOAD of ${path} without the map library`, firstLoad, verdict(sum(firstLoad, 'gzip'), BUDGET_FIRST_LOAD));
  const served = sum(firstLoad, 'served');
  const wire = sum(firstLoad, 'wire');
  notes.push(
    `Served: ${kb(served)} transferred for the first load of ${path} before the map library (Chromium counted ${kb(wire)}), ${Math.max(served, wire) <= TARGET_FIRST_LOAD_SERVED ? 'within' : 'OVER'} the target of ${kb(TARGET_FIRST_LOAD_SERVED)}.`,
  );

  return [
    ...table(rows, head),
    '',
    ...notes,
    '',
    'Each file of the first load, largest first (served):',
    ...table(fileRows(firstLoad), fileHead),
  ];
}

const fileHead = ['file', 'owner', 'line', 'raw', 'served', 'chromium'];
function fileRows(scripts: Attributed[]): string[][] {
  const rows = [...scripts]
    .sort((a, b) => b.served - a.served)
    .map((s) => [s.url.pathname.split('/').at(-1) ?? '', s.owner, s.label || s.kind, kb(s.bytes), kb(s.served), kb(s.wire)]);
  return [fileHead, ...rows];
}

/** Columns padded to their widths: text to the left, figures to the right. */
function table(rows: string[][], head: string[]): string[] {
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  const numeric = (cell: string) => /^[\d.]+ kB$|^\d+$/.test(cell);
  return rows.map((r) =>
    r
      .map((cell, i) => (numeric(cell) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** `npm run bench -- bundles [path]`: the first load of `path` (default `/`, the map home; `/ad-details/48` an advert's page). */
export async function benchBundles(args: string[] = []): Promise<void> {
  const path = args[0] ?? '/';
  console.log('• publishing the built remotes and serving the product (a fresh database is seeded first)');
  const deployment = await deploy();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<Script | null>[] = [];
    const seen = new Set<string>();
    const record = (response: Response) => {
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !/\.m?js$/.test(url.pathname)) return;
      if (seen.has(url.href)) return;
      seen.add(url.href);
      bodies.push(
        response
          .body()
          .then(async (body) => ({
            url,
            body,
            bytes: body.length,
            gzip: gzipSync(body).length,
            served: await servedBytes(url).catch(() => body.length),
            wire: (await response.request().sizes()).responseBodySize,
          }))
          .catch(() => null),
      );
    };
    context.on('response', record);
    await page.goto(new URL(path, deployment.platform.webUrl).href);
    // Every slot the page places has loaded (or failed) its remote.
    await page.waitForFunction(
      () => {
        const slots = Array.from(document.querySelectorAll('[data-remote-slot]'));
        return slots.length > 0 && slots.every((slot) => slot.getAttribute('data-state') !== 'loading');
      },
      undefined,
      { timeout: 60_000 },
    );
    const unavailable = await page.locator('[data-remote-slot][data-state="unavailable"]').count();
    if (unavailable) console.warn(`! ${unavailable} area(s) of ${path} are unavailable: the figures below miss them`);
    await page.waitForLoadState('networkidle');
    // The map library loads after the list and filters are usable; give it time to arrive.
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(bodies)).filter((s): s is Script => s !== null);
    const lines = report(attribute(scripts, deployment), path);
    console.log(
      `\nJavaScript downloaded by a first load of ${path} (1 kB = 1000 bytes; gzip by zlib level 6; served = the body our servers send for Accept-Encoding: br, gzip)\n`,
    );
    for (const line of lines) console.log(line);
  } finally {
    await browser.close();
    await deployment.stop();
  }
}
