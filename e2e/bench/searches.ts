// The anonymous searches the load and fairness benches send: London places, kinds of advert, filters,
// sorts and pages as the search form sends them, from a seeded generator so every run sends the same mix.

interface Area {
  address: string;
  boundary_box?: number[];
  latitude: number;
  longitude: number;
  radius?: number;
}

// Whole London and some of its boroughs and neighbourhoods, as the search form sends them after the
// place search (a box for a place with bounds, a point and radius for one without).
export const AREAS: Area[] = [
  {
    address: 'London, Greater London, England, United Kingdom',
    boundary_box: [-0.5103, 51.2868, 0.334, 51.6919],
    latitude: 51.5073,
    longitude: -0.1277,
  },
  {
    address: 'Camden, London, England, United Kingdom',
    boundary_box: [-0.2135, 51.5126, -0.1053, 51.5731],
    latitude: 51.529,
    longitude: -0.1255,
  },
  {
    address: 'Hackney, London, England, United Kingdom',
    boundary_box: [-0.1046, 51.5194, -0.0175, 51.5776],
    latitude: 51.545,
    longitude: -0.0553,
  },
  {
    address: 'Westminster, London, England, United Kingdom',
    boundary_box: [-0.2164, 51.4838, -0.1111, 51.5398],
    latitude: 51.4975,
    longitude: -0.1357,
  },
  {
    address: 'Croydon, London, England, United Kingdom',
    boundary_box: [-0.1669, 51.2868, 0.0024, 51.4229],
    latitude: 51.3762,
    longitude: -0.0982,
  },
  { address: 'Clapham, London, England, United Kingdom', latitude: 51.4618, longitude: -0.1384, radius: 1 },
  { address: 'Stratford, London, England, United Kingdom', latitude: 51.5413, longitude: -0.0036, radius: 3 },
];

/** A small deterministic generator: every run sends the same mix of searches. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One search as the search form sends it: a place, a kind of advert, some filters, a page. */
export function search(next: () => number): { page: number; body: Record<string, unknown> } {
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  };
  const area = pick(AREAS);
  const body: Record<string, unknown> = { ...area, is_long_short_term: 3 };
  const kind = pick(['any', 'let', 'sale', 'short'] as const);
  if (kind === 'any') Object.assign(body, { ad_type: 6, is_sale: 1, is_let: 1 });
  if (kind === 'let')
    Object.assign(body, {
      ad_type: 5,
      is_let: 1,
      is_long_short_term: 1,
      min_beds: pick([0, 1, 2, 3]),
      max_price: pick([1500, 2500, 4000, 6000]),
    });
  if (kind === 'sale')
    Object.assign(body, {
      ad_type: 4,
      is_sale: 1,
      min_beds: pick([0, 2, 3]),
      min_price: pick([0, 250_000, 500_000]),
      max_price: pick([750_000, 1_500_000, 5_000_000]),
    });
  if (kind === 'short') Object.assign(body, { ad_type: 5, is_let: 1, is_long_short_term: 2, guests: pick([1, 2, 4]) });
  if (next() < 0.3) Object.assign(body, pick([{ houses: true }, { flats: true }, { houses: true, flats: true }]));
  if (next() < 0.2) body.is_furnished = true;
  Object.assign(body, pick([{ newest: true }, { lowest_price: true }, { highest_price: true }, {}]));
  // Most people look at the first pages.
  const page = pick([1, 1, 1, 2, 2, 3, 4, 5]);
  return { page, body };
}

export function percentile(sorted: number[], p: number): number {
  // An empty sample has no percentile.
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
