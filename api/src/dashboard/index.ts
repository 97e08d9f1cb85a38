import {
  BookingsQuery,
  CalendarBlockBody,
  CalendarBlocksQuery,
  ListingsQuery,
  StatisticsQuery,
} from '@marketplace/shared/src/schemas/dashboard.ts';
import type { StatisticsPeriod } from '@marketplace/shared/src/entities/dashboard.ts';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import { DashboardBookingsAnswer } from '@marketplace/shared/src/answers/bookings.ts';
import {
  CalendarBlockAnswerData,
  CalendarMonthAnswerData,
  DashboardHomeAnswer,
  DashboardListingsAnswer,
  GivenReviewsAnswer,
  StatisticsAnswer,
} from '@marketplace/shared/src/answers/dashboard.ts';
import { UnreadCountsAnswer } from '@marketplace/shared/src/answers/notifications.ts';
import { NoContentAnswer } from '@marketplace/shared/src/answers/common.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';
import { statisticsOf } from './statistics.ts';
import { unreadNotifications } from '../common/notify.ts';
import { unreadMessages } from './enquiries.ts';
import { reviewsGiven } from './reviews.ts';
import { advertsOf, servicesOf } from './listings.ts';
import { bookingsOf } from './bookings.ts';
import { homeOf } from './home.ts';
import { calendarMonth, closeDay, reopenDay, requireOwnSubject, subjectOf } from './calendar.ts';
import { settingsRoutes } from './settings.ts';
import { photoRoutes } from './photo.ts';

/**
 * The signed-in user's dashboard (issue 12): statistics, the portfolio and services lists, bookings as
 * guest and host, the calendar's closed days and the user's settings. Everything reads and writes the
 * session user's own rows; another user's advert, service or booking is a 403.
 */
export async function dashboardFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  app.get('/api/user/statistics', { schema: { querystring: StatisticsQuery, response: { 200: StatisticsAnswer } } }, async (request) => {
    const { days } = request.query;
    return { data: await statisticsOf(db, request.userId, days as StatisticsPeriod) };
  });

  // The navigation's badges, read often: two counts, nothing else.
  app.get('/api/user/unread', { schema: { response: { 200: UnreadCountsAnswer } } }, async (request) => {
    const userId = request.userId;
    return { data: { messages: await unreadMessages(db, userId), notifications: await unreadNotifications(db, userId) } };
  });

  app.get('/api/user/reviews-given', { schema: { response: { 200: GivenReviewsAnswer } } }, async (request) => ({
    data: await reviewsGiven(db, request.userId),
  }));

  app.get('/api/user/adverts', { schema: { querystring: ListingsQuery, response: { 200: DashboardListingsAnswer } } }, async (request) => {
    const q = request.query;
    return advertsOf(db, request.userId, { status: q.status, search: q.search, page: q.page ?? 1 });
  });

  app.get('/api/user/services', { schema: { querystring: ListingsQuery, response: { 200: DashboardListingsAnswer } } }, async (request) => {
    const q = request.query;
    return servicesOf(db, request.userId, { status: q.status, search: q.search, page: q.page ?? 1 });
  });

  app.get('/api/user/home', { schema: { response: { 200: DashboardHomeAnswer } } }, async (request) => ({
    data: await homeOf(db, request.userId),
  }));

  app.get('/api/user/bookings', { schema: { querystring: BookingsQuery, response: { 200: DashboardBookingsAnswer } } }, async (request) => {
    const q = request.query;
    return bookingsOf(db, request.userId, { as: q.as, status: q.status, from: q.from, to: q.to, page: q.page ?? 1 });
  });

  app.get(
    '/api/user/calendar',
    { schema: { querystring: CalendarBlocksQuery, response: { 200: CalendarMonthAnswerData } } },
    async (request) => {
      const q = request.query;
      const subject = subjectOf(q);
      await requireOwnSubject(db, request.userId, subject);
      return { data: await calendarMonth(db, subject, q.month) };
    },
  );

  app.post(
    '/api/user/calendar-blocks',
    { schema: { body: CalendarBlockBody, response: { 200: CalendarBlockAnswerData } } },
    async (request) => {
      const body = request.body;
      const subject = subjectOf(body);
      await requireOwnSubject(db, request.userId, subject);
      return { data: await closeDay(db, subject, body.day, body.hours) };
    },
  );

  app.delete(
    '/api/user/calendar-blocks/:id',
    { schema: { params: PathId, response: { 204: NoContentAnswer } } },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) throw new HttpError(404, 'Not Found');
      await reopenDay(db, request.userId, id);
      return reply.status(204).send();
    },
  );

  await settingsRoutes(app, ctx);
  await photoRoutes(app, ctx);
}
