// A small PMTiles v3 archive made in the test (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
// GeoJSON layers cut into vector tiles by MapLibre's geojson-vt, encoded by its vt-pbf, and laid out
// with one root directory (tile ids from the pmtiles package), uncompressed, as a street map reads it
// by byte ranges.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { zxyToTileId } from 'pmtiles';

type LngLat = [number, number];

/** The GeoJSON the archive is made of: features with a `kind`, as the Protomaps basemap's layers read them. */
export type Geometry = { type: 'LineString'; coordinates: number[][] } | { type: 'Polygon'; coordinates: number[][][] };
export interface Feature {
  type: 'Feature';
  properties: { kind: string };
  geometry: Geometry;
}
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

export interface ArchiveOptions {
  minZoom: number;
  maxZoom: number;
  /** West, south, east, north: the tiles made cover it. */
  bounds: [number, number, number, number];
  center: LngLat;
}

const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
};

/** Unsigned LEB128, as the directory's numbers are written. */
function varint(n: number, out: number[]): void {
  let value = n;
  while (value >= 0x80) {
    out.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
}

/**
 * The archive's bytes: header (127 bytes), root directory, metadata (the vector layers' names), tile data.
 * @param layers GeoJSON by source-layer name
 */
export function pmtilesArchive(layers: Record<string, FeatureCollection>, options: ArchiveOptions): Buffer {
  const { minZoom, maxZoom, bounds, center } = options;
  const indexes = Object.entries(layers).map(
    ([name, data]) =>
      [
        name,
        new GeoJSONVT(data as ConstructorParameters<typeof GeoJSONVT>[0], {
          maxZoom,
          indexMaxZoom: maxZoom,
          tolerance: 3,
          extent: 4096,
          buffer: 64,
        }),
      ] as const,
  );
  const tiles: Array<{ id: number; data: Uint8Array }> = [];
  const [west, south, east, north] = bounds;
  for (let z = minZoom; z <= maxZoom; z++) {
    for (let x = tileX(west, z); x <= tileX(east, z); x++) {
      for (let y = tileY(north, z); y <= tileY(south, z); y++) {
        const found = Object.fromEntries(
          indexes.flatMap(([name, index]) => {
            const tile = index.getTile(z, x, y);
            return tile && tile.features.length ? [[name, tile]] : [];
          }),
        );
        if (Object.keys(found).length) tiles.push({ id: zxyToTileId(z, x, y), data: fromGeojsonVt(found, { version: 2, extent: 4096 }) });
      }
    }
  }
  tiles.sort((a, b) => a.id - b.id);

  const directory: number[] = [];
  varint(tiles.length, directory);
  let lastId = 0;
  for (const tile of tiles) {
    varint(tile.id - lastId, directory);
    lastId = tile.id;
  }
  for (let i = 0; i < tiles.length; i++) varint(1, directory);
  for (const tile of tiles) varint(tile.data.length, directory);
  // Each tile follows the one before it: offset 0 says "right after the previous one".
  let offset = 0;
  tiles.forEach((tile, i) => {
    varint(i === 0 ? offset + 1 : 0, directory);
    offset += tile.data.length;
  });

  const metadata = Buffer.from(
    JSON.stringify({ name: 'journey streets', vector_layers: Object.keys(layers).map((id) => ({ id, fields: {} })) }),
  );
  const root = Buffer.from(directory);
  const data = Buffer.concat(tiles.map((t) => t.data));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, n: number) => header.writeBigUInt64LE(BigInt(n), at);
  u64(8, 127);
  u64(16, root.length);
  u64(24, 127 + root.length);
  u64(32, metadata.length);
  u64(40, 127 + root.length + metadata.length);
  u64(48, 0);
  u64(56, 127 + root.length + metadata.length);
  u64(64, data.length);
  u64(72, tiles.length);
  u64(80, tiles.length);
  u64(88, tiles.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: vector (MVT)
  header.writeUInt8(minZoom, 100);
  header.writeUInt8(maxZoom, 101);
  const e7 = (at: number, degrees: number) => header.writeInt32LE(Math.round(degrees * 1e7), at);
  e7(102, west);
  e7(106, south);
  e7(110, east);
  e7(114, north);
  header.writeUInt8(minZoom, 118);
  e7(119, center[0]);
  e7(123, center[1]);
  return Buffer.concat([header, root, metadata, data]);
}
