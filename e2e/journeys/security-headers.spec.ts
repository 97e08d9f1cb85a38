// The web origin's and the CDN's security headers (issue 16 item 9), and proof that the
// Content-Security-Policy blocks nothing the product needs: the map home (map worker, remotes,
// API data), an advert page (mini map, photos) and signing in raise no violation.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

const ADVERT_ID = 48;

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Every CSP violation the page sees: `securitypolicyviolation` events of each document, console
 * messages about the policy, and requests the browser blocked for it (a worker's too).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (/csp/i.test(request.failure()?.errorText ?? '')) seen.push(`request blocked: ${request.url()}`);
  });
  return async () => [...seen, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

/** The policy's directives by name; none without a policy. */
function directives(policy = ''): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

test("the web origin sends a CSP of exactly the product's origins, and frame, sniffing and referrer rules", async ({ page, release }) => {
  // The remotes' files, as the browser fetches them from the CDN.
  const remoteEntry = page.waitForResponse(
    (res) => res.url().includes(`.localhost:${release.cdnPort}/`) && res.url().endsWith('/remoteEntry.js'),
  );
  const response = await page.goto('/');
  const headers = response!.headers();
  const config = (await (await page.request.get('/config.json')).json()) as {
    apiUrl: string;
    realtime: { wsHost: string; wsPort: number };
  };
  const remotes = `http://*.localhost:${release.cdnPort}`;
  const csp = directives(headers['content-security-policy']);

  expect(csp['default-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
  expect(csp['base-uri']).toEqual(["'none'"]);
  // Code only from files of the shell and the remotes (and, in development, loopback overrides):
  // nothing inline, nothing evaluated.
  for (const name of ['script-src', 'style-src']) {
    expect(csp[name]?.slice(0, 2)).toEqual(["'self'", remotes]);
    expect(csp[name]?.filter((source) => /unsafe|^(data|blob|https?):$|^\*$/.test(source))).toEqual([]);
  }
  expect(csp['connect-src']?.slice(0, 4)).toEqual([
    "'self'",
    config.apiUrl,
    `ws://${config.realtime.wsHost}:${config.realtime.wsPort}`,
    remotes,
  ]);
  expect(csp['img-src']?.slice(0, 4)).toEqual(["'self'", 'data:', config.apiUrl, remotes]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');

  const cdn = await (await remoteEntry).allHeaders();
  expect(cdn['x-content-type-options']).toBe('nosniff');
  expect(cdn['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(cdn['cross-origin-resource-policy']).toBe('cross-origin');
});

test('the map home draws its map, pins and data under the CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  // Map data fetched by maplibre-gl's worker (a blob of the page's origin), so the worker ran and
  // its requests were allowed.
  const places = page.waitForResponse((res) => new URL(res.url()).pathname === '/map/places.geojson' && res.ok());
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  // The pins are drawn by the map's own layers; the map's description counts them.
  await expect(page.getByRole('region', { name: 'Map of adverts' })).toHaveAttribute('aria-description', /^[1-9][\d,]* pins/);
  await places;
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('list', { name: 'Search results' }).locator('article[data-advert-id]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an advert page with its photos and mini map raises no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`/ad-details/${ADVERT_ID}`);
  const view = page.locator('[data-remote="mfe-ad-details"]').filter({ visible: true }).first();
  await expect(view.getByRole('article')).toBeVisible();
  const photo = view.getByRole('region', { name: 'Photos' }).locator('img').first();
  await expect(photo).toBeVisible();
  // The photo really loaded from the API's storage, not a broken image.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const map = view.getByRole('region', { name: "Map of the advert's location" });
  await map.scrollIntoViewIfNeeded();
  await view.getByRole('button', { name: 'Move and zoom the map' }).click();
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.locator('.maplibregl-marker')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('signing in raises no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, '/');
  expect(await violations()).toEqual([]);
});
