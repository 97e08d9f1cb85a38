import type { DashboardStatistics } from '@marketplace/shared';
import { activityDay, figuresOf } from './figures';

const stats: DashboardStatistics = {
  adverts: { published: 2, unpublished: 1 },
  services: { published: 1, unpublished: 0 },
  views: 4,
  favourites: 2,
  enquiries: 5,
  bookings: { pending: 1, accepted: 1, declined: 1, cancelled: 1, expired: 0, completed: 1 },
  unread_messages: 0,
  unread_notifications: 1,
  earnings: 1120.5,
  reviews: { host: { count: 2, average: 4.5 }, service: { count: 0, average: null }, guest: { count: 0, average: null } },
  period: 7,
  series: [],
};

describe('the statistics figures', () => {
  it('show the API’s numbers, pounds with pence and ratings out of five', () => {
    const byKey = Object.fromEntries(figuresOf(stats).map((f) => [f.key, f.value]));
    expect(byKey.enquiries).toBe('5');
    expect(byKey.earnings).toBe('£1,120.50');
    expect(byKey['host-rating']).toBe('4.5 / 5 (2)');
    expect(byKey['service-rating']).toBe('No reviews');
  });
});

test('a day of the activity reads the British way, whatever the browser’s language', () => {
  expect(activityDay('2026-11-03')).toBe('3 Nov');
});
