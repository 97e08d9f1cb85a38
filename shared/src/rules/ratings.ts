import { reviewCriteria, type ReviewByType, type ReviewScores, type ReviewType } from '../entities/review';

/** A review of a kind as listed, or only its scores (the API rates rows before they are answers). */
type Scored<K extends ReviewType> = ReviewByType[K] | ReviewScores<K>;

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

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A review's overall rating: the mean of its criteria, rounded to one decimal. */
export function reviewRating<K extends ReviewType>(type: K, review: Scored<K>): number {
  const criteria = reviewCriteria(type);
  const scores = review as Record<string, unknown>;
  const total = criteria.reduce((sum, { column }) => sum + (Number(scores[column as string]) || 0), 0);
  return roundToOneDecimal(total / criteria.length);
}

/** The overall line of a review list: the mean of the reviews' ratings to one decimal; 0 when empty. */
export function overallRating<K extends ReviewType>(type: K, reviews: Array<Scored<K>>): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + reviewRating(type, review), 0);
  return roundToOneDecimal(sum / reviews.length);
}
