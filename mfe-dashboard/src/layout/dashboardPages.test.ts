import { DASHBOARD_PAGES, dashboardNav, dashboardPath, navPageOf } from './dashboardPages';

describe('the dashboard navigation', () => {
  it('links every dashboard route of the spec, and our own pages', () => {
    expect(DASHBOARD_PAGES.map((p) => dashboardPath(p.page))).toEqual([
      '/dashboard-statistics',
      '/dashboard-portfolio',
      '/dashboard-services',
      '/dashboard-bookings',
      '/dashboard-payouts',
      '/dashboard-trips',
      '/dashboard-favourites',
      '/dashboard-saved-searches',
      '/dashboard-user-calendar',
      '/dashboard-user-messages',
      '/dashboard-reviews',
      '/dashboard-notifications',
      '/dashboard-user-settings',
    ]);
  });

  it('gives an advertiser every page, and a renter or buyer their own home without the advertiser’s pages', () => {
    expect(dashboardNav(true).map((p) => p.label)).toEqual([
      'Statistics',
      'Portfolio',
      'Services',
      'Bookings',
      'Payouts',
      'Trips',
      'Saved homes',
      'Saved searches',
      'Calendar',
      'Messages',
      'Reviews',
      'Notifications',
      'User Settings',
    ]);
    expect(dashboardNav(false).map((p) => `${p.label} ${dashboardPath(p.page)}`)).toEqual([
      'Home /dashboard-statistics',
      'Bookings /dashboard-trips',
      'Saved homes /dashboard-favourites',
      'Saved searches /dashboard-saved-searches',
      'Calendar /dashboard-user-calendar',
      'Messages /dashboard-user-messages',
      'Reviews /dashboard-reviews',
      'Notifications /dashboard-notifications',
      'User Settings /dashboard-user-settings',
    ]);
  });

  it("a renter's /dashboard-bookings is their Bookings entry; an advertiser's is the requests for their adverts", () => {
    expect(navPageOf('bookings', false)).toBe('trips');
    expect(navPageOf('bookings', true)).toBe('bookings');
  });
});
