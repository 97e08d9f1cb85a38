import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireUser } from '../auth/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { addError, asInput, idField, intField, isBlank, stringField, type Errors } from '../discovery/input.ts';

export const REPORT_TYPES = ['Spam', 'Scam', 'Abuse', 'Raise Issue'] as const;
export const REPORTABLE_TYPES = ['Property', 'Service'] as const;
export const REPORTED_MESSAGE = 'Thank you. The advert has been reported and our team will review it.';
export const ISSUE_RAISED_MESSAGE = 'Thank you. Your issue has been raised and our team will be in touch.';

/**
 * POST api/report/: a signed-in user reports an advert (Spam, Scam, Abuse) or raises an issue about a
 * booking (spec 001 §7). Reporting the same advert for the same reason twice keeps one report.
 */
export function reportFeature(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/report', async (request) => {
    const userId = requireUser(request);
    const input = asInput(request.body);
    const errors: Errors = {};
    const id = idField(input, 'id', errors);
    const type = typeof input.type === 'string' ? input.type : null;
    if (isBlank(input.type)) addError(errors, 'type', 'The type field is required.');
    else if (!REPORTABLE_TYPES.includes(type as never)) addError(errors, 'type', 'The selected type is invalid.');
    const reportType = typeof input.report_type === 'string' ? input.report_type : null;
    if (isBlank(input.report_type)) addError(errors, 'report_type', 'The report type field is required.');
    else if (!REPORT_TYPES.includes(reportType as never)) addError(errors, 'report_type', 'The selected report type is invalid.');
    const raising = reportType === 'Raise Issue';
    const issueMessage = stringField(input, 'issue_message', errors, 1000);
    const issueOption = stringField(input, 'issue_option', errors, 100);
    const bookingId = isBlank(input.booking_id) ? null : intField(input, 'booking_id', errors, 1, 2_147_483_647);
    if (raising && !issueMessage && !errors.issue_message) addError(errors, 'issue_message', 'The issue message field is required.');
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const table = type === 'Property' ? sql`properties` : sql`services`;
    const exists = await sql`select 1 from ${table} where id = ${id}::int`.execute(ctx.db);
    if (exists.rows.length === 0) throw new HttpError(404, 'ad_does_not_exist');
    if (bookingId !== null) {
      // An issue is raised only about the person's own booking (as guest or as host).
      const own =
        await sql`select 1 from bookings where id = ${bookingId}::int and (user_id = ${userId}::int or host_id = ${userId}::int)`.execute(
          ctx.db,
        );
      if (own.rows.length === 0) throw new ValidationError({ booking_id: ['The selected booking id is invalid.'] });
    }
    await sql`
      insert into reports (user_id, reportable_type, reportable_id, report_type, issue_option, issue_message, booking_id)
      values (${userId}::int, ${type}, ${id}::int, ${reportType}, ${issueOption}, ${issueMessage}, ${bookingId}::int)
      on conflict (user_id, reportable_type, reportable_id, report_type) where report_type <> 'Raise Issue' do nothing`.execute(ctx.db);
    return { message: raising ? ISSUE_RAISED_MESSAGE : REPORTED_MESSAGE };
  });
}
