import { frequencyLabel, RENT_TYPES, type AdType, type RentTypeId } from '@marketplace/shared';

export interface Option {
  value: number;
  label: string;
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** 1..n-1 then "n+" (the API reads n as "n or more"). */
function countOptions(last: number): Option[] {
  return [...range(1, last - 1).map((n) => ({ value: n, label: String(n) })), { value: last, label: `${last}+` }];
}

/** Beds 1 to 10 and 11+ (min and max). */
export const BED_OPTIONS = countOptions(11);
/** Guests 1 to 19 and 20+. */
export const GUEST_OPTIONS = countOptions(20);
/** Bathrooms 1 to 4 and 5+. */
export const BATHROOM_OPTIONS = countOptions(5);
/** Floors 1 to 4 and 5+. */
export const FLOOR_OPTIONS = countOptions(5);

/** Price steps in pounds (spec 000 §9). */
export const PRICE_STEPS: readonly number[] = [
  0,
  50,
  100,
  150,
  200,
  250,
  500,
  750,
  ...range(1000, 2000, 250),
  ...range(3000, 5000, 1000),
  ...range(10_000, 500_000, 10_000),
  ...range(550_000, 1_000_000, 50_000),
  ...range(1_250_000, 5_000_000, 250_000),
  7_500_000,
  10_000_000,
  15_000_000,
  20_000_000,
];

/** Square metre steps; the last one is open-ended (10000+). */
export const SQUARE_METRE_STEPS: readonly number[] = [
  ...range(0, 100, 10),
  ...range(150, 500, 50),
  750,
  1000,
  1250,
  1500,
  1750,
  2000,
  ...range(3000, 9000, 1000),
  10_000,
];
export const SQUARE_METRE_OPTIONS: Option[] = SQUARE_METRE_STEPS.map((value) => ({
  value,
  label: value === 10_000 ? '10,000+ m²' : `${value.toLocaleString('en-GB')} m²`,
}));

/**
 * What each ad type finds, in plain words beside the spec's labels: 'To Rent' and 'To Buy' are
 * adverts of people looking for a home, not homes on offer.
 */
export const AD_TYPE_DESCRIPTIONS: Record<AdType, string> = {
  4: 'homes offered for sale',
  5: 'homes offered to rent',
  6: 'homes offered for sale or to rent',
  1: 'people looking to buy',
  2: 'people looking to rent',
  3: 'people looking to buy or rent',
};

export const AD_TYPE_OPTIONS: Option[] = [
  { value: 1, label: 'To Buy' },
  { value: 2, label: 'To Rent' },
  { value: 3, label: 'To Buy & To Rent' },
  { value: 4, label: 'For Sale' },
  { value: 5, label: 'To Let' },
  { value: 6, label: 'For Sale & To Let' },
];

/** Frequency (property_rent_type_id). */
export const FREQUENCY_OPTIONS: Option[] = (Object.keys(RENT_TYPES).map(Number) as RentTypeId[]).map((id) => ({
  value: id,
  label: frequencyLabel(id),
}));

export const LET_TERM_OPTIONS: Option[] = [
  { value: 1, label: 'Long-Term Let' },
  { value: 2, label: 'Short-Term Stay' },
  { value: 3, label: 'Long-Term Let & Short-Term Stay' },
];

export const TENURE_OPTIONS: Option[] = [
  { value: 1, label: 'All' },
  { value: 2, label: 'Freehold' },
  { value: 3, label: 'Leasehold' },
];

/** Tri-state filters: 3 Show, 1 Hide, 2 Only. */
export const TRI_STATE_OPTIONS: Option[] = [
  { value: 3, label: 'Show' },
  { value: 1, label: 'Hide' },
  { value: 2, label: 'Only' },
];

export const SORT_SELECT_OPTIONS: Option[] = [
  { value: 1, label: 'Newest' },
  { value: 2, label: 'Oldest' },
  { value: 3, label: 'Lowest Price' },
  { value: 4, label: 'Highest Price' },
];
