import { z } from 'zod';
import { MarketStatusAnswer } from './common';

/**
 * What the owner's writes on adverts and services answer besides the listing itself (api/user/adverts,
 * api/user/services): their photos and floorplans after a change, publishing, deleting; and the lookups
 * their forms fill selects from. Declared once here: mfe-supply reads their types, the API serialises
 * and checks them.
 */

/** A photo or floorplan in its place in the list. */
export const PlacedImage = z.strictObject({ id: z.number(), file_path: z.string(), position: z.number() });

/** POST api/user/adverts/{id}/images, DELETE .../images/{imageId}, PUT .../images/order: the advert's images now. */
export const AdvertImagesAnswer = z.strictObject({
  data: z.strictObject({ documents_property_images: z.array(PlacedImage), documents_floorplans_images: z.array(PlacedImage) }),
});

/** The same calls on api/user/services/{id}: the service's photos now. */
export const ServiceImagesAnswer = z.strictObject({ data: z.strictObject({ documents_service_images: z.array(PlacedImage) }) });

/** POST api/user/adverts/{id}/publish and unpublish (and a service's). */
export const PublishedAnswer = z.strictObject({ id: z.number(), is_published: z.boolean() });

/** PUT api/user/adverts/{id}/market-status: where the home stands now. */
export const MarketStatusChangedAnswer = z.strictObject({ id: z.number(), ...MarketStatusAnswer });

/** DELETE api/user/adverts/{id} (and a service's). */
/**
 * DELETE api/user/adverts|services/{id}: deleted, or, when it has bookings (issue 40), withdrawn instead
 * (off the search and taking no bookings, kept for the bookings made), with the sentence that says so.
 */
export const ListingDeletedAnswer = z.strictObject({ id: z.number(), deleted: z.boolean(), withdrawn: z.boolean(), message: z.string() });

const Named = z.strictObject({ id: z.number(), type: z.string() });

/** GET api/advert-lookups: the policy choices of the advert form. */
export const AdvertLookupsAnswer = z.strictObject({
  data: z.strictObject({
    instruction_types: z.array(Named),
    cancellation_rules: z.array(z.strictObject({ id: z.number(), rule: z.string() })),
  }),
});

/** GET api/service-lookups: the service form's occupations and payment types. */
export const ServiceLookupsAnswer = z.strictObject({
  data: z.strictObject({ occupations: z.array(Named), payment_types: z.array(Named) }),
});

export type ListingPublished = z.infer<typeof PublishedAnswer>;
export type ListingDeleted = z.infer<typeof ListingDeletedAnswer>;
export type AdvertImages = z.infer<typeof AdvertImagesAnswer>['data'];
export type ServiceImages = z.infer<typeof ServiceImagesAnswer>['data'];
export type AdvertLookups = z.infer<typeof AdvertLookupsAnswer>['data'];
export type ServiceLookups = z.infer<typeof ServiceLookupsAnswer>['data'];
