import { z } from 'zod';

/** POST api/enquiries: the enquiry was sent; the sentence to show. */
export const EnquirySentAnswer = z.strictObject({ message: z.string() });
