import { http } from '@marketplace/shared';
import { placeOnMap } from './api';

const geocoder = (known: Record<string, [number, number]>) =>
  jest.spyOn(http, 'get').mockImplementation((url: string) => {
    const query = decodeURIComponent(/geocoding\/([^.]+)\.json/.exec(url)?.[1] ?? '');
    const context = [{ id: 'region.1', text: 'England', short_code: 'GB-ENG' }];
    return Promise.resolve({ features: known[query] ? [{ center: known[query], context }] : [] });
  });

afterEach(() => jest.restoreAllMocks());

test('a postcode the geocoder knows is placed exactly', async () => {
  geocoder({ 'NW1 0LT': [-0.1405, 51.5372] });
  await expect(placeOnMap('NW1 0LT', 'London', 'United Kingdom')).resolves.toEqual({
    position: [-0.1405, 51.5372],
    nation: 'england',
    status: 'Found on the map.',
  });
});

test('a postcode the geocoder does not know is placed in its town; without a known town it is not placed', async () => {
  geocoder({ London: [-0.12, 51.5] });
  await expect(placeOnMap('NW1 7AA', ' London ', 'United Kingdom')).resolves.toEqual({
    position: [-0.12, 51.5],
    nation: 'england',
    status: 'Placed in London on the map.',
  });
  await expect(placeOnMap('NW1 7AA', 'Atlantis', 'United Kingdom')).resolves.toEqual({
    position: null,
    nation: null,
    status: 'We could not find this address.',
  });
});
