// A street map with no token (issue 30, item 4): with MAP_TILES_URL naming a PMTiles archive, the map
// home draws streets from it, read by HTTP Range requests, and their names in the web origin's own
// glyphs (/map-glyphs/), under the page's own Content-Security-Policy.
// The archive is made here (a few London streets, a park and the land around them) and served by the
// deployment's Node CDN from the search map's origin, which the policy already lets the page reach; the
// deployment has no MAP_TILES_URL (every other journey draws the offline style), so this page's
// /config.json gets it on the way. That the setting joins /config.json and connect-src is
// scripts/platform/servers.test.mjs's part.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openFirstAdvertFromList, test } from '../support/fixtures';
import { browseTheMap, openHome } from '../support/home';
import { mapCanvas, screenPoints, type LngLat } from '../support/mapCanvas';
import { pmtilesArchive, type Feature, type Geometry } from '../support/pmtiles';

// Playwright's routes miss requests that pass through a service worker; the shell's worker (which leaves
// /config.json and the archive to the network) is no part of this journey.
test.use({ serviceWorkers: 'block' });

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Where the map opens for the default search: central London at zoom 12 (spec 000 §9). */
const OPENED_ON = { center: [-0.1276, 51.5072] as LngLat, zoom: 12 };

/** Oxford Street and Euston Road, roughly, as straight lines along one latitude each. */
const STREETS: Array<{ kind: string; name: string; lat: number; from: number; to: number }> = [
  { kind: 'major_road', name: 'Oxford Street', lat: 51.5154, from: -0.158, to: -0.128 },
  { kind: 'highway', name: 'Euston Road', lat: 51.5275, from: -0.16, to: -0.11 },
];
/** Hyde Park, as a box. */
const PARK = { west: -0.187, south: 51.503, east: -0.156, north: 51.512 };
/** Greater London and beyond: any advert the home's list opens first lies on the archive's land. */
const BOUNDS: [number, number, number, number] = [-0.6, 51.2, 0.4, 51.8];

/** The Protomaps light flavour's colours the journey looks for. */
const EARTH = [0xe2, 0xdf, 0xda];
const PARK_GREEN = [0x9c, 0xd3, 0xb4];
/**
 * A pixel of the major roads' names (roads_labels_major: #938a8d over a white halo) or of their
 * anti-aliased edges: grey, darker than the land (#e2dfda) and the streets (white). A name along one of
 * the journey's streets draws some 180 of them at 1366 x 900; the streets and land alone draw none.
 */
const textGrey = (c: number[]) => Math.max(...c) <= 0xc8 && Math.max(...c) - Math.min(...c) <= 16;

function archive(): Buffer {
  const [west, south, east, north] = BOUNDS;
  const feature = (kind: string, geometry: Geometry, name?: string): Feature => ({
    type: 'Feature',
    properties: name ? { kind, name } : { kind },
    geometry,
  });
  const box = (w: number, s: number, e: number, n: number): Geometry => ({
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  });
  return pmtilesArchive(
    {
      earth: { type: 'FeatureCollection', features: [feature('earth', box(west, south, east, north))] },
      landuse: { type: 'FeatureCollection', features: [feature('park', box(PARK.west, PARK.south, PARK.east, PARK.north))] },
      roads: {
        type: 'FeatureCollection',
        features: STREETS.map((s) =>
          feature(
            s.kind,
            {
              type: 'LineString',
              coordinates: [
                [s.from, s.lat],
                [s.to, s.lat],
              ],
            },
            s.name,
          ),
        ),
      },
    },
    // Zoom 12 is what the home draws; the advert's mini map overzooms it, which keeps the wide archive small.
    { minZoom: 10, maxZoom: 12, bounds: BOUNDS, center: [OPENED_ON.center[0], OPENED_ON.center[1]] },
  );
}

/** The colours of the page's pixels at `points`, read from a screenshot of a map's canvas (the home's unless told). */
async function coloursAt(page: Page, points: Array<{ x: number; y: number }>, canvas = mapCanvas(page)): Promise<number[][]> {
  const box = (await canvas.boundingBox())!;
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, box, points }) => {
      // Decoded in the page without a fetch (a data: URL is no source the policy allows).
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const scale = bitmap.width / box.width;
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return points.map(({ x, y }) => [
        ...context.getImageData(Math.round((x - box.x) * scale), Math.round((y - box.y) * scale), 1, 1).data.slice(0, 3),
      ]);
    },
    { png, box, points },
  );
}

const near = (colour: number[], wanted: number[], by = 8) => colour.every((c, i) => Math.abs(c - wanted[i]!) <= by);

