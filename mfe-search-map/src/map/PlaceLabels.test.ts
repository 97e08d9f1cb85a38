import { placesInView, type Place } from './PlaceLabels';

const place = (name: string, lng: number, lat: number, minzoom: number): Place => ({ name, position: [lng, lat], minzoom });
const places = [
  place('London', -0.13, 51.51, 0),
  place('Reading', -0.97, 51.45, 7),
  place('Slough', -0.59, 51.51, 9),
  place('Dublin', -6.26, 53.35, 0),
];

describe('placesInView', () => {
  it('labels the places in view that are big enough for the zoom, biggest first', () => {
    const view = { west: -1.5, south: 51, east: 0.5, north: 52, zoom: 8 };
    expect(placesInView(places, view).map((p) => p.name)).toEqual(['London', 'Reading']);
    expect(placesInView(places, { ...view, zoom: 12 }).map((p) => p.name)).toEqual(['London', 'Reading', 'Slough']);
  });

  it('keeps to the most important places when too many are in view', () => {
    expect(placesInView(places, { west: -10, south: 50, east: 2, north: 56, zoom: 12 }, 2).map((p) => p.name)).toEqual([
      'London',
      'Reading',
    ]);
  });
});
