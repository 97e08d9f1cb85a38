import type { Random } from './prng.ts';

/**
 * Pictures for the seed, drawn as SVG so nothing is fetched from the internet: house fronts, blocks of
 * flats, commercial buildings, land, room interiors, floorplans and avatars, each varied by the PRNG.
 */

const W = 800;
const H = 600;
const svg = (body: string, w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

const BRICKS = ['#b5523b', '#a0522d', '#c2703d', '#d8c3a5', '#e8e0d0', '#9c8b7a', '#f2efe6', '#c9b28f'];
const ROOFS = ['#4a4a4a', '#5b3a29', '#6d6d6d', '#3b4a5a', '#7a3b2e'];
const DOORS = ['#1f3a5f', '#8b0000', '#2e5e3e', '#222222', '#f0c419', '#5d3fd3', '#ffffff'];
const SKIES = ['#cfe8ff', '#a9d3f5', '#e6f2ff', '#f8d9c4', '#dfe7ee'];
const WALLS = ['#f4efe6', '#e9f0f5', '#f7e8e8', '#e8f4ea', '#fbf6e0', '#ececec'];
const FABRICS = ['#4f6d7a', '#c06c84', '#6c5b7b', '#355c7d', '#99b898', '#e8a87c', '#2a363b'];

function sky(rnd: Random): string {
  const sun = rnd.chance(0.6) ? `<circle cx="${rnd.int(80, 720)}" cy="${rnd.int(50, 120)}" r="${rnd.int(25, 45)}" fill="#ffd966"/>` : '';
  const clouds = Array.from({ length: rnd.int(0, 3) }, () => {
    const x = rnd.int(40, 700);
    const y = rnd.int(40, 150);
    return `<ellipse cx="${x}" cy="${y}" rx="${rnd.int(40, 70)}" ry="${rnd.int(14, 22)}" fill="#fff" opacity="0.9"/>`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="${rnd.pick(SKIES)}"/>${sun}${clouds}<rect y="480" width="${W}" height="120" fill="#6a9f4b"/>`;
}

function tree(rnd: Random, x: number): string {
  const h = rnd.int(90, 160);
  return `<rect x="${x - 6}" y="${480 - h / 2}" width="12" height="${h / 2}" fill="#5b4030"/><circle cx="${x}" cy="${480 - h / 2 - 30}" r="${rnd.int(35, 55)}" fill="#3f7d3a"/>`;
}

function windowAt(x: number, y: number, w: number, h: number, frame = '#ffffff'): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9ec9e2" stroke="${frame}" stroke-width="5"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${frame}" stroke-width="3"/>`;
}

/** A house front: detached, semi or terrace, with a pitched roof, windows per floor and a door. */
export function houseSvg(rnd: Random): string {
  const wall = rnd.pick(BRICKS);
  const floors = rnd.int(1, 3);
  const width = rnd.int(300, 460);
  const x = (W - width) / 2;
  const floorH = 110;
  const top = 480 - floors * floorH;
  const roofH = rnd.int(70, 130);
  let body = sky(rnd);
  if (rnd.chance(0.7)) body += tree(rnd, rnd.chance(0.5) ? 90 : 710);
  body += `<rect x="${x}" y="${top}" width="${width}" height="${floors * floorH}" fill="${wall}"/>`;
  body += `<polygon points="${x - 20},${top} ${x + width / 2},${top - roofH} ${x + width + 20},${top}" fill="${rnd.pick(ROOFS)}"/>`;
  if (rnd.chance(0.6)) body += `<rect x="${x + width * 0.7}" y="${top - roofH * 0.8}" width="26" height="${roofH * 0.6}" fill="${wall}"/>`;
  const cols = width > 380 ? 3 : 2;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      if (f === 0 && c === Math.floor(cols / 2)) continue;
      body += windowAt(x + 30 + c * ((width - 60) / cols), top + f * floorH + 25, 70, 60);
    }
  }
  const doorX = x + width / 2 - 25 + (cols === 2 ? -width / 4 + 40 : 0);
  body += `<rect x="${doorX}" y="400" width="50" height="80" fill="${rnd.pick(DOORS)}"/><circle cx="${doorX + 40}" cy="442" r="4" fill="#d4af37"/>`;
  if (rnd.chance(0.4)) body += `<rect x="0" y="470" width="${W}" height="14" fill="#8b6f47"/>`;
  return svg(body);
}

/** A block of flats or offices: a grid of windows over several storeys. */
export function blockSvg(rnd: Random, storeys = rnd.int(3, 9)): string {
  const width = rnd.int(260, 420);
  const x = (W - width) / 2;
  const floorH = Math.min(60, 400 / storeys);
  const top = 480 - storeys * floorH;
  const colour = rnd.pick(['#d9d4cc', '#b0b8c0', '#c4a484', '#e7e2d8', '#8f9aa5', '#a8b5a2']);
  let body = sky(rnd) + `<rect x="${x}" y="${top}" width="${width}" height="${storeys * floorH}" fill="${colour}"/>`;
  const cols = Math.floor(width / 70);
  for (let f = 0; f < storeys; f++) {
    for (let c = 0; c < cols; c++) body += windowAt(x + 15 + (c * (width - 20)) / cols, top + f * floorH + 10, 40, floorH - 22, '#e0e0e0');
  }
  if (rnd.chance(0.5)) body += tree(rnd, 100) + tree(rnd, 700);
  return svg(body);
}

/** A shop or commercial front with an awning. */
export function commercialSvg(rnd: Random): string {
  const width = rnd.int(380, 560);
  const x = (W - width) / 2;
  const awning = rnd.pick(['#c0392b', '#27ae60', '#2980b9', '#8e44ad', '#d35400', '#2c3e50']);
  let body = sky(rnd) + `<rect x="${x}" y="200" width="${width}" height="280" fill="${rnd.pick(BRICKS)}"/>`;
  body += `<rect x="${x + 20}" y="330" width="${width - 40}" height="150" fill="#bcd9ea" stroke="#333" stroke-width="6"/>`;
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    body += `<rect x="${x + 10 + (i * (width - 20)) / stripes}" y="290" width="${(width - 20) / stripes}" height="40" fill="${i % 2 ? awning : '#ffffff'}"/>`;
  }
  body += `<rect x="${x + 40}" y="220" width="${width - 80}" height="50" fill="#222"/>`;
  return svg(body);
}

