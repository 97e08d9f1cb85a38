import { LRUCache } from 'lru-cache';
import { isValid, toNormalised, validOutcode } from 'postcode';
import type { PlaceType } from './gazetteer.ts';
import { looksLikePostcode, placeContext, stableId } from './local.ts';
import { feature, type Candidate, type Feature, type SearchOptions } from './search.ts';
import { Tier, matchTier, normalize, words } from './text.ts';

/** The answer shapes of postcodes.io (https://postcodes.io/docs) that the geocoder reads. */
interface PostcodeResult {
  postcode: string;
  longitude: number | null;
  latitude: number | null;
  admin_district: string | null;
}
interface OutcodeResult {
  outcode: string;
  longitude: number | null;
  latitude: number | null;
  admin_district: string[] | null;
}
interface PlaceResult {
  code: string;
  name_1: string;
  local_type: string;
  longitude: number | null;
  latitude: number | null;
  district_borough: string | null;
  county_unitary: string | null;
}

// OS Open Names' settlement types, as Mapbox names them.
const PLACE_TYPE: Record<string, PlaceType> = {
  City: 'place',
  Town: 'place',
  Village: 'locality',
  Hamlet: 'locality',
  'Other Settlement': 'locality',
  'Suburban Area': 'neighborhood',
};

/** How long a self-hosted postcodes.io may take before the embedded gazetteer answers alone. */
const TIMEOUT_MS = 2000;

export interface PostcodesIo {
  /** Candidates for a forward search: every UK postcode, district and OS Open Names settlement postcodes.io holds. */
  search(opts: SearchOptions): Promise<Candidate[]>;
}

/**
 * A self-hosted postcodes.io (POSTCODES_IO_URL): the open-source UK service over the ONS Postcode
 * Directory and OS Open Names. It knows every UK postcode and settlement, but no streets (its places
 * are OS Open Names' populated places only). Answers are cached for ten minutes; an unreachable or
 * failing service adds nothing, and the embedded gazetteer answers as it would without it.
 */
export function postcodesIo(baseUrl: string, log: (error: unknown) => void = () => undefined): PostcodesIo {
  const base = baseUrl.replace(/\/+$/, '');
  const cache = new LRUCache<string, { result: unknown }>({ max: 2000, ttl: 10 * 60_000 });

  async function get<T>(path: string): Promise<T | null> {
    const cached = cache.get(path);
    if (cached) return cached.result as T | null;
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
      // postcodes.io answers 404 for a postcode it does not know: an answer, and worth keeping.
      if (res.status === 404) {
        cache.set(path, { result: null });
        return null;
      }
      if (!res.ok) throw new Error(`postcodes.io answered ${res.status} to ${path}`);
      const body = (await res.json()) as { result?: unknown };
      const result = (body.result ?? null) as T | null;
      cache.set(path, { result });
      return result;
    } catch (error) {
      log(error);
      return null;
    }
  }

  const located = (r: { longitude: number | null; latitude: number | null }): r is { longitude: number; latitude: number } =>
    typeof r.longitude === 'number' && typeof r.latitude === 'number';

  function postcodeCandidate(r: PostcodeResult, compact: string): Candidate | null {
    if (!located(r)) return null;
    const center: [number, number] = [r.longitude, r.latitude];
    const context = placeContext(r.admin_district, 'gb', center);
    const text = r.postcode;
    return {
      tier: text.replace(/\s/g, '') === compact ? Tier.Exact : Tier.Prefix,
      sim: 1,
      importance: 1,
      feature: feature({
        id: `postcode.${stableId(`gb:${text.replace(/\s/g, '')}`)}`,
        place_type: ['postcode'],
        properties: {},
        text,
        place_name: [text, ...context.map((c) => c.text)].join(', '),
        center,
        context,
      }) as Feature,
    };
  }

  function outcodeCandidate(r: OutcodeResult): Candidate | null {
    if (!located(r)) return null;
    const center: [number, number] = [r.longitude, r.latitude];
    const context = placeContext(r.admin_district?.[0] ?? null, 'gb', center);
    return {
      tier: Tier.Exact,
      sim: 1,
      importance: 1,
      feature: feature({
        id: `postcode.${stableId(`gb:${r.outcode}`)}`,
        place_type: ['postcode'],
        properties: {},
        text: r.outcode,
        place_name: [r.outcode, ...context.map((c) => c.text)].join(', '),
        center,
        context,
      }) as Feature,
    };
  }

  function placeCandidate(r: PlaceResult, query: string): Candidate | null {
    const type = PLACE_TYPE[r.local_type];
    if (!type || !located(r)) return null;
    const center: [number, number] = [r.longitude, r.latitude];
    const context = placeContext(r.district_borough ?? r.county_unitary, 'gb', center).filter((c) => c.text !== r.name_1);
    const name = words(normalize(r.name_1));
    const placeName = [r.name_1, ...context.map((c) => c.text)].join(', ');
    const tier = matchTier(words(query), name, words(normalize(placeName)));
    if (tier === Tier.None) return null;
    return {
      tier,
      sim: 1,
      // Below the gazetteer's towns of the same name (their population is their weight).
      importance: 0,
      feature: feature({
        id: `${type}.${stableId(`gb:os:${r.code}`)}`,
        place_type: [type],
        properties: {},
        text: r.name_1,
        place_name: placeName,
        center,
        context,
      }) as Feature,
    };
  }

  return {
    async search(opts) {
      if (!opts.countries.has('gb') || !opts.query) return [];
      const out: Candidate[] = [];
      const compact = opts.query.toUpperCase().replace(/[^A-Z0-9]/g, '');
      if (opts.types.has('postcode') && looksLikePostcode(opts.query)) {
        if (isValid(compact)) {
          const found = await get<PostcodeResult>(`/postcodes/${encodeURIComponent(toNormalised(compact) ?? compact)}`);
          if (found) out.push(...[postcodeCandidate(found, compact)].filter((c) => c !== null));
        } else {
          const [district, partial] = await Promise.all([
            validOutcode(compact) ? get<OutcodeResult>(`/outcodes/${encodeURIComponent(compact)}`) : null,
            get<PostcodeResult[]>(`/postcodes?q=${encodeURIComponent(opts.query)}&limit=${opts.limit}`),
          ]);
          if (district) out.push(...[outcodeCandidate(district)].filter((c) => c !== null));
          for (const r of partial ?? []) {
            const candidate = postcodeCandidate(r, compact);
            if (candidate) out.push(candidate);
          }
        }
      }
      if ((opts.types.has('place') || opts.types.has('locality') || opts.types.has('neighborhood')) && opts.query.length >= 3) {
        const places = await get<PlaceResult[]>(`/places?q=${encodeURIComponent(opts.query)}&limit=${opts.limit}`);
        for (const r of places ?? []) {
          const candidate = placeCandidate(r, opts.query);
          if (candidate && opts.types.has(candidate.feature.place_type[0]!)) out.push(candidate);
        }
      }
      return out.filter(
        (c) =>
          !opts.bbox ||
          (c.feature.center[0] >= opts.bbox[0] &&
            c.feature.center[0] <= opts.bbox[2] &&
            c.feature.center[1] >= opts.bbox[1] &&
            c.feature.center[1] <= opts.bbox[3]),
      );
    },
  };
}
