import { fitPadding, fitView, FIT_MAX_ZOOM } from './fit';
import { screenPoint } from './preview';

const PHONE_MAP = { width: 390, height: 650 };
const DESKTOP_MAP = { width: 986, height: 840 };

describe('fitView', () => {
  it('shows every corner of the results inside the padding, at both sizes', () => {
    const box = [-2.32, 53.43, -2.15, 53.53] as const;
    for (const [size, phone] of [
      [PHONE_MAP, true],
      [DESKTOP_MAP, false],
    ] as const) {
      const padding = fitPadding(phone);
      const view = fitView([...box], size, padding);
      for (const corner of [
        [box[0], box[1]],
        [box[0], box[3]],
        [box[2], box[1]],
        [box[2], box[3]],
      ] as Array<[number, number]>) {
        const { x, y } = screenPoint(view, size, corner);
        expect(x).toBeGreaterThanOrEqual(padding.left - 0.5);
        expect(x).toBeLessThanOrEqual(size.width - padding.right + 0.5);
        expect(y).toBeGreaterThanOrEqual(padding.top - 0.5);
        expect(y).toBeLessThanOrEqual(size.height - padding.bottom + 0.5);
      }
      // Fitted, not merely inside: one side of the box touches its padding.
      const [sw, ne] = [screenPoint(view, size, [box[0], box[1]]), screenPoint(view, size, [box[2], box[3]])];
      const spare = Math.min(
        sw.x - padding.left,
        size.width - padding.right - ne.x,
        ne.y - padding.top,
        size.height - padding.bottom - sw.y,
      );
      expect(spare).toBeLessThan(1);
    }
  });

  it('shows one advert alone at street zoom, in the middle of the room the padding leaves', () => {
    const padding = fitPadding(true);
    const view = fitView([-2.24, 53.48, -2.24, 53.48], PHONE_MAP, padding);
    expect(view.zoom).toBe(FIT_MAX_ZOOM);
    const { x, y } = screenPoint(view, PHONE_MAP, [-2.24, 53.48]);
    expect(x).toBeCloseTo((padding.left + PHONE_MAP.width - padding.right) / 2, 3);
    expect(y).toBeCloseTo((padding.top + PHONE_MAP.height - padding.bottom) / 2, 3);
  });

  it('keeps a map smaller than its padding usable', () => {
    const view = fitView([-0.2, 51.4, 0, 51.6], { width: 120, height: 100 }, fitPadding(false));
    expect(Number.isFinite(view.zoom)).toBe(true);
    const { x } = screenPoint(view, { width: 120, height: 100 }, [-0.1, 51.5]);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(120);
  });
});
