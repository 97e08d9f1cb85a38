import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PLACES_METADATA_KEY } from '../config/mapStyle';
import { enablePmtiles, STREETS_SOURCE, streetStyle } from './streets';

describe('the street style over a PMTiles archive', () => {
  const style = streetStyle('https://tiles.example.com/uk.pmtiles', 'https://api.example.com/');

  it('reads the archive through the pmtiles protocol, with its attribution', () => {
    expect(style.sources[STREETS_SOURCE]).toMatchObject({ type: 'vector', url: 'pmtiles://https://tiles.example.com/uk.pmtiles' });
    expect(style.sources[STREETS_SOURCE]?.attribution).toContain('OpenStreetMap');
  });

  it('draws streets, water and land, and the names of streets and water with our own glyphs, but no icons and no place names', () => {
    const layers = style.layers as Array<{ id: string; type: string; source?: string; 'source-layer'?: string; layout?: object }>;
    const ids = layers.map((layer) => layer.id);
    expect(ids).toEqual(expect.arrayContaining(['earth', 'water', 'roads_minor', 'roads_major', 'roads_highway', 'buildings']));
    expect(ids).toEqual(expect.arrayContaining(['roads_labels_major', 'roads_labels_minor', 'water_waterway_label']));
    const symbols = layers.filter((layer) => layer.type === 'symbol');
    expect(symbols.filter((layer) => layer.layout && 'icon-image' in layer.layout)).toEqual([]);
    expect(symbols.filter((layer) => layer['source-layer'] === 'places')).toEqual([]);
    expect(layers.every((layer) => layer.type === 'background' || layer.source === STREETS_SOURCE)).toBe(true);
  });

  it('asks only for the font stacks vendored in shell/map-glyphs, from the page origin unless told', () => {
    const fonts = new Set(
      (style.layers as Array<{ type: string; layout?: { 'text-font'?: unknown } }>)
        .filter((layer) => layer.type === 'symbol')
        .flatMap((layer) => JSON.stringify(layer.layout?.['text-font']).match(/Noto Sans [A-Za-z0-9 ]+/g) ?? []),
    );
    // The Devanagari stack is named only for text in that script, which a UK map has none of.
    fonts.delete('Noto Sans Devanagari Regular v1');
    const vendored = readdirSync(join(__dirname, '../../../shell/map-glyphs')).filter((name) => name.startsWith('Noto'));
    expect([...fonts].sort()).toEqual(vendored.sort());
    expect(streetStyle('https://t.example/uk.pmtiles', '/', undefined, 'https://roofline.test').glyphs).toBe(
      'https://roofline.test/map-glyphs/{fontstack}/{range}.pbf',
    );
    expect(streetStyle('https://t.example/uk.pmtiles', '/', 'https://fonts.example/{fontstack}/{range}.pbf').glyphs).toBe(
      'https://fonts.example/{fontstack}/{range}.pbf',
    );
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
