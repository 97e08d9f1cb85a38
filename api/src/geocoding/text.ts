/**
 * Text matching for the gazetteer: case, accents and punctuation never matter ("st. albans" finds
 * "St Albans", "malaga" finds "Málaga").
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a name answers a query; higher is better. 0 means no match. */
export const Tier = { None: 0, Fuzzy: 1, Words: 2, Prefix: 3, Exact: 4 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

/** pg_trgm's trigrams: each word padded with two spaces in front and one behind. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of normalize(text).split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity: shared trigrams over all distinct trigrams of both. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Below this, a typo-tolerant match is noise (pg_trgm's default threshold). */
export const FUZZY_THRESHOLD = 0.3;

/** A normalized text split into words once, since it is matched against every query. */
export interface Words {
  text: string;
  words: string[];
}

export const words = (normalized: string): Words => ({ text: normalized, words: normalized ? normalized.split(' ') : [] });

/**
 * Ranks a normalized query against a feature's normalized name and its full place name:
 * exact > prefix > every query word starts a word (the first one in the name) > nothing.
 */
export function matchTier(query: Words, name: Words, placeName: Words): Tier {
  const q = query.text;
  if (!q) return Tier.None;
  if (q === name.text || q === placeName.text) return Tier.Exact;
  if (name.text.startsWith(q) || placeName.text.startsWith(q)) return Tier.Prefix;
  const [first] = query.words;
  if (first === undefined || !name.words.some((w) => w.startsWith(first))) return Tier.None;
  return query.words.every((t) => placeName.words.some((w) => w.startsWith(t))) ? Tier.Words : Tier.None;
}

/** Great-circle distance in kilometres. */
export function distanceKm([lng1, lat1]: readonly [number, number], [lng2, lat2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type BBox = [number, number, number, number];

/**
 * A bounding box for a settlement known only by its centre and population: a town's built-up
 * radius grows roughly with the square root of its population (London about 25 km, a town of
 * 100,000 about 3 km, a village 1 km).
 */
export function bboxFromPopulation([lng, lat]: readonly [number, number], population: number): BBox {
  const radiusKm = Math.min(30, Math.max(1, Math.sqrt(Math.max(0, population)) * 0.009));
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  return [round(lng - dLng), round(lat - dLat), round(lng + dLng), round(lat + dLat)];
}

export const contains = (b: BBox, [lng, lat]: readonly [number, number]): boolean =>
  lng >= b[0] && lng <= b[2] && lat >= b[1] && lat <= b[3];

/** Ray casting: whether a point lies inside a closed outline of [lng, lat] vertices. */
export function insideOutline(outline: readonly (readonly [number, number])[], [x, y]: readonly [number, number]): boolean {
  const last = outline.at(-1);
  if (!last) return false;
  let inside = false;
  // Each edge runs from the previous vertex (the last one, for the first edge) to this one.
  let [xj, yj] = last;
  for (const [xi, yi] of outline) {
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    [xj, yj] = [xi, yi];
  }
  return inside;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
