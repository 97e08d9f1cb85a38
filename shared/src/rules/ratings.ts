import type { ReviewByType, ReviewType } from '../entities';

export type StarBand = 1 | 2 | 3 | 4 | 5;
/** Which star bands a review list shows; a band whose flag is false is hidden. */
export type StarBandFilter = Record<StarBand, boolean>;
export const ALL_STAR_BANDS: StarBandFilter = { 1: true, 2: true, 3: true, 4: true, 5: true };

/** Up to 1.99 is one star, 2 to 2.99 two, 3 to 3.99 three, 4 to 4.99 four, exactly 5 five. */
export function starBand(rating: number): StarBand {
  if (rating >= 5) return 5;
  if (rating >= 4) return 4;
  if (rating >= 3) return 3;
  if (rating >= 2) return 2;
  return 1;
}

export function filterByStarBand<T>(items: T[], bands: StarBandFilter, ratingOf: (item: T) => number): T[] {
  return items.filter((item) => bands[starBand(ratingOf(item))] !== false);
}

/** The criteria each kind of review is scored on (service 3, host 4, neighbourhood 4). */
export const REVIEW_CRITERIA = {
  service: ['review_communication', 'review_professionalism', 'review_value'],
  host: ['review_communication', 'review_cleanliness', 'review_location', 'review_value'],
  neighbourhood: ['review_amenities', 'review_crime', 'review_community', 'review_location'],
  guest: ['review_star'],
} as const satisfies { [K in ReviewType]: ReadonlyArray<keyof ReviewByType[K]> };

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A review's overall rating: the mean of its criteria, rounded to one decimal. */
export function reviewRating<K extends ReviewType>(type: K, review: ReviewByType[K]): number {
  const criteria: readonly string[] = REVIEW_CRITERIA[type];
  const scores = review as unknown as Record<string, unknown>;
  const total = criteria.reduce((sum, key) => sum + (Number(scores[key]) || 0), 0);
  return roundToOneDecimal(total / criteria.length);
}

/** The overall line of a review list: the mean of the reviews' ratings to one decimal; 0 when empty. */
export function overallRating<K extends ReviewType>(type: K, reviews: Array<ReviewByType[K]>): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + reviewRating(type, review), 0);
  return roundToOneDecimal(sum / reviews.length);
}
