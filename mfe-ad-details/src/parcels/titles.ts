import type { ModalRequest } from '@marketplace/shared';

type ReviewType = Extract<ModalRequest, { kind: 'reviews' }>['reviewType'];

const REVIEWS_TITLES: Record<ReviewType, string> = {
  neighbourhood: 'Neighbourhood Reviews',
  host: 'Host Reviews',
  service: 'Service Reviews',
  guest: 'Guest Reviews',
};

/** The reviews modal's title for a review type (spec: Neighbourhood, Host, Service, Guest Reviews, else 'Reviews'). */
export function reviewsTitle(reviewType: string): string {
  return REVIEWS_TITLES[reviewType as ReviewType] ?? 'Reviews';
}
