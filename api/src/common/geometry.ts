import simplify from 'simplify-js';
import { attribute, jsonText } from '@marketplace/shared/src/schemas/laravel.ts';
import { addError, type Errors } from '../http/errors.ts';

/** [longitude, latitude] */
export type Position = [number, number];
/** minLng, minLat, maxLng, maxLat (the geocoder's bbox order). */
export type Box = [number, number, number, number];

// A drawn search's cost grows with its points (every candidate advert is tested against every edge):
// ten areas of 500 points is far more than a hand-drawn shape needs.
export const MAX_RINGS = 10;
export const MAX_RING_POINTS = 500;
/** Points closer than this to the simplified outline are dropped (degrees, about 5 m): finer than any pin. */
const SIMPLIFY_TOLERANCE = 0.00005;
export const MILE_METRES = 1609.344;

const isLng = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;
const isLat = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;

/** boundary_box as an array, a JSON string or "minLng,minLat,maxLng,maxLat". Null when absent or invalid (error recorded). */
export function parseBox(raw: unknown, errors: Errors, field = 'boundary_box'): Box | null {
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return null;
  let value: unknown = raw;
  if (typeof raw === 'string')
    value = raw.trim().startsWith('[') ? jsonText(raw) : raw.split(',').map((s) => (s.trim() === '' ? NaN : Number(s)));
  const nums = Array.isArray(value) ? (value as unknown[]).map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)) : null;
  if (
    !nums ||
    nums.length !== 4 ||
    !isLng(nums[0]) ||
    !isLat(nums[1]) ||
    !isLng(nums[2]) ||
    !isLat(nums[3]) ||
    nums[0] > nums[2] ||
    nums[1] > nums[3]
  ) {
    addError(errors, field, `The ${attribute(field)} field must be [min longitude, min latitude, max longitude, max latitude].`);
    return null;
  }
  return nums as Box;
}

function ringOf(value: unknown): Position[] | null {
  if (!Array.isArray(value) || value.length > MAX_RING_POINTS + 1) return null;
  const ring: Position[] = [];
  for (const p of value) {
    if (!Array.isArray(p) || p.length < 2 || !isLng(p[0]) || !isLat(p[1])) return null;
    ring.push([p[0], p[1]]);
  }
  const first = ring[0];
  const last = ring.at(-1);
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring.length >= 3 && ring.length <= MAX_RING_POINTS ? simplified(ring) : null;
}

/** The ring with the points that do not change its outline dropped (Douglas-Peucker); never below a triangle. */
export function simplified(ring: Position[]): Position[] {
  const points = simplify(
    ring.map(([x, y]) => ({ x, y })),
    SIMPLIFY_TOLERANCE,
    true,
  ).map((p): Position => [p.x, p.y]);
  return points.length >= 3 ? points : ring;
}

/** A polygon given as rings ([[x,y],...]) or as GeoJSON coordinates ([[[x,y],...], holes...]): its outer ring. */
function outerRing(value: unknown): Position[] | null {
  if (Array.isArray(value) && Array.isArray(value[0]) && Array.isArray(value[0][0])) return ringOf(value[0]);
  return ringOf(value);
}

/**
 * drawbboxs: the drawn areas as a JSON list of polygon rings. Also accepted: a list of GeoJSON
 * polygon coordinates, a GeoJSON FeatureCollection (what the draw control holds) and a single ring.
 * Returns [] when nothing is drawn; null (error recorded) when the value is not polygons.
 */
export function parsePolygons(raw: unknown, errors: Errors, field = 'drawbboxs'): Position[][] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  let value = jsonText(raw);
  const fail = () => {
    addError(
      errors,
      field,
      `The ${field} field must be a list of polygons (rings of [longitude, latitude], at most ${MAX_RINGS} of ${MAX_RING_POINTS} points).`,
    );
    return null;
  };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const fc = value as { type?: unknown; features?: unknown };
    if (fc.type !== 'FeatureCollection' || !Array.isArray(fc.features)) return fail();
    value = fc.features.map((f) =>
      (f as { geometry?: { type?: string; coordinates?: unknown } } | null)?.geometry?.type === 'Polygon'
        ? (f as { geometry: { coordinates: unknown } }).geometry.coordinates
        : null,
    );
  }
  if (!Array.isArray(value)) return fail();
  if (value.length === 0) return [];
  // A single ring: its first element is a position.
  if (Array.isArray(value[0]) && typeof value[0][0] === 'number') value = [value];
  const list = value as unknown[];
  if (list.length > MAX_RINGS) return fail();
  const rings: Position[][] = [];
  for (const item of list) {
    const ring = outerRing(item);
    if (!ring) return fail();
    rings.push(ring);
  }
  return rings;
}

/** PostgreSQL polygon text for a ring of validated numbers, e.g. ((-0.1,51.5),(0,51.6),(0.1,51.5)). */
export function polygonText(ring: Position[]): string {
  return `(${ring.map(([x, y]) => `(${x},${y})`).join(',')})`;
}

/** The bounding box of a ring. */
export function ringBox(ring: Position[]): Box {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Even-odd point-in-polygon, the rule PostgreSQL's `point <@ polygon` follows; used by tests and seeds. */
export function insideRing(point: Position, ring: Position[]): boolean {
  const last = ring.at(-1);
  if (!last) return false;
  let inside = false;
  // Each edge runs from the previous vertex (the last one, for the first edge) to this one.
  let [xj, yj] = last;
  for (const [xi, yi] of ring) {
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
    [xj, yj] = [xi, yi];
  }
  return inside;
}

/** The box around a circle of `metres` about a point, for an index pre-filter before the exact distance. */
export function boxAround(lat: number, lng: number, metres: number): Box {
  const dLat = metres / 111_320;
  const dLng = metres / (111_320 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return [Math.max(-180, lng - dLng), Math.max(-90, lat - dLat), Math.min(180, lng + dLng), Math.min(90, lat + dLat)];
}
