import { z } from 'zod';

/** POST api/report: an advert reported, or an issue raised about a booking (spec 001 §7): the sentence to show. */
export const ReportSentAnswer = z.strictObject({ message: z.string() });

export type ReportSent = z.infer<typeof ReportSentAnswer>;
