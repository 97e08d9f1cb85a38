// Remakes the shell's background video (shell/src/backgroundVideo/roofs.webm) and its poster
// (roofs-poster.webp): a calm dawn sky over three layers of London rooftops drifting left, drawn
// frame by frame on a canvas in headless Chromium and encoded by ffmpeg. Every motion completes a
// whole cycle in the clip, so its last frame leads into its first and the loop has no seam.
//
//   FFMPEG=/path/to/ffmpeg PNPM --filter e2e background-video
//
// ffmpeg needs libvpx-vp9 (for example the npm package @ffmpeg-installer/linux-x64, installed in a
// scratch folder: it is a tool for this script, not a dependency of the product).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/deploy';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 8;
const OUT = join(import.meta.dirname, '..', '..', 'shell', 'src', 'backgroundVideo');
const ffmpegPath = process.env.FFMPEG ?? 'ffmpeg';

interface FrameRequest {
  frame: number;
  frames: number;
  width: number;
  height: number;
  type: string;
}

/** Runs in the page: draws frame `frame` of `frames` and returns it as a data URL. */
function drawFrame({ frame, frames, width, height, type }: FrameRequest): string {
  const phase = frame / frames;
  const turn = phase * 2 * Math.PI;
  const canvas = document.querySelector('canvas') ?? document.body.appendChild(document.createElement('canvas'));
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');

  const mix = (a: number[], b: number[], t: number) => `rgb(${a.map((v, i) => Math.round(v + ((b[i] ?? v) - v) * t)).join(',')})`;
  const breathe = (1 - Math.cos(turn)) / 2;
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, mix([118, 160, 190], [132, 168, 204], breathe));
  sky.addColorStop(0.55, mix([214, 196, 190], [228, 204, 186], breathe));
  sky.addColorStop(1, mix([242, 214, 180], [246, 222, 190], breathe));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  const sunX = width * 0.7 + Math.cos(turn) * 18;
  const sunY = height * 0.5 + Math.sin(turn) * 10;
  const glow = ctx.createRadialGradient(sunX, sunY, 0, sunX, sunY, height * 0.6);
  glow.addColorStop(0, 'rgba(255, 236, 200, 0.9)');
  glow.addColorStop(0.25, 'rgba(255, 224, 186, 0.35)');
  glow.addColorStop(1, 'rgba(255, 224, 186, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);

  /** A small seeded generator: the same rooftops every run. */
  const random = (seed: number) => () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const layers = [
    { period: 240, base: 0.62, rise: 0.1, colour: '#9aa9b6', seed: 7 },
    { period: 320, base: 0.72, rise: 0.12, colour: '#566d80', seed: 19 },
    { period: 480, base: 0.84, rise: 0.14, colour: '#1e2b37', seed: 42 },
  ];
  for (const layer of layers) {
    const next = random(layer.seed);
    const houses: Array<{ x: number; w: number; h: number; gable: boolean; chimney: number }> = [];
    for (let x = 0; x < layer.period;) {
      const w = Math.min(layer.period - x, 40 + Math.round(next() * 50));
      houses.push({ x, w, h: height * layer.rise * (0.5 + next() * 0.5), gable: next() > 0.45, chimney: next() });
      x += w;
    }
    const shift = phase * layer.period;
    ctx.fillStyle = layer.colour;
    const ground = height * layer.base;
    for (let start = -shift; start < width; start += layer.period) {
      for (const house of houses) {
        const left = start + house.x;
        const top = ground - house.h;
        ctx.beginPath();
        ctx.moveTo(left, height);
        ctx.lineTo(left, top);
        if (house.gable) ctx.lineTo(left + house.w / 2, top - house.w * 0.35);
        ctx.lineTo(left + house.w, top);
        ctx.lineTo(left + house.w, height);
        ctx.closePath();
        ctx.fill();
        if (house.chimney > 0.4) ctx.fillRect(left + house.w * (0.15 + house.chimney * 0.5), top - house.w * 0.3, 7, house.w * 0.3);
      }
    }
  }
  return canvas.toDataURL(type, 0.7);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
// tsx names inner functions through a helper `__name` that the page does not have.
await page.evaluate('globalThis.__name = (fn) => fn');
const frames = FPS * SECONDS;
const encoder = spawn(
  ffmpegPath,
  [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'image2pipe',
    '-framerate',
    String(FPS),
    '-i',
    '-',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '36',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-pix_fmt',
    'yuv420p',
    '-an',
    join(OUT, 'roofs.webm'),
  ],
  { stdio: ['pipe', 'inherit', 'inherit'] },
);
const encoded = new Promise((resolve, reject) =>
  encoder.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`ffmpeg exited ${code}`)))),
);
for (let frame = 0; frame < frames; frame++) {
  const url = await page.evaluate(drawFrame, { frame, frames, width: WIDTH, height: HEIGHT, type: 'image/png' });
  const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  if (!encoder.stdin.write(bytes)) await new Promise((resolve) => encoder.stdin.once('drain', () => resolve(undefined)));
}
encoder.stdin.end();
const poster = await page.evaluate(drawFrame, { frame: 0, frames, width: WIDTH, height: HEIGHT, type: 'image/webp' });
writeFileSync(join(OUT, 'roofs-poster.webp'), Buffer.from(poster.slice(poster.indexOf(',') + 1), 'base64'));
await browser.close();
await encoded;
