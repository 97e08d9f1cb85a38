import { drawnAreaPoints, SAVED_SEARCH_POINTS_MAX, tooManyPoints } from './savedSearch';

const ring = (n: number) => Array.from({ length: n }, (_, i) => [-0.1 + i / 1e4, 51.5 + (i % 2) / 1e4]);

describe('drawnAreaPoints', () => {
  it('counts every position of the rings, however the search carries them', () => {
    const rings = [ring(4), ring(6)];
    expect(drawnAreaPoints(rings)).toBe(10);
    expect(drawnAreaPoints(JSON.stringify(rings))).toBe(10);
    expect(drawnAreaPoints(rings.map((r) => [r]))).toBe(10);
    const features = {
      type: 'FeatureCollection',
      features: rings.map((r) => ({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [r] } })),
    };
    expect(drawnAreaPoints(features)).toBe(10);
  });

  it('is 0 for no drawn area, or one that is not JSON', () => {
    expect(drawnAreaPoints(undefined)).toBe(0);
    expect(drawnAreaPoints(null)).toBe(0);
    expect(drawnAreaPoints('[[')).toBe(0);
  });

  it('words the limit with both numbers', () => {
    expect(tooManyPoints(5000)).toBe(
      `A saved search's drawn areas can have at most ${SAVED_SEARCH_POINTS_MAX.toLocaleString('en-GB')} points in all; these have 5,000. Draw fewer or simpler areas to save this search.`,
    );
  });
});
