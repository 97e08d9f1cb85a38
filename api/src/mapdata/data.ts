import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { gazetteer, type Entry } from '../geocoding/gazetteer.ts';

/** The GeoJSON this feature serves (RFC 7946), only as much of it as we build. */
export interface GeoFeature<G, P> {
  type: 'Feature';
  id?: string | number;
  geometry: G;
  properties: P;
}
export interface FeatureCollection<G, P> {
  type: 'FeatureCollection';
  features: Array<GeoFeature<G, P>>;
}
export type Position = [number, number];
export type Area = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
export type Point = { type: 'Point'; coordinates: Position };

type Topology = Parameters<typeof feature>[0];

/** The countries the product covers (spec 000 §1), by ISO 3166-1 numeric id as world-atlas keys them. */
export const COVERED_COUNTRIES = { '826': 'gb', '372': 'ie', '724': 'es' } as const;

export const NATURAL_EARTH_ATTRIBUTION = 'Made with Natural Earth';

export type CountryProperties = { name: string; code: string };

/** world-atlas countries-50m (Natural Earth 1:50m) cut to GB, IE and ES, as GeoJSON. */
export function countriesFrom(topology: Topology): FeatureCollection<Area, CountryProperties> {
  const countries = topology.objects.countries;
  if (!countries) throw new Error('The topology has no countries object');
  const all = countries as { type: 'GeometryCollection'; geometries: Array<{ id?: string | number }> };
  const covered = { ...all, geometries: all.geometries.filter((g) => String(g.id) in COVERED_COUNTRIES) };
  const collection = feature(topology, covered as typeof countries) as unknown as FeatureCollection<Area, { name: string }>;
  return {
    type: 'FeatureCollection',
    features: collection.features.map((f) => ({
      type: 'Feature',
      id: f.id,
      geometry: f.geometry,
      properties: { name: f.properties.name, code: COVERED_COUNTRIES[String(f.id) as keyof typeof COVERED_COUNTRIES] },
    })),
  };
}

/** Towns smaller than this are left to the geocoder: a national map with every village is unreadable. */
export const MIN_PLACE_POPULATION = 50_000;

/**
 * The zoom from which a place's label is worth showing: capitals and big cities from the start,
 * smaller towns as the map closes in.
 */
export function placeMinZoom(population: number): number {
  if (population >= 1_000_000) return 0;
  if (population >= 250_000) return 5;
  if (population >= 100_000) return 7;
  return 9;
}

export type PlaceProperties = { name: string; population: number; country: string; minzoom: number };

/** Major towns of the gazetteer (its 'place' entries, not neighbourhoods), biggest first. */
export function placesFrom(entries: readonly Entry[]): FeatureCollection<Point, PlaceProperties> {
  return {
    type: 'FeatureCollection',
    features: entries
      .filter((e) => e.type === 'place' && e.importance >= MIN_PLACE_POPULATION)
      .sort((a, b) => b.importance - a.importance)
      .map((e) => ({
        type: 'Feature',
        id: e.id,
        geometry: { type: 'Point', coordinates: [e.center[0], e.center[1]] },
        properties: { name: e.text, population: e.importance, country: e.country, minzoom: placeMinZoom(e.importance) },
      })),
  };
}

const require = createRequire(import.meta.url);
let countries: Promise<string> | null = null;
let places: Promise<string> | null = null;

/** The countries' GeoJSON text, built once (the data never changes while the API runs). */
export function countriesJson(): Promise<string> {
  countries ??= readFile(require.resolve('world-atlas/countries-50m.json'), 'utf8').then((text) =>
    JSON.stringify(countriesFrom(JSON.parse(text) as Parameters<typeof countriesFrom>[0])),
  );
  countries.catch(() => {
    countries = null;
  });
  return countries;
}

/** The places' GeoJSON text, built once from the gazetteer. */
export function placesJson(): Promise<string> {
  places ??= gazetteer().then((g) => JSON.stringify(placesFrom(g.entries)));
  places.catch(() => {
    places = null;
  });
  return places;
}
