/** The body of POST api/report: reporting an advert, or raising an issue about a booking (spec 001 §7). */
import { z } from 'zod';
import { idField, laravelBody, laravelMessage, oneOf, optionalId, optionalText } from './laravel';

export const REPORT_TYPES = ['Spam', 'Scam', 'Abuse', 'Raise Issue'] as const;
export const REPORTABLE_TYPES = ['Property', 'Service'] as const;

export const ReportBody = laravelBody(
  z
    .object({
      id: idField('id'),
      type: oneOf('type', REPORTABLE_TYPES),
      report_type: oneOf('report_type', REPORT_TYPES),
      issue_message: optionalText('issue_message', { max: 1000 }),
      issue_option: optionalText('issue_option', { max: 100 }),
      booking_id: optionalId('booking_id'),
    })
    .superRefine((body, ctx) => {
      if (body.report_type === 'Raise Issue' && body.issue_message === undefined) {
        ctx.addIssue({ code: 'custom', path: ['issue_message'], message: laravelMessage.required('issue_message') });
      }
    }),
);
