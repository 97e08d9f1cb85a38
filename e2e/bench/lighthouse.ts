// `npm run bench -- lighthouse [--runs N]`: Lighthouse's scores for the pages people land on, on a phone,
// in Debian's Chromium over the deployed product: the map home, an advert's page and the dashboard of a
// signed-in host. Lighthouse's own phone profile (412 x 823 at 1.75x, a slow 4G link and a 4x slower CPU,
// simulated) as PageSpeed Insights runs it. It prints the performance, accessibility, best-practices and
// SEO scores and the largest contentful paint, total blocking time and cumulative layout shift of each
// page (the median of the runs); the targets (issue 24) are accessibility and best-practices of 100.
// `--page home|advert|dashboard` audits one page only; `--save DIR` keeps each run's full Lighthouse JSON
// there (its diagnostics: bootup-time, mainthread-work-breakdown, layout-shifts, long-tasks).
// Consent to cookies is given and the host signed in once, first, as a returning person would have; each
// audit then starts without the service worker and caches (Lighthouse's own reset), so loads are cold.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath, deploy, freePort } from '../support/deploy';

/** A seeded short-term let with every section (the advert journeys' own). */
const ADVERT_ID = 48;
const HOST = { email: 'host@roofline.test', password: 'password123' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = { accessibility: 100, 'best-practices': 100 };

interface Measured {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits of the targeted categories that lost points, for the person reading the figures. */
  failing: string[];
  /** What moved most (the layout-shifts audit's elements and scores) and what the largest paint was. */
  shifts: string[];
  lcpElement: string;
}

/** An element as Lighthouse names it: its selector, else its snippet. */
function nodeName(item: unknown): string {
  const node = (item as { node?: { selector?: string; snippet?: string } } | undefined)?.node;
  return node?.selector || node?.snippet || '?';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function audit(url: string, port: number, saveAs?: string): Promise<Measured> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A page that sent Lighthouse elsewhere (the dashboard to the login page) was not the page measured.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Measured['scores'];
  const failing = CATEGORIES.filter((id) => id in TARGETS).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Array<Record<string, unknown>>;
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    shifts: items('layout-shifts')
      .slice(0, 3)
      .map((item) => `${nodeName(item)} ${Number(item.score).toFixed(3)}`),
    lcpElement: nodeName(((items('largest-contentful-paint-element')[0]?.items as unknown[] | undefined) ?? [])[0]),
  };
}

export async function benchLighthouse(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { runs: { type: 'string', default: '1' }, page: { type: 'string' }, save: { type: 'string' } },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const deployment = await deploy();
  const profile = mkdtempSync(join(tmpdir(), 'roofline-lighthouse-'));
  const port = await freePort();
  // One browser for the sign-in and for Lighthouse, which opens its own tab in it over the debugging port.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  try {
    const base = deployment.platform.webUrl.replace(/\/$/, '');
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${base}/login?redirect=${encodeURIComponent('/dashboard-statistics')}`);
    const consent = page.getByRole('region', { name: 'Cookie consent' });
    await consent.getByRole('button', { name: 'Accept' }).click();
    // The choice is stored as the banner finishes fading out.
    await consent.waitFor({ state: 'detached' });
    await page.getByLabel('Email address').fill(HOST.email);
    await page.getByLabel('Password', { exact: true }).fill(HOST.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard-statistics/);
    await page.goto('about:blank');

    const pages = (
      [
        ['home', 'map home', `${base}/`],
        ['advert', 'advert page', `${base}/ad-details/${ADVERT_ID}`],
        ['dashboard', 'dashboard (signed in)', `${base}/dashboard-statistics`],
      ] as const
    ).filter(([key]) => !values.page || values.page === key);
    if (pages.length === 0) throw new Error(`--page is one of home, advert, dashboard`);
    if (values.save) mkdirSync(values.save, { recursive: true });
    console.log(
      `Lighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page, phone profile (412 x 823, slow 4G, 4x CPU, simulated)`,
    );
    console.log('page                    perf  a11y  best   seo   LCP ms   TBT ms     CLS');
    let missed = false;
    for (const [key, name, url] of pages) {
      const measured: Measured[] = [];
      for (let run = 0; run < runs; run++) {
        measured.push(await audit(url, port, values.save ? join(values.save, `${key}-${run + 1}.json`) : undefined));
      }
      const score = (id: (typeof CATEGORIES)[number]) => median(measured.map((m) => m.scores[id]));
      const row = [
        name.padEnd(22),
        ...CATEGORIES.map((id) => String(score(id)).padStart(5)),
        String(Math.round(median(measured.map((m) => m.lcpMs)))).padStart(8),
        String(Math.round(median(measured.map((m) => m.tbtMs)))).padStart(8),
        median(measured.map((m) => m.cls))
          .toFixed(3)
          .padStart(7),
      ];
      console.log(row.join(' '));
      for (const [id, target] of Object.entries(TARGETS)) {
        if (score(id as (typeof CATEGORIES)[number]) < target) missed = true;
      }
      for (const failing of new Set(measured.flatMap((m) => m.failing))) console.log(`    below target: ${failing}`);
      const last = measured.at(-1);
      if (last) {
        console.log(`    largest paint: ${last.lcpElement}`);
        for (const shift of last.shifts) console.log(`    moved: ${shift}`);
      }
    }
    console.log(`targets: accessibility and best-practices ${TARGETS.accessibility} on each page: ${missed ? 'missed' : 'met'}`);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await deployment.stop();
  }
}
