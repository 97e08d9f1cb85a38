import type { AdType, Bit, SearchFilters, SortOption } from '../entities';
import { SORT_OPTIONS } from '../entities';

export const AD_TYPE_LABELS: Record<AdType, string> = {
  1: 'To Buy',
  2: 'To Rent',
  3: 'To Buy & To Rent',
  4: 'For Sale',
  5: 'To Let',
  6: 'For Sale & To Let',
};

export interface AdTypeFlags {
  is_buy: Bit;
  is_rent: Bit;
  is_sale: Bit;
  is_let: Bit;
}

const FLAGS: Record<AdType, AdTypeFlags> = {
  1: { is_buy: 1, is_rent: 0, is_sale: 0, is_let: 0 },
  2: { is_buy: 0, is_rent: 1, is_sale: 0, is_let: 0 },
  3: { is_buy: 1, is_rent: 1, is_sale: 0, is_let: 0 },
  4: { is_buy: 0, is_rent: 0, is_sale: 1, is_let: 0 },
  5: { is_buy: 0, is_rent: 0, is_sale: 0, is_let: 1 },
  6: { is_buy: 0, is_rent: 0, is_sale: 1, is_let: 1 },
};

/** 1 buy only; 2 rent only; 3 buy and rent; 4 sale only; 5 let only; 6 sale and let. */
export function adTypeFlags(adType: AdType): AdTypeFlags {
  return { ...FLAGS[adType] };
}

export function isAdType(value: unknown): value is AdType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** The filters with the flags of the chosen ad type; types 1 to 3 (wanted adverts) also clear is_coming_soon. */
export function applyAdType<F extends Pick<SearchFilters, 'ad_type' | 'is_coming_soon'> & AdTypeFlags>(filters: F, adType: AdType): F {
  return { ...filters, ad_type: adType, ...FLAGS[adType], ...(adType <= 3 ? { is_coming_soon: 0 } : {}) };
}

/** The ad type a set of flags stands for, or null when no flag is set. */
export function adTypeOf(flags: Partial<Record<keyof AdTypeFlags, unknown>>): AdType | null {
  const found = Object.keys(FLAGS)
    .map(Number)
    .find((type) => {
      const expected = FLAGS[type as AdType];
      return (Object.keys(expected) as Array<keyof AdTypeFlags>).every((key) => Boolean(flags[key]) === Boolean(expected[key]));
    });
  return (found as AdType | undefined) ?? null;
}

/** Exactly one sort flag set: 1 Newest, 2 Oldest, 3 Lowest Price, 4 Highest Price. */
export function sortFlags(option: SortOption): Record<(typeof SORT_OPTIONS)[SortOption], Bit> {
  return {
    newest: option === 1 ? 1 : 0,
    oldest: option === 2 ? 1 : 0,
    lowest_price: option === 3 ? 1 : 0,
    highest_price: option === 4 ? 1 : 0,
  };
}

/** The sort option whose flag is set (Newest when none is). */
export function sortOptionOf(flags: Partial<Record<(typeof SORT_OPTIONS)[SortOption], unknown>>): SortOption {
  const entry = Object.entries<(typeof SORT_OPTIONS)[SortOption]>(SORT_OPTIONS).find(([, flag]) => Boolean(flags[flag]));
  return (entry ? Number(entry[0]) : 1) as SortOption;
}
