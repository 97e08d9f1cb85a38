import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReportBody } from '@marketplace/shared/src/schemas/report.ts';
import { ReportSentAnswer } from '@marketplace/shared/src/answers/report.ts';
import type { AppContext } from '../context.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { spend } from '../http/rate-limit.ts';
import { BOOKINGS_PAGE, notify } from '../common/notify.ts';
export const REPORTED_MESSAGE = 'Thank you. The advert has been reported and our team will review it.';
export const ISSUE_RAISED_MESSAGE = 'Thank you. Your issue has been raised and our team will be in touch.';
/** Reports and raised issues one account may send a minute: each raised issue notifies a person. */
export const REPORTS_PER_MINUTE = 5;
export const tooManyReports = (seconds: number) => `You have sent several reports just now. Please try again in ${seconds} seconds.`;

/**
 * POST api/report/: a signed-in user reports an advert (Spam, Scam, Abuse) or raises an issue about a
 * booking (spec 001 §7). Reporting the same advert for the same reason twice keeps one report.
 */
export async function reportFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  // The Raise Issue modal posts a multipart form (001 §7), read as every form is (http/bodies.ts).
  await server.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post('/api/report', { schema: { body: ReportBody, response: { 200: ReportSentAnswer } } }, async (request, reply) => {
      const userId = request.userId;
      await spend(ctx.db, reply, { key: `reports:${userId}`, max: REPORTS_PER_MINUTE, windowSeconds: 60 }, tooManyReports);
      const {
        id,
        type,
        report_type: reportType,
        issue_message: issueMessage = null,
        issue_option: issueOption = null,
        booking_id: bookingId = null,
      } = request.body;
      const raising = reportType === 'Raise Issue';

      const table = type === 'Property' ? sql`properties` : sql`services`;
      const exists = await sql`select 1 from ${table} where id = ${id}::int`.execute(ctx.db);
      if (exists.rows.length === 0) throw new HttpError(404, 'ad_does_not_exist');
      let otherParty: number | null = null;
      if (bookingId !== null) {
        // An issue is raised only about the person's own booking (as guest or as host).
        const own = await sql<{ other: number }>`
        select case when user_id = ${userId}::int then host_id else user_id end as other from bookings
        where id = ${bookingId}::int and (user_id = ${userId}::int or host_id = ${userId}::int)`.execute(ctx.db);
        if (!own.rows[0]) throw new ValidationError({ booking_id: ['The selected booking id is invalid.'] });
        otherParty = own.rows[0].other;
      }
      await sql`
      insert into reports (user_id, reportable_type, reportable_id, report_type, issue_option, issue_message, booking_id)
      values (${userId}::int, ${type}, ${id}::int, ${reportType}, ${issueOption}, ${issueMessage}, ${bookingId}::int)
      on conflict (user_id, reportable_type, reportable_id, report_type) where report_type <> 'Raise Issue' do nothing`.execute(ctx.db);
      if (raising && otherParty !== null) {
        // The other party of the booking hears of it in their bell.
        const about = [issueOption, issueMessage].filter(Boolean).join(': ');
        await notify(
          ctx,
          otherParty,
          { message: `An issue was raised about booking #${bookingId}: ${about.slice(0, 200)}`, url: BOOKINGS_PAGE, chat_room_id: null },
          'issue',
        );
      }
      return { message: raising ? ISSUE_RAISED_MESSAGE : REPORTED_MESSAGE };
    });
  });
}
