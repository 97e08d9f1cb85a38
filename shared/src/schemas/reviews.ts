/** Bodies of the review lists (POST api/host-reviews, neighbourhood-reviews, service-reviews, guest-reviews). */
import { z } from 'zod';
import { idField, laravelBody, laravelMessage, numberField, optionalId } from './laravel';

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
