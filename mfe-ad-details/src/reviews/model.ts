import {
  formatDate,
  imageUrl,
  reviewCriteria,
  reviewRating,
  type ReviewAddress,
  type ReviewByType,
  type ReviewType,
} from '@marketplace/shared';

export const ANONYMOUS = 'Anonymous';

/** A review card as the list shows it, whatever its kind. */
export interface ReviewCardModel {
  id: number;
  reviewer: string;
  rating: number;
  date: string;
  text: string | null;
  /** Where: the neighbourhood or the property reviewed. */
  address: string | null;
  /** Host of the property, or provider of the service. */
  host: string | null;
  occupation: string | null;
  /** Sub-scores of a neighbourhood review. */
  scores: Array<{ label: string; value: number }>;
  picture: string | null;
  /** The reviewed guest's picture (guest reviews only). */
  guestPicture: string | null;
}

/** A property's address: the parts joined with commas, skipping empty ones; else the full address. */
export function addressText(
  address: ReviewAddress | null | undefined,
  parts: Array<keyof ReviewAddress> = ['street', 'city', 'county', 'postcode'],
): string | null {
  if (!address) return null;
  const joined = parts
    .map((part) => address[part])
    .filter((value) => typeof value === 'string' && value.trim())
    .join(', ');
  return joined || address.full_address || null;
}

const nameOf = (person: { contact?: { name?: string | null } | null } | null | undefined) => person?.contact?.name?.trim() || null;

export function reviewCard<K extends ReviewType>(type: K, review: ReviewByType[K]): ReviewCardModel {
  const base: ReviewCardModel = {
    id: review.id,
    reviewer: nameOf(review.user) ?? ANONYMOUS,
    rating: reviewRating(type, review),
    date: formatDate(review.created_at),
    text: review.review_text?.trim() || null,
    address: null,
    host: null,
    occupation: null,
    scores: [],
    picture: null,
    guestPicture: null,
  };
  if (type === 'neighbourhood') {
    const r = review as ReviewByType['neighbourhood'];
    return {
      ...base,
      address: r.address.trim() || null,
      scores: reviewCriteria('neighbourhood').map(({ column, label }) => ({ label, value: Number(r[column]) })),
    };
  }
  if (type === 'host') {
    const r = review as ReviewByType['host'];
    return {
      ...base,
      address: addressText(r.booking?.property?.address, ['line_1', 'city', 'county', 'postcode']),
      host: nameOf(r.booking?.property) ?? nameOf(r.host),
    };
  }
  if (type === 'service') {
    const r = review as ReviewByType['service'];
    return {
      ...base,
      host: nameOf(r.booking?.service),
      occupation: r.booking?.service?.occupation?.type ?? null,
      picture: imageUrl(r.booking?.host?.documents_user_images?.file_path),
    };
  }
  const r = review as ReviewByType['guest'];
  return {
    ...base,
    address: addressText(r.property?.address),
    host: nameOf(r.booking?.property),
    picture: imageUrl(r.property?.documents_property_images?.[0]?.file_path),
    guestPicture: imageUrl(r.booking?.guest?.documents_user_images?.file_path),
  };
}