/** Open land: rolling fields, hedges and sometimes a gate or a building plot. */
export function landSvg(rnd: Random): string {
  let body = `<rect width="${W}" height="${H}" fill="${rnd.pick(SKIES)}"/>`;
  const greens = ['#7cb342', '#689f38', '#9ccc65', '#c5e1a5', '#a1887f'];
  for (let i = 0; i < 4; i++) {
    const y = 300 + i * 70;
    body += `<path d="M0 ${y} Q ${rnd.int(150, 650)} ${y - rnd.int(40, 90)} ${W} ${y} L ${W} ${H} L 0 ${H} Z" fill="${rnd.pick(greens)}"/>`;
  }
  for (let i = 0; i < rnd.int(2, 6); i++) body += tree(rnd, rnd.int(40, 760));
  return svg(body);
}

/** A room interior: walls, floor, a bed or sofa, a window and a lamp. */
export function roomSvg(rnd: Random): string {
  const fabric = rnd.pick(FABRICS);
  let body = `<rect width="${W}" height="${H}" fill="${rnd.pick(WALLS)}"/><rect y="430" width="${W}" height="170" fill="${rnd.pick(['#b08968', '#d4a373', '#9c6644', '#c9c9c9'])}"/>`;
  const wx = rnd.int(60, 480);
  body += `<rect x="${wx}" y="90" width="220" height="170" fill="#bfe3f7" stroke="#fff" stroke-width="10"/>`;
  body += `<rect x="${wx - 20}" y="80" width="30" height="200" fill="${fabric}" opacity="0.8"/><rect x="${wx + 210}" y="80" width="30" height="200" fill="${fabric}" opacity="0.8"/>`;
  if (rnd.chance(0.6)) {
    const bx = rnd.int(120, 380);
    body += `<rect x="${bx}" y="340" width="300" height="120" rx="10" fill="#f5f5f5"/><rect x="${bx}" y="320" width="300" height="40" rx="8" fill="${fabric}"/><rect x="${bx - 10}" y="280" width="20" height="180" fill="#6b4f3a"/>`;
  } else {
    const sx = rnd.int(100, 400);
    body += `<rect x="${sx}" y="360" width="280" height="80" rx="20" fill="${fabric}"/><rect x="${sx}" y="320" width="280" height="50" rx="20" fill="${fabric}" opacity="0.85"/>`;
  }
  const lx = rnd.int(620, 740);
  body += `<rect x="${lx}" y="260" width="8" height="200" fill="#333"/><polygon points="${lx - 30},260 ${lx + 38},260 ${lx + 20},210 ${lx - 12},210" fill="#ffe8a3"/>`;
  return svg(body);
}

/** A floorplan: rooms as labelled rectangles in a grid, walls in dark grey. */
export function floorplanSvg(rnd: Random): string {
  const names = ['Living Room', 'Kitchen', 'Bedroom', 'Bedroom', 'Bathroom', 'Dining Room', 'Study', 'Hall', 'WC', 'Utility'];
  const cols = rnd.int(2, 3);
  const rows = rnd.int(2, 3);
  const cw = 680 / cols;
  const ch = 480 / rows;
  let body = `<rect width="${W}" height="${H}" fill="#ffffff"/><text x="400" y="40" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#333">Ground Floor</text>`;
  let k = rnd.int(0, names.length - 1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = 60 + c * cw;
      const y = 70 + r * ch;
      const name = names[k++ % names.length];
      const wM = (2.5 + rnd.next() * 3).toFixed(1);
      const hM = (2.5 + rnd.next() * 3).toFixed(1);
      body += `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" fill="#f7f7f2" stroke="#333" stroke-width="6"/>`;
      body += `<text x="${x + cw / 2}" y="${y + ch / 2}" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#333">${name}</text>`;
      body += `<text x="${x + cw / 2}" y="${y + ch / 2 + 24}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#777">${wM}m x ${hM}m</text>`;
    }
  }
  return svg(body);
}

/**
 * A person's silhouette on a coloured ground. The pool is shared by every seeded person, so it carries no
 * initials: a picture with someone else's letters beside a name looks like a mistake.
 */
export function avatarSvg(rnd: Random): string {
  const bg = rnd.pick(['#1abc9c', '#3498db', '#9b59b6', '#e67e22', '#e74c3c', '#34495e', '#16a085', '#d35400']);
  return svg(
    `<rect width="200" height="200" fill="${bg}"/><g fill="#fff" opacity="0.8"><circle cx="100" cy="78" r="38"/><path d="M30 200c0-44 31-72 70-72s70 28 70 72z"/></g>`,
    200,
    200,
  );
}
