import type { CountryCode } from './areas.ts';
import type { ContextItem, Entry, Gazetteer, PlaceType } from './gazetteer.ts';
import { FUZZY_THRESHOLD, Tier, contains, distanceKm, matchTier, similarity, trigrams, words, type BBox } from './text.ts';

/** A Mapbox Geocoding v5 feature. */
export interface Feature {
  id: string;
  type: 'Feature';
  place_type: PlaceType[];
  relevance: number;
  properties: Record<string, unknown>;
  text: string;
  place_name: string;
  bbox?: BBox;
  center: [number, number];
  geometry: { type: 'Point'; coordinates: [number, number] };
  context: ContextItem[];
}

export interface SearchOptions {
  /** The query, normalized (see text.ts). */
  query: string;
  types: ReadonlySet<PlaceType>;
  countries: ReadonlySet<CountryCode>;
  limit: number;
  proximity: [number, number] | null;
  bbox: BBox | null;
}

/** A feature with what ranks it. */
export interface Candidate {
  feature: Feature;
  tier: Tier;
  /** Trigram similarity, for ordering typo matches. */
  sim: number;
  importance: number;
}

export function feature(f: Omit<Feature, 'type' | 'geometry' | 'relevance'>): Omit<Feature, 'relevance'> {
  return { ...f, type: 'Feature', geometry: { type: 'Point', coordinates: f.center } };
}

/** Candidates from the in-memory gazetteer, before the final cut. */
export function searchGazetteer(g: Gazetteer, opts: SearchOptions): Candidate[] {
  const eligible = (e: Entry) => opts.types.has(e.type) && opts.countries.has(e.country) && (!opts.bbox || contains(opts.bbox, e.center));
  const out: Candidate[] = [];
  const matched = new Set<Entry>();
  const query = words(opts.query);
  for (const e of g.byInitial.get(opts.query.charAt(0)) ?? []) {
    // Indexed by an initial, so the entry has a name.
    const [name, ...aliases] = e.names;
    if (!name || !eligible(e)) continue;
    let tier: Tier = matchTier(query, name, e.normPlaceName);
    // An alias typed in full ("Cork" for County Cork) is a strong match, not an exact one: the town called Cork is.
    for (const alias of aliases) tier = Math.max(tier, Math.min(Tier.Prefix, matchTier(query, alias, e.normPlaceName))) as Tier;
    if (tier > Tier.None) {
      out.push(toCandidate(e, tier, 1));
      matched.add(e);
    }
  }
  // Typo tolerance only when plain matching leaves room.
  if (out.length < opts.limit && opts.query.length >= 3) {
    const q = trigrams(opts.query);
    const shared = new Map<Entry, number>();
    for (const gram of q) for (const e of g.byTrigram.get(gram) ?? []) shared.set(e, (shared.get(e) ?? 0) + 1);
    // similarity >= T needs at least T/(1+T) of the query's trigrams in common.
    const needed = Math.ceil((q.size * FUZZY_THRESHOLD) / (1 + FUZZY_THRESHOLD));
    for (const [e, n] of shared) {
      if (n < needed || matched.has(e) || !eligible(e)) continue;
      let sim = 0;
      for (const grams of e.grams) sim = Math.max(sim, similarity(q, grams));
      if (sim >= FUZZY_THRESHOLD) out.push(toCandidate(e, Tier.Fuzzy, sim));
    }
  }
  return out;
}

function toCandidate(e: Entry, tier: Tier, sim: number): Candidate {
  return {
    tier,
    sim,
    importance: e.importance,
    feature: feature({
      id: e.id,
      place_type: [e.type],
      properties: e.shortCode ? { short_code: e.shortCode } : {},
      text: e.text,
      place_name: e.placeName,
      ...(e.bbox ? { bbox: e.bbox } : {}),
      center: e.center,
      context: e.context,
    }) as Feature,
  };
}

const RELEVANCE: Record<Tier, number> = { [Tier.None]: 0, [Tier.Fuzzy]: 0.5, [Tier.Words]: 0.9, [Tier.Prefix]: 0.99, [Tier.Exact]: 1 };

/**
 * Orders candidates of every source: exact > prefix > word matches > typo matches; then bigger and
 * (with a proximity point) nearer first. Returns the best `limit` as features with a relevance.
 */
export function rank(candidates: readonly Candidate[], opts: Pick<SearchOptions, 'limit' | 'proximity'>): Feature[] {
  const score = (c: Candidate) =>
    Math.log10(c.importance + 1) - (opts.proximity ? 2 * Math.log10(1 + distanceKm(opts.proximity, c.feature.center) / 50) : 0);
  const scored = candidates.map((c) => ({ c, s: score(c) }));
  scored.sort(
    (a, b) =>
      b.c.tier - a.c.tier ||
      (a.c.tier === Tier.Fuzzy ? b.c.sim - a.c.sim : 0) ||
      b.s - a.s ||
      a.c.feature.text.length - b.c.feature.text.length ||
      a.c.feature.id.localeCompare(b.c.feature.id),
  );
  return scored.slice(0, opts.limit).map(({ c }) => ({
    ...c.feature,
    relevance: c.tier === Tier.Fuzzy ? Math.round(Math.min(0.8, RELEVANCE[Tier.Fuzzy] + c.sim / 2) * 100) / 100 : RELEVANCE[c.tier],
  }));
}
