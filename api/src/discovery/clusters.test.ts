import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LngLatBox } from '@marketplace/shared/src/rules/mapPin.ts';
import {
  boxAreaPx,
  ClusterIndex,
  CLUSTER_MIN_POINTS,
  parsePoints,
  POSITION_SCALE,
  RENT_SIDE,
  SALE_SIDE,
  type MapView,
} from './clusters.ts';

/** A small deterministic generator, so every run clusters the same points. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const LONDON: LngLatBox = [-0.5103, 51.2868, 0.334, 51.6919];

/** `count` adverts over London as SQL's packed text: ids from 1, categories 1-7 in turn, sales and monthly lets. */
function londonText(count: number): string {
  const next = random(count);
  return Array.from({ length: count }, (_, i) => {
    const lng = LONDON[0] + (LONDON[2] - LONDON[0]) * next();
    const lat = LONDON[1] + (LONDON[3] - LONDON[1]) * next();
    const sale = i % 2 === 0;
    const at = (degrees: number) => Math.round(degrees * POSITION_SCALE);
    return [i + 1, at(lng), at(lat), sale ? 300_000 + i : 1000 + i, (i % 7) + 1, sale ? 1 : 5, sale ? SALE_SIDE : RENT_SIDE].join(',');
  }).join(';');
}

const view = (box: LngLatBox, zoom: number, extra: Partial<MapView> = {}): MapView => ({
  box,
  zoom,
  hiddenCategories: new Set(),
  groups: true,
  selectedId: null,
  ...extra,
});

const inside = ([west, south, east, north]: LngLatBox, lng: number, lat: number) =>
  lng >= west && lng <= east && lat >= south && lat <= north;

describe('parsePoints', () => {
  test('reads each advert of the packed text, and nothing from no text', () => {
    const points = parsePoints('7,-10000,5150000,450000,1,1,1;9,-20000,5140000,1200,7,5,2');
    assert.equal(points.length, 2);
    assert.deepEqual([...points.ids], [7, 9]);
    assert.deepEqual([...points.lng], [-0.1, -0.2]);
    assert.deepEqual([...points.lat], [51.5, 51.4]);
    assert.deepEqual([...points.price], [450000, 1200]);
    assert.deepEqual([...points.category], [1, 7]);
    assert.deepEqual([...points.side], [SALE_SIDE, RENT_SIDE]);
    assert.equal(parsePoints(null).length, 0);
  });
});

describe('a view of a search', () => {
  const points = parsePoints(londonText(5000));
  const index = new ClusterIndex(points);

  test('at city zoom every advert in view is in one circle or is a pin, and circles hold more than a few', () => {
    const content = index.view(view(LONDON, 10));
    const counted = content.clusters.reduce((sum, c) => sum + c.count, 0) + content.singles.length;
    assert.equal(content.inView, 5000);
    assert.equal(counted, 5000);
    assert.ok(content.clusters.length > 1 && content.clusters.length < 100, `${content.clusters.length} circles`);
    for (const c of content.clusters) assert.ok(c.count >= CLUSTER_MIN_POINTS);
  });

  test("a circle's categories add up to its count, its extent holds its centre, and its prices are its adverts'", () => {
    const { clusters } = index.view(view(LONDON, 10));
    for (const c of clusters) {
      assert.equal(
        Object.values(c.categories).reduce((a, b) => a + b, 0),
        c.count,
      );
      assert.ok(inside(c.extent, c.longitude, c.latitude));
      assert.ok(c.sale_price && c.sale_price[0] >= 300_000 && c.sale_price[1] < 300_000 + 5000);
      assert.ok(c.monthly_rent && c.monthly_rent[0] >= 1000 && c.monthly_rent[1] < 1000 + 5000);
    }
  });

  test('a box holds only what lies in it (or near its edge, in a circle that stands in it)', () => {
    const box: LngLatBox = [-0.2, 51.45, -0.05, 51.55];
    const content = index.view(view(box, 12));
    const expected = Array.from(points.ids).filter((_, i) => inside(box, points.lng[i]!, points.lat[i]!)).length;
    for (const c of content.clusters) assert.ok(inside(box, c.longitude, c.latitude));
    assert.ok(Math.abs(content.inView - expected) < expected * 0.2, `${content.inView} in view, ${expected} in the box`);
  });

  test('zoomed in past the last clustering zoom, every advert in view is a pin', () => {
    const box: LngLatBox = [-0.13, 51.5, -0.12, 51.505];
    const content = index.view(view(box, 16.5));
    assert.equal(content.clusters.length, 0);
    const expected = Array.from(points.ids).filter((_, i) => inside(box, points.lng[i]!, points.lat[i]!));
    assert.deepEqual(
      [...content.singles].sort((a, b) => a - b),
      expected.sort((a, b) => a - b),
    );
  });

  test('a view that holds few adverts for its size shows them all as pins', () => {
    const few = new ClusterIndex(parsePoints(londonText(150)));
    const content = few.view(view(LONDON, 11));
    assert.ok(boxAreaPx(LONDON, 11) / 4000 > 150);
    assert.equal(content.clusters.length, 0);
    assert.equal(content.singles.length, 150);
  });

  test("the legend's hidden categories are neither pins nor counted in circles", () => {
    const content = index.view(view(LONDON, 10, { hiddenCategories: new Set([1, 7]) }));
    const shown = Array.from(points.category).filter((c) => c !== 1 && c !== 7).length;
    assert.equal(content.inView, shown);
    for (const c of content.clusters) assert.ok(!('1' in c.categories) && !('7' in c.categories), JSON.stringify(c.categories));
    for (const id of content.singles) assert.ok(![1, 7].includes(points.category[id - 1]!));
  });

  test("with the legend's 'Multiple' hidden there are no circles, only lone adverts", () => {
    const all = index.view(view(LONDON, 10));
    const lone = index.view(view(LONDON, 10, { groups: false }));
    assert.equal(lone.clusters.length, 0);
    assert.deepEqual(lone.singles, all.singles);
  });

  test('the opened advert is a pin of its own even inside a circle, unless its category is hidden', () => {
    const content = index.view(view(LONDON, 9, { selectedId: 42 }));
    assert.ok(content.singles.includes(42));
    assert.ok(content.clusters.length > 0);
    const hidden = index.view(view(LONDON, 9, { selectedId: 42, hiddenCategories: new Set([points.category[41]!]) }));
    assert.ok(!hidden.singles.includes(42));
    assert.ok(!index.view(view(LONDON, 9, { selectedId: 999_999 })).singles.includes(999_999));
  });
});

test('boxAreaPx: a 256 px tile at zoom 0 is the whole world', () => {
  assert.ok(Math.abs(boxAreaPx([-180, -85.05, 180, 85.05], 0) - 256 * 256) < 10);
  assert.ok(Math.abs(boxAreaPx([-180, -85.05, 180, 85.05], 1) - 512 * 512) < 40);
});
