import type { GuestReview, HostReview, NeighbourhoodReview, ServiceReview } from '../answers/reviews';

export type ReviewType = 'neighbourhood' | 'host' | 'service' | 'guest';

/**
 * What each kind of review is scored on (0 to 5), declared once with the label the add-review form and the
 * review cards show. A criterion's key names its column (`review_<key>`) and its field in the add-review
 * payload, except a guest review's one score, which travels under its column's name (spec 001 §7).
 */
export const REVIEW_CRITERIA = {
  host: { communication: 'Communication', cleanliness: 'Cleanliness', location: 'Location', value: 'Value' },
  service: { communication: 'Communication', professionalism: 'Professionalism', value: 'Value' },
  neighbourhood: { amenities: 'Amenities', crime: 'Crime', community: 'Community', location: 'Location' },
  guest: { star: 'Rating' },
} as const satisfies Record<ReviewType, Record<string, string>>;

type CriterionOf<K extends ReviewType> = keyof (typeof REVIEW_CRITERIA)[K] & string;
/** A review's scores as stored and read: one column per criterion of its kind. */
export type ReviewScores<K extends ReviewType> = { [C in CriterionOf<K> as `review_${C}`]: number };
/** The add-review payload's score fields of a kind. */
export type ReviewScoreFields<K extends ReviewType> = {
  [C in CriterionOf<K> as K extends 'guest' ? `review_${C}` : C]: number;
};

export interface ReviewCriterion<K extends ReviewType> {
  column: keyof ReviewScores<K>;
  field: keyof ReviewScoreFields<K>;
  label: string;
}

/** The criteria of a kind in the form's order, each with its column, payload field and label. */
export function reviewCriteria<K extends ReviewType>(kind: K): Array<ReviewCriterion<K>> {
  const labels: Record<string, string> = REVIEW_CRITERIA[kind];
  return Object.entries(labels).map(([key, label]) => ({
    column: `review_${key}` as keyof ReviewScores<K>,
    field: (kind === 'guest' ? `review_${key}` : key) as keyof ReviewScoreFields<K>,
    label,
  }));
}

/** An add-review payload's scores as the columns that store them. */
export function reviewScoreColumns<K extends ReviewType>(kind: K, body: ReviewScoreFields<K>): ReviewScores<K> {
  const fields = body as Record<string, number>;
  return Object.fromEntries(reviewCriteria(kind).map(({ column, field }) => [column, fields[field as string]])) as ReviewScores<K>;
}

/** The review cards' types are their answers' (shared/src/answers/reviews.ts), one per kind. */
export interface ReviewByType {
  neighbourhood: NeighbourhoodReview;
  host: HostReview;
  service: ServiceReview;
  guest: GuestReview;
}
export type Review = ReviewByType[ReviewType];
