import { circleRadius, screenPoint, viewportOf } from './preview';

const LONDON = { center: [-0.1276, 51.5072] as [number, number], zoom: 12 };
const PHONE = { width: 390, height: 600 };

describe('the map preview’s projection', () => {
  it('shows at zoom 12 what the map library shows: 512 pixels a tile, 360° over 512 · 2^12 pixels', () => {
    const view = viewportOf(LONDON, PHONE);
    expect(view.zoom).toBe(12);
    expect(view.east - view.west).toBeCloseTo((360 * 390) / (512 * 2 ** 12), 6);
    // Mercator stretches latitude: at 51.5° a degree of latitude is 1/cos(51.5°) degrees of longitude tall.
    expect((view.north - view.south) / (view.east - view.west)).toBeCloseTo((600 / 390) * Math.cos((51.5072 * Math.PI) / 180), 2);
  });

  it('puts the centre in the middle and the view’s corners in the corners', () => {
    const view = viewportOf(LONDON, PHONE);
    expect(screenPoint(LONDON, PHONE, LONDON.center)).toEqual({ x: 195, y: 300 });
    const topLeft = screenPoint(LONDON, PHONE, [view.west, view.north]);
    const bottomRight = screenPoint(LONDON, PHONE, [view.east, view.south]);
    expect(topLeft.x).toBeCloseTo(0, 6);
    expect(topLeft.y).toBeCloseTo(0, 6);
    expect(bottomRight.x).toBeCloseTo(390, 6);
    expect(bottomRight.y).toBeCloseTo(600, 6);
  });

  it('sizes a counted circle as the map’s circle layer does', () => {
    expect([1, 9, 10, 99, 100, 999, 1000, 50_000].map(circleRadius)).toEqual([15, 15, 18, 18, 22, 22, 26, 26]);
  });
});
