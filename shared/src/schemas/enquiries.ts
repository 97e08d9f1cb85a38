/**
 * The body of POST api/enquiries (issue 44): "Email agent" and "Request a viewing" from the advert page,
 * with or without an account, as UK portals take them. `website` is a honeypot: a field people never see,
 * which only a form-filling robot fills in.
 */
import { z } from 'zod';
import { MESSAGE_MAX } from './messages';
import { idField, laravelBody, laravelMessage, oneOf, optionalText, requiredText } from './laravel';

export const ENQUIRY_KINDS = ['email', 'viewing'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_PHONE_MAX = 30;
export const VIEWING_TIMES_MAX = 300;

// Digits, spaces, brackets, dots, dashes and one leading +, with 7 to 15 digits (E.164's longest).
const PHONE = /^\+?[\d\s().-]+$/;
const digits = (phone: string) => phone.replace(/\D/g, '').length;
export const PHONE_MESSAGE = 'The phone field must be a valid phone number.';

export const EnquiryBody = laravelBody(
  z
    .object({
      property_id: idField('property_id'),
      kind: oneOf('kind', ENQUIRY_KINDS),
      name: requiredText('name', { max: ENQUIRY_NAME_MAX }),
      email: requiredText('email', { email: true, max: 255 }),
      phone: optionalText('phone', { max: ENQUIRY_PHONE_MAX }).refine(
        (p) => p === undefined || (PHONE.test(p) && digits(p) >= 7 && digits(p) <= 15),
        {
          error: PHONE_MESSAGE,
        },
      ),
      message: requiredText('message', { max: MESSAGE_MAX }),
      viewing_times: optionalText('viewing_times', { max: VIEWING_TIMES_MAX }),
      website: z.unknown().optional(),
    })
    .superRefine((body, ctx) => {
      // A viewing request says when the person could come.
      if (body.kind === 'viewing' && body.viewing_times === undefined) {
        ctx.addIssue({ code: 'custom', path: ['viewing_times'], message: laravelMessage.required('viewing_times') });
      }
    }),
);
export type EnquiryBody = z.infer<typeof EnquiryBody>;
