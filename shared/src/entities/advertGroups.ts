/**
 * Which adverts a field belongs to, named once. An advert field (entities/searchFilters.ts) names its
 * group; the advert form asks the field of an advert in the group, the API saves it only there, the
 * filters panel offers it to a search that can find such adverts, and the advert page shows it.
 */

/** What an advert is for: offered for sale or to let, or wanted to buy or to rent. */
export type AdvertKind = 'sale' | 'let' | 'buy' | 'rent';
export const ADVERT_KINDS: readonly AdvertKind[] = ['sale', 'let', 'buy', 'rent'];

interface AdvertGroup {
  kinds: readonly AdvertKind[];
  /** For a let: only short-term stays, or only long lets (a rent, sale or buy advert has no let term). */
  letTerm?: 'short' | 'long';
}

/** The groups (spec 000 §2's visibility by ad type, read as the adverts each filter can find). */
export const ADVERT_GROUPS = {
  all: { kinds: ADVERT_KINDS },
  /** Offered for sale or wanted to buy (the search's ad types 1, 3, 4, 6). */
  sales: { kinds: ['sale', 'buy'] },
  /** Offered to let or wanted to rent (ad types 2, 3, 5, 6). */
  lettings: { kinds: ['let', 'rent'] },
  /** Offered to let (ad types 5 and 6). */
  lets: { kinds: ['let'] },
  /** Offered to let short-term (ad types 5 and 6 with let term 2 or 3). */
  short_term_stays: { kinds: ['let'], letTerm: 'short' },
  /** Offered for sale (ad types 4 and 6): what may go under offer and be sold. */
  for_sale: { kinds: ['sale'] },
  /** Offered to let long-term (ad types 5 and 6 with let term 1 or 3): what may be let agreed. */
  long_lets: { kinds: ['let'], letTerm: 'long' },
  /** Offered: for sale or to let, not wanted (the floorplans, the EPC). */
  offered: { kinds: ['sale', 'let'] },
  /** For sale or let long-term: what may be 'Coming Soon' (ad types 4, 5, 6 with let term 1 or 3). */
  on_the_market: { kinds: ['sale', 'let'], letTerm: 'long' },
} as const satisfies Record<string, AdvertGroup>;
export type AdvertGroupName = keyof typeof ADVERT_GROUPS;

/** What decides an advert's groups: its kind and, for a let, its term. */
export interface AdvertKindAndTerm {
  kind: AdvertKind | null;
  isShortTerm: boolean;
}

const termFits = (group: AdvertGroup, kind: AdvertKind, isShortTerm: boolean) =>
  kind !== 'let' || group.letTerm === undefined || (group.letTerm === 'short') === isShortTerm;

/** Whether an advert of this kind (and let term) is in the group. */
export function advertInGroup(name: AdvertGroupName, { kind, isShortTerm }: AdvertKindAndTerm): boolean {
  const group: AdvertGroup = ADVERT_GROUPS[name];
  return kind !== null && group.kinds.includes(kind) && termFits(group, kind, isShortTerm);
}

/** An advert's kind from its flags (is_sale, is_let, is_buy, is_rent), or null when none is set. */
export function advertKindOf(flags: Partial<Record<'is_sale' | 'is_let' | 'is_buy' | 'is_rent', unknown>>): AdvertKind | null {
  return ADVERT_KINDS.find((kind) => Boolean(flags[`is_${kind}`])) ?? null;
}

/** The kinds of advert each search ad type finds (1 buy, 2 rent, 3 both, 4 sale, 5 let, 6 both). */
const SEARCHED_KINDS: Record<number, readonly AdvertKind[]> = {
  1: ['buy'],
  2: ['rent'],
  3: ['buy', 'rent'],
  4: ['sale'],
  5: ['let'],
  6: ['sale', 'let'],
};

/**
 * Whether a search (its ad type, and its let term: 1 long, 2 short, 3 both) can find adverts of the
 * group, and so offers the group's filters. Nothing is offered before an ad type is chosen.
 */
export function searchFindsGroup(name: AdvertGroupName, adType: number | null, letTerm: number): boolean {
  const group: AdvertGroup = ADVERT_GROUPS[name];
  // A let term the search narrowed to another term rules the group out (the spec's Coming Soon: let term 1 or 3).
  if (group.letTerm !== undefined && letTerm !== 3 && (letTerm === 2) !== (group.letTerm === 'short')) return false;
  const kinds = adType === null ? [] : (SEARCHED_KINDS[adType] ?? []);
  return kinds.some((kind) => group.kinds.includes(kind));
}
