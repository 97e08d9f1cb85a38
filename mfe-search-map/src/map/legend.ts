import type { MapPin } from '@marketplace/shared';

export type LegendKey = 'residential' | 'commercial' | 'industrial' | 'land' | 'luxury' | 'special-use' | 'room' | 'multiple';

export interface LegendEntry {
  key: LegendKey;
  label: string;
  colour: string;
  /** property_category_id of the adverts drawn in this colour; none for merged pins. */
  categoryId: number | null;
}

/** The map legend (spec 000 §2 Map screen): the seven categories, then merged pins. */
export const LEGEND: readonly LegendEntry[] = [
  { key: 'residential', label: 'Residential', colour: '#2e7d32', categoryId: 1 },
  { key: 'commercial', label: 'Commercial', colour: '#1565c0', categoryId: 2 },
  { key: 'industrial', label: 'Industrial', colour: '#6d4c41', categoryId: 3 },
  { key: 'land', label: 'Land', colour: '#9e9d24', categoryId: 4 },
  { key: 'luxury', label: 'Luxury', colour: '#8e24aa', categoryId: 5 },
  { key: 'special-use', label: 'Special Use', colour: '#ef6c00', categoryId: 6 },
  { key: 'room', label: 'Room', colour: '#00838f', categoryId: 7 },
  { key: 'multiple', label: 'Multiple', colour: '#c62828', categoryId: null },
];

const BY_CATEGORY = new Map(LEGEND.filter((e) => e.categoryId !== null).map((e) => [e.categoryId, e]));
const BY_KEY = new Map(LEGEND.map((e) => [e.key, e]));

/** The legend entry of a category; an unknown one is drawn as Residential, the commonest kind. */
export function legendKeyOfCategory(categoryId: number | null): LegendKey {
  return BY_CATEGORY.get(categoryId ?? 0)?.key ?? 'residential';
}

/** The legend entry of one advert. */
export const legendKeyOf = (pin: Pick<MapPin, 'property_category_id'>): LegendKey => legendKeyOfCategory(pin.property_category_id);

/** The property_category_id of the hidden legend entries ('Multiple' is not a category). */
export const hiddenCategoryIds = (hidden: ReadonlySet<LegendKey>): number[] =>
  LEGEND.flatMap((entry) => (hidden.has(entry.key) && entry.categoryId !== null ? [entry.categoryId] : []));

export function legendEntry(key: LegendKey): LegendEntry {
  return BY_KEY.get(key)!;
}
