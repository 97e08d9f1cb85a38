// The sign-in pages' background video: it plays, muted and looping, only after the page has loaded;
// a person who prefers reduced motion gets the still and one who saves data gets nothing, and neither
// downloads the video; the Pause button stops it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const VIDEO = /\/assets\/roofs\.[0-9a-f]{8}\.webm$/;
const POSTER = /\/assets\/roofs-poster\.[0-9a-f]{8}\.webp$/;

/** Records when the page's load event fired and when each media file was asked for. */
function watchMedia(page: Page) {
  const seen = { loadedAt: 0, video: [] as number[], poster: [] as number[] };
  page.on('load', () => (seen.loadedAt ||= Date.now()));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (VIDEO.test(pathname)) seen.video.push(Date.now());
    if (POSTER.test(pathname)) seen.poster.push(Date.now());
  });
  return seen;
}

/** Resolves once the browser has been idle twice, which is after the video would have been started. */
async function afterIdle(page: Page) {
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
}

const isPlaying = (page: Page) =>
  page
    .locator('.background-video video')
    .evaluate((video: HTMLVideoElement) => !video.paused && video.muted && video.loop && video.currentTime > 0)
    .catch(() => false);

test('the login page plays the muted, looping background video, asked for only after the page has loaded', async ({ page }) => {
  const seen = watchMedia(page);
  const served = page.waitForResponse((response) => VIDEO.test(new URL(response.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await expect.poll(() => isPlaying(page)).toBe(true);
  expect(seen.loadedAt).toBeGreaterThan(0);
  expect(seen.video[0]).toBeGreaterThanOrEqual(seen.loadedAt);
  const response = await served;
  expect(response.headers()['content-type']).toBe('video/webm');
  expect(response.headers()['cache-control']).toContain('immutable');

  // Decoration: hidden from assistive technology, no controls of its own, not in the tab order.
  await expect(page.locator('.background-video')).toHaveAttribute('aria-hidden', 'true');
  const video = page.locator('.background-video video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('tabindex', '-1');
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(false);

  // The other sign-in pages have it too.
  await page.getByRole('link', { name: 'New to Roofline? Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect.poll(() => isPlaying(page)).toBe(true);
});

test('the Pause button stops the video and leaves the still, and Play starts it again', async ({ page }) => {
  await page.goto('/login');
  await expect.poll(() => isPlaying(page)).toBe(true);

  await page.getByRole('button', { name: 'Pause background video' }).click();
  await expect(page.locator('.background-video video')).toHaveCount(0);
  await expect(page.locator('.background-video img')).toBeVisible();

  // The pause holds on the next sign-in page of the visit.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await afterIdle(page);
  await expect(page.locator('.background-video video')).toHaveCount(0);

  await page.getByRole('button', { name: 'Play background video' }).click();
  await expect.poll(() => isPlaying(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
});

test.describe('a person who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees the still and never downloads the video', async ({ page }) => {
    const seen = watchMedia(page);
    await page.goto('/login');
    await expect(page.locator('.background-video img')).toBeVisible();
    await afterIdle(page);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0);
    expect(seen.video).toEqual([]);
  });
});

test('a person saving data gets neither the video nor its still', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
  });
  const seen = watchMedia(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await afterIdle(page);
  await expect(page.locator('.background-video')).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  expect(seen.video).toEqual([]);
  expect(seen.poster).toEqual([]);
});
