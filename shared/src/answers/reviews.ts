import { z } from 'zod';
import { Instant } from './common';

/**
 * The review lists of an advert's and a service's page and of a guest's profile (spec 000 §7, 002 §3.7):
 * newest first, each review with its scores (one column per criterion, shared/src/entities/review.ts) and
 * its rating. Declared once here: mfe-ad-details reads their types (the review cards), the API serialises and checks them.
 */

/**
 * A person on a review card: a name ('Anonymous' when unknown) and the newest picture (null when none);
 * never an id. A neighbourhood review written without an account has the name alone.
 */
export const ReviewPersonAnswer = z.strictObject({
  contact: z.strictObject({ name: z.string() }),
  documents_user_images: z.strictObject({ file_path: z.string() }).nullable().optional(),
});

/** The address parts a review sends of the property reviewed. */
export const ReviewAddressAnswer = z.strictObject({
  street: z.string().nullable(),
  line_1: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  postcode: z.string().nullable(),
  full_address: z.string().nullable(),
});

const NamedContact = z.strictObject({ name: z.string() });

const reviewed = {
  id: z.number(),
  created_at: Instant,
  review_text: z.string().nullable(),
  user: ReviewPersonAnswer,
};

const HostReviewProperty = z.strictObject({ address: ReviewAddressAnswer, contact: NamedContact });

/** A review of the advert's host by a guest of any of the host's adverts. */
export const HostReviewAnswer = z.strictObject({
  ...reviewed,
  review_communication: z.number(),
  review_cleanliness: z.number(),
  review_location: z.number(),
  review_value: z.number(),
  host: ReviewPersonAnswer,
  booking: z.strictObject({ property: HostReviewProperty }),
  /** The same property as `booking.property`. */
  property: HostReviewProperty,
  rating: z.number(),
});

/** POST api/host-reviews. */
export const HostReviewsAnswer = z.strictObject({ data: z.array(HostReviewAnswer) });

/** A review of a neighbourhood within the radius, with its distance from the centre in miles (two decimals). */
export const NeighbourhoodReviewAnswer = z.strictObject({
  ...reviewed,
  address: z.string(),
  review_amenities: z.number(),
  review_crime: z.number(),
  review_community: z.number(),
  review_location: z.number(),
  distance_miles: z.number(),
  rating: z.number(),
});

/** POST api/neighbourhood-reviews: the reviews and the radius asked for, in miles. */
export const NeighbourhoodReviewsAnswer = z.strictObject({ data: z.array(NeighbourhoodReviewAnswer), radius: z.number() });

/** A review of one of the provider's services. */
export const ServiceReviewAnswer = z.strictObject({
  ...reviewed,
  review_communication: z.number(),
  review_professionalism: z.number(),
  review_value: z.number(),
  booking: z.strictObject({
    /** The service provider. */
    host: ReviewPersonAnswer,
    service: z.strictObject({ contact: NamedContact, occupation: z.strictObject({ type: z.string() }) }),
  }),
  rating: z.number(),
});

/** POST api/service-reviews. */
export const ServiceReviewsAnswer = z.strictObject({ data: z.array(ServiceReviewAnswer) });

/** A host's review of a guest, with the property they stayed at (its first photo, if any). */
export const GuestReviewAnswer = z.strictObject({
  ...reviewed,
  review_star: z.number(),
  booking: z.strictObject({ guest: ReviewPersonAnswer, property: z.strictObject({ contact: NamedContact }) }),
  property: z.strictObject({
    address: ReviewAddressAnswer,
    documents_property_images: z.array(z.strictObject({ file_path: z.string() })),
  }),
});

/** POST api/guest-reviews: wrapped twice (spec 000 §7), with how many and their overall rating. */
export const GuestReviewsAnswer = z.strictObject({
  data: z.strictObject({ data: z.array(GuestReviewAnswer), total: z.number(), rating: z.number() }),
});

/** POST api/add-review (201): the sentence to show and the new review's id. */
export const AddedReviewAnswer = z.strictObject({ message: z.string(), data: z.strictObject({ id: z.number() }) });

export type ReviewPerson = z.infer<typeof ReviewPersonAnswer>;
export type ReviewAddress = z.infer<typeof ReviewAddressAnswer>;
export type HostReview = z.infer<typeof HostReviewAnswer>;
export type NeighbourhoodReview = z.infer<typeof NeighbourhoodReviewAnswer>;
export type ServiceReview = z.infer<typeof ServiceReviewAnswer>;
export type GuestReview = z.infer<typeof GuestReviewAnswer>;
