import { flyTarget, initialView, type SearchedPlace } from './flyTo';

const london: SearchedPlace = {
  address: 'London, Greater London, England, United Kingdom',
  city: 'London',
  latitude: 51.5072,
  longitude: -0.1276,
};
const leeds: SearchedPlace = { address: 'Leeds, West Yorkshire, England, United Kingdom', city: 'Leeds', latitude: 53.8, longitude: -1.55 };
const cornwall: SearchedPlace = { address: 'Cornwall, England, United Kingdom', city: null, latitude: 50.4, longitude: -4.9 };

describe('initialView', () => {
  it('opens on the searched point at zoom 12', () => {
    expect(initialView(leeds)).toEqual({ center: [-1.55, 53.8], zoom: 12 });
  });

  it('opens on central London when the search has no coordinates', () => {
    expect(initialView({ address: '', city: null, latitude: null, longitude: null })).toEqual({ center: [-0.1276, 51.5072], zoom: 12 });
  });
});

describe('flyTarget', () => {
  it('flies to a new place at zoom 12', () => {
    expect(flyTarget(london, leeds, false)).toEqual({ center: [-1.55, 53.8], zoom: 12 });
  });

  it('flies to zoom 8 when the new place has no city', () => {
    expect(flyTarget(london, cornwall, false)).toEqual({ center: [-4.9, 50.4], zoom: 8 });
  });

  it('stays when the searched place is unchanged (another filter changed)', () => {
    expect(flyTarget(london, { ...london }, false)).toBeNull();
  });

  it('stays while a drawn area exists for the same address, even if its point moved', () => {
    expect(flyTarget(london, { ...london, latitude: 51.51 }, true)).toBeNull();
    expect(flyTarget(london, { ...london, latitude: 51.51 }, false)).toEqual({ center: [-0.1276, 51.51], zoom: 12 });
  });

  it('flies to another address even while an area is drawn', () => {
    expect(flyTarget(london, leeds, true)).toEqual({ center: [-1.55, 53.8], zoom: 12 });
  });

  it('stays when the new search has no coordinates', () => {
    expect(flyTarget(london, { ...leeds, latitude: null, longitude: null }, false)).toBeNull();
  });
});
