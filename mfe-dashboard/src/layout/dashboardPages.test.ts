import { DASHBOARD_PAGES, dashboardPath } from './dashboardPages';

describe('the dashboard navigation', () => {
  it('links every dashboard route of the spec, and the guest’s trips', () => {
    expect(DASHBOARD_PAGES.map((p) => dashboardPath(p.page))).toEqual([
      '/dashboard-statistics',
      '/dashboard-portfolio',
      '/dashboard-services',
      '/dashboard-bookings',
      '/dashboard-trips',
      '/dashboard-saved-searches',
      '/dashboard-user-calendar',
      '/dashboard-user-messages',
      '/dashboard-reviews',
      '/dashboard-notifications',
      '/dashboard-user-settings',
    ]);
  });
});
