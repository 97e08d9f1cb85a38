import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { COUNTRIES, type CountryCode } from './areas.ts';
import { areaContext, type ContextItem } from './gazetteer.ts';
import { feature, type Candidate, type Feature } from './search.ts';
import { FUZZY_THRESHOLD, Tier, matchTier, normalize, words, type BBox } from './text.ts';

// The addresses table stores the country as people write it; anything unrecognised is a UK address.
const countryCase = sql<CountryCode>`case
  when lower(trim(coalesce(country, ''))) in ('ireland', 'ie', 'irl', 'eire', 'éire', 'republic of ireland') then 'ie'
  when lower(trim(coalesce(country, ''))) in ('spain', 'es', 'esp', 'españa', 'espana') then 'es'
  else 'gb' end`;

/** FNV-1a: a stable numeric id for features that have no row of their own (postcodes, towns by name). */
export function stableId(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How a postcode is written: UK "SW1A 2AA" (inward code last 3), Eircode "D02 X285", Spanish as is. */
export function formatPostcode(compact: string, country: CountryCode): string {
  // A UK sector ("SW18 4") is kept as written: its inward part is a single digit.
  if (compact.includes(' ')) return compact;
  if (country === 'gb' && compact.length > 4) return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (country === 'ie' && compact.length === 7) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return compact;
}

const compactOf = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether a query could be the start of a postcode (letters then a digit, an outward area, or digits). */
export function looksLikePostcode(query: string): boolean {
  const c = compactOf(query);
  return c.length >= 1 && c.length <= 8 && (/^[A-Z]{1,2}(\d|$)/.test(c) || /^\d{2,5}$/.test(c) || /^[A-Z]\d{2}/.test(c));
}

// A few hundred metres around a single point, so a map can frame a one-address postcode.
const MIN_HALF_SIZE = 0.003;

export function boxAround(minLng: number, minLat: number, maxLng: number, maxLat: number): BBox {
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  return [r(minLng - MIN_HALF_SIZE), r(minLat - MIN_HALF_SIZE), r(maxLng + MIN_HALF_SIZE), r(maxLat + MIN_HALF_SIZE)];
}

/** A place's enclosing features: its town (when known), district, region and country. */
export function placeContext(city: string | null, country: CountryCode, center: [number, number]): ContextItem[] {
  return [
    ...(city ? [{ id: `place.${stableId(`${country}:${city.toLowerCase()}`)}`, text: city }] : []),
    ...areaContext(country, center),
    { id: `country.${Object.keys(COUNTRIES).indexOf(country) + 1}`, text: COUNTRIES[country].name, short_code: country },
  ];
}

/** The middle and the extent of a group of addresses. */
interface Spread {
  lat: number;
  lng: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
}

interface PostcodeRow extends Spread {
  code: string;
  cc: CountryCode;
  n: number;
  city: string | null;
}

/**
 * Postcodes the adverts use: full postcodes and (UK) outward codes, each at the centre of its
 * addresses. The query matches the start, ignoring case and spaces.
 */
export async function searchPostcodes(db: Database, query: string, countries: readonly CountryCode[], limit: number): Promise<Candidate[]> {
  const q = compactOf(query);
  if (!q || !looksLikePostcode(query)) return [];
  const located = sql`
    select upper(regexp_replace(postcode, '[^A-Za-z0-9]', '', 'g')) as compact, city, latitude, longitude, ${countryCase} as cc
    from addresses
    where postcode is not null and latitude is not null and longitude is not null`;
  const grouped = (key: ReturnType<typeof sql>) => sql<PostcodeRow>`
    select code, cc, avg(latitude) as lat, avg(longitude) as lng,
      min(latitude) as min_lat, max(latitude) as max_lat, min(longitude) as min_lng, max(longitude) as max_lng,
      count(*) as n, mode() within group (order by city) as city
    from (select ${key} as code, cc, city, latitude, longitude from (${located}) as a) as k
    where replace(code, ' ', '') like ${`${q}%`} and cc = any(${countries}::text[])
    group by code, cc
    order by (replace(code, ' ', '') = ${q}) desc, count(*) desc, code
    limit ${limit}`;
  const [full, outward, sector] = await Promise.all([
    grouped(sql`compact`).execute(db),
    // UK outward codes, the districts ("SW18" of "SW18 4AB"): the postcode without its three-character inward code.
    grouped(sql`case when cc = 'gb' then substring(compact from '^([A-Z]{1,2}[0-9][A-Z0-9]?)[0-9][A-Z]{2}$') end`).execute(db),
    // UK sectors ("SW18 4" of "SW18 4AB"): the district and the inward code's digit.
    grouped(
      sql`case when cc = 'gb' then regexp_replace(substring(compact from '^([A-Z]{1,2}[0-9][A-Z0-9]?[0-9])[A-Z]{2}$'), '([0-9])$', ' \\1') end`,
    ).execute(db),
  ]);
  const rows = [...outward.rows, ...sector.rows, ...full.rows].filter((r) => r.code);
  return rows.map((r) => {
    const center: [number, number] = [round(r.lng), round(r.lat)];
    const text = formatPostcode(r.code, r.cc);
    const context = placeContext(r.city, r.cc, center);
    return {
      tier: compactOf(r.code) === q ? Tier.Exact : Tier.Prefix,
      sim: 1,
      // Below every town: a postcode-looking query that also starts a town name ("SW") shows the town first.
      importance: Math.min(r.n, 999),
      feature: feature({
        id: `postcode.${stableId(`${r.cc}:${r.code}`)}`,
        place_type: ['postcode'],
        properties: {},
        text,
        place_name: [text, ...context.map((c) => c.text)].join(', '),
        bbox: boxAround(r.min_lng, r.min_lat, r.max_lng, r.max_lat),
        center,
        context,
      }) as Feature,
    };
  });
}

interface AddressRow {
  id: number;
  full_address: string;
  line_1: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  latitude: number;
  longitude: number;
  cc: CountryCode;
  sim: number;
}

// Enough rows for the final ranking to choose from; more only costs time.
const ADDRESS_CANDIDATES = 40;

/** The adverts' own addresses whose text contains the query's words in order, or nearly does (pg_trgm). */
export async function searchAddresses(db: Database, query: string, countries: readonly CountryCode[]): Promise<Candidate[]> {
  const q = normalize(query);
  if (!q) return [];
  // Punctuation and spacing differ between what people type and what is stored: words in order, anything between.
  const pattern = `%${q.split(' ').join('%')}%`;
  const { rows } = await sql<AddressRow>`
    select id, full_address, line_1, street, city, postcode, latitude, longitude, cc, word_similarity(${q}, full_address) as sim
    from (select *, ${countryCase} as cc from addresses) as a
    where latitude is not null and longitude is not null and cc = any(${countries}::text[])
      and (full_address ilike ${pattern} or (${q.length >= 4} and ${q} <% full_address))
    order by (full_address ilike ${`${q.split(' ')[0]}%`}) desc, sim desc, id
    limit ${ADDRESS_CANDIDATES}`.execute(db);
  return rows
    .map((r) => {
      const center: [number, number] = [r.longitude, r.latitude];
      const full = words(normalize(r.full_address));
      const typed = words(q);
      let tier = Math.max(matchTier(typed, full, full), r.line_1 ? matchTier(typed, words(normalize(r.line_1)), full) : Tier.None) as Tier;
      if (tier === Tier.None && r.sim >= FUZZY_THRESHOLD) tier = Tier.Fuzzy;
      const postcode = r.postcode ? formatPostcode(compactOf(r.postcode), r.cc) : null;
      const context = [
        ...(postcode ? [{ id: `postcode.${stableId(`${r.cc}:${compactOf(postcode)}`)}`, text: postcode }] : []),
        ...placeContext(r.city, r.cc, center),
      ];
      return {
        tier,
        sim: r.sim,
        importance: 0,
        feature: feature({
          id: `address.${r.id}`,
          place_type: ['address'],
          properties: { address_id: r.id },
          text: r.line_1 ?? r.street ?? r.full_address,
          place_name: r.full_address,
          center,
          context,
        }) as Feature,
      };
    })
    .filter((c) => c.tier > Tier.None);
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

interface StreetRow extends Spread {
  street: string;
  city: string | null;
  cc: CountryCode;
  postcodes: string[];
}

/** A house number typed before a street ("10 Downing", "221B Baker St"), and the rest. */
export function splitHouseNumber(query: string): { number: string | null; rest: string } {
  const match = /^(\d+[a-z]?)\s+(.*)$/i.exec(query.trim());
  return match ? { number: match[1]!.toUpperCase(), rest: match[2]! } : { number: null, rest: query.trim() };
}

/**
 * The streets of the adverts' and services' addresses, each once per town, at the middle of its
 * addresses: "Baker" finds "Baker Street, London". A house number typed first is kept on the answer
 * ("10 Baker Street"), placed on the street, with the street's postcode when all its addresses share
 * one (else its district), so a form gets an address and a postcode even for a house we do not list.
 */
export async function searchStreets(db: Database, query: string, countries: readonly CountryCode[]): Promise<Candidate[]> {
  const { number, rest } = splitHouseNumber(normalize(query));
  const typed = words(rest);
  if (typed.words.length === 0 || rest.length < 3) return [];
  const pattern = `%${typed.words.join('%')}%`;
  const { rows } = await sql<StreetRow>`
    select street, city, cc, avg(latitude) as lat, avg(longitude) as lng,
      min(latitude) as min_lat, max(latitude) as max_lat, min(longitude) as min_lng, max(longitude) as max_lng,
      array_remove(array_agg(distinct upper(regexp_replace(postcode, '[^A-Za-z0-9]', '', 'g'))), null) as postcodes
    from (select *, ${countryCase} as cc from addresses) as a
    where street is not null and latitude is not null and longitude is not null and cc = any(${countries}::text[])
      and street ilike ${pattern}
    group by street, city, cc
    order by count(*) desc, street
    limit ${ADDRESS_CANDIDATES}`.execute(db);
  return rows.flatMap((r) => {
    const street = words(normalize(r.street));
    const tier = matchTier(typed, street, street);
    if (tier === Tier.None) return [];
    const center: [number, number] = [round(r.lng), round(r.lat)];
    const postcode = streetPostcode(r.postcodes, r.cc);
    const text = number ? `${number} ${r.street}` : r.street;
    const context = [
      ...(postcode ? [{ id: `postcode.${stableId(`${r.cc}:${compactOf(postcode)}`)}`, text: postcode }] : []),
      ...placeContext(r.city, r.cc, center),
    ];
    const candidate: Candidate = {
      tier,
      sim: 1,
      importance: 0,
      feature: feature({
        id: `address.${stableId(`${r.cc}:${r.city ?? ''}:${r.street}:${number ?? ''}`)}`,
        place_type: ['address'],
        properties: number ? { accuracy: 'street' } : {},
        text,
        place_name: [text, r.city, postcode, COUNTRIES[r.cc].name].filter(Boolean).join(', '),
        ...(number ? {} : { bbox: boxAround(r.min_lng, r.min_lat, r.max_lng, r.max_lat) }),
        center,
        context,
      }) as Feature,
    };
    return [candidate];
  });
}

/** The one full postcode of a street's addresses, else their one UK district, else none. */
function streetPostcode(compacts: readonly string[], country: CountryCode): string | null {
  const [only, ...others] = compacts;
  if (only && others.length === 0) return formatPostcode(only, country);
  if (country !== 'gb' || !only) return null;
  const districts = new Set(compacts.map((c) => c.slice(0, -3)));
  return districts.size === 1 ? [...districts][0]! : null;
}
