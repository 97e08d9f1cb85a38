import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@marketplace/shared';
import { TEST_CONFIG } from '../test/fixtures';
import { MiniMap } from './MiniMap';

const createMaplibre = jest.fn();
const createMapbox = jest.fn();
jest.mock('./maplibre', () => ({ createMiniMap: (options: unknown) => createMaplibre(options) }));
jest.mock('./mapbox', () => ({ createMiniMap: (options: unknown) => createMapbox(options) }));

let intersect: (visible: boolean) => void = () => undefined;
beforeEach(() => {
  createMaplibre.mockReset().mockResolvedValue(() => undefined);
  createMapbox.mockReset().mockResolvedValue(() => undefined);
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      intersect = (visible) => callback([{ isIntersecting: visible }]);
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('loads maplibre only when the mini map scrolls into view, at the given zoom', async () => {
  setRuntimeConfig(TEST_CONFIG);
  render(<MiniMap longitude={-0.26} latitude={51.51} zoom={15} label="Map" />);
  await act(async () => intersect(false));
  expect(createMaplibre).not.toHaveBeenCalled();
  await act(async () => intersect(true));
  expect(createMaplibre).toHaveBeenCalledWith(expect.objectContaining({ longitude: -0.26, latitude: 51.51, zoom: 15 }));
  expect(createMapbox).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Map' })).toBeTruthy();
});

it('uses mapbox-gl when a Mapbox token is configured', async () => {
  setRuntimeConfig({ ...TEST_CONFIG, mapboxToken: 'pk.test' });
  render(<MiniMap longitude={-0.26} latitude={51.51} zoom={10} label="Map" />);
  await act(async () => intersect(true));
  expect(createMapbox).toHaveBeenCalledWith(expect.objectContaining({ zoom: 10 }));
  expect(createMaplibre).not.toHaveBeenCalled();
});

it('says so when the map cannot be shown', async () => {
  setRuntimeConfig(TEST_CONFIG);
  createMaplibre.mockRejectedValue(new Error('no WebGL'));
  render(<MiniMap longitude={-0.26} latitude={51.51} zoom={15} label="Map" />);
  await act(async () => intersect(true));
  expect(screen.getByText('The map could not be shown.')).toBeTruthy();
});