test('with a PMTiles archive configured, the map home draws streets and their names from it by range requests, and the CSP blocks nothing', async ({
  page,
  release,
}) => {
  const folder = join(release.releasesDir, 'mfe-search-map', 'tiles-journey');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'london.pmtiles'), archive());
  const tilesUrl = `http://mfe-search-map.localhost:${release.cdnPort}/tiles-journey/london.pmtiles`;
  try {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), mapTilesUrl: tilesUrl } });
    });
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
      });
    });
    const ranges: Array<{ range: string; status: number }> = [];
    page.on('response', (response) => {
      if (response.url() === tilesUrl) ranges.push({ range: response.request().headers()['range'] ?? '', status: response.status() });
    });
    const glyphs: Array<{ url: string; status: number }> = [];
    page.on('response', (response) => {
      if (response.url().includes('/map-glyphs/')) glyphs.push({ url: response.url(), status: response.status() });
    });
    const consoleCsp: string[] = [];
    page.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text())) consoleCsp.push(message.text());
    });

    await openHome(page);
    await browseTheMap(page);
    await expect(mapCanvas(page)).toBeVisible();

    // Where the streets, the park and open land are on the map as it opened.
    const along = (s: (typeof STREETS)[number]) =>
      Array.from({ length: 9 }, (_, i): LngLat => [s.from + ((s.to - s.from) * (i + 1)) / 10, s.lat]);
    const park: LngLat[] = [0.25, 0.5, 0.75].flatMap((fx) =>
      [0.3, 0.7].map((fy): LngLat => [PARK.west + (PARK.east - PARK.west) * fx, PARK.south + (PARK.north - PARK.south) * fy]),
    );
    // Open land: between the two streets, away from either.
    const land: LngLat[] = [-0.15, -0.14, -0.13].map((lng): LngLat => [lng, 51.5215]);
    await expect
      .poll(
        async () => {
          const streetPoints = await screenPoints(page, OPENED_ON, STREETS.flatMap(along));
          // A street is a line of a pixel or two: the brightest pixel across it, two pixels either side.
          const across = streetPoints.flatMap(({ x, y }) => [-2, -1, 0, 1, 2].map((dy) => ({ x, y: y + dy })));
          const streetColours = await coloursAt(page, across);
          const streetsDrawn = streetPoints.filter((_, i) =>
            streetColours.slice(i * 5, i * 5 + 5).some((c) => Math.min(...c) >= 0xf0 && Math.max(...c) - Math.min(...c) <= 8),
          ).length;
          const parkGreen = (await coloursAt(page, await screenPoints(page, OPENED_ON, park))).filter((c) => near(c, PARK_GREEN)).length;
          const earth = (await coloursAt(page, await screenPoints(page, OPENED_ON, land))).filter((c) => near(c, EARTH)).length;
          return { streetsDrawn: streetsDrawn >= 12, parkGreen: parkGreen >= 4, earth: earth >= 2 };
        },
        { timeout: 20_000, message: 'the streets, the park and the land of the archive are drawn' },
      )
      .toEqual({ streetsDrawn: true, parkGreen: true, earth: true });

    // The streets' names: grey text pixels along each street, within 8 pixels of its line.
    await expect
      .poll(
        async () => {
          const counts: number[] = [];
          for (const street of STREETS) {
            const [from, to] = await screenPoints(page, OPENED_ON, [
              [street.from, street.lat],
              [street.to, street.lat],
            ]);
            const band = Array.from({ length: Math.floor(to!.x - from!.x) }, (_, i) =>
              Array.from({ length: 17 }, (_, j) => ({ x: from!.x + i, y: from!.y - 8 + j })),
            ).flat();
            counts.push((await coloursAt(page, band)).filter(textGrey).length);
          }
          return counts.map((count) => count >= 40);
        },
        { timeout: 15_000, message: "each street's name is drawn along it" },
      )
      .toEqual(STREETS.map(() => true));
    // Its glyphs came from the web origin's own copy.
    expect(glyphs.length).toBeGreaterThan(0);
    expect(glyphs.every((g) => g.status === 200 && new URL(g.url).origin === new URL(page.url()).origin)).toBe(true);

    // An advert's mini map draws from the same archive: the land around the advert in its colour.
    await openFirstAdvertFromList(page);
    // The mini map is a picture of the spot until the person reaches for it.
    await page.getByTestId('mini-map-picture').getByRole('button', { name: 'Move and zoom the map' }).click();
    const mini = page.getByTestId('mini-map').locator('canvas.maplibregl-canvas');
    await expect(mini).toBeVisible();
    await expect
      .poll(
        async () => {
          const box = (await mini.boundingBox())!;
          // The four quarters' middles: away from the advert's marker in the centre.
          const corners = [0.25, 0.75].flatMap((fx) =>
            [0.25, 0.75].map((fy) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy })),
          );
          return (await coloursAt(page, corners, mini)).filter((c) => near(c, EARTH)).length;
        },
        { timeout: 15_000, message: "the mini map draws the archive's land" },
      )
      .toBeGreaterThanOrEqual(3);

    await page.screenshot({ path: test.info().outputPath('street-map.png') });
    // The archive was read in parts: its header, then its tiles, each answered 206.
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges.every((r) => /^bytes=\d+-\d+$/.test(r.range) && r.status === 206)).toBe(true);
    expect([...consoleCsp, ...(await page.evaluate(() => window.cspViolations ?? []))]).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
