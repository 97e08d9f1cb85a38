/** The body of POST api/report: reporting an advert, or raising an issue about a booking (spec 001 §7). */
import { z } from 'zod';
import { ISSUE_MESSAGE_MAX } from '../rules/reviewRights';
import { idField, laravelBody, laravelMessage, oneOf, optionalId, optionalText } from './laravel';

export const REPORT_TYPES = ['Spam', 'Scam', 'Abuse', 'Raise Issue'] as const;
export const REPORTABLE_TYPES = ['Property', 'Service'] as const;

export const ReportBody = laravelBody(
  z
    .object({
      id: idField('id'),
      type: oneOf('type', REPORTABLE_TYPES),
      report_type: oneOf('report_type', REPORT_TYPES),
      issue_message: optionalText('issue_message', { max: ISSUE_MESSAGE_MAX }),
      issue_option: optionalText('issue_option', { max: 100 }),
      booking_id: optionalId('booking_id'),
    })
    .superRefine((body, ctx) => {
      if (body.report_type !== 'Raise Issue') return;
      // An issue is a chosen option or, when no options are offered, a message (spec 001 §5 Raise Issue).
      if (body.issue_message === undefined && body.issue_option === undefined) {
        ctx.addIssue({ code: 'custom', path: ['issue_message'], message: laravelMessage.requiredWithout('issue_message', 'issue_option') });
      }
      if (body.booking_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['booking_id'], message: laravelMessage.required('booking_id') });
      }
    }),
);
