import { PLACES_METADATA_KEY } from '../config/mapStyle';
import { enablePmtiles, STREETS_SOURCE, streetStyle } from './streets';

describe('the street style over a PMTiles archive', () => {
  const style = streetStyle('https://tiles.example.com/uk.pmtiles', 'https://api.example.com/');

  it('reads the archive through the pmtiles protocol, with its attribution', () => {
    expect(style.sources[STREETS_SOURCE]).toMatchObject({ type: 'vector', url: 'pmtiles://https://tiles.example.com/uk.pmtiles' });
    expect(style.sources[STREETS_SOURCE]?.attribution).toContain('OpenStreetMap');
  });

  it('draws streets, water and land, and no text layer (glyphs would come from outside)', () => {
    const layers = style.layers as Array<{ id: string; type: string; source?: string }>;
    const ids = layers.map((layer) => layer.id);
    expect(ids).toEqual(expect.arrayContaining(['earth', 'water', 'roads_minor', 'roads_major', 'roads_highway', 'buildings']));
    expect(layers.filter((layer) => layer.type === 'symbol')).toEqual([]);
    expect(layers.every((layer) => layer.type === 'background' || layer.source === STREETS_SOURCE)).toBe(true);
  });

  it("names the API's places, which the map labels itself", () => {
    expect(style.metadata[PLACES_METADATA_KEY]).toBe('https://api.example.com/map/places.geojson');
  });

  it('registers the protocol once per copy of maplibre-gl', () => {
    const addProtocol = jest.fn();
    const maplibre = { addProtocol };
    enablePmtiles(maplibre);
    enablePmtiles(maplibre);
    expect(addProtocol).toHaveBeenCalledTimes(1);
    expect(addProtocol).toHaveBeenCalledWith('pmtiles', expect.any(Function));
  });
});
