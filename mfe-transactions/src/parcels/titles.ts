import type { ModalRequest } from '@marketplace/shared';

type ReviewType = Extract<ModalRequest, { kind: 'add-review' }>['reviewType'];

const ADD_REVIEW_TITLES: Record<ReviewType, string> = {
  neighbourhood: 'Add Neighbourhood Review',
  host: 'Add Host Review',
  service: 'Add Service Review',
  guest: 'Add Guest Review',
};

/** Add Review dialog title by review type. */
export function addReviewTitle(reviewType: string): string {
  return ADD_REVIEW_TITLES[reviewType as ReviewType] ?? 'Add Review';
}
