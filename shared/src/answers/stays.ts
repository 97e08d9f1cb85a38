import { z } from 'zod';
import { PriceLineAnswer } from './bookings';

/**
 * GET api/properties/{id}/stay: how a short stay books for the signed-in guest (or a visitor), and with
 * dates its offer: the cheapest rooms that sleep the party and the total the booking charges, every
 * mandatory fee in (shared's stayOffer). The advert shows it; the reserve dialog starts from it.
 */
export const StayTermsAnswer = z.strictObject({
  data: z.strictObject({
    /** Whether this guest's booking is confirmed as soon as it is paid (Instant Book). */
    instant_book: z.boolean(),
    /** With dates: the offer, or null when the stay cannot take the party then. */
    offer: z
      .strictObject({
        date_start: z.string(),
        date_end: z.string(),
        nights: z.number(),
        guests: z.number(),
        total: z.number(),
        /** The rooms picked and how many of each (none for a place booked whole), as api/book's picked_rooms takes them. */
        rooms: z.array(z.strictObject({ id: z.number(), quantity: z.number() })),
        lines: z.array(PriceLineAnswer),
      })
      .nullable(),
    /** Whether dates were asked: with dates and no offer, the stay is taken for them. */
    dated: z.boolean(),
  }),
});

export type StayTerms = z.infer<typeof StayTermsAnswer>['data'];
