import { act, fireEvent, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@marketplace/shared';
import { TEST_CONFIG } from '../test/fixtures';
import { MiniMap } from './MiniMap';

const createMaplibre = jest.fn();
const createMapbox = jest.fn();
jest.mock('./maplibre', () => ({ createMiniMap: (options: unknown) => createMaplibre(options) }));
jest.mock('./mapbox', () => ({ createMiniMap: (options: unknown) => createMapbox(options) }));

beforeEach(() => {
  createMaplibre.mockReset().mockResolvedValue(() => undefined);
  createMapbox.mockReset().mockResolvedValue(() => undefined);
});

const wake = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move and zoom the map' })));

it('shows a picture of the spot, and loads maplibre only when the person reaches for the map, at the given zoom', async () => {
  setRuntimeConfig(TEST_CONFIG);
  render(<MiniMap longitude={-0.26} latitude={51.51} zoom={15} label="Map" />);
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  expect(createMaplibre).not.toHaveBeenCalled();
  expect(screen.getByTestId('mini-map-picture')).toBeTruthy();
  await wake();
  expect(createMaplibre).toHaveBeenCalledWith(expect.objectContaining({ longitude: -0.26, latitude: 51.51, zoom: 15 }));
  expect(createMapbox).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Map' })).toBeTruthy();
  expect(screen.queryByTestId('mini-map-picture')).toBeNull();
});

it('loads the map at a touch on the picture', async () => {
  setRuntimeConfig(TEST_CONFIG);
  render(<MiniMap longitude={-0.26} latitude={51.51} zoom={15} label="Map" />);
  await act(async () => fireEvent.pointerDown(screen.getByTestId('mini-map-picture')));
  expect(createMaplibre).toHaveBeenCalledTimes(1);
});

it('uses mapbox-gl when a Mapbox token is configured', async () => {
  setRuntimeConfig({ ...TEST_CONFIG, mapboxToken: 'pk.test' });
  render(<MiniMap longitude={-0.26} latitude={51.51} zoom={10} label="Map" />);
  await wake();
  expect(createMapbox).toHaveBeenCalledWith(expect.objectContaining({ zoom: 10 }));
  expect(createMaplibre).not.toHaveBeenCalled();
});

it('says so when the map cannot be shown', async () => {
  setRuntimeConfig(TEST_CONFIG);
  createMaplibre.mockRejectedValue(new Error('no WebGL'));
  render(<MiniMap longitude={-0.26} latitude={51.51} zoom={15} label="Map" />);
  await wake();
  expect(screen.getByText('The map could not be shown.')).toBeTruthy();
});
