// Canaries in the journeys: the web origin's bucket rule written out again as the journeys' own oracle, and
// browsers whose sticky id puts them on a chosen side of a canary.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { repoRoot, type RemoteName } from './deploy';

/** The cookie the web origin keeps a browser's canary id in (release/pageConfig.mjs). */
export const CANARY_COOKIE = 'roofline_canary';

/**
 * The bucket rule the web origin promises (release/pageConfig.mjs), written out again here as the
 * journeys' own oracle: FNV-1a of `<id>/<remote>`, modulo 100.
 */
export function canaryBucket(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${id}/${remote}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** A browser id whose bucket for the remote is on the wanted side of a canary for `percent`% of browsers. */
export function idOnSide(remote: string, percent: number, canary: boolean): string {
  for (;;) {
    const id = randomUUID();
    if (canaryBucket(id, remote) < percent === canary) return id;
  }
}

/** A browser of its own (a fresh context); with `id`, the canary id the web origin gave it on an earlier visit. */
export async function browserWith(browser: Browser, baseURL: string, id?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  if (id) await context.addCookies([{ name: CANARY_COOKIE, value: id, url: baseURL }]);
  return { context, page: await context.newPage() };
}

const sri384 = (bytes: string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Rewrites the remote's fresh build, made with BUILD_TAG `tag`, where its frame renders the tag: `replacement`
 * is the JavaScript that stands there instead. The chunk's integrity hash is rewritten where the remote's
 * runtime names it, so the browser loads the changed code as released.
 */
function rewriteBuildTag(remote: RemoteName, tag: string, replacement: string): void {
  const dist = join(repoRoot, remote, 'dist');
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const needle = `build:${JSON.stringify(tag)}`;
  const chunk = scripts.find((file) => readFileSync(join(dist, file), 'utf8').includes(needle));
  if (!chunk) throw new Error(`no script of ${remote}/dist renders the build tag ${tag}`);
  const before = readFileSync(join(dist, chunk), 'utf8');
  const after = before.replace(needle, `build:${replacement}`);
  writeFileSync(join(dist, chunk), after);
  const [oldSri, newSri] = [sri384(before), sri384(after)];
  for (const file of scripts) {
    const text = readFileSync(join(dist, file), 'utf8');
    if (text.includes(oldSri)) writeFileSync(join(dist, file), text.replaceAll(oldSri, newSri));
  }
}

/** Turns the remote's fresh build (BUILD_TAG `tag`) into one whose parcels throw on their first render, so each mount fails. */
export function makeBuildThrowOnMount(remote: RemoteName, tag: string): void {
  rewriteBuildTag(remote, tag, '(()=>{throw new Error("this canary fails on mount")})()');
}

/**
 * Turns the remote's fresh build (BUILD_TAG `tag`) into one that works but spends `ms` on every click of the
 * page once it has rendered (a listener added once), as a slow handler would: its users' INP grows.
 */
export function makeBuildSlowOnClick(remote: RemoteName, tag: string, ms: number): void {
  const slow = `document.addEventListener("click",()=>{const t=performance.now();while(performance.now()-t<${ms});},true)`;
  rewriteBuildTag(remote, tag, `(window.__slowCanary||(window.__slowCanary=1,${slow}),${JSON.stringify(tag)})`);
}
