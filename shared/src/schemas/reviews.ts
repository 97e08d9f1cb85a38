/** Bodies of the review lists (POST api/host-reviews, neighbourhood-reviews, service-reviews, guest-reviews). */
import { z } from 'zod';
import { REVIEW_TEXT_MAX } from '../rules/reviewRights';
import { reviewCriteria, type ReviewScoreFields, type ReviewType } from '../entities/review';
import { idField, laravelBody, laravelMessage, numberField, optionalId, optionalText } from './laravel';

export const DEFAULT_RADIUS_MILES = 5;
export const MAX_RADIUS_MILES = 50;

export const HostReviewsBody = laravelBody(z.object({ ad_id: idField('ad_id') }));

/** Around an address or, without one, around the advert. */
export const NeighbourhoodReviewsBody = laravelBody(
  z
    .object({
      ad_id: optionalId('ad_id'),
      address_id: optionalId('address_id'),
      radius: numberField('radius', { min: 0.1, max: MAX_RADIUS_MILES }).transform((radius) => radius ?? DEFAULT_RADIUS_MILES),
    })
    .superRefine((body, ctx) => {
      if (body.ad_id === undefined && body.address_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['ad_id'], message: laravelMessage.requiredWithout('ad_id', 'address_id') });
      }
    }),
);

export const ServiceReviewsBody = laravelBody(
  z.object({
    service_provider_id: idField('service_provider_id'),
    service_type_occupation_id: numberField('service_type_occupation_id', { min: 1, max: 32_767, integer: true }),
  }),
);

export const GuestReviewsBody = laravelBody(z.object({ guest_id: idField('guest_id') }));

const rating = (field: string) => numberField(field, { min: 0, max: 5, required: true });
/** The score fields of a kind of review, from its criteria. */
const scores = <K extends ReviewType>(kind: K) =>
  Object.fromEntries(reviewCriteria(kind).map(({ field }) => [field, rating(field as string)])) as {
    [F in keyof ReviewScoreFields<K>]: ReturnType<typeof rating>;
  };
const reviewText = optionalText('review_text', { max: REVIEW_TEXT_MAX });

/** The body of POST api/add-review (spec 001 §7 Add review payloads); the reviewer is the session's user. */
export const AddReviewBody = laravelBody(
  z.discriminatedUnion(
    'review_type',
    [
      z.looseObject({
        review_type: z.literal('host'),
        ad_id: optionalId('ad_id'),
        booking_id: optionalId('booking_id'),
        ...scores('host'),
        review_text: reviewText,
      }),
      z.looseObject({
        review_type: z.literal('guest'),
        ad_id: optionalId('ad_id'),
        booking_id: optionalId('booking_id'),
        guest_id: optionalId('guest_id'),
        ...scores('guest'),
        review_text: reviewText,
      }),
      z.looseObject({
        review_type: z.literal('service'),
        ad_id: optionalId('ad_id'),
        booking_id: optionalId('booking_id'),
        ...scores('service'),
        review_text: reviewText,
      }),
      z
        .looseObject({
          review_type: z.literal('neighbourhood'),
          ad_id: optionalId('ad_id'),
          address_id: optionalId('address_id'),
          ...scores('neighbourhood'),
          review_text: reviewText,
        })
        .superRefine((body, ctx) => {
          if (body.ad_id === undefined && body.address_id === undefined) {
            ctx.addIssue({ code: 'custom', path: ['address_id'], message: laravelMessage.requiredWithout('address_id', 'ad_id') });
          }
        }),
    ],
    { error: (issue) => (issue.input === undefined ? laravelMessage.required('review_type') : laravelMessage.in('review_type')) },
  ),
);
export type AddReviewBody = z.infer<typeof AddReviewBody>;
