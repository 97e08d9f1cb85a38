import type { StoredImage } from './common';
import type { Address, Contact } from './user';

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

/** A person as review cards show them: the name ('Anonymous' when unknown) and picture, nothing more. */
export interface ReviewPerson {
  id?: number;
  contact?: Pick<Contact, 'name'> | null;
  documents_user_images?: StoredImage | null;
}

/** The address parts a review sends of the property reviewed. */
export type ReviewAddress = Partial<Pick<Address, 'id' | 'street' | 'line_1' | 'city' | 'county' | 'postcode' | 'full_address'>>;

interface ReviewBase {
  id: number;
  created_at: string;
  review_text: string | null;
  /** The reviewer; a neighbourhood review without one names them 'Anonymous'. */
  user?: ReviewPerson | null;
}

export interface NeighbourhoodReview extends ReviewBase, ReviewScores<'neighbourhood'> {
  /** The reviewed neighbourhood's address, as the reviewer wrote it. */
  address: string;
  latitude?: number;
  longitude?: number;
  /** Miles from the centre of the search. */
  distance_miles?: number;
  /** The mean of the criteria to one decimal. */
  rating?: number;
}

export interface HostReview extends ReviewBase, ReviewScores<'host'> {
  property_id?: number;
  booking_id?: number;
  /** The host reviewed. */
  host?: ReviewPerson | null;
  booking?: {
    id?: number;
    date_start?: string | null;
    date_end?: string | null;
    property?: HostReviewProperty | null;
  } | null;
  /** The same property as `booking.property`. */
  property?: HostReviewProperty | null;
  rating?: number;
}

export interface HostReviewProperty {
  id?: number;
  property_title?: string | null;
  address?: ReviewAddress | null;
  contact?: Pick<Contact, 'name'> | null;
}

export interface ServiceReview extends ReviewBase, ReviewScores<'service'> {
  service_id?: number;
  booking?: {
    id?: number;
    date_start?: string | null;
    /** The service provider. */
    host?: ReviewPerson | null;
    service?: {
      id?: number;
      service_title?: string | null;
      service_type_occupation_id?: number;
      contact?: Pick<Contact, 'name'> | null;
      occupation?: { id?: number; type: string } | null;
    } | null;
  } | null;
  rating?: number;
}

export interface GuestReview extends ReviewBase, ReviewScores<'guest'> {
  booking_id?: number;
  booking?: {
    id?: number;
    date_start?: string | null;
    date_end?: string | null;
    guest?: ReviewPerson | null;
    property?: { id?: number; contact?: Pick<Contact, 'name'> | null } | null;
  } | null;
  property?: {
    id?: number | null;
    property_title?: string | null;
    address?: ReviewAddress | null;
    documents_property_images?: StoredImage[];
  } | null;
}

export interface ReviewByType {
  neighbourhood: NeighbourhoodReview;
  host: HostReview;
  service: ServiceReview;
  guest: GuestReview;
}
export type Review = ReviewByType[ReviewType];
